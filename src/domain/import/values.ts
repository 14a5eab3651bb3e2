// Dates and amounts as people have them in spreadsheets. Dates are stored exactly as in the
// file (no one-day shift, unlike the seed).
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

/** Serials between these count as dates when a date column holds a bare number (1954..2173). */
const SERIAL_MIN = 20_000;
const SERIAL_MAX = 100_000;

/**
 * A date cell -> 'yyyy-mm-dd'. Accepts MM/DD/YYYY (also M/D/YY, with - or .), ISO
 * yyyy-mm-dd (also with a time part), yyyy/mm/dd and Excel serial numbers. Blank -> ''.
 * Anything else -> null (invalid).
 */
export function parseImportDate(v: unknown): IsoDate | '' | null {
  if (v === undefined || v === null) return '';
  if (typeof v === 'number') return excelSerialToIso(v);
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (s === '') return '';
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(s);
  if (m) {
    let year = Number(m[3]);
    if (m[3]!.length === 2) year += year < 70 ? 2000 : 1900;
    return iso(year, Number(m[1]), Number(m[2]));
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
