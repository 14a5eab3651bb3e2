// One custom field value converted to another kind and shown (docs/product/custom-fields.md): a
// kind change converts what it can and keeps the rest as it was; a value reads in the user's
// formats, or as "not a valid {kind}". The definitions and the schema: ./custom-fields.ts.
import { asText, isValidFor, parseFieldValue, same } from './custom-fields';
import type { CustomFieldDefinition, CustomFieldValue, CustomFieldValues } from './custom-fields';

// A kind change

export type Conversion = { ok: true; value: CustomFieldValue } | { ok: false };

/**
 * A stored value of a field whose kind (or choices) changes from `from` to `to`: the new value,
 * or not ok when it cannot be converted (the record then keeps its value as it is, shown as
 * "not a valid {kind}" until edited). Text becomes a number, date, yes/no or choice when it reads
 * as one; anything becomes text; one choice becomes several and back when there is one.
 */
export function convertValue(value: CustomFieldValue, to: Pick<CustomFieldDefinition, 'kind' | 'choices'>): Conversion {
  if (value === null) return { ok: true, value: null };
  let input: unknown = value;
  if (to.kind === 'text' || to.kind === 'longText') input = asText(value);
  if ((to.kind === 'choice' || to.kind === 'choices') && typeof value === 'boolean') input = value ? 'Yes' : 'No';
  const parsed = parseFieldValue(to, input);
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false };
}

export type KindChangePlan = {
  /** Records whose value changes, with the new value. */
  writes: { id: string; value: CustomFieldValue }[];
  /** Records whose value cannot be converted and is kept as it is. */
  kept: number;
};

/** What a kind change does to the records' values of field `fieldId`. */
export function planKindChange(
  records: readonly { id: string; customFields?: CustomFieldValues }[],
  fieldId: string,
  to: Pick<CustomFieldDefinition, 'kind' | 'choices'>,
): KindChangePlan {
  const writes: KindChangePlan['writes'] = [];
  let kept = 0;
  for (const r of records) {
    const value = r.customFields?.[fieldId] ?? null;
    if (value === null) continue;
    const converted = convertValue(value, to);
    if (!converted.ok) kept++;
    else if (!same(converted.value, value)) writes.push({ id: r.id, value: converted.value });
  }
  return { writes, kept };
}

// ---------------------------------------------------------------------------------------------
// Display

/** The formatting a value needs (src/domain/format.ts Formatter). */
export type ValueFormatter = { date(iso: string): string; number(n: number): string; money(n: number): string };

export type ShownValue = {
  text: string;
  /** The value is not one of its field's kind (a kind change could not convert it): shown as it is, marked "not a valid {kind}". */
  invalid: boolean;
};

/**
 * A value as a record page, card or list shows it, in the user's formats; yes/no come as `yes` /
 * `no` for the screen to translate.
 */
export function showValue(
  definition: Pick<CustomFieldDefinition, 'kind' | 'choices'>,
  value: CustomFieldValue,
  format: ValueFormatter,
  yesNo: { yes: string; no: string },
): ShownValue {
  if (value === null) return { text: '', invalid: false };
  if (!isValidFor(definition, value)) return { text: asText(value) ?? '', invalid: true };
  switch (definition.kind) {
    case 'number':
      return { text: format.number(value as number), invalid: false };
    case 'amount':
      return { text: format.money(value as number), invalid: false };
    case 'date':
      return { text: format.date(value as string), invalid: false };
    case 'yesNo':
      return { text: value === true ? yesNo.yes : yesNo.no, invalid: false };
    default:
      return { text: asText(value) ?? '', invalid: false };
  }
}

/** A value as a form's input holds it: text for text inputs, a boolean for a checkbox, a list for several choices. */
export function inputValue(definition: Pick<CustomFieldDefinition, 'kind'>, value: CustomFieldValue | undefined): string | boolean | string[] {
  const v = value ?? null;
  if (definition.kind === 'yesNo') return v === true;
  if (definition.kind === 'choices') return Array.isArray(v) ? v : typeof v === 'string' && v !== '' ? [v] : [];
  if (v === null) return '';
  return asText(v) ?? '';
}
