import { ChartFrame } from './chart-frame';
import type { ChartProps } from './chart-types';

export type { ChartDatum } from './chart-types';

/** A bar per datum. Chart.js loads on first use (see chart-frame.tsx). */
export function BarChart(props: ChartProps) {
  return <ChartFrame kind="bar" {...props} />;
}
