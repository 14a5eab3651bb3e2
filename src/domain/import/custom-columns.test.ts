import { describe, expect, it } from 'vitest';
import { customFieldsSchema } from '../custom-fields';
import type { CustomFieldDefinition } from '../custom-fields';
import { cellForField, customTarget, requiredWithoutColumn, withoutGoneFields } from './custom-columns';
import { autoMap } from './mapping';
import { parseRemembered } from './remembered';
import { rowToRecord } from './rows';
import { EMPTY_CATEGORIES } from '../schemas';

const def = (id: string, label: string, kind: CustomFieldDefinition['kind'], more: Partial<CustomFieldDefinition> = {}): CustomFieldDefinition => ({
  id,
  label,
  kind,
  required: false,
  choices: [],
  archived: false,
  order: 0,
  ...more,
});

const court = def('fcourt', 'Court date', 'date', { order: 0 });
const caseNo = def('fcase', 'Case number', 'text', { order: 1 });
const fee = def('ffee', 'Fee', 'amount', { order: 2 });
const vip = def('fvip', 'VIP', 'yesNo', { order: 3 });
const days = def('fdays', 'Delivery days', 'choices', { order: 4, choices: ['Monday', 'Tuesday', 'Friday'] });
const old = def('fold', 'Old code', 'text', { order: 5, archived: true });
const all = [court, caseNo, fee, vip, days, old];

describe('mapping headers to custom fields', () => {
  it('a header that reads as an active field label maps to it, ignoring case, accents, spaces and punctuation', () => {
    expect(autoMap('clients', ['Name', 'Email', 'COURT_DATE', 'case-number', 'Old code'], all)).toEqual([
      'name',
      'email',
      customTarget('fcourt'),
      customTarget('fcase'),
      '',
    ]);
    expect(autoMap('clients', ['Court date'], [def('f1', 'Cóurt Däte', 'date')])).toEqual([customTarget('f1')]);
  });

  it('a built-in field keeps a header that is one of its words; a pattern-only match goes to the custom field', () => {
    const defs = [def('fc', 'Company', 'text'), def('fe', 'Car phone', 'phone')];
    expect(autoMap('clients', ['Company', 'Car phone'], defs)).toEqual(['company', customTarget('fe')]);
    expect(autoMap('clients', ['Car phone'], [])).toEqual(['phone']);
  });

  it('one column per custom field; deals map their own fields', () => {
    expect(autoMap('clients', ['Case number', 'Case Number'], all)).toEqual([customTarget('fcase'), '']);
    expect(autoMap('deals', ['Deal Name', 'Deal Stage', 'Court date'], [court])).toEqual(['title', 'stage', customTarget('fcourt')]);
  });

  it('remembered custom targets by id; one whose field is gone or archived is dropped', () => {
    const headers = ['Name', 'Email', 'A', 'B'];
    const doc = { kind: 'clients', fields: ['name', 'email', customTarget('fcase'), customTarget('fold')], dateOrder: null };
    expect(parseRemembered(doc, headers, () => all)?.fields).toEqual(['name', 'email', customTarget('fcase'), '']);
    expect(parseRemembered(doc, headers, () => [])?.fields).toEqual(['name', 'email', '', '']);
    expect(parseRemembered({ ...doc, kind: 'employees' }, headers, () => all)).toBeNull();
    expect(withoutGoneFields(['x', customTarget('nope')], all)).toEqual(['x', '']);
  });
});

describe('reading custom cells per kind', () => {
  it('dates in the file order, amounts in either decimal style, yes/no in ten languages, choices split on ; or ,', () => {
    expect(cellForField(court, '03/04/2025', 'dmy')).toBe('2025-04-03');
    expect(cellForField(court, '03/04/2025', 'mdy')).toBe('2025-03-04');
    expect(cellForField(court, 45_000, 'mdy')).toBe('2023-03-15');
    expect(cellForField(fee, '1.234,50 €', 'mdy')).toBe(1234.5);
    expect(cellForField(fee, '$1,234.50', 'mdy')).toBe(1234.5);
    for (const yes of ['Yes', 'oui', 'Sí', 'ja', 'sim', 'да', '是', 'はい', '예', 'TRUE']) expect(cellForField(vip, yes, 'mdy')).toBe(true);
    for (const no of ['No', 'non', 'nein', 'não', 'нет', '否', 'いいえ', '아니요', '0']) expect(cellForField(vip, no, 'mdy')).toBe(false);
    expect(cellForField(days, 'monday; Friday', 'mdy')).toEqual(['monday', 'Friday']);
    expect(cellForField(days, 'Monday, Tuesday', 'mdy')).toEqual(['Monday', 'Tuesday']);
    expect(cellForField(days, '  ', 'mdy')).toBeNull();
  });

  it('rows carry customFields checked by the schema; a bad value fails the row naming the field', () => {
    const schema = customFieldsSchema(all);
    const mapping = ['name', 'email', customTarget('fcourt'), customTarget('fcase'), customTarget('fvip'), customTarget('fdays')];
    const ok = rowToRecord('clients', ['Ann', 'ann@x.io', '31/12/2025', ' C-12 ', 'oui', 'Friday;monday'], mapping, EMPTY_CATEGORIES, new Date(), {
      dateOrder: 'dmy',
      customFields: schema,
    });
    expect(ok.ok && ok.value.customFields).toEqual({ fcourt: '2025-12-31', fcase: 'C-12', fvip: true, fdays: ['Friday', 'Monday'] });
    const bad = rowToRecord('clients', ['Ann', 'ann@x.io', 'soon', '', '', ''], mapping, EMPTY_CATEGORIES, new Date(), { customFields: schema });
    expect(bad).toEqual({ ok: false, message: 'Court date: Enter a valid date.' });
    const badChoice = rowToRecord('clients', ['Ann', 'ann@x.io', '', '', 'maybe', ''], mapping, EMPTY_CATEGORIES, new Date(), { customFields: schema });
    expect(badChoice).toEqual({ ok: false, message: 'VIP: Answer yes or no.' });
    // Without the schema the custom columns are not imported.
    const none = rowToRecord('clients', ['Ann', 'ann@x.io', 'soon', '', '', ''], mapping, EMPTY_CATEGORIES);
    expect(none.ok && none.value.customFields).toBeUndefined();
  });

  it('a required field: a blank cell fails the row, a missing column is named once', () => {
    const required = { ...caseNo, required: true };
    const schema = customFieldsSchema([court, required]);
    const mapping = ['name', 'email', customTarget('fcase')];
    expect(rowToRecord('clients', ['Ann', 'ann@x.io', ''], mapping, EMPTY_CATEGORIES, new Date(), { customFields: schema })).toEqual({
      ok: false,
      message: 'Case number: This field is required.',
    });
    expect(requiredWithoutColumn([court, required], mapping)).toBeNull();
    expect(requiredWithoutColumn([court, required], ['name', 'email'])).toBe('Case number: This field is required.');
    expect(requiredWithoutColumn([court, { ...required, archived: true }], ['name', 'email'])).toBeNull();
  });

  it('deal rows carry their custom values for the function', () => {
    const result = rowToRecord('deals', ['Big deal', 'Won', '2025-01-02'], ['title', 'stage', customTarget('fcourt')], EMPTY_CATEGORIES, new Date(), {
      customFields: customFieldsSchema([court]),
    });
    expect(result.ok && (result.value as { customFields?: unknown }).customFields).toEqual({ fcourt: '2025-01-02' });
  });
});
