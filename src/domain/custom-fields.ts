// Custom fields on clients and deals (docs/product/custom-fields.md): the definitions an account
// keeps per record kind (accounts/{a}/fieldDefinitions/{clients|deals}, one document each), and the
// values records carry under `customFields`, keyed by the definition's id (never its label, so a
// rename keeps them). The one schema of the values is customFieldsSchema(definitions): the forms,
// the data layer, the fake, the import and the REST API all parse through it. The security rules
// bound only the map's shape (customFieldsWithinBounds here is the same bound); they cannot read
// the definitions cheaply (docs/decisions/0210). Pure TypeScript, no zod: the forms import it.
import { isIsoDate } from './dates';
import { roundCents } from './money';
import { EMAIL_PATTERN, sameName, toNumber } from './sanitize';

/** The kinds of a custom field. */
export type CustomFieldKind = 'text' | 'longText' | 'number' | 'amount' | 'date' | 'yesNo' | 'choice' | 'choices' | 'email' | 'phone' | 'link';

/** One field of an account's clients or deals, stored in accounts/{a}/fieldDefinitions/{kind}. */
export type CustomFieldDefinition = {
  id: string;
  label: string;
  kind: CustomFieldKind;
  required: boolean;
  choices: string[];
  archived: boolean;
  order: number;
};

/** One value of a record's custom field. */
export type CustomFieldValue = string | number | boolean | string[] | null;

/** A record's custom field values by definition id (a field without a value has no key). */
export type CustomFieldValues = Record<string, CustomFieldValue>;

/** The record kinds that carry custom fields. */
export type CustomFieldRecordKind = 'clients' | 'deals';

export const CUSTOM_FIELD_RECORD_KINDS = ['clients', 'deals'] as const satisfies readonly CustomFieldRecordKind[];

export const CUSTOM_FIELD_KINDS = [
  'text',
  'longText',
  'number',
  'amount',
  'date',
  'yesNo',
  'choice',
  'choices',
  'email',
  'phone',
  'link',
] as const satisfies readonly CustomFieldKind[];

export const CUSTOM_FIELD_LIMITS = {
  /** Definitions per record kind (active and archived). */
  fields: 50,
  label: 60,
  /** Choices of a choice field, and choices picked in a several-choices value. */
  choices: 50,
  choice: 60,
  /** Characters of a text, e-mail, phone or link value. */
  text: 500,
  longText: 5_000,
  /** Characters of a definition id. */
  id: 40,
  /** Largest number or amount (as a client's value). */
  numberMax: 1_000_000_000_000,
} as const;

export const CUSTOM_FIELD_MESSAGES = {
  required: 'This field is required.',
  textTooLong: 'This text can be at most 500 characters.',
  longTextTooLong: 'This text can be at most 5,000 characters.',
  number: 'Enter a number.',
  numberTooLarge: 'This number is too large.',
  date: 'Enter a valid date.',
  yesNo: 'Answer yes or no.',
  choice: 'Pick one of the offered choices.',
  tooManyChoices: 'Pick at most 50 choices.',
  email: 'Enter a valid e-mail address.',
  phone: 'Enter a phone number (digits, spaces, + - ( ) .).',
  link: 'Enter a web address starting with http:// or https://.',
  invalidValues: 'The custom fields could not be read.',
  labelRequired: 'Give the field a name.',
  labelTooLong: 'A field name can be at most 60 characters.',
  labelTaken: 'Another field already has this name.',
  tooManyFields: 'You can have at most 50 custom fields here.',
  choicesRequired: 'Give this field at least one choice.',
  tooManyFieldChoices: 'A field can have at most 50 choices.',
  choiceTooLong: 'A choice can be at most 60 characters.',
  choiceTaken: 'Each choice can be given only once.',
  kindInvalid: 'Choose a kind for the field.',
  fieldNotFound: 'This field no longer exists.',
  invalidDefinitions: 'The custom fields could not be read.',
} as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function isCustomFieldKind(v: unknown): v is CustomFieldKind {
  return typeof v === 'string' && (CUSTOM_FIELD_KINDS as readonly string[]).includes(v);
}

