import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { toDataError } from './errors';

describe('toDataError', () => {
  it('gives a function’s own message without the HTTP status the functions SDK appends', () => {
    const e = toDataError(new FirebaseError('functions/permission-denied', 'You do not have permission to save this record [403]'));
    expect(e).toMatchObject({ code: 'functions/permission-denied', message: 'You do not have permission to save this record' });
  });

  it('leaves other messages as they are', () => {
    expect(toDataError(new FirebaseError('permission-denied', 'Missing or insufficient permissions [403]')).message).toBe(
      'Missing or insufficient permissions [403]',
    );
    expect(toDataError(new FirebaseError('functions/internal', 'internal')).message).toBe('internal');
  });
});

describe('a chunk of the app that could not be fetched', () => {
  it('becomes a DataError that names no file, whatever the browser says', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/schemas-CZPKFoDq.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: http://127.0.0.1:5000/assets/schemas-CZPKFoDq.js',
    ]) {
      expect(toDataError(new TypeError(message))).toMatchObject({ code: 'app/not-downloaded', message: 'Part of the app has not been downloaded yet.' });
    }
  });
});
