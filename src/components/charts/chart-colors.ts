// The colours of the charts. The brand colour is read at runtime from the theme's CSS custom property
// (--primary-500, set in src/index.css and switched by <html data-primary>), so a theme change
// reaches the charts too. The property holds an oklch() colour, which Chart.js's colour parser
// does not read (and a canvas's fillStyle hands back as oklch() as well): one pixel painted on a
// 1x1 canvas gives its sRGB value as rgb(). Only the lazily loaded chart canvas uses this file, so
// none of it ships before a chart is drawn.
import { useSyncExternalStore } from 'react';
import type { ChartDatum } from './chart-types';

/** The custom property of the brand colour; BRAND_COLOR in chart-types.ts is `var()` of it. */
const BRAND_PROPERTY = '--primary-500';
const BRAND = `var(${BRAND_PROPERTY})`;

/** Legible on white and on slate-900 alike. The first is the brand colour, read from the theme when drawn. */
export const CHART_PALETTE = [BRAND, '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#06b6d4', '#ec4899', '#84cc16', '#f97316', '#64748b'];

/** The colour of a datum: its own, else the palette's; the brand placeholder becomes `brand`. */
export function colorAt(data: readonly ChartDatum[], index: number, brand: string): string {
  const color = data[index]?.color ?? CHART_PALETTE[index % CHART_PALETTE.length]!;
  return color === BRAND ? brand : color;
}

/** The brand colour when the theme cannot be read (no stylesheet, no canvas): today's blue. */
export const BRAND_FALLBACK = '#3b82f6';

const converted = new Map<string, string>();

/** A CSS colour as rgb()/rgba(), or null when the browser cannot paint it. */
function toRgb(css: string): string | null {
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.canvas.width = 1;
  ctx.canvas.height = 1;
  ctx.fillStyle = '#000000';
  ctx.fillStyle = css;
  ctx.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 255] = ctx.getImageData(0, 0, 1, 1).data;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS colours, not words for people
  return a === 255 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${Math.round((a / 255) * 1000) / 1000})`;
}

/** The current brand colour in a form Chart.js understands. */
export function readBrandColor(): string {
  if (typeof document === 'undefined') return BRAND_FALLBACK;
  const raw = getComputedStyle(document.documentElement).getPropertyValue(BRAND_PROPERTY).trim();
  if (!raw) return BRAND_FALLBACK;
  let rgb = converted.get(raw);
  if (rgb === undefined) {
    rgb = (typeof CSS !== 'undefined' && CSS.supports('color', raw) ? toRgb(raw) : null) ?? BRAND_FALLBACK;
    converted.set(raw, rgb);
  }
  return rgb;
}

// The theme changes through attributes of <html>: data-primary (the brand colour), style (a
// colour set inline) and class (light/dark may bring other values).
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style', 'data-primary'] });
  return () => observer.disconnect();
}

/** The brand colour, following theme changes. */
export function useBrandColor(): string {
  return useSyncExternalStore(subscribe, readBrandColor, () => BRAND_FALLBACK);
}
