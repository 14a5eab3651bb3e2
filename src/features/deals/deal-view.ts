// Small pure helpers the deals screens share: who a deal's owner is (initials), when a deal was
// last touched (for the "no activity" mark), and where a card dropped on the board goes.
import { isIsoDate, todayIso } from '../../domain/dates';
import { keyAt } from '../../domain/fractional';
import type { Deal } from '../../domain/deals';
import type { IsoDate } from '../../domain/types';

/** "Ada Lovelace" -> "AL"; "bob@example.com" -> "B"; '' -> '?'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  const out = letters.map((w) => (w ?? '').charAt(0).toUpperCase()).join('');
  return out || '?';
}

/** The business date (the device's) of a stamp: an ISO instant, a Date, a timestamp with toDate(), or a 'yyyy-mm-dd'; '' when none. */
function dateOfStamp(v: unknown): IsoDate | '' {
  if (typeof v === 'string') {
    if (v.length === 10) return isIsoDate(v) ? v : '';
    const at = new Date(v);
    return Number.isNaN(at.getTime()) ? '' : todayIso(at);
  }
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : todayIso(v);
  if (typeof v === 'object' && v !== null && typeof (v as { toDate?: unknown }).toDate === 'function') {
    const d = (v as { toDate: () => unknown }).toDate();
    return d instanceof Date && !Number.isNaN(d.getTime()) ? todayIso(d) : '';
  }
  return '';
}

/**
 * The business date a deal last changed (docs/product/deals.md#the-board): its `updatedAt`, else
 * (a deal stored before deals carried it) its `createdAt`; '' when it has neither (then it is
 * not marked untouched).
 */
export function lastTouchedOf(deal: object): IsoDate | '' {
  const { updatedAt, createdAt } = deal as { updatedAt?: unknown; createdAt?: unknown };
  return dateOfStamp(updatedAt) || dateOfStamp(createdAt);
}

/**
 * The position of a deal dropped at `index` of a column whose deals, in board order and without
 * the moving deal, are `others`: a key between its new neighbours.
 */
export function positionAt(others: readonly Pick<Deal, 'position'>[], index: number): string {
  return keyAt(others, index);
}
