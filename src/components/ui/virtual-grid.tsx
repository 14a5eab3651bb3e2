import { elementScroll, observeElementOffset, useVirtualizer } from '@tanstack/react-virtual';
import type { Rect, ScrollToOptions, Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Grids of more cards than this draw only the rows in view. A card is a few dozen elements, so a
 * grid crosses over far sooner than a table (150 rows, data-table.tsx): a search that left 100
 * of 200 clients drew 100 cards in full, 0.2-0.3 s a keystroke (docs/decisions/0162).
 */
export const GRID_VIRTUALISE_OVER = 24;

// Tailwind's gap-4, between rows and columns alike.
const GAP_PX = 16;

// Cards drawn at once stay well under this on any screen (rows in view plus one each way); a
// taller window doubles it.
const SLOTS = 64;

/**
 * The scroll box's size as its observer reports it, after layout. The virtualizer's own version
 * also reads the size at once, while the page is being drawn: that forced the whole page's first
 * layout into the render's task (docs/decisions/0169). Until the first report the virtualizer
 * uses `initialRect`, the window's guess.
 */
function observeBoxAfterLayout(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  const el = instance.scrollElement;
  if (!el || typeof ResizeObserver === 'undefined') return undefined;
  const ro = new ResizeObserver(() => cb({ width: el.offsetWidth, height: el.offsetHeight }));
  ro.observe(el);
  return () => ro.disconnect();
}

// Scroll boxes that have been away from the top, by the user or by the virtualizer.
const moved = new WeakSet<Element>();

/** The virtualizer's offset watcher, noting a box once it leaves the top. */
function observeOffsetNotingMoves(instance: Virtualizer<HTMLDivElement, Element>, cb: (offset: number, isScrolling: boolean) => void) {
  return observeElementOffset(instance, (offset, isScrolling) => {
    if (offset !== 0 && instance.scrollElement) moved.add(instance.scrollElement);
    cb(offset, isScrolling);
  });
}

/**
 * The virtualizer's scroll, except that a box that has never left the top is not told to go to
 * the top. On mount the virtualizer writes the offset it starts from (0), and a write forces the
 * page's layout in the render's task, as a read does (docs/decisions/0169).
 */
function scrollUnlessAtTop(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollToOptions['behavior'] },
  instance: Virtualizer<HTMLDivElement, Element>,
) {
  const el = instance.scrollElement;
  const target = offset + (options.adjustments ?? 0);
  if (el && target === 0 && !moved.has(el)) return;
  if (el && target !== 0) moved.add(el);
  elementScroll(offset, options, instance);
}

/**
 * The scroll box's likely size before it is laid out: the window's width, and 75vh (its `max-h`).
 * Read once, when this module is evaluated (before a grid draws), and again after each resize. On
 * a page with a viewport (every phone) reading `innerWidth` lays the page out there and then; read
 * while the grid draws, it forced a layout of the half-drawn page into each render's task.
 */
let windowBox: Rect | null = null;
function guessBox(): Rect {
  if (windowBox) return windowBox;
  if (typeof window === 'undefined' || !window.innerWidth) return { width: 1024, height: 720 };
  windowBox = { width: window.innerWidth, height: Math.round(window.innerHeight * 0.75) };
  window.addEventListener('resize', () => (windowBox = null), { once: true, passive: true });
  return windowBox;
}
guessBox();

/** The child indices from `root` down to `node`. */
function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let n: Element | null = node; n && n !== root; n = n.parentElement) {
    const parent: Element | null = n.parentElement;
    if (!parent) break;
    path.unshift(Array.prototype.indexOf.call(parent.children, n) as number);
  }
  return path;
}

function elementAt(root: Element, path: number[]): Element | null {
  let n: Element | null = root;
  for (const i of path) n = n?.children[i] ?? null;
  return n;
}

/** Columns for the grid's own width (the page's content box, not the window). */
function columnsFor(width: number): number {
  if (width >= 900) return 3;
  if (width >= 560) return 2;
  return 1;
}

