import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import type { SortDirection } from '../../domain/figures';
import { cardClass } from './card';

/** Lists longer than this render only the rows in view (see docs/decisions/0020). */
export const VIRTUALISE_OVER = 150;

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the header a sort button. */
  sortable?: boolean;
  className?: string;
};

export type SortState = { key: string; direction: SortDirection };

export type DataTableProps<T> = {
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
  sort: SortState | null;
  onSort: (key: string) => void;
  rowHeight?: number;
};

/** The next sort state when a header is clicked: asc, then desc. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/**
 * A table with sortable headers (aria-sort). Long lists are virtualised: the body sits in a
 * scroll box and only the rows in view (plus a few) are in the DOM, padded above and below.
 */
export function DataTable<T>({ caption, rows, rowKey, columns, sort, onSort, rowHeight = 57 }: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUALISE_OVER;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    initialRect: { width: 1000, height: 640 },
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const padTop = virtual && items.length > 0 ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual && items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const visible: { row: T; index: number }[] = virtual
    ? items.flatMap((i) => {
        const row = rows[i.index];
        return row === undefined ? [] : [{ row, index: i.index }];
      })
    : rows.map((row, index) => ({ row, index }));

  return (
    <div
      ref={scrollRef}
      className={`overflow-x-auto ${cardClass({ padding: 'none' })} ${virtual ? 'max-h-[70vh] overflow-y-auto' : ''}`}
      data-testid="table-scroll"
    >
      <table className="min-w-full divide-y divide-line text-left text-sm" aria-rowcount={rows.length + 1}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 dark:bg-slate-800">
          <tr>
            {columns.map((c) => {
              const active = sort?.key === c.key;
              const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : c.sortable ? 'none' : undefined;
              return (
                <th key={c.key} scope="col" aria-sort={ariaSort} className="px-4 py-3 font-semibold text-fg-body">
                  {c.sortable ? (
                    <button type="button" onClick={() => onSort(c.key)} className="inline-flex items-center gap-1 hover:underline">
                      {c.header}
                      <span aria-hidden="true">{active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {padTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: padTop, padding: 0 }} />
            </tr>
          )}
          {visible.map(({ row, index }) => (
            <tr key={rowKey(row)} aria-rowindex={index + 2} style={virtual ? { height: rowHeight } : undefined}>
              {columns.map((c) => (
                <td key={c.key} className={`px-4 py-3 align-top text-fg-soft ${c.className ?? ''}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {padBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: padBottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
