// One imported row -> a record, with the required fields and fallbacks of docs/product/import.md#row-checks, through
// parseRecord (the same rules as the forms).
import type { ImportKind } from '../entitlements';
import { parseRecord } from '../schemas';
import { BUILTIN_EXPENSE_CATEGORIES, BUILTIN_REVENUE_TYPES, BUILTIN_SALARY_TYPES } from '../types';
import type { CustomCategories } from '../types';
import type { ImportInput } from './deal-import';
import type { Cell } from './mapping';
import { REQUIRED_FIELDS } from './mapping';
import { planOf, valueOf } from './plan';
import type { ImportPlan } from './plan';
import { parseImportAmount, parseImportDate, parseImportPercent } from './values';
import type { CustomFieldsSchema } from '../custom-fields';
import { customFieldIdOf, customValuesOfRow } from './custom-columns';
import type { CustomCells } from './custom-columns';
import type { DateOrder } from './values';

const DATE_FIELDS = new Set(['dateAdded', 'lastContact', 'payDate', 'date', 'expectedClose', 'wonAt', 'lostAt']);
const AMOUNT_FIELDS = new Set(['amount', 'value']);

/** Plans of plain mappings (tests and callers without headers), kept while the mapping lives. */
const PLANS = new WeakMap<readonly string[], ImportPlan>();
function planFor(mapping: readonly string[] | ImportPlan): ImportPlan {
  if (!Array.isArray(mapping)) return mapping as ImportPlan;
  const list = mapping as readonly string[];
  let plan = PLANS.get(list);
  if (!plan) PLANS.set(list, (plan = planOf(list)));
  return plan;
}

export type RowOptions = {
  /** How d/m/y dates of the file read (values.ts); month first when not given. */
  dateOrder?: DateOrder;
  /**
   * The schema of the kind's custom fields (customFieldsSchema of the account's definitions):
   * the columns mapped to them (`custom:{id}`, custom-columns.ts) are read per kind and checked
   * by it. Without it, such columns are not imported.
   */
  customFields?: CustomFieldsSchema;
};

/** 'Missing required fields (name, email)' etc. */
export function missingFieldsMessage(kind: ImportKind): string {
  return `Missing required fields (${REQUIRED_FIELDS[kind].join(', ')})`;
}

export type RowResult<K extends ImportKind> = { ok: true; value: ImportInput<K> } | { ok: false; message: string };

function pick(name: string, builtins: readonly string[], custom: readonly string[], fallback: string): string {
  const s = name.trim().toLowerCase();
  if (s === '') return fallback;
  return [...builtins, ...custom].find((n) => n.toLowerCase() === s) ?? fallback;
}

const cellText = (v: Cell | undefined) => (v === undefined ? '' : typeof v === 'number' ? String(v) : v.trim());

/**
 * Builds the record of one row. `mapping[i]` is the field of column i ('' = not imported), or
 * the compiled plan of the table (plan.ts: several columns into one field).
 * Unrecognised status, type and category values fall back to the defaults; the user's
 * own category names are recognised too.
 */
export function rowToRecord<K extends ImportKind>(
  kind: K,
  row: readonly Cell[],
  mapping: readonly string[] | ImportPlan,
  categories: CustomCategories,
  now: Date = new Date(),
  options: RowOptions = {},
): RowResult<K> {
  const input: Record<string, unknown> = {};
  const badDates: string[] = [];
  const badAmounts: string[] = [];
  const order = options.dateOrder ?? 'mdy';
  const custom: CustomCells = [];
  for (const source of planFor(mapping).sources) {
    const field = source.field;
    const cell = valueOf(source, row);
    const fieldId = customFieldIdOf(field);
    if (fieldId !== null) {
      custom.push({ fieldId, cell });
    } else if (DATE_FIELDS.has(field)) {
      const d = parseImportDate(cell, order);
      if (d === null) badDates.push(cellText(cell));
      input[field] = d ?? '';
    } else if (AMOUNT_FIELDS.has(field)) {
      const text = cellText(cell);
      const n = parseImportAmount(cell);
      if (n === null) badAmounts.push(text);
      input[field] = text === '' ? '' : (n ?? 0);
    } else if (field === 'progress') {
      // '45%', '45 %', 45: progress 45 (a percent-formatted spreadsheet cell arrives as '45%').
      const p = parseImportPercent(cell);
      input[field] = p ?? cellText(cell);
    } else {
      input[field] = cellText(cell);
    }
  }

  const missing = REQUIRED_FIELDS[kind].some((f) => input[f] === undefined || input[f] === '');
  if (missing) return { ok: false, message: missingFieldsMessage(kind) };
  const use = order === 'dmy' ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
  if (badDates.length > 0) return { ok: false, message: `Invalid date "${badDates[0]!.slice(0, 50)}" (use ${use})` };
  if (badAmounts.length > 0) return { ok: false, message: `Invalid amount "${badAmounts[0]!.slice(0, 50)}"` };
  if (custom.length > 0 && options.customFields && (kind === 'clients' || kind === 'deals')) {
    // "Court date: Enter a valid date." as the forms say it; the row is not imported.
    const values = customValuesOfRow(options.customFields, custom, order);
    if (!values.ok) return { ok: false, message: values.message };
    input.customFields = values.value;
  }

  switch (kind) {
    case 'clients':
      if (input.value === '') input.value = 0;
      break;
    case 'salaries':
      input.type = pick(String(input.type ?? ''), BUILTIN_SALARY_TYPES, categories.salaries, 'monthly');
      break;
    case 'revenues':
      input.type = pick(String(input.type ?? ''), BUILTIN_REVENUE_TYPES, categories.revenues, 'service');
      break;
    case 'expenses':
      input.category = pick(String(input.category ?? ''), BUILTIN_EXPENSE_CATEGORIES, categories.expenses, 'office');
      break;
    case 'deals':
      // The stage, client and owner are resolved, and the deal checked with parseDeal, by the
      // importRecords function, which reads the pipeline, the clients and the members.
      return { ok: true, value: input as ImportInput<K> };
    default:
      break;
  }
  const parsed = parseRecord(kind as Exclude<ImportKind, 'deals'>, input, now);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  return { ok: true, value: parsed.value as ImportInput<K> };
}
