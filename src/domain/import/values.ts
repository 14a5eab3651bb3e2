// Dates and amounts as people have them in spreadsheets. Dates are stored exactly as in the
// file (no one-day shift, unlike the original specification).
import { isIsoDate } from '../dates';
import type { IsoDate } from '../types';

const pad = (n: number) => String(n).padStart(2, '0');

function iso(y: number, m: number, d: number): IsoDate | null {
  const s = `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
  return isIsoDate(s) ? s : null;
}

/** Excel's 1900 date system serial (1 = 1900-01-01, with Excel's phantom 1900-02-29). */
export function excelSerialToIso(serial: number): IsoDate | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  const day = Math.floor(serial);
  // Serial 60 is the non-existent 1900-02-29; serials after it are one day ahead.
  const offset = day > 60 ? day - 1 : day;
  const ms = Date.UTC(1899, 11, 31) + offset * 86_400_000;
  const d = new Date(ms);
  return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** A d/m/y or m/d/y date with / . or - (and an optional time part, as exports write them). */
const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:,?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp][Mm])?)?$/;

/**
 * The order of a date column, from its values: a first number above 12 means day first, a
 * second above 12 month first. `dotted`: some value uses dots (31.03.2025), which are written
 * day first. null when no value decides (every d/m/y value has both numbers up to 12).
 */
export function dateOrderOf(values: Iterable<unknown>): { order: DateOrder | null; dotted: boolean; example: string | null } {
  let dotted = false;
  for (const v of values) {
    if (typeof v !== 'string') continue;
    const m = DMY.exec(v.trim());
    if (!m) continue;
    if (v.includes('.')) dotted = true;
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a > 12 && b <= 12) return { order: 'dmy', dotted, example: v.trim() };
    if (b > 12 && a <= 12) return { order: 'mdy', dotted, example: v.trim() };
  }
  return { order: null, dotted, example: null };
}

/** Serials between these count as dates when a date column holds a bare number (1954..2173). */
const SERIAL_MIN = 20_000;
const SERIAL_MAX = 100_000;

/** How a d/m/y date of a file reads: month first (03/04/2025 = 4 March) or day first (3 April). */
export type DateOrder = 'mdy' | 'dmy';

/**
 * A date cell -> 'yyyy-mm-dd'. Accepts d/m/y dates (03/04/2025, 3.4.25, 03-04-2025, with an
 * optional time part) in `order` (month first unless told), ISO yyyy-mm-dd (also with a time
 * part), yyyy/mm/dd and Excel serial numbers. Blank -> ''. Anything else -> null (invalid).
 */
export function parseImportDate(v: unknown, order: DateOrder = 'mdy'): IsoDate | '' | null {
  if (v === undefined || v === null) return '';
  if (typeof v === 'number') return excelSerialToIso(v);
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (s === '') return '';
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = DMY.exec(s);
  if (m) {
    let year = Number(m[3]);
    if (m[3]!.length === 2) year += year < 70 ? 2000 : 1900;
    return order === 'dmy' ? iso(year, Number(m[2]), Number(m[1])) : iso(year, Number(m[1]), Number(m[2]));
  }
  if (/^\d+(\.\d+)?$/.test(s)) {
    const n = Number(s);
    if (n >= SERIAL_MIN && n <= SERIAL_MAX) return excelSerialToIso(n);
  }
  return null;
}

const CURRENCY = /[$€£¥₹₩₽¢]|\b(?:USD|EUR|GBP|JPY|CAD|AUD|CHF)\b/gi;

/**
 * An amount cell -> number, understanding currency symbols or codes, thousands separators
 * (1,234.56 and 1.234,56 and 1 234,56) and (123) for negatives. Blank -> 0; not a number -> null.
 */
export function parseImportAmount(v: unknown): number | null {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  let s = v.trim();
  if (s === '') return 0;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  s = s.replace(CURRENCY, '').replace(/[\s\u00a0\u202f']/g, '');
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  if (s.endsWith('-')) {
    negative = !negative;
    s = s.slice(0, -1);
  }
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    // The later separator is the decimal one.
    s = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (lastComma >= 0) {
    // Commas only: thousands when every group has three digits (1,234 or 1,234,567), else decimal.
    s = /^\d{1,3}(,\d{3})+$/.test(s) ? s.replace(/,/g, '') : s.replace(',', '.');
  } else if (lastDot >= 0 && /^\d{1,3}(\.\d{3}){2,}$/.test(s)) {
    s = s.replace(/\./g, ''); // 1.234.567
  }
  if (!/^(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  if (!Number.isFinite(n)) return null;
  return negative ? -n : n;
}

/**
 * A progress or percentage cell -> 0..100 as written: '45%', '45 %', '45', 45, '12,5 %'. Blank
 * -> ''. Not a number -> null (the record's own check then reads it).
 */
export function parseImportPercent(v: unknown): number | '' | null {
  if (v === undefined || v === null) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const s = v.trim().replace(/\s*%$/, '');
  if (s === '') return '';
  return parseImportAmount(s);
}

const DATE_FIELD_NAMES = new Set(['dateAdded', 'lastContact', 'payDate', 'date']);

/** Where the date order of a file came from: its values, its dotted dates, or the user's setting. */
export type DateOrderChoice = { order: DateOrder; from: 'values' | 'dots' | 'setting' | 'user'; example: string | null };

/**
 * The date order of a table under a mapping: decided by its date columns' values (a day above
 * 12), else day first when its dates use dots (31.03.2025 is how dotted dates are written),
 * else `fallback` (the user's date-format setting).
 */
export function detectDateOrder(
  rows: readonly (readonly unknown[])[],
  mapping: readonly string[],
  fallback: DateOrder,
  /** The targets of custom date fields (custom-columns.ts customDateTargets), whose columns tell the order too. */
  customDates: ReadonlySet<string> = new Set(),
): DateOrderChoice {
  let dotted = false;
  for (let c = 0; c < mapping.length; c++) {
    if (!DATE_FIELD_NAMES.has(mapping[c] ?? '') && !customDates.has(mapping[c] ?? '')) continue;
    const column = (function* () {
      for (const r of rows) yield r[c];
    })();
    const found = dateOrderOf(column);
    if (found.order) return { order: found.order, from: 'values', example: found.example };
    dotted ||= found.dotted;
  }
  return dotted ? { order: 'dmy', from: 'dots', example: null } : { order: fallback, from: 'setting', example: null };
}
