// Duplicates by e-mail on import (clients and employees): rows whose e-mail belongs to an existing
// record, and rows repeating the e-mail of an earlier row of the same file. The earlier row is
// the original; each later one is a repeat the user may skip or import as well. Pure.
import type { Cell, Table } from './mapping';
import { rowNumberOf } from './mapping';

/** An e-mail as records store it (trimmed, lower case); '' when blank. */
export function emailKey(v: Cell | undefined): string {
  if (v === undefined || v === '') return '';
  return String(v).trim().toLowerCase();
}

/** 'Row 12', or 'Clients Row 12' for a sheet of a workbook (the row as the user's file shows it). */
export function rowLabel(table: Table, index: number, prefix?: string): string {
  return `${prefix ? `${prefix} ` : ''}Row ${rowNumberOf(table, index)}`;
}

/** Rows repeating an earlier row's e-mail: skipped, or imported like any other row. */
export type RepeatChoice = 'skip' | 'create';

/**
 * E-mail -> label of the first row that had it. Shared by the sheets of one kind in a workbook,
 * so a sheet repeating an e-mail of an earlier sheet is caught too.
 */
export type SeenEmails = Map<string, string>;

export type RepeatedRow = { label: string; firstLabel: string; email: string };

export type DuplicateScan = {
  /** Rows whose e-mail belongs to an existing record. */
  existing: number;
  /** Rows repeating the e-mail of an earlier row (the earlier row itself is not counted). */
  repeated: number;
  /** The first few repeats, for the preview. */
  examples: RepeatedRow[];
};

export const REPEAT_EXAMPLES = 3;

export const NO_DUPLICATES: DuplicateScan = { existing: 0, repeated: 0, examples: [] };

/**
 * Counts both kinds of duplicates of a table whose column `emailColumn` is mapped to the e-mail
 * (-1: none, nothing to count), a slice of rows at a time (a file may have 100,000 rows: the
 * screen scans in slices and yields to the browser between them). `seen` carries the e-mails of
 * earlier sheets of the same kind and is extended.
 */
export class DuplicateScanner {
  readonly result: DuplicateScan = { existing: 0, repeated: 0, examples: [] };
  private next = 0;
  private readonly seen: SeenEmails;
  private readonly emailOf: ((row: readonly Cell[]) => Cell | undefined) | null;

  /** `email`: the e-mail column, or how a row's e-mail is read (several columns, plan.ts); -1 or null: none. */
  constructor(
    private readonly table: Table,
    email: number | ((row: readonly Cell[]) => Cell | undefined) | null,
    private readonly existing: ReadonlyMap<string, unknown>,
    private readonly options: { prefix?: string; seen?: SeenEmails } = {},
  ) {
    this.seen = options.seen ?? new Map();
    this.emailOf = typeof email === 'number' ? (email < 0 ? null : (row) => row[email]) : email;
  }

  get done(): boolean {
    return this.emailOf === null || this.next >= this.table.rows.length;
  }

  /** Scans up to `count` more rows; true once every row is scanned. */
  step(count: number): boolean {
    if (this.done) return true;
    const { table, existing, seen, result, options } = this;
    const emailOf = this.emailOf!;
    const end = Math.min(table.rows.length, this.next + count);
    for (let i = this.next; i < end; i++) {
      const key = emailKey(emailOf(table.rows[i]!));
      if (key === '') continue;
      if (existing.has(key)) result.existing++;
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, rowLabel(table, i, options.prefix));
        continue;
      }
      result.repeated++;
      if (result.examples.length < REPEAT_EXAMPLES) result.examples.push({ label: rowLabel(table, i, options.prefix), firstLabel: first, email: key });
    }
    this.next = end;
    return this.done;
  }
}

/** The whole scan in one go (see DuplicateScanner). */
export function scanDuplicates(
  table: Table,
  email: number | ((row: readonly Cell[]) => Cell | undefined) | null,
  existing: ReadonlyMap<string, unknown>,
  options: { prefix?: string; seen?: SeenEmails } = {},
): DuplicateScan {
  const scanner = new DuplicateScanner(table, email, existing, options);
  scanner.step(Number.POSITIVE_INFINITY);
  return scanner.result;
}
