// Business dates are 'yyyy-mm-dd' strings stored exactly as picked. They are never run through
// `new Date('yyyy-mm-dd')` (which parses as UTC midnight and shows the previous day west of
// Greenwich), and never shifted a day forward as the original specification did.

import type { IsoDate } from './types';

export const DAY_MS = 24 * 60 * 60 * 1000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export type DateParts = { year: number; month: number; day: number }; // month 1-12

/** The parts of a valid 'yyyy-mm-dd' calendar date, or null. */
export function parseIsoDate(s: unknown): DateParts | null {
  if (typeof s !== 'string') return null;
  const m = ISO_DATE.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True for a 'yyyy-mm-dd' string that names a real calendar date (no 2024-02-30). */
export function isIsoDate(s: unknown): s is IsoDate {
  return parseIsoDate(s) !== null;
}

/** The LOCAL calendar date of `now` as 'yyyy-mm-dd'. */
export function todayIso(now: Date = new Date()): IsoDate {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'yyyy-mm' of a business date; '' when it is not a valid date. */
export function monthOf(iso: string): string {
  return isIsoDate(iso) ? iso.slice(0, 7) : '';
}

/** The local 'yyyy-mm' of `now`. */
export function currentMonth(now: Date = new Date()): string {
  return todayIso(now).slice(0, 7);
}

/** A timestamp `n` whole days (of 24 hours) after `date`; negative n goes back. */
export function addDays(date: Date, n: number): Date {
  return new Date(date.getTime() + n * DAY_MS);
}

/** Local midnight of a business date (for display and date pickers), or null if invalid. */
export function localDateFromIso(iso: string): Date | null {
  const parts = parseIsoDate(iso);
  if (!parts) return null;
  const d = new Date(parts.year, parts.month - 1, parts.day);
  d.setFullYear(parts.year); // years 1-99 would otherwise map to 1901-1999
  return d;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Mar 10, 2024' for '2024-03-10' (no Date involved, so no time zone); '' when invalid. */
export function formatIsoDate(iso: string): string {
  const parts = parseIsoDate(iso);
  if (!parts) return '';
  return `${MONTHS[parts.month - 1] ?? ''} ${parts.day}, ${parts.year}`;
}
