// The REST API's custom field checks (custom-fields.ts) without the emulators: the one schema of
// the definitions, a 400 naming the field, a PATCH merged per key, keys by label, no definitions.
import { describe, expect, it } from 'vitest';
import type { CustomFieldDefinition } from '../../../src/domain/custom-fields';
import { checkedValues, valuesJson } from './custom-fields';
import { ApiError } from './errors';

const def = (id: string, label: string, kind: CustomFieldDefinition['kind'], extra: Partial<CustomFieldDefinition> = {}): CustomFieldDefinition => ({
  id,
  label,
  kind,
  required: false,
  choices: [],
  archived: false,
  order: 0,
  ...extra,
});

const DEFS = [
  def('court', 'Court date', 'date', { order: 0 }),
  def('hours', 'Hours', 'number', { order: 1 }),
  def('area', 'Practice area', 'choices', { order: 2, choices: ['Family', 'Tenancy'] }),
  def('old', 'Old code', 'text', { order: 3, archived: true }),
];

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('custom fields through the API', () => {
  it('a create checks every value against its kind, drops unknown ids and stores the clean values', () => {
    expect(checkedValues(DEFS, { court: '2026-12-10', hours: '3.5', area: 'tenancy; family', nope: 'x' }, { given: true, partial: false })).toEqual({
      court: '2026-12-10',
      hours: 3.5,
      area: ['Tenancy', 'Family'],
    });
  });

  it('a bad value is a 400 whose message names the field by its label, with the field in `fields`', () => {
    const e = refusal(() => checkedValues(DEFS, { court: '10/12/2026' }, { given: true, partial: false }));
    expect(e.status).toBe(400);
    expect(e.message).toBe('Court date: Enter a valid date.');
    expect(e.extra.fields).toEqual({ 'customFields.court': 'Court date: Enter a valid date.' });
  });

  it('a required field needs a value on create, even when customFields is left out', () => {
    const defs = [def('court', 'Court date', 'date', { required: true })];
    expect(refusal(() => checkedValues(defs, undefined, { given: false, partial: false })).message).toBe('Court date: This field is required.');
    // An archived required field asks nothing.
    expect(checkedValues([{ ...defs[0]!, archived: true }], undefined, { given: false, partial: false })).toEqual({});
  });

  it('a PATCH merges per key: the keys sent change, null clears one, the others and archived ones stay', () => {
    const previous = { court: '2026-12-10', hours: 2, area: ['Family'], old: 'A-1' };
    expect(checkedValues(DEFS, { hours: 4, court: null, old: 'changed' }, { given: true, partial: true, previous })).toEqual({
      hours: 4,
      area: ['Family'],
      old: 'A-1',
    });
    expect(checkedValues(DEFS, undefined, { given: false, partial: true, previous })).toBeUndefined();
    // A required field may not be cleared.
    const required = DEFS.map((d) => (d.id === 'hours' ? { ...d, required: true } : d));
    expect(refusal(() => checkedValues(required, { hours: null }, { given: true, partial: true, previous })).message).toBe('Hours: This field is required.');
  });

  it("a key may be a field's label, ignoring case; the id wins", () => {
    expect(checkedValues(DEFS, { 'court DATE': '2027-01-02', Hours: 1 }, { given: true, partial: false })).toEqual({ court: '2027-01-02', hours: 1 });
  });

  it('customFields that is not a map is a 400 saying what it must be', () => {
    for (const bad of [null, 'x', ['a'], 3]) {
      const e = refusal(() => checkedValues(DEFS, bad, { given: true, partial: true, previous: {} }));
      expect(e.message).toMatch(/customFields must be a JSON object/);
    }
  });

  it('an account without definitions: nothing to write when none are sent, every key dropped when some are; reads answer {}', () => {
    expect(checkedValues([], undefined, { given: false, partial: false })).toBeUndefined();
    expect(checkedValues([], { anything: 'x' }, { given: true, partial: false })).toEqual({});
    expect(valuesJson([], { anything: 'x' })).toEqual({});
    expect(valuesJson(DEFS, { court: '2026-12-10', gone: 'y', hours: null })).toEqual({ court: '2026-12-10' });
  });
});
