import { describe, expect, it } from 'vitest';
import {
  CUSTOM_FIELD_MESSAGES,
  customFieldsSchema,
  customFieldsWithinBounds,
  moveField,
  newFieldId,
  parseDefinitions,
  parseFieldValue,
  readCustomFields,
} from './custom-fields';
import { convertValue, inputValue, planKindChange, showValue } from './custom-field-values';
import type { CustomFieldDefinition } from './custom-fields';

const def = (id: string, kind: CustomFieldDefinition['kind'], more: Partial<CustomFieldDefinition> = {}): CustomFieldDefinition => ({
  id,
  label: id,
  kind,
  required: false,
  choices: kind === 'choice' || kind === 'choices' ? ['Monday', 'Friday'] : [],
  archived: false,
  order: 0,
  ...more,
});

const format = { date: (iso: string) => `D(${iso})`, number: (n: number) => `N(${n})`, money: (n: number) => `$${n}` };
const yesNo = { yes: 'Yes', no: 'No' };

describe('one value of each kind', () => {
  it('reads numbers and amounts from numeric text, rounding amounts to cents', () => {
    expect(parseFieldValue(def('n', 'number'), ' 1,234.5 ')).toEqual({ ok: true, value: 1234.5 });
    expect(parseFieldValue(def('a', 'amount'), '10.006')).toEqual({ ok: true, value: 10.01 });
    expect(parseFieldValue(def('n', 'number'), 'ten')).toEqual({ ok: false, message: CUSTOM_FIELD_MESSAGES.number });
  });

  it('accepts only real calendar dates', () => {
    expect(parseFieldValue(def('d', 'date'), '2026-02-28')).toEqual({ ok: true, value: '2026-02-28' });
    expect(parseFieldValue(def('d', 'date'), '2026-02-30').ok).toBe(false);
  });

  it('reads yes and no from text and booleans', () => {
    expect(parseFieldValue(def('y', 'yesNo'), 'Yes')).toEqual({ ok: true, value: true });
    expect(parseFieldValue(def('y', 'yesNo'), false)).toEqual({ ok: true, value: false });
    expect(parseFieldValue(def('y', 'yesNo'), 'perhaps').ok).toBe(false);
  });

  it('matches choices ignoring case and stores the defined spelling', () => {
    expect(parseFieldValue(def('c', 'choice'), 'monday')).toEqual({ ok: true, value: 'Monday' });
    expect(parseFieldValue(def('c', 'choice'), 'Sunday')).toEqual({ ok: false, message: CUSTOM_FIELD_MESSAGES.choice });
    expect(parseFieldValue(def('m', 'choices'), 'friday; Monday; friday')).toEqual({ ok: true, value: ['Friday', 'Monday'] });
  });

  it('checks e-mails, phones and links', () => {
    expect(parseFieldValue(def('e', 'email'), 'Ann@Example.COM')).toEqual({ ok: true, value: 'ann@example.com' });
    expect(parseFieldValue(def('e', 'email'), 'ann@').ok).toBe(false);
    expect(parseFieldValue(def('p', 'phone'), '+44 (20) 7946-0958')).toEqual({ ok: true, value: '+44 (20) 7946-0958' });
    expect(parseFieldValue(def('p', 'phone'), 'call me').ok).toBe(false);
    expect(parseFieldValue(def('l', 'link'), 'example.com/boilers')).toEqual({ ok: true, value: 'https://example.com/boilers' });
    expect(parseFieldValue(def('l', 'link'), 'javascript:alert(1)').ok).toBe(false);
  });

  it('refuses text longer than its kind allows instead of cutting it', () => {
    expect(parseFieldValue(def('t', 'text'), 'x'.repeat(501))).toEqual({ ok: false, message: CUSTOM_FIELD_MESSAGES.textTooLong });
    expect(parseFieldValue(def('t', 'longText'), 'x'.repeat(5000)).ok).toBe(true);
    expect(parseFieldValue(def('t', 'longText'), 'x'.repeat(5001)).ok).toBe(false);
  });
});

