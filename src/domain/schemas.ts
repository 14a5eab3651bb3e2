// One schema per record kind: untrusted form or import input in, the sanitised record out
// (docs/product/records.md). Used by forms, the import and functions. The
// rules that need no schema live in record-rules.ts, re-exported here, so a screen that only
// draws records does not load zod (docs/decisions/0160).

import { z } from 'zod';
import { customFieldsBound } from './custom-field-schema';
import { isIsoDate, todayIso } from './dates';
import { EMAIL_PATTERN, cleanAmount, cleanCategoryName, cleanEnum, cleanProgress, cleanText, sameName } from './sanitize';
import { CLIENT_STATUSES, CLIENT_TYPES, SALARY_STATUSES, TASK_STATUSES } from './types';
import type { CategoryGroup, CustomCategories, RecordInput, RecordKind, Subtask } from './types';
import { BUILTIN_CATEGORIES, FIELD_LIMITS, MESSAGES, RECORD_FIELDS, TODAY_DEFAULT_FIELDS } from './record-rules';
import type { FieldErrors, ParseFailure, ParseResult } from './record-rules';

export * from './record-rules';

// In a browser the app's Content-Security-Policy has no 'unsafe-eval' (docs/decisions/0182), so
// zod's compiled parsers cannot run there, and its probe for them (`new Function`) is reported as
// a violation even though zod catches the refusal. Browsers and workers parse without them; Node
// (the functions, the tests) keeps them.
const inNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';
if (!inNode) z.config({ jitless: true });

// ---------------------------------------------------------------------------------------------
// Field schemas (each takes unknown input; a missing field arrives as undefined)

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

const text = () => z.preprocess(cleanText, z.string());
const requiredText = (message: string) => z.preprocess(cleanText, z.string().min(1, { error: message }));
const id = text;

/** Required e-mail: blank -> 'Email is required'; malformed -> 'Please enter a valid email address'. */
const requiredEmail = () =>
  z.preprocess(
    (v) => cleanText(v).toLowerCase(),
    z.string().min(1, { error: MESSAGES.emailRequired, abort: true }).regex(EMAIL_PATTERN, { error: MESSAGES.emailInvalid }),
  );

/** Optional e-mail: blank -> ''; malformed -> 'Please enter a valid email address'. */
const optionalEmail = () =>
  z.preprocess(
    (v) => cleanText(v).toLowerCase(),
    z.string().refine((s) => s === '' || EMAIL_PATTERN.test(s), { error: MESSAGES.emailInvalid }),
  );

/** Amount > 0 (non-numbers and negatives clean to 0 and so fail). */
const positiveAmount = () =>
  z.preprocess(cleanAmount, z.number().gt(0, { error: MESSAGES.amountPositive }).max(FIELD_LIMITS.amountMax, { error: MESSAGES.amountTooLarge }));

/** A client's value: any amount >= 0. */
const value = () => z.preprocess(cleanAmount, z.number().max(FIELD_LIMITS.amountMax, { error: MESSAGES.valueTooLarge }));

const progress = () => z.preprocess(cleanProgress, z.number().int().min(0).max(100));

/** A business date, stored exactly as given; blank -> today (parseRecord passes its `now`). */
const dateDefaultToday = () =>
  z.preprocess(
    (v) => (isBlank(v) ? todayIso() : typeof v === 'string' ? v.trim() : v),
    z.string({ error: MESSAGES.dateInvalid }).refine(isIsoDate, { error: MESSAGES.dateInvalid }),
  );

/** A business date that may be left empty (''). */
const optionalDate = () =>
  z.preprocess(
    (v) => (isBlank(v) ? '' : typeof v === 'string' ? v.trim() : v),
    z.string({ error: MESSAGES.dateInvalid }).refine((s) => s === '' || isIsoDate(s), { error: MESSAGES.dateInvalid }),
  );

const oneOf = <T extends string>(allowed: readonly [T, ...T[]], fallback: T) => z.preprocess((v) => cleanEnum(v, allowed, fallback), z.enum(allowed));

/** A built-in or custom type name; blank -> the default. */
const typeName = (fallback: string) => z.preprocess((v) => cleanCategoryName(v) || fallback, z.string());

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function uniqueIds(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  return [...new Set(v.map(cleanText).filter((s) => s !== ''))];
}

