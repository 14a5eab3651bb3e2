// The record rules without a schema library: field limits and lists, the messages, record
// kinds and the custom categories (rules spanning records: record-writes.ts). Screens that draw
// records import these; the zod schemas (schemas.ts, which re-exports all of this) load only when a form
// is submitted, a file imported or a backup restored (docs/decisions/0160).

import { cleanCategoryName, sameName, TEXT_LIMIT } from './sanitize';
import { BUILTIN_EXPENSE_CATEGORIES, BUILTIN_REVENUE_TYPES, BUILTIN_SALARY_TYPES, RECORD_KINDS } from './types';
import type { CategoryGroup, CustomCategories, RecordInput, RecordKind } from './types';

// ---------------------------------------------------------------------------------------------
// Limits and field lists shared with firestore.rules and the data layer

export const FIELD_LIMITS = {
  /** Characters in any text field (also category names). */
  text: TEXT_LIMIT,
  /** Largest amount or client value accepted. */
  amountMax: 1_000_000_000_000,
  /** Employee ids on one task. */
  assignedEmployees: 50,
  /** Subtasks on one task. */
  subtasks: 100,
  /** Custom names in each category group. */
  categoriesPerGroup: 100,
} as const;

/** The stored fields of each record kind, excluding id (the document id). */
export const RECORD_FIELDS = {
  clients: ['name', 'email', 'phone', 'company', 'value', 'progress', 'notes', 'dateAdded', 'lastContact', 'status', 'type', 'lastActivity'],
  employees: ['name', 'role', 'email', 'dateAdded'],
  tasks: ['title', 'description', 'progress', 'deadline', 'dateCreated', 'assignedEmployees', 'status', 'subtasks', 'clientId'],
  salaries: ['employeeName', 'employeeId', 'position', 'amount', 'payDate', 'status', 'type', 'expenseId'],
  revenues: ['source', 'amount', 'description', 'date', 'type', 'clientId'],
  expenses: ['description', 'amount', 'category', 'notes', 'date', 'salaryId', 'clientId'],
} as const satisfies { readonly [K in RecordKind]: readonly (keyof RecordInput<K> & string)[] };

/** Date fields that default to today when left blank (never "tomorrow" as in the original specification). */
export const TODAY_DEFAULT_FIELDS = {
  clients: ['dateAdded'],
  employees: ['dateAdded'],
  tasks: ['dateCreated'],
  salaries: ['payDate'],
  revenues: ['date'],
  expenses: ['date'],
} as const satisfies { readonly [K in RecordKind]: readonly (keyof RecordInput<K> & string)[] };

/** The import falls back to this category when a row has none; forms must choose one. */
export const IMPORT_FALLBACK_EXPENSE_CATEGORY = 'office';

export const MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  roleRequired: 'Role is required',
  titleRequired: 'Title is required',
  employeeNameRequired: 'Employee name is required',
  sourceRequired: 'Source is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Please choose a category',
  amountPositive: 'Amount must be greater than 0',
  amountTooLarge: 'Amount is too large',
  valueTooLarge: 'Value is too large',
  dateInvalid: 'Please enter a valid date',
  tooManyAssignees: `A task can have at most ${FIELD_LIMITS.assignedEmployees} assigned employees`,
  tooManySubtasks: `A task can have at most ${FIELD_LIMITS.subtasks} subtasks`,
  tooManyCategories: `You can have at most ${FIELD_LIMITS.categoriesPerGroup} custom categories in a group`,
  categoryEmpty: 'Category name cannot be empty',
  categoryExists: 'That category already exists',
  invalidRecord: 'Invalid record data',
} as const;

export type FieldErrors = Partial<Record<string, string>>;
export type ParseFailure = { ok: false; errors: FieldErrors; message: string };
export type ParseResult<T> = { ok: true; value: T } | ParseFailure;

export function isRecordKind(v: unknown): v is RecordKind {
  return typeof v === 'string' && (RECORD_KINDS as readonly string[]).includes(v);
}

// ---------------------------------------------------------------------------------------------
// Custom categories (users/{uid}/meta/categories)

export const BUILTIN_CATEGORIES: { readonly [G in CategoryGroup]: readonly string[] } = {
  expenses: BUILTIN_EXPENSE_CATEGORIES,
  revenues: BUILTIN_REVENUE_TYPES,
  salaries: BUILTIN_SALARY_TYPES,
};

export const CATEGORY_GROUPS = ['expenses', 'revenues', 'salaries'] as const satisfies readonly CategoryGroup[];

export const EMPTY_CATEGORIES: CustomCategories = { expenses: [], revenues: [], salaries: [] };

/** Built-in names followed by the user's own, for a select. */
export function categoryOptions(categories: CustomCategories, group: CategoryGroup): string[] {
  return [...BUILTIN_CATEGORIES[group], ...categories[group]];
}

/** Adds a custom name to a group; the returned value is the new CustomCategories. */
export function addCategory(
  categories: CustomCategories,
  group: CategoryGroup,
  name: unknown,
): { ok: true; value: CustomCategories; name: string } | { ok: false; message: string } {
  const clean = cleanCategoryName(name);
  if (clean === '') return { ok: false, message: MESSAGES.categoryEmpty };
  if (categoryOptions(categories, group).some((n) => sameName(n, clean))) {
    return { ok: false, message: MESSAGES.categoryExists };
  }
  if (categories[group].length >= FIELD_LIMITS.categoriesPerGroup) {
    return { ok: false, message: MESSAGES.tooManyCategories };
  }
  return { ok: true, value: { ...categories, [group]: [...categories[group], clean] }, name: clean };
}

/**
 * The custom names a backup brings, added to the current ones as addCategory adds one: blanks,
 * built-ins and names already there (ignoring case) skipped, and no group past its limit.
 */
export function mergeCategories(current: CustomCategories, incoming: CustomCategories): CustomCategories {
  let out = current;
  for (const group of CATEGORY_GROUPS) {
    for (const name of incoming[group]) {
      const result = addCategory(out, group, name);
      if (result.ok) out = result.value;
    }
  }
  return out;
}

/** The stored fields of a record (no id, timestamps or stray keys). */
export function pickFields(kind: RecordKind, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of RECORD_FIELDS[kind]) if (f in data) out[f] = data[f];
  return out;
}