describe('the schema built from the definitions', () => {
  const defs = [
    def('court', 'date', { label: 'Court date', required: true, order: 0 }),
    def('case', 'text', { label: 'Case number', order: 1 }),
    def('old', 'text', { label: 'Old', archived: true, order: 2 }),
  ];
  const schema = customFieldsSchema(defs);

  it('drops unknown ids and blank values and keeps valid ones', () => {
    expect(schema.parse({ court: '2027-01-15', case: '  ', nope: 'x' })).toEqual({ ok: true, value: { court: '2027-01-15' } });
  });

  it('names the field of a missing required value', () => {
    const result = schema.parse({ case: 'A-1' });
    expect(result).toEqual({ ok: false, errors: { court: CUSTOM_FIELD_MESSAGES.required }, message: `Court date: ${CUSTOM_FIELD_MESSAGES.required}` });
  });

  it("keeps an archived field's value whatever the form sends", () => {
    expect(schema.parse({ court: '2027-01-15', old: 'changed' }, { previous: { old: 'kept' } })).toEqual({
      ok: true,
      value: { court: '2027-01-15', old: 'kept' },
    });
  });

  it('keeps an unchanged value that its field no longer accepts, and checks a changed one', () => {
    const previous = { court: 'next spring' };
    expect(schema.parse({ court: 'next spring' }, { previous })).toEqual({ ok: true, value: { court: 'next spring' } });
    expect(schema.parse({ court: 'next summer' }, { previous }).ok).toBe(false);
  });

  it('keeps the value of a deleted choice until it is edited', () => {
    const s = customFieldsSchema([def('day', 'choice', { choices: ['Friday'] })]);
    expect(s.parse({ day: 'Monday' }, { previous: { day: 'Monday' } })).toEqual({ ok: true, value: { day: 'Monday' } });
    expect(s.parse({ day: 'Tuesday' }, { previous: { day: 'Monday' } }).ok).toBe(false);
  });

  it('changes only the given fields in a partial parse, by label when asked', () => {
    expect(schema.parse({ 'case number': 'B-2' }, { partial: true, byLabel: true, previous: { court: '2027-01-15', case: 'A-1' } })).toEqual({
      ok: true,
      value: { court: '2027-01-15', case: 'B-2' },
    });
  });
});

describe('definitions', () => {
  it('are sorted and numbered by order, choices only for choice kinds', () => {
    const parsed = parseDefinitions([
      { id: 'b', label: ' Boiler  model ', kind: 'text', order: 5, choices: ['x'] },
      { id: 'a', label: 'Allergies', kind: 'choices', order: 1, choices: ['Nuts', ' Gluten '] },
    ]);
    expect(parsed).toEqual({
      ok: true,
      value: [
        { id: 'a', label: 'Allergies', kind: 'choices', required: false, choices: ['Nuts', 'Gluten'], archived: false, order: 0 },
        { id: 'b', label: 'Boiler model', kind: 'text', required: false, choices: [], archived: false, order: 1 },
      ],
    });
  });

  it('refuse a 51st field, a long label, a taken label and a choice field without choices', () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ id: `f${i}`, label: `Field ${i}`, kind: 'text' }));
    expect(parseDefinitions(many)).toEqual({ ok: false, message: CUSTOM_FIELD_MESSAGES.tooManyFields });
    expect(parseDefinitions([{ id: 'a', label: 'x'.repeat(61), kind: 'text' }])).toEqual({ ok: false, message: CUSTOM_FIELD_MESSAGES.labelTooLong });
    expect(
      parseDefinitions([
        { id: 'a', label: 'Day', kind: 'text' },
        { id: 'b', label: 'day', kind: 'date' },
      ]),
    ).toEqual({
      ok: false,
      message: CUSTOM_FIELD_MESSAGES.labelTaken,
    });
    expect(parseDefinitions([{ id: 'a', label: 'Day', kind: 'choice', choices: [] }])).toEqual({ ok: false, message: CUSTOM_FIELD_MESSAGES.choicesRequired });
  });

  it('move one place up or down and get fresh ids', () => {
    const defs = [def('a', 'text', { order: 0 }), def('b', 'text', { order: 1 })];
    expect(moveField(defs, 'b', -1).map((d) => d.id)).toEqual(['a', 'b'].reverse());
    expect(moveField(defs, 'a', -1).map((d) => d.id)).toEqual(['a', 'b']);
    expect(defs.map((d) => d.id)).not.toContain(newFieldId(defs));
  });
});

