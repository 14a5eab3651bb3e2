import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualGrid } from './virtual-grid';

const items = Array.from({ length: 300 }, (_, i) => `item ${i}`);

/** jsdom lays nothing out: the scroll box gets a phone's or a desktop's size, each row 260 px. */
function stubLayout(width: number) {
  vi.stubGlobal('innerWidth', width);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width - 32);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(260); // each row, when measured
}

describe('virtual grid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("draws a phone's first screen once, one card per row, not first in three columns (docs/decisions/0157)", () => {
    stubLayout(400);
    const drawn: string[] = [];
    render(
      <VirtualGrid
        label="Things"
        items={items}
        itemKey={(x) => x}
        renderItem={(x) => {
          drawn.push(x);
          return <span>{x}</span>;
        }}
      />,
    );
    const rows = screen.getByRole('list', { name: 'Things' }).children;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.children).toHaveLength(1);
    // Only the cards of the rows shown were ever drawn: no three-column first pass.
    expect(rows.length).toBeLessThan(10);
    expect(new Set(drawn)).toEqual(new Set(items.slice(0, rows.length)));
  });

  it('keeps three columns on a wide window', () => {
    stubLayout(1280);
    render(<VirtualGrid label="Things" items={items} itemKey={(x) => x} renderItem={(x) => <span>{x}</span>} />);
    const rows = screen.getByRole('list', { name: 'Things' }).children;
    for (const row of rows) expect(row.children).toHaveLength(3);
  });

  it('draws a short grid in full, and from 25 cards only the rows in view (a search across the threshold stays cheap)', () => {
    stubLayout(1280);
    const drawn = (n: number) => {
      const { unmount } = render(<VirtualGrid label="Things" items={items.slice(0, n)} itemKey={(x) => x} renderItem={(x) => <span>{x}</span>} />);
      const count = screen.getByRole('list', { name: 'Things' }).querySelectorAll('span').length;
      unmount();
      return count;
    };
    expect(drawn(24)).toBe(24);
    // 600 px of box, rows of 260 and three rows of overscan: at most 6 rows of 3 cards.
    expect(drawn(100)).toBeLessThanOrEqual(18);
    expect(drawn(100)).toBeGreaterThan(0);
  });
});
