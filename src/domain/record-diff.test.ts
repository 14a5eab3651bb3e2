import { describe, expect, it } from 'vitest';
import { changedFields } from './record-diff';

describe('changed fields', () => {
  it('keeps only the fields whose value changed, arrays compared by content', () => {
    const a = { name: 'A', value: 1, tags: ['x'], notes: '' };
    expect(changedFields(a, { ...a, value: 2, tags: ['x'] })).toEqual({ value: 2 });
    expect(changedFields(a, { ...a, tags: ['y'] })).toEqual({ tags: ['y'] });
    expect(changedFields(a, { ...a })).toEqual({});
  });
});
