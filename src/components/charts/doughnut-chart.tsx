import { ChartFrame } from './chart-frame';
import type { ChartProps } from './chart-types';

export type { ChartDatum } from './chart-types';

/** A slice per datum; zero values are left out of the drawing. Chart.js loads on first use. */
export function DoughnutChart({ data, ...props }: ChartProps) {
  return <ChartFrame kind="doughnut" data={data.filter((d) => d.value > 0)} {...props} />;
}
