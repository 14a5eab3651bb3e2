// Sanitising on save (docs/product/records.md#sanitising), defined once for forms, imports and functions.
// Every cleaner accepts anything (untrusted form or file input) and never throws.

import { isIsoDate } from './dates';
import { roundCents } from './money';
import type { IsoDate } from './types';

export const TEXT_LIMIT = 500;

/** A deliberately simple address check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Cuts to `limit` UTF-16 units without leaving half a surrogate pair at the end. */
function cut(s: string, limit: number): string {
  if (s.length <= limit) return s;
  const code = s.charCodeAt(limit - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
  return s.slice(0, end);
}

/** Strings, numbers and booleans as trimmed text cut to 500 characters; anything else ''. */
export function cleanText(v: unknown): string {
  let s: string;
  if (typeof v === 'string') s = v;
  else if (typeof v === 'number') s = Number.isFinite(v) ? String(v) : '';
  else if (typeof v === 'boolean' || typeof v === 'bigint') s = String(v);
  else return '';
  return cut(s.trim(), TEXT_LIMIT).trim();
}

/** Trimmed, lower-cased e-mail if it matches EMAIL_PATTERN, else ''. */
export function cleanEmail(v: unknown): string {
  const s = cleanText(v).toLowerCase();
  return EMAIL_PATTERN.test(s) ? s : '';
}

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** A finite number from a number or numeric string ('1,234.50' and '$12' included), else null. */
export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const s = v
    .trim()
    .replace(/^([-+]?)\$/, '$1')
    .replace(/,/g, '');
  if (!NUMERIC.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** A money amount: non-numbers and negatives become 0; rounded to cents. */
export function cleanAmount(v: unknown): number {
  const n = toNumber(v);
  if (n === null || n <= 0) return 0;
  return roundCents(n);
}

/** An integer percentage clamped to 0-100; non-numbers become 0. */
export function cleanProgress(v: unknown): number {
  const n = toNumber(v);
  if (n === null) return 0;
  return Math.min(100, Math.max(0, Math.round(n))) || 0;
}

/** A 'yyyy-mm-dd' string naming a real calendar date, returned unchanged (trimmed); else ''. */
export function cleanDate(v: unknown): IsoDate | '' {
  if (typeof v !== 'string') return '';
  const s = v.trim();
  return isIsoDate(s) ? s : '';
}

/** One of `allowed` (matched case-insensitively after trimming), else `fallback`. */
export function cleanEnum<T extends string>(v: unknown, allowed: readonly T[], fallback: T): T {
  if (typeof v !== 'string') return fallback;
  const s = v.trim().toLowerCase();
  return allowed.find((a) => a.toLowerCase() === s) ?? fallback;
}

/** A custom category name: trimmed, cut to 500 characters; '' when empty. */
export function cleanCategoryName(v: unknown): string {
  return cleanText(v);
}

/** True when two names are equal ignoring case and surrounding spaces. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
