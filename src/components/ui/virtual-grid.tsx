import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Grids of more cards than this draw only the rows in view. A card is a few dozen elements, so a
 * grid crosses over far sooner than a table (150 rows, data-table.tsx): a search that left 100
 * of 200 clients drew 100 cards in full, 0.2-0.3 s a keystroke (docs/decisions/0162).
 */
export const GRID_VIRTUALISE_OVER = 24;

function columnsFor(width: number): number {
  if (width >= 1024) return 3;
  if (width >= 640) return 2;
  return 1;
}

/**
 * A responsive card grid (1-3 columns). Long lists are virtualised by rows of cards inside a
 * scroll box, so 10,000 cards cost what one screenful costs.
 */
export function VirtualGrid<T>({
  items,
  itemKey,
  renderItem,
  rowHeight = 260,
  label,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  rowHeight?: number;
  label: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The first guess is the window's width, right on a phone (one column either way), so the first
  // render already has the columns it keeps; a wrong guess (a wide screen's sidebar) is corrected
  // before the first paint. Guessing 1024 everywhere drew a phone's first screen twice: 3 columns
  // of cards, then 1 (docs/decisions/0157).
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth || 1024));
  useLayoutEffect(() => {
    const w = scrollRef.current?.clientWidth;
    if (w) setWidth(w);
  }, []);
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w) setWidth(w);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const columns = columnsFor(width);
  const virtual = items.length > GRID_VIRTUALISE_OVER;
  const rowCount = Math.ceil(items.length / columns);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose
  const virtualizer = useVirtualizer({
    count: virtual ? rowCount : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 3,
    initialRect: { width: 1024, height: 720 },
  });
  const gridClass = columns === 3 ? 'grid-cols-3' : columns === 2 ? 'grid-cols-2' : 'grid-cols-1';

  if (!virtual) {
    return (
      <div ref={scrollRef}>
        <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div ref={scrollRef} className="max-h-[75vh] overflow-y-auto" data-testid="grid-scroll">
      <ul aria-label={label} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={`absolute left-0 top-0 grid w-full gap-4 pb-4 ${gridClass}`}
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {items.slice(row.index * columns, row.index * columns + columns).map((item) => (
              <div key={itemKey(item)}>{renderItem(item)}</div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
