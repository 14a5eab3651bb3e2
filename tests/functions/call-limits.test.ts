// Callables anyone may call often and that write each time are bounded per caller: the sign-out
// and data-export log entries per account (visitors' checkout starts: tests/billing/checkout-safety).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { callFn } from '../billing/helpers';
import { adminDb, closeAdmin } from '../support/emulators';
import { accountOn } from './api-helpers';

vi.setConfig({ testTimeout: 120_000 });

afterAll(closeAdmin);

describe('log callables', () => {
  it('sign-out and data-export entries are bounded at 30 an hour per account', async () => {
    const user = await accountOn('basic', 'log-bound');
    for (const name of ['logSignOutEvent', 'logDataExportEvent']) {
      for (let i = 0; i < 30; i += 1) expect((await callFn(name, { format: 'csv' }, user.idToken)).ok, `${name} ${i + 1}`).toBe(true);
      expect(await callFn(name, { format: 'csv' }, user.idToken)).toEqual({
        ok: false,
        status: 'RESOURCE_EXHAUSTED',
        message: 'Too many requests. Please wait a few minutes and try again.',
      });
    }
    const entries = await adminDb().collection('systemActivity').where('targetUid', '==', user.uid).get();
    expect(entries.docs.filter((d) => d.get('type') === 'LOGOUT')).toHaveLength(30);
    expect(entries.docs.filter((d) => d.get('type') === 'DATA_EXPORTED')).toHaveLength(30);
  });
});