/** Subtasks: non-objects and untitled entries dropped; a missing id becomes 'subtask-{n}'. */
function cleanSubtasks(v: unknown): Subtask[] {
  if (!Array.isArray(v)) return [];
  const used = new Set<string>();
  const out: Subtask[] = [];
  v.forEach((item, index) => {
    if (!isObject(item)) return;
    const title = cleanText(item.title);
    if (title === '') return;
    let sid = cleanText(item.id) || `subtask-${index + 1}`;
    while (used.has(sid)) sid = `${sid}-${index + 1}`;
    used.add(sid);
    out.push({
      id: sid,
      title,
      completed: item.completed === true || item.completed === 'true',
      progressValue: cleanProgress(item.progressValue),
    });
  });
  return out;
}

const subtaskSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  completed: z.boolean(),
  progressValue: z.number().int().min(0).max(100),
});

// ---------------------------------------------------------------------------------------------
// Record schemas

const recordShapes = {
  clients: {
    name: requiredText(MESSAGES.nameRequired),
    email: requiredEmail(),
    phone: text(),
    company: text(),
    value: value(),
    progress: progress(),
    notes: text(),
    dateAdded: dateDefaultToday(),
    lastContact: optionalDate(),
    status: oneOf(CLIENT_STATUSES, 'active'),
    type: oneOf(CLIENT_TYPES, 'one-time'),
    // Written with an activity (activities.ts clientTouch), kept by a backup's restore; absent until then.
    lastActivity: z.preprocess(
      (v) => (v === undefined ? undefined : isBlank(v) ? '' : typeof v === 'string' ? v.trim() : v),
      z
        .string({ error: MESSAGES.dateInvalid })
        .refine((s) => s === '' || isIsoDate(s), { error: MESSAGES.dateInvalid })
        .optional(),
    ),
    customFields: customFieldsBound(),
  },
  employees: {
    name: requiredText(MESSAGES.nameRequired),
    role: requiredText(MESSAGES.roleRequired),
    email: optionalEmail(),
    dateAdded: dateDefaultToday(),
  },
  tasks: {
    title: requiredText(MESSAGES.titleRequired),
    description: text(),
    progress: progress(),
    deadline: optionalDate(),
    dateCreated: dateDefaultToday(),
    assignedEmployees: z.preprocess(uniqueIds, z.array(z.string()).max(FIELD_LIMITS.assignedEmployees, { error: MESSAGES.tooManyAssignees })),
    status: oneOf(TASK_STATUSES, 'pending'),
    subtasks: z.preprocess(cleanSubtasks, z.array(subtaskSchema).max(FIELD_LIMITS.subtasks, { error: MESSAGES.tooManySubtasks })),
    // Optional: a task from before it existed has none, and stays so until its form names one.
    clientId: z.preprocess((v) => (v === undefined ? undefined : cleanText(v)), z.string().optional()),
  },
  salaries: {
    employeeName: requiredText(MESSAGES.employeeNameRequired),
    employeeId: id(),
    position: text(),
    amount: positiveAmount(),
    payDate: dateDefaultToday(),
    status: oneOf(SALARY_STATUSES, 'pending'),
    type: typeName('monthly'),
    expenseId: id(),
  },
  revenues: {
    source: requiredText(MESSAGES.sourceRequired),
    amount: positiveAmount(),
    description: text(),
    date: dateDefaultToday(),
    type: typeName('service'),
    clientId: id(),
  },
  expenses: {
    description: requiredText(MESSAGES.descriptionRequired),
    amount: positiveAmount(),
    category: z.preprocess(cleanCategoryName, z.string().min(1, { error: MESSAGES.categoryRequired })),
    notes: text(),
    date: dateDefaultToday(),
    salaryId: id(),
    clientId: id(),
  },
};

/** Untrusted input -> RecordInput<K>; unknown keys are dropped. Blank dates default to today. */
export const recordSchemas = {
  clients: z.object(recordShapes.clients),
  employees: z.object(recordShapes.employees),
  tasks: z.object(recordShapes.tasks),
  salaries: z.object(recordShapes.salaries),
  revenues: z.object(recordShapes.revenues),
  expenses: z.object(recordShapes.expenses),
} satisfies { [K in RecordKind]: z.ZodType<RecordInput<K>, unknown> };