/**
 * A responsive card grid (1-3 columns). Long lists are virtualised by rows of cards inside a
 * scroll box, so 10,000 cards cost what one screenful costs.
 *
 * Short and long grids are the same elements: one list of cards, the long one with padding for
 * the rows not drawn, so a search that crosses GRID_VIRTUALISE_OVER does not draw every card again
 * in another form. Rows are measured by a ResizeObserver after layout, never while rendering.
 *
 * Cards are keyed by their place (a ring of slots), not by record: a keystroke in a search then
 * changes the text of the cards drawn instead of building new ones, about a third of the
 * browser's work. So `renderItem` must draw from its item alone (no state of its own), and focus
 * follows its record: when the card that holds it now shows another record, focus moves to the
 * same element of that record's card, or leaves the grid (docs/decisions/0167).
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
  // render already has the columns it keeps (docs/decisions/0157). A wrong guess (a wide window
  // with the sidebar) is corrected by the observer, which reports after layout and before the
  // first paint. Reading the box's width while the page is drawn forced the whole page's first
  // layout into the render's task (docs/decisions/0169). Only the columns are kept, so a width
  // that changes nothing draws nothing again.
  const [firstBox] = useState(guessBox);
  const [columns, setColumns] = useState(() => columnsFor(firstBox.width));
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w) setColumns(columnsFor(w));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const virtual = items.length > GRID_VIRTUALISE_OVER;
  const rowCount = Math.ceil(items.length / columns);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose
  const virtualizer = useVirtualizer({
    count: virtual ? rowCount : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight + GAP_PX,
    // One row beyond the box each way: each row drawn is a few cards' layout in every keystroke.
    overscan: 1,
    initialRect: firstBox,
    observeElementRect: observeBoxAfterLayout,
    observeElementOffset: observeOffsetNotingMoves,
    scrollToFn: scrollUnlessAtTop,
  });

  // A card stretches to its row's height, so any card's height is its row's. One observer for all
  // cards reports them after layout; the virtualizer gets each row's height with its gap.
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const virtualizerRef = useRef(virtualizer);
  virtualizerRef.current = virtualizer;
  const observer = useRef<ResizeObserver | null>(null);
  if (observer.current === null && typeof ResizeObserver !== 'undefined') {
    observer.current = new ResizeObserver((entries) => {
      const rows = new Map<number, number>();
      for (const entry of entries) {
        // A card taken off the page reports a last size of 0: stop watching it then.
        if (!entry.target.isConnected) {
          observer.current?.unobserve(entry.target);
          continue;
        }
        const index = Number((entry.target as HTMLElement).dataset.index);
        const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
        if (Number.isFinite(index) && height > 0) rows.set(Math.floor(index / columnsRef.current), height + GAP_PX);
      }
      for (const [row, size] of rows) virtualizerRef.current.resizeItem(row, size);
    });
  }
  useEffect(() => () => observer.current?.disconnect(), []);
  const observe = useCallback((el: HTMLLIElement | null) => {
    if (el) observer.current?.observe(el);
  }, []);

  const rows = virtual ? virtualizer.getVirtualItems() : [];
  const first = rows[0];
  const last = rows[rows.length - 1];
  // A short grid has no virtual rows and draws every card.
  const from = first ? first.index * columns : 0;
  const to = !virtual ? items.length : last ? Math.min(items.length, (last.index + 1) * columns) : 0;
  const gridClass = columns === 3 ? 'grid-cols-3' : columns === 2 ? 'grid-cols-2' : 'grid-cols-1';
  let ring = SLOTS;
  while (ring < to - from) ring *= 2;
  const shown: ReactNode[] = [];
  for (let i = from; i < to; i += 1) {
    const item = items[i] as T;
    shown.push(
      <li key={i % ring} data-index={i} data-key={itemKey(item)} ref={observe}>
        {renderItem(item)}
      </li>,
    );
  }
  // Which record each card showed at the last commit, for focus to follow its record.
  const listRef = useRef<HTMLUListElement>(null);
  const shownKey = useRef(new WeakMap<Element, string>());
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const active = document.activeElement;
    const card = active && list.contains(active) ? active.closest('li[data-key]') : null;
    const before = card ? shownKey.current.get(card) : undefined;
    if (card && active instanceof HTMLElement && before !== undefined && before !== (card as HTMLElement).dataset.key) {
      const same = [...list.children].find((li) => (li as HTMLElement).dataset.key === before);
      const target = same ? elementAt(same, pathTo(card, active)) : null;
      if (target instanceof HTMLElement) target.focus({ preventScroll: true });
      else active.blur();
    }
    for (const li of list.children) shownKey.current.set(li, (li as HTMLElement).dataset.key ?? '');
  });

  return (
    <div ref={scrollRef} className={virtual ? 'max-h-[75vh] overflow-y-auto' : undefined} data-testid={virtual ? 'grid-scroll' : undefined}>
      <ul
        ref={listRef}
        aria-label={label}
        className={`grid gap-4 ${gridClass}`}
        style={virtual ? { paddingTop: first?.start ?? 0, paddingBottom: Math.max(0, virtualizer.getTotalSize() - (last?.end ?? 0)) } : undefined}
      >
        {shown}
      </ul>
    </div>
  );
}