describe('a kind change', () => {
  it('converts what reads as the new kind and counts what it keeps as it is', () => {
    const records = [
      { id: '1', customFields: { f: '12' } },
      { id: '2', customFields: { f: 'twelve' } },
      { id: '3', customFields: {} as Record<string, string> },
      { id: '4', customFields: { f: 12 } },
    ];
    expect(planKindChange(records, 'f', { kind: 'number', choices: [] })).toEqual({ writes: [{ id: '1', value: 12 }], kept: 1 });
  });

  it('turns anything into text, and one choice into several', () => {
    expect(convertValue(true, { kind: 'text', choices: [] })).toEqual({ ok: true, value: 'Yes' });
    expect(convertValue(['a', 'b'], { kind: 'text', choices: [] })).toEqual({ ok: true, value: 'a; b' });
    expect(convertValue('Monday', { kind: 'choices', choices: ['Monday'] })).toEqual({ ok: true, value: ['Monday'] });
    expect(convertValue(['Monday', 'Friday'], { kind: 'choice', choices: ['Monday', 'Friday'] })).toEqual({ ok: false });
  });
});

describe('display', () => {
  it("formats values by kind in the user's formats", () => {
    expect(showValue(def('d', 'date'), '2027-01-15', format, yesNo)).toEqual({ text: 'D(2027-01-15)', invalid: false });
    expect(showValue(def('a', 'amount'), 12.5, format, yesNo)).toEqual({ text: '$12.5', invalid: false });
    expect(showValue(def('y', 'yesNo'), false, format, yesNo)).toEqual({ text: 'No', invalid: false });
    expect(showValue(def('m', 'choices'), ['Friday', 'Gone'], format, yesNo)).toEqual({ text: 'Friday; Gone', invalid: false });
  });

  it('marks a value its kind does not accept', () => {
    expect(showValue(def('n', 'number'), 'twelve', format, yesNo)).toEqual({ text: 'twelve', invalid: true });
    expect(inputValue(def('n', 'number'), 'twelve')).toBe('twelve');
  });
});

describe('the bound the rules keep', () => {
  it('accepts bounded maps and refuses others', () => {
    expect(customFieldsWithinBounds({ a: 'x', b: 1, c: true, d: null, e: ['x'] })).toBe(true);
    expect(customFieldsWithinBounds({ a: 'x'.repeat(5001) })).toBe(false);
    expect(customFieldsWithinBounds({ a: { nested: 1 } })).toBe(false);
    expect(customFieldsWithinBounds(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 1])))).toBe(false);
  });

  it('reads a record without custom fields as {}', () => {
    expect(readCustomFields(undefined)).toEqual({});
    expect(readCustomFields({ a: 'x', b: null, c: { bad: 1 } })).toEqual({ a: 'x' });
  });
});

describe('the record schemas', () => {
  const client = { name: 'Ann', email: 'ann@example.com' };

  it('leave a record without custom fields without the key, and keep a bounded map', async () => {
    const { parseRecord, parsePatch } = await import('./schemas');
    const plain = parseRecord('clients', client);
    expect(plain.ok && 'customFields' in plain.value).toBe(false);
    expect(parseRecord('clients', { ...client, customFields: { court: '2027-01-15', gone: null } })).toMatchObject({
      ok: true,
      value: { customFields: { court: '2027-01-15' } },
    });
    expect(parsePatch('clients', { customFields: { court: 'x'.repeat(5001) } })).toMatchObject({
      ok: false,
      errors: { customFields: CUSTOM_FIELD_MESSAGES.invalidValues },
    });
  });

  it('carry a deal’s custom fields the same way', async () => {
    const { parseDeal, parseDealPatch } = await import('./deal-schemas');
    const deal = { title: 'Boiler', clientId: 'c1', ownerId: 'u1', pipelineId: 'default', stageId: 'lead' };
    const plain = parseDeal(deal);
    expect(plain.ok && 'customFields' in plain.value).toBe(false);
    expect(parseDealPatch({ customFields: { model: 'Vaillant' } })).toEqual({ ok: true, value: { customFields: { model: 'Vaillant' } } });
  });
});
