// Columns of an imported file that go to the account's custom fields (docs/product/import.md#custom-fields,
// docs/decisions/0236): a mapping names such a column `custom:{field id}` (never the label, so a
// rename keeps a remembered mapping), a header that reads as an active field's label maps to it
// by itself, and a cell is read per kind from text the way the import reads built-in cells
// (dates in the file's order, amounts in either decimal style, yes/no in the app's ten
// languages, several choices split on ";" or ","). What a value may be is the one schema's,
// customFieldsSchema (src/domain/custom-fields.ts). Pure.
import { activeFields, customFieldsSchema } from '../custom-fields';
import { sameName as sameChoice } from '../sanitize';
import type { CustomFieldDefinition, CustomFieldValues, CustomFieldsSchema } from '../custom-fields';
import { headerKey } from './headers';
import type { Cell } from './mapping';
import { parseImportAmount, parseImportDate } from './values';
import type { DateOrder } from './values';

/** How a mapping names a custom field: this prefix and the field's id. */
export const CUSTOM_TARGET_PREFIX = 'custom:';

export const customTarget = (fieldId: string): string => `${CUSTOM_TARGET_PREFIX}${fieldId}`;

/** The field id a mapping target names, or null for a built-in field or no field. */
export function customFieldIdOf(target: string): string | null {
  return target.startsWith(CUSTOM_TARGET_PREFIX) && target.length > CUSTOM_TARGET_PREFIX.length ? target.slice(CUSTOM_TARGET_PREFIX.length) : null;
}

export const isCustomTarget = (target: string): boolean => customFieldIdOf(target) !== null;

/** The targets the mapping screen offers for the custom fields: the active ones, in order. */
export function customTargets(definitions: readonly CustomFieldDefinition[]): { target: string; label: string }[] {
  return activeFields(definitions).map((d) => ({ target: customTarget(d.id), label: d.label }));
}

/**
 * The custom targets of a header row: a header whose key (headers.ts: no case, accents, spaces
 * or punctuation) is an active field's label's key maps to it, one column per field. `builtIn`
 * is the built-in mapping (mapping.ts autoMap) and `exact` tells, per column, whether its
 * built-in field came from the synonym tables (the header is the field's name or a listed word
 * for it); such a column keeps its built-in field, while one matched only by a pattern ("Work
 * e-mail", "Emergency phone": any header holding "mail" or "phone") goes to the custom field of
 * that label. Returns the merged mapping.
 */
export function withCustomTargets(
  headers: readonly string[],
  builtIn: readonly string[],
  exact: readonly boolean[],
  definitions: readonly CustomFieldDefinition[],
): string[] {
  const byKey = new Map<string, string>();
  for (const d of activeFields(definitions)) {
    const key = headerKey(d.label);
    if (key !== '' && !byKey.has(key)) byKey.set(key, customTarget(d.id));
  }
  if (byKey.size === 0) return [...builtIn];
  const used = new Set<string>();
  return headers.map((h, i) => {
    const current = builtIn[i] ?? '';
    if (current !== '' && exact[i]) return current;
    const target = h.trim() === '' ? undefined : byKey.get(headerKey(h));
    if (target === undefined || used.has(target)) return current;
    used.add(target);
    return target;
  });
}

/** The targets of the active date fields (their columns tell the file's date order, as built-in dates do). */
export function customDateTargets(definitions: readonly CustomFieldDefinition[]): Set<string> {
  return new Set(
    activeFields(definitions)
      .filter((d) => d.kind === 'date')
      .map((d) => customTarget(d.id)),
  );
}

/** A remembered or chosen mapping kept to the fields that exist: a custom target whose field is gone or archived becomes ''. */
export function withoutGoneFields(mapping: readonly string[], definitions: readonly CustomFieldDefinition[]): string[] {
  const active = new Set(activeFields(definitions).map((d) => d.id));
  return mapping.map((m) => {
    const id = customFieldIdOf(m);
    return id === null || active.has(id) ? m : '';
  });
}

