import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { toDataError } from './errors';

describe('toDataError', () => {
  it('gives a function’s own message without the HTTP status the functions SDK appends', () => {
    const e = toDataError(new FirebaseError('functions/permission-denied', 'You do not have permission to save this record [403]'));
    expect(e).toMatchObject({ code: 'functions/permission-denied', message: 'You do not have permission to save this record' });
  });

  it('leaves other messages as they are', () => {
    expect(toDataError(new FirebaseError('permission-denied', 'Missing or insufficient permissions [403]')).message).toBe('Missing or insufficient permissions [403]');
    expect(toDataError(new FirebaseError('functions/internal', 'internal')).message).toBe('internal');
  });
});