export const isChoiceKind = (kind: CustomFieldKind): boolean => kind === 'choice' || kind === 'choices';

/** Text kinds: searched by the lists' search. */
export const isTextKind = (kind: CustomFieldKind): boolean => ['text', 'longText', 'email', 'phone', 'link', 'choice', 'choices'].includes(kind);

// ---------------------------------------------------------------------------------------------
// The shape bound (the same as the security rules' isCustomFields)

/** One stored value as the rules accept it: null, a boolean, a number, text of <= 5,000, or <= 50 texts of <= 60. */
export function isBoundedValue(v: unknown): v is CustomFieldValue {
  if (v === null || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v === 'string') return v.length <= CUSTOM_FIELD_LIMITS.longText;
  return Array.isArray(v) && v.length <= CUSTOM_FIELD_LIMITS.choices && v.every((s) => typeof s === 'string' && s.length <= CUSTOM_FIELD_LIMITS.choice);
}

/** Whether `v` is a map the rules accept under `customFields`: <= 50 keys of <= 40 characters, each value bounded. */
export function customFieldsWithinBounds(v: unknown): v is CustomFieldValues {
  if (!isObject(v)) return false;
  const entries = Object.entries(v);
  return (
    entries.length <= CUSTOM_FIELD_LIMITS.fields && entries.every(([k, value]) => k.length > 0 && k.length <= CUSTOM_FIELD_LIMITS.id && isBoundedValue(value))
  );
}

/** A stored record's values: a missing or unreadable map reads as {}; unbounded entries are left out. */
export function readCustomFields(v: unknown): CustomFieldValues {
  if (!isObject(v)) return {};
  const out: CustomFieldValues = {};
  for (const [k, value] of Object.entries(v)) if (isBoundedValue(value) && value !== null) out[k] = Array.isArray(value) ? [...value] : value;
  return out;
}

// ---------------------------------------------------------------------------------------------
// One value of one kind

export type ValueResult = { ok: true; value: CustomFieldValue } | { ok: false; message: string };

const PHONE = /^[+]?[0-9 ().\-/]*[0-9][0-9 ().\-/]*(\s*(x|ext\.?)\s*[0-9]+)?$/i;

