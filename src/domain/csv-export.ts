// CSV export of what a list shows (DESIGN section 6): RFC 4180 quoting, and cells that a
// spreadsheet would run as a formula (starting with = + - @ tab or CR) neutralised with a
// leading apostrophe.

export type CsvColumn<T> = { header: string; value: (row: T) => string | number };

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, neutralised and quoted when needed. Numbers are written as they are. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** 'clients-2024-03-10.csv' */
export function csvFileName(kind: string, today: string): string {
  return `${kind}-${today}.csv`;
}
