// The rows an import skipped, as a CSV the user can fix and import again: the file's own columns
// with the reason, in the interface language, in a last column.
import { msg } from '@lingui/core/macro';
import { csvRows } from '../../domain/export/export';
import type { Table } from '../../domain/import/mapping';
import { i18n } from '../../lib/i18n';
import { rowMessageText } from './row-texts';

const LINE = /^(?:(.+) )?Row (\d+): (.*)$/s;

/**
 * The CSV of the skipped rows of a table (`errors` as the import reports them: 'Row 12:
 * message', with the sheet name before 'Row' for a workbook's sheet `prefix`), or null when no
 * error names a row of it.
 */
export function skippedRowsCsv(table: Table, errors: readonly string[], prefix?: string): string | null {
  const indexOf = new Map<number, number>();
  table.rows.forEach((_, i) => indexOf.set(table.rowNumbers?.[i] ?? i + 2, i));
  const lines: unknown[][] = [];
  for (const e of errors) {
    const m = LINE.exec(e);
    if (!m || (m[1] ?? undefined) !== prefix) continue;
    const index = indexOf.get(Number(m[2]));
    if (index === undefined) continue;
    const row = table.rows[index]!;
    lines.push([...table.headers.map((_, c) => row[c] ?? ''), rowMessageText(m[3]!)]);
  }
  if (lines.length === 0) return null;
  return `\ufeff${csvRows([[...table.headers, i18n._(msg`Reason`)], ...lines])}\r\n`;
}
