import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualGrid } from './virtual-grid';

const items = Array.from({ length: 300 }, (_, i) => `item ${i}`);

/** jsdom lays nothing out: the scroll box gets a phone's or a desktop's size, each row 260 px. */
function stubLayout(width: number) {
  vi.stubGlobal('innerWidth', width);
  window.dispatchEvent(new Event('resize')); // as a window that changes size does: the grid reads it again
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width - 32);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(260); // each row, when measured
}

/** A grid of all the items whose cards report each item they draw. */
function drawingGrid(onDraw: (item: string) => void) {
  return (
    <VirtualGrid
      label="Things"
      items={items}
      itemKey={(x) => x}
      renderItem={(x) => {
        onDraw(x);
        return <span>{x}</span>;
      }}
    />
  );
}

describe('virtual grid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("draws a phone's first screen once, in one column, not first in three columns (docs/decisions/0157)", () => {
    stubLayout(400);
    const drawn: string[] = [];
    render(drawingGrid((x) => drawn.push(x)));
    const list = screen.getByRole('list', { name: 'Things' });
    expect(list.className).toContain('grid-cols-1');
    const cards = list.children;
    expect(cards.length).toBeGreaterThan(0);
    // Only the cards of the rows shown were ever drawn: no three-column first pass.
    expect(cards.length).toBeLessThan(10);
    expect(new Set(drawn)).toEqual(new Set(items.slice(0, cards.length)));
  });

  it("reads the window's size once, not in every render (a read lays a phone's page out there and then)", () => {
    stubLayout(400);
    let reads = 0;
    const width = vi.fn(() => {
      reads += 1;
      return 400;
    });
    Object.defineProperty(window, 'innerWidth', { get: width, configurable: true });
    window.dispatchEvent(new Event('resize'));
    const { rerender } = render(drawingGrid(() => undefined));
    rerender(drawingGrid(() => undefined));
    rerender(drawingGrid(() => undefined));
    expect(screen.getByRole('list', { name: 'Things' }).className).toContain('grid-cols-1');
    expect(reads).toBeLessThanOrEqual(2); // the guard and the value, once
    reads = 0;
    window.dispatchEvent(new Event('resize'));
    render(drawingGrid(() => undefined));
    expect(reads).toBeGreaterThan(0); // after a resize, a new grid reads the new size
  });

  it('keeps three columns on a wide window', () => {
    stubLayout(1280);
    render(<VirtualGrid label="Things" items={items} itemKey={(x) => x} renderItem={(x) => <span>{x}</span>} />);
    const list = screen.getByRole('list', { name: 'Things' });
    expect(list.className).toContain('grid-cols-3');
    expect(list.children.length % 3).toBe(0);
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
    // 600 px of box, rows of 260 and one row of overscan: at most 4 rows of 3 cards.
    expect(drawn(100)).toBeLessThanOrEqual(12);
    expect(drawn(100)).toBeGreaterThan(0);
  });

  it('keeps the cards it has when a search crosses the threshold, and changes their text when the records change (docs/decisions/0167)', () => {
    stubLayout(1280);
    const grid = (list: string[]) => <VirtualGrid label="Things" items={list} itemKey={(x) => x} renderItem={(x) => <span>{x}</span>} />;
    const { rerender } = render(grid(items.slice(0, 20)));
    const first = screen.getByRole('list', { name: 'Things' }).children[0];
    // 20 cards drawn in full, then 40 drawn by rows: the same elements, not a second form.
    rerender(grid(items.slice(0, 40)));
    expect(screen.getByRole('list', { name: 'Things' }).children[0]).toBe(first);
    // Other records (a keystroke in a search): the same card, showing the new record.
    rerender(grid(items.slice(100, 140)));
    expect(screen.getByRole('list', { name: 'Things' }).children[0]).toBe(first);
    expect(first).toHaveTextContent('item 100');
  });

  it('moves focus with its record when the cards shift, and out of the grid when the record is gone', () => {
    stubLayout(1280);
    const grid = (list: string[]) => (
      <VirtualGrid
        label="Things"
        items={list}
        itemKey={(x) => x}
        renderItem={(x) => (
          <div>
            <span>{x}</span>
            <button type="button">Edit {x}</button>
          </div>
        )}
      />
    );
    const { rerender } = render(grid(items.slice(1, 6)));
    screen.getByRole('button', { name: 'Edit item 3' }).focus();
    // A record added at the top (another device): every card shows the record before it.
    rerender(grid(items.slice(0, 6)));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit item 3' }));
    // The record is deleted: focus does not stay on another record's button.
    rerender(grid(items.slice(0, 3)));
    expect(document.activeElement?.textContent ?? '').not.toMatch(/^Edit/);
  });

  it("draws a long grid without reading its box's size or scrolling it while the page is drawn (docs/decisions/0169)", () => {
    stubLayout(400);
    const scrollTo = vi.fn();
    Element.prototype.scrollTo = scrollTo;
    const reads = [
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get'),
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get'),
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get'),
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get'),
    ];
    try {
      render(<VirtualGrid label="Things" items={items} itemKey={(x) => x} renderItem={(x) => <span>{x}</span>} />);
      expect(screen.getByRole('list', { name: 'Things' }).children.length).toBeGreaterThan(0);
      // Each read or scroll would lay the whole page out inside the render's task.
      for (const read of reads) expect(read).not.toHaveBeenCalled();
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollTo;
    }
  });

  it('draws nothing again when its box is resized within the same number of columns', () => {
    stubLayout(400);
    const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        entry: { callback: ResizeObserverCallback; targets: Element[] };
        constructor(callback: ResizeObserverCallback) {
          this.entry = { callback, targets: [] };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    let box: Element | null = null;
    let boxWidth = 400;
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this === box ? boxWidth : 380;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this === box ? Math.round(window.innerHeight * 0.75) : 260;
    });
    let drawn = 0;
    render(
      drawingGrid(() => {
        drawn += 1;
      }),
    );
    box = screen.getByTestId('grid-scroll');
    const resize = (width: number) => {
      boxWidth = width;
      const entry = { target: box, contentRect: { width, height: 576 } } as unknown as ResizeObserverEntry;
      act(() => {
        for (const o of observers) if (o.targets.includes(box as Element)) o.callback([entry], {} as ResizeObserver);
      });
    };
    resize(400);
    const before = drawn;
    expect(before).toBeGreaterThan(0);
    // The page's padding or a scroll bar: still one column, so no card is drawn again.
    resize(368);
    expect(drawn).toBe(before);
    // A wide box: three columns, drawn again.
    resize(1000);
    expect(screen.getByRole('list', { name: 'Things' }).className).toContain('grid-cols-3');
    expect(drawn).toBeGreaterThan(before);
  });
});
