// Turns a parsed table into rows for the data layer, off the critical path: the work is cut into
// slices that yield to the browser so the page stays responsive on large files.
import type { ImportRow } from '../../data/contract-transfer';
import type { ImportKind } from '../../domain/entitlements';
import type { Table } from '../../domain/import/mapping';
import { rowToRecord } from '../../domain/import/rows';
import type { CustomCategories } from '../../domain/types';

export type DuplicateChoice = 'skip' | 'update' | 'create';

export type PreparedRows<K extends ImportKind> = { rows: ImportRow<K>[]; errors: string[]; skipped: number };

const SLICE = 500;
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** E-mail -> id of the existing clients or employees (duplicates are matched by e-mail). */
export type ExistingByEmail = Map<string, string>;

export async function prepareRows<K extends ImportKind>(
  kind: K,
  table: Table,
  mapping: readonly string[],
  categories: CustomCategories,
  options: { prefix?: string; existing?: ExistingByEmail; duplicates?: DuplicateChoice; now?: Date },
): Promise<PreparedRows<K>> {
  const out: PreparedRows<K> = { rows: [], errors: [], skipped: 0 };
  const now = options.now ?? new Date();
  const prefix = options.prefix ? `${options.prefix} ` : '';
  for (let start = 0; start < table.rows.length; start += SLICE) {
    if (start > 0) await yieldToBrowser();
    const end = Math.min(table.rows.length, start + SLICE);
    for (let i = start; i < end; i++) {
      const label = `${prefix}Row ${i + 2}`;
      const result = rowToRecord(kind, table.rows[i]!, mapping, categories, now);
      if (!result.ok) {
        out.errors.push(`${label}: ${result.message}`);
        continue;
      }
      const email = (result.value as { email?: string }).email ?? '';
      const existingId = email !== '' ? options.existing?.get(email) : undefined;
      if (existingId && options.duplicates !== 'create') {
        if (options.duplicates === 'update') out.rows.push({ label, input: result.value, updateId: existingId });
        else out.skipped++;
        continue;
      }
      out.rows.push({ label, input: result.value });
    }
  }
  return out;
}

/** How many data rows have an e-mail already used by an existing record. */
export function countDuplicates(table: Table, mapping: readonly string[], existing: ExistingByEmail): number {
  const col = mapping.indexOf('email');
  if (col < 0 || existing.size === 0) return 0;
  let n = 0;
  for (const row of table.rows) {
    const v = row[col];
    if (v !== undefined && existing.has(String(v).trim().toLowerCase())) n++;
  }
  return n;
}
