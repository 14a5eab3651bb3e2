// CSV export of what a list shows (docs/product/architecture.md#quality-bars), and the one rule for a CSV text cell that
// the account export uses too (export/export.ts). RFC 4180 quoting; a cell is quoted when it holds
// a quote, a line break, a tab or a separator, the comma this file uses or the semicolon that
// Excel uses in German, French, Italian, Spanish and Portuguese. A formula start (= + - @ tab or
// CR) is neutralised with an apostrophe at the start of the cell and after every separator inside
// it: a reader that splits at another separator than ours, or ignores quotes in mid-field, must
// not find a formula at the start of a piece ("Acme;=8+9" is written "Acme;'=8+9", quoted).

export type CsvColumn<T> = { header: string; value: (row: T) => string | number };

/** A formula start at the start of the cell (after spaces or quotes). */
const FORMULA_START = /^([ "]*)([=+\-@\t\r])/;
/** A formula start after a separator or line break (spaces and quotes between them included). */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][ "]*)([=+\-@])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** A text cell, neutralised and quoted when needed. */
export function csvText(value: string): string {
  const safe = value.replace(FORMULA_START, "$1'$2").replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return NEEDS_QUOTES.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One cell, neutralised and quoted when needed. Numbers are written as they are. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  return csvText(value);
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
