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

/**
 * The business date a deal last changed, when the data layer gives one (an `updatedAt` as a
 * date, a timestamp with toDate(), or a 'yyyy-mm-dd'); '' when unknown (then it is not marked).
 */
export function lastTouchedOf(deal: object): IsoDate | '' {
  const v: unknown = (deal as { updatedAt?: unknown }).updatedAt;
  if (typeof v === 'string') return isIsoDate(v.slice(0, 10)) ? v.slice(0, 10) : '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : todayIso(v);
  if (typeof v === 'object' && v !== null && typeof (v as { toDate?: unknown }).toDate === 'function') {
    const d = (v as { toDate: () => unknown }).toDate();
    return d instanceof Date && !Number.isNaN(d.getTime()) ? todayIso(d) : '';
  }
  return '';
}

/**
 * The position of a deal dropped at `index` of a column whose deals, in board order and without
 * the moving deal, are `others`: a key between its new neighbours.
 */
export function positionAt(others: readonly Pick<Deal, 'position'>[], index: number): string {
  return keyAt(others, index);
}