function isBlankInput(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

/** A value as text (a string trimmed, a number, yes/no, choices joined by "; "), else null. */
export function asText(v: unknown): string | null {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (Array.isArray(v) && v.every((s) => typeof s === 'string')) return v.join('; ');
  return null;
}

function asLink(s: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(s) ? s : `https://${s}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return withScheme;
  } catch {
    return null;
  }
}

const YES = ['yes', 'y', 'true', '1', 'x', 'on', 'oui', 'sí', 'si', 'ja', 'sim'];
const NO = ['no', 'n', 'false', '0', 'off', 'non', 'nein', 'não', 'nao'];

/** The choices of `s` ('a; b' or 'a, b' from a CSV cell), in the definition's spelling; null if one is not offered. */
function pickChoices(v: unknown, choices: readonly string[]): string[] | null {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[;\n]/) : [v];
  const out: string[] = [];
  for (const item of items) {
    const s = asText(item);
    if (s === null) return null;
    if (s === '') continue;
    const match = choices.find((c) => sameName(c, s));
    if (match === undefined) return null;
    if (!out.includes(match)) out.push(match);
  }
  return out;
}

/**
 * Untrusted input for a field of `definition` -> its stored value (null: no value), or the
 * message saying why not. Text is trimmed; numbers and amounts accept numeric text; a choice is
 * matched ignoring case and stored in the definition's spelling.
 */
export function parseFieldValue(definition: Pick<CustomFieldDefinition, 'kind' | 'choices'>, input: unknown): ValueResult {
  if (isBlankInput(input)) return { ok: true, value: null };
  const m = CUSTOM_FIELD_MESSAGES;
  switch (definition.kind) {
    case 'text':
    case 'longText': {
      const s = asText(input);
      if (s === null) return { ok: false, message: m.invalidValues };
      const max = definition.kind === 'text' ? CUSTOM_FIELD_LIMITS.text : CUSTOM_FIELD_LIMITS.longText;
      if (s.length > max) return { ok: false, message: definition.kind === 'text' ? m.textTooLong : m.longTextTooLong };
      return { ok: true, value: definition.kind === 'text' ? s.replace(/\s*\n\s*/g, ' ') : s };
    }
    case 'number':
    case 'amount': {
      const n = typeof input === 'string' ? toNumber(input.replace(/[\s,]/g, '')) : toNumber(input);
      if (n === null) return { ok: false, message: m.number };
      if (Math.abs(n) > CUSTOM_FIELD_LIMITS.numberMax) return { ok: false, message: m.numberTooLarge };
      return { ok: true, value: definition.kind === 'amount' ? roundCents(n) : n };
    }
    case 'date': {
      const s = typeof input === 'string' ? input.trim() : null;
      return s !== null && isIsoDate(s) ? { ok: true, value: s } : { ok: false, message: m.date };
    }
    case 'yesNo': {
      if (typeof input === 'boolean') return { ok: true, value: input };
      const s = asText(input)?.toLowerCase() ?? '';
      if (YES.includes(s)) return { ok: true, value: true };
      if (NO.includes(s)) return { ok: true, value: false };
      return { ok: false, message: m.yesNo };
    }
    case 'choice': {
      const picked = pickChoices(input, definition.choices);
      if (picked === null || picked.length > 1) return { ok: false, message: m.choice };
      return { ok: true, value: picked[0] ?? null };
    }
    case 'choices': {
      const picked = pickChoices(input, definition.choices);
      if (picked === null) return { ok: false, message: m.choice };
      if (picked.length > CUSTOM_FIELD_LIMITS.choices) return { ok: false, message: m.tooManyChoices };
      return { ok: true, value: picked.length === 0 ? null : picked };
    }
    case 'email': {
      const s = asText(input)?.toLowerCase() ?? '';
      return s.length <= CUSTOM_FIELD_LIMITS.text && EMAIL_PATTERN.test(s) ? { ok: true, value: s } : { ok: false, message: m.email };
    }
    case 'phone': {
      const s = asText(input) ?? '';
      return s.length <= CUSTOM_FIELD_LIMITS.text && PHONE.test(s) ? { ok: true, value: s } : { ok: false, message: m.phone };
    }
    case 'link': {
      const s = asText(input) ?? '';
      const link = s.length <= CUSTOM_FIELD_LIMITS.text ? asLink(s) : null;
      return link !== null ? { ok: true, value: link } : { ok: false, message: m.link };
    }
  }
}

/** Whether a stored value is a valid value of the field as it is defined now (a deleted choice still counts). */
export function isValidFor(definition: Pick<CustomFieldDefinition, 'kind' | 'choices'>, value: CustomFieldValue): boolean {
  if (value === null) return true;
  const loose = { kind: definition.kind, choices: isChoiceKind(definition.kind) ? anyChoice(value) : definition.choices };
  const parsed = parseFieldValue(loose, value);
  return parsed.ok && JSON.stringify(parsed.value) === JSON.stringify(value);
}

/** Every text of a value offered as a choice, so a value of a deleted choice still reads as a choice. */
function anyChoice(value: CustomFieldValue): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value;
  return [];
}

// ---------------------------------------------------------------------------------------------
// The schema of a record's values, built from the definitions

export type CustomFieldsResult = { ok: true; value: CustomFieldValues } | { ok: false; errors: Record<string, string>; message: string };

export type CustomFieldsParseOptions = {
  /** The record's stored values (an edit): an unchanged value is kept as it is, and archived fields keep theirs. */
  previous?: CustomFieldValues;
  /**
   * Only the fields present in the input are checked and changed (an API patch or an import
   * update); the others keep their previous values.
   */
  partial?: boolean;
  /** Fields are named by their labels as well as their ids (the REST API and the import). */
  byLabel?: boolean;
};

export type CustomFieldsSchema = {
  readonly definitions: readonly CustomFieldDefinition[];
  /** Untrusted values -> the values to store, or errors by definition id (a message naming the field's label). */
  parse(input: unknown, options?: CustomFieldsParseOptions): CustomFieldsResult;
};

/** Whether two stored values are the same (by their JSON). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The one schema of a record's `customFields`: an unknown id is dropped; an archived field keeps
 * its value; an active required field needs one; every value is checked against its field's
 * kind and choices, except a value the record already had (a choice since deleted, a value a kind
 * change could not convert), which is kept until someone edits it.
 */
export function customFieldsSchema(definitions: readonly CustomFieldDefinition[]): CustomFieldsSchema {
  const byId = new Map(definitions.map((d) => [d.id, d]));
  return {
    definitions,
    parse(input, options = {}) {
      if (input !== undefined && input !== null && !isObject(input)) return { ok: false, errors: {}, message: CUSTOM_FIELD_MESSAGES.invalidValues };
      const raw: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(input ?? {})) {
        const def = byId.get(key) ?? (options.byLabel ? definitions.find((d) => sameName(d.label, key)) : undefined);
        if (def) raw[def.id] = v;
      }
      const previous = options.previous ?? {};
      const value: CustomFieldValues = {};
      const errors: Record<string, string> = {};
      let message = '';
      for (const def of [...definitions].sort((a, b) => a.order - b.order)) {
        const had = previous[def.id] ?? null;
        const given = Object.prototype.hasOwnProperty.call(raw, def.id);
        if (def.archived || (options.partial && !given)) {
          const kept = given && !def.archived ? raw[def.id] : had;
          if (kept !== null && isBoundedValue(kept)) value[def.id] = kept;
          continue;
        }
        const input = raw[def.id];
        let parsed: ValueResult;
        if (had !== null && same(input, had)) parsed = { ok: true, value: had };
        else parsed = parseFieldValue(def, input);
        if (parsed.ok && parsed.value === null && def.required) parsed = { ok: false, message: CUSTOM_FIELD_MESSAGES.required };
        if (!parsed.ok) {
          errors[def.id] = parsed.message;
          if (message === '') message = `${def.label}: ${parsed.message}`;
          continue;
        }
        if (parsed.value !== null) value[def.id] = parsed.value;
      }
      if (message !== '') return { ok: false, errors, message };
      return { ok: true, value };
    },
  };
}

/** The writers' helpers (the data layer, its fake, the functions). */
/** The `customFields` a write's input names (undefined: none). */
export function customFieldsIn(input: unknown): unknown {
  return typeof input === 'object' && input !== null ? (input as { customFields?: unknown }).customFields : undefined;
}

/** Sets (or, when there is nothing to write, leaves out) a record's checked custom fields. */
export function withCustomFields(record: object, values: CustomFieldValues | undefined) {
  const r = record as { customFields?: unknown };
  if (values === undefined) delete r.customFields;
  else r.customFields = values;
}

// ---------------------------------------------------------------------------------------------
// Definitions

export type DefinitionsResult = { ok: true; value: CustomFieldDefinition[] } | { ok: false; message: string };

const cleanLabel = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '');

/** What is wrong with a list of definitions, or null. */
export function definitionsProblem(definitions: readonly CustomFieldDefinition[]): string | null {
  const m = CUSTOM_FIELD_MESSAGES;
  if (definitions.length > CUSTOM_FIELD_LIMITS.fields) return m.tooManyFields;
  for (const [i, d] of definitions.entries()) {
    if (d.id === '' || d.id.length > CUSTOM_FIELD_LIMITS.id || definitions.slice(0, i).some((o) => o.id === d.id)) return m.invalidDefinitions;
    if (d.label === '') return m.labelRequired;
    if (d.label.length > CUSTOM_FIELD_LIMITS.label) return m.labelTooLong;
    if (definitions.slice(0, i).some((o) => sameName(o.label, d.label))) return m.labelTaken;
    if (!isCustomFieldKind(d.kind)) return m.kindInvalid;
    if (isChoiceKind(d.kind)) {
      if (d.choices.length === 0) return m.choicesRequired;
      if (d.choices.length > CUSTOM_FIELD_LIMITS.choices) return m.tooManyFieldChoices;
      for (const [j, c] of d.choices.entries()) {
        if (c === '' || c.length > CUSTOM_FIELD_LIMITS.choice) return m.choiceTooLong;
        if (d.choices.slice(0, j).some((o) => sameName(o, c))) return m.choiceTaken;
      }
    } else if (d.choices.length > 0) return m.invalidDefinitions;
  }
  return null;
}

/** Untrusted definitions (the stored document, a backup, a form) -> sorted, numbered definitions, or why not. */
export function parseDefinitions(input: unknown): DefinitionsResult {
  if (!Array.isArray(input)) return { ok: false, message: CUSTOM_FIELD_MESSAGES.invalidDefinitions };
  const defs: (CustomFieldDefinition & { at: number })[] = [];
  for (const [at, item] of input.entries()) {
    if (!isObject(item)) return { ok: false, message: CUSTOM_FIELD_MESSAGES.invalidDefinitions };
    const kind = item.kind;
    if (!isCustomFieldKind(kind)) return { ok: false, message: CUSTOM_FIELD_MESSAGES.kindInvalid };
    const choices = Array.isArray(item.choices) ? item.choices.map(cleanLabel).filter((c) => c !== '') : [];
    defs.push({
      id: typeof item.id === 'string' ? item.id.trim() : '',
      label: cleanLabel(item.label),
      kind,
      required: item.required === true,
      choices: isChoiceKind(kind) ? choices : [],
      archived: item.archived === true,
      order: typeof item.order === 'number' && Number.isFinite(item.order) ? item.order : at,
      at,
    });
  }
  const value = defs.sort((a, b) => a.order - b.order || a.at - b.at).map(({ at: _at, ...d }, order) => ({ ...d, order }));
  const problem = definitionsProblem(value);
  return problem ? { ok: false, message: problem } : { ok: true, value };
}

/** The stored definitions document's fields, read leniently: unreadable -> none. */
export function readDefinitions(input: unknown): CustomFieldDefinition[] {
  const parsed = parseDefinitions(input);
  return parsed.ok ? parsed.value : [];
}

/** The fields a form shows: active ones, in order. */
export function activeFields(definitions: readonly CustomFieldDefinition[]): CustomFieldDefinition[] {
  return definitions.filter((d) => !d.archived).sort((a, b) => a.order - b.order);
}

/** A fresh definition id (letters and digits, unique among `definitions`). */
export function newFieldId(definitions: readonly CustomFieldDefinition[], random: () => number = Math.random): string {
  for (;;) {
    const id = `f${Math.floor(random() * 36 ** 8)
      .toString(36)
      .padStart(8, '0')}`;
    if (!definitions.some((d) => d.id === id)) return id;
  }
}

/** Moves a field one place up (-1) or down (+1) among all the definitions. */
export function moveField(definitions: readonly CustomFieldDefinition[], id: string, by: -1 | 1): CustomFieldDefinition[] {
  const sorted = [...definitions].sort((a, b) => a.order - b.order);
  const i = sorted.findIndex((d) => d.id === id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= sorted.length) return sorted.map((d, order) => ({ ...d, order }));
  const a = sorted[i];
  const b = sorted[j];
  if (a && b) [sorted[i], sorted[j]] = [b, a];
  return sorted.map((d, order) => ({ ...d, order }));
}
