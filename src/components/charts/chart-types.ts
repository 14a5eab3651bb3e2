// Props shared by the chart wrappers. A datum is one labelled value (dollars unless `format` says
// otherwise); `color` overrides the palette for that bar or slice (BRAND_COLOR: the theme's brand).

/** A datum's `color` that stands for the brand colour, read from the theme when the chart is drawn (chart-colors.ts). */
export const BRAND_COLOR = 'var(--primary-500)';

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
