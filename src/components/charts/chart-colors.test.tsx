import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_FALLBACK, colorAt, readBrandColor, useBrandColor } from './chart-colors';
import { BRAND_COLOR } from './chart-types';

// jsdom paints nothing: a stand-in 2D context "paints" the two colours this test uses, as a
// browser would turn an oklch() value into sRGB pixels.
const PIXELS: Record<string, number[]> = {
  'oklch(62.3% 0.214 259.815)': [43, 127, 255, 255],
  'oklch(72.3% 0.219 149.579)': [0, 201, 80, 255],
};
function fakeCanvas() {
  vi.spyOn(globalThis, 'CSS', 'get').mockReturnValue({ supports: (_p: string, v: string) => v in PIXELS } as unknown as typeof CSS);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    let fill = '#000000';
    let painted = [0, 0, 0, 255];
    return {
      canvas: this,
      get fillStyle() {
        return fill;
      },
      set fillStyle(v: string) {
        fill = v;
      },
      fillRect: () => (painted = PIXELS[fill] ?? [0, 0, 0, 255]),
      getImageData: () => ({ data: Uint8ClampedArray.from(painted) }),
    } as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
}

function Swatch() {
  return <p data-testid="brand">{useBrandColor()}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.style.removeProperty('--primary-500');
});

describe('the charts brand colour', () => {
  it('stands in for BRAND_COLOR and for the first palette colour; other colours stay', () => {
    const data = [
      { label: 'Net Profit', value: 1, color: BRAND_COLOR },
      { label: 'Revenue', value: 2, color: '#10b981' },
    ];
    expect(colorAt(data, 0, 'rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(colorAt(data, 1, 'rgb(1, 2, 3)')).toBe('#10b981');
    expect(colorAt([{ label: 'Clients', value: 3 }], 0, 'rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
  });

  it('is the blue of today when the theme sets no brand colour', () => {
    expect(readBrandColor()).toBe(BRAND_FALLBACK);
  });

  it('is read from the theme token and handed to Chart.js as rgb(), following a theme change', async () => {
    if (typeof globalThis.CSS === 'undefined') Object.defineProperty(globalThis, 'CSS', { configurable: true, get: () => undefined });
    fakeCanvas();
    document.documentElement.style.setProperty('--primary-500', 'oklch(62.3% 0.214 259.815)');
    render(<Swatch />);
    expect(screen.getByTestId('brand')).toHaveTextContent('rgb(43, 127, 255)');
    await act(async () => {
      document.documentElement.style.setProperty('--primary-500', 'oklch(72.3% 0.219 149.579)');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId('brand')).toHaveTextContent('rgb(0, 201, 80)');
  });
});
