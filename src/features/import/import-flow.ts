// Turns a parsed table into rows for the data layer, off the critical path: the work is cut into
// slices that yield to the browser so the page stays responsive on large files.
import type { ImportRow } from '../../data/contract-transfer';
import type { ImportKind } from '../../domain/entitlements';
import { emailKey, rowLabel } from '../../domain/import/duplicates';
import type { RepeatChoice, SeenEmails } from '../../domain/import/duplicates';
import type { Table } from '../../domain/import/mapping';
import { planOf, sourceOf, valueOf } from '../../domain/import/plan';
import { rowToRecord } from '../../domain/import/rows';
import type { DateOrder } from '../../domain/import/values';
import type { CustomFieldsSchema } from '../../domain/custom-fields';
import { requiredWithoutColumn } from '../../domain/import/custom-columns';
import type { CustomCategories } from '../../domain/types';
import { nextTask } from '../../lib/yield';

export type DuplicateChoice = 'skip' | 'update' | 'create';
export type { RepeatChoice } from '../../domain/import/duplicates';

export type PreparedRows<K extends ImportKind> = {
  rows: ImportRow<K>[];
  errors: string[];
  /** Rows not imported as duplicates (of an existing record, or repeating an earlier row). */
  skipped: number;
};

/** Rows checked per slice before yielding to the browser. */
export const SLICE = 500;

/** E-mail -> id of the existing clients or employees (duplicates are matched by e-mail). */
export type ExistingByEmail = Map<string, string>;

export type PrepareOptions = {
  /** Sheet name of a workbook, to prefix row labels ('Clients Row 12'). */
  prefix?: string;
  existing?: ExistingByEmail;
  /** Rows whose e-mail belongs to an existing record: skipped (default), update it, or create anyway. */
  duplicates?: DuplicateChoice;
  /** Rows repeating the e-mail of an earlier row of the file: skipped (default) or imported too. */
  repeats?: RepeatChoice;
  /** E-mails of earlier rows (shared by the sheets of one kind); extended here. */
  seen?: SeenEmails;
  now?: Date;
  /** How the file's d/m/y dates read (month first when not given). */
  dateOrder?: DateOrder;
  /** The schema of the kind's custom fields (clients, deals): their columns are read and checked by it. */
  customFields?: CustomFieldsSchema;
  /** Rows checked so far, after each slice. */
  onProgress?: (checked: number) => void;
};

export async function prepareRows<K extends ImportKind>(
  kind: K,
  table: Table,
  mapping: readonly string[],
  categories: CustomCategories,
  options: PrepareOptions,
): Promise<PreparedRows<K>> {
  const out: PreparedRows<K> = { rows: [], errors: [], skipped: 0 };
  const now = options.now ?? new Date();
  // Compiled once: which columns fill each field (several columns may combine into one).
  const plan = planOf(mapping, table.headers);
  const emailSource = sourceOf(plan, 'email');
  const seen: SeenEmails = options.seen ?? new Map();
  // A required custom field no column fills: every new record of the file lacks it (a record a
  // row updates keeps its own value).
  const lacking = options.customFields ? requiredWithoutColumn(options.customFields.definitions, mapping) : null;
  for (let start = 0; start < table.rows.length; start += SLICE) {
    if (start > 0) await nextTask();
    const end = Math.min(table.rows.length, start + SLICE);
    for (let i = start; i < end; i++) {
      const row = table.rows[i]!;
      const label = rowLabel(table, i, options.prefix);
      // A later row with the e-mail of an earlier row repeats it (the earlier row is the original).
      const key = emailSource ? emailKey(valueOf(emailSource, row)) : '';
      if (key !== '') {
        if (!seen.has(key)) seen.set(key, label);
        else if (options.repeats !== 'create') {
          out.skipped++;
          continue;
        }
      }
      const result = rowToRecord(kind, row, plan, categories, now, { dateOrder: options.dateOrder, customFields: options.customFields });
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
      if (lacking !== null) {
        out.errors.push(`${label}: ${lacking}`);
        continue;
      }
      out.rows.push({ label, input: result.value });
    }
    options.onProgress?.(end);
  }
  return out;
}