// ---------------------------------------------------------------------------------------------
// Parsing

function failure(issues: readonly z.core.$ZodIssue[]): ParseFailure {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (key !== '' && errors[key] === undefined) errors[key] = issue.message;
  }
  const first = issues[0];
  const message = first && first.path.length > 0 ? first.message : MESSAGES.invalidRecord;
  return { ok: false, errors, message };
}

/** Fills blank "today" date fields with the local date of `now`. */
function withToday(kind: RecordKind, input: Record<string, unknown>, now: Date, onlyPresent: boolean) {
  const out: Record<string, unknown> = { ...input };
  for (const field of TODAY_DEFAULT_FIELDS[kind]) {
    if (onlyPresent && !(field in input)) continue;
    if (isBlank(out[field])) out[field] = todayIso(now);
  }
  return out;
}

/**
 * Validates and sanitises a whole record (add, import). Errors are keyed by field with the
 * product's messages; `message` is the first of them.
 */
export function parseRecord<K extends RecordKind>(kind: K, input: unknown, now: Date = new Date()): ParseResult<RecordInput<K>> {
  if (!isObject(input)) return { ok: false, errors: {}, message: MESSAGES.invalidRecord };
  const schema: z.ZodType<RecordInput<RecordKind>, unknown> = recordSchemas[kind];
  const result = schema.safeParse(withToday(kind, input, now, false));
  if (!result.success) return failure(result.error.issues);
  return { ok: true, value: result.data as RecordInput<K> };
}

/**
 * Validates and sanitises only the fields present in `changes` (an update that writes only what
 * the user changed), with the same rules as parseRecord. Unknown keys (and `id`) are dropped.
 */
export function parsePatch<K extends RecordKind>(kind: K, changes: unknown, now: Date = new Date()): ParseResult<Partial<RecordInput<K>>> {
  if (!isObject(changes)) return { ok: false, errors: {}, message: MESSAGES.invalidRecord };
  const shape: Record<string, z.ZodType<unknown, unknown>> = recordShapes[kind];
  // customFields is a record's own map, not a column of the record's fields (src/domain/custom-fields.ts).
  const fields: readonly string[] = kind === 'clients' ? [...RECORD_FIELDS[kind], 'customFields'] : RECORD_FIELDS[kind];
  const input = withToday(kind, changes, now, true);
  const value: Record<string, unknown> = {};
  const issues: z.core.$ZodIssue[] = [];
  for (const field of fields) {
    if (!Object.prototype.hasOwnProperty.call(input, field)) continue;
    const fieldSchema = shape[field];
    if (!fieldSchema) continue;
    const result = fieldSchema.safeParse(input[field]);
    if (result.success) value[field] = result.data;
    else issues.push(...result.error.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] })));
  }
  if (issues.length > 0) return failure(issues);
  return { ok: true, value: value as Partial<RecordInput<K>> };
}

/** Cleaned names; blanks, built-ins and case-insensitive duplicates dropped (first one kept). */
function cleanNames(group: CategoryGroup, v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  const out: string[] = [];
  for (const item of v) {
    const name = cleanCategoryName(item);
    if (name === '') continue;
    if (BUILTIN_CATEGORIES[group].some((b) => sameName(b, name))) continue;
    if (out.some((n) => sameName(n, name))) continue;
    out.push(name);
  }
  return out;
}

const categoryList = (group: CategoryGroup) =>
  z.preprocess((v) => cleanNames(group, v), z.array(z.string()).max(FIELD_LIMITS.categoriesPerGroup, { error: MESSAGES.tooManyCategories }));

/** CustomCategories from untrusted input (a missing group reads as []). */
export const customCategoriesSchema = z.preprocess(
  (v) => (isObject(v) ? v : {}),
  z.object({
    expenses: categoryList('expenses'),
    revenues: categoryList('revenues'),
    salaries: categoryList('salaries'),
  }),
) satisfies z.ZodType<CustomCategories, unknown>;

export function parseCustomCategories(input: unknown): ParseResult<CustomCategories> {
  const result = customCategoriesSchema.safeParse(input);
  if (!result.success) return failure(result.error.issues);
  return { ok: true, value: result.data };
}
