// Props shared by the chart wrappers. A datum is one labelled value (dollars unless `format` says
// otherwise); `color` overrides the palette for that bar or slice (BRAND_COLOR: the theme's brand).
import { BRAND_COLOR } from './brand-color';

export type ChartDatum = { label: string; value: number; color?: string };

export type ChartProps = {
  title: string;
  data: readonly ChartDatum[];
  /** Shown instead of the chart when there is nothing to draw (no data, or every value is 0). */
  emptyText: string;
  /** How values are written in the accessible summary and tooltips; dollars by default. */
  format?: (value: number) => string;
  className?: string;
};

/** Legible on white and on slate-900 alike. The first is the brand colour, read from the theme when drawn. */
export const CHART_PALETTE = [BRAND_COLOR, '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#06b6d4', '#ec4899', '#84cc16', '#f97316', '#64748b'];

export function colorAt(data: readonly ChartDatum[], index: number): string {
  return data[index]?.color ?? CHART_PALETTE[index % CHART_PALETTE.length]!;
}
