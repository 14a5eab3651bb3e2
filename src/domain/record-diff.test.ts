import { describe, expect, it } from 'vitest';
import { changedFields } from './record-diff';

describe('changed fields', () => {
  it('keeps only the fields whose value changed, arrays compared by content', () => {
    const a = { name: 'A', value: 1, tags: ['x'], notes: '' };
    expect(changedFields(a, { ...a, value: 2, tags: ['x'] })).toEqual({ value: 2 });
    expect(changedFields(a, { ...a, tags: ['y'] })).toEqual({ tags: ['y'] });
    expect(changedFields(a, { ...a })).toEqual({});
  });

  it('takes an optional field the record never had, left blank, as no change, and a value given to it as one', () => {
    const old: { title: string; clientId?: string } = { title: 'T' };
    expect(changedFields(old, { title: 'T', clientId: '' })).toEqual({});
    expect(changedFields(old, { title: 'T', clientId: 'c1' })).toEqual({ clientId: 'c1' });
  });
});