/** Yes and no as files write them, in the app's ten languages (compared without case or accents). */
const YES_WORDS = ['yes', 'y', 'true', '1', 'x', 'on', 'sí', 'si', 'oui', 'ja', 'sim', 'да', '是', '是的', '对', 'はい', '예', '네', '✓', '✔'];
const NO_WORDS = ['no', 'n', 'false', '0', 'off', 'non', 'nein', 'não', 'nao', 'нет', '否', '不', '不是', 'いいえ', '아니요', '아니오'];
const wordKey = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC').trim().toLowerCase();
const YES = new Set(YES_WORDS.map(wordKey));
const NO = new Set(NO_WORDS.map(wordKey));

const cellText = (v: Cell | undefined): string => (v === undefined ? '' : typeof v === 'number' ? String(v) : v.trim());

/** The choices a cell names: the whole cell when it is one choice, else its parts split on ";" (or, failing that, also on ","). */
function choicesOfCell(text: string, choices: readonly string[]): string[] {
  if (choices.some((c) => sameChoice(c, text))) return [text];
  const bySemicolon = text
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (bySemicolon.every((s) => choices.some((c) => sameChoice(c, s)))) return bySemicolon;
  return text
    .split(/[;,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * One cell for a field of `definition`, as the schema's input: a date in `order` as yyyy-mm-dd,
 * a number or amount read as the import reads amounts, yes/no as a boolean, several choices as
 * a list; a cell that does not read as its kind is handed on as it is, for the schema to say why
 * not; a blank cell is no value.
 */
export function cellForField(definition: Pick<CustomFieldDefinition, 'kind' | 'choices'>, cell: Cell | undefined, order: DateOrder): unknown {
  const text = cellText(cell);
  if (text === '') return null;
  switch (definition.kind) {
    case 'date':
      return parseImportDate(cell, order) || text;
    case 'number':
    case 'amount':
      return parseImportAmount(cell) ?? text;
    case 'yesNo': {
      const key = wordKey(text);
      return YES.has(key) ? true : NO.has(key) ? false : text;
    }
    case 'choices':
      return choicesOfCell(text, definition.choices);
    default:
      return text;
  }
}

/** The cells of one row for the custom fields, by field id (the columns of a plan; one each). */
export type CustomCells = { fieldId: string; cell: Cell | undefined }[];

export type CustomRowResult = { ok: true; value: CustomFieldValues } | { ok: false; message: string };

/**
 * A row's custom values, checked by the schema of the definitions: only the fields the file has a
 * column for (a record the row updates keeps its other values; what a new record lacks is the
 * required check's, requiredWithoutColumn). A bad or blank required cell fails the row with
 * "{label}: {reason}".
 */
export function customValuesOfRow(schema: CustomFieldsSchema, cells: CustomCells, order: DateOrder): CustomRowResult {
  const input: Record<string, unknown> = {};
  const byId = new Map(schema.definitions.map((d) => [d.id, d]));
  for (const { fieldId, cell } of cells) {
    const def = byId.get(fieldId);
    if (!def || def.archived) continue;
    input[fieldId] = cellForField(def, cell, order);
  }
  const parsed = schema.parse(input, { partial: true });
  if (!parsed.ok) return { ok: false, message: parsed.message };
  // Partial: only the given fields come back (blank ones as no value).
  const value: CustomFieldValues = {};
  for (const [id, v] of Object.entries(parsed.value)) if (id in input) value[id] = v;
  return { ok: true, value };
}

/** The first active required field that no column of the mapping fills: a new record of the file lacks it ("{label}: This field is required."). */
export function requiredWithoutColumn(definitions: readonly CustomFieldDefinition[], mapping: readonly string[]): string | null {
  const mapped = new Set(mapping.map(customFieldIdOf).filter((id): id is string => id !== null));
  const missing = activeFields(definitions).find((d) => d.required && !mapped.has(d.id));
  if (!missing) return null;
  const parsed = customFieldsSchema([missing]).parse({});
  return parsed.ok ? null : parsed.message;
}
