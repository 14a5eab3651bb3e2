import { describe, expect, it } from 'vitest';
import { DataError } from '../../data/contract';
import { saveErrorText } from './field-error';

describe('saveErrorText', () => {
  it("says that part of the app is not downloaded yet, never the browser's module error or its file", () => {
    for (const error of [
      new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/schemas-CZPKFoDq.js'),
      new DataError('app/not-downloaded', 'Part of the app has not been downloaded yet.'),
    ]) {
      const text = saveErrorText(error);
      expect(text).toBe(
        'Could not save your changes: this part of the app has not been downloaded yet, and that needs a connection. Your input is kept; try again once you are back online.',
      );
      expect(saveErrorText(error, 'delete the client')).toContain('Could not delete the client: this part of the app has not been downloaded yet');
    }
  });

  it('says that a change the server has not confirmed is kept and will be sent', () => {
    const error = new DataError('app/unconfirmed', 'The server has not confirmed the change yet.');
    expect(saveErrorText(error)).toBe(
      'The server has not confirmed your changes yet. They are kept in this browser and will be sent when the connection works again; your input is kept.',
    );
    expect(saveErrorText(error, 'delete the client')).toBe(
      'The server has not confirmed it yet (delete the client). The change is kept in this browser and will be sent when the connection works again.',
    );
  });

  it('says that the server could not be reached when a save had no answer in time', () => {
    expect(saveErrorText(new DataError('deadline-exceeded'))).toBe(
      'Could not save your changes: the server cannot be reached. Check your connection and try again; your input is kept.',
    );
  });
});
