// The REST API's rate limits hold per account as well as per key: more keys do not multiply
// them, and deleting a key and making a new one does not start the counts afresh.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { API_DEFAULTS } from '../../src/domain/system-settings/api';
import { callFn } from '../billing/helpers';
import { adminDb, closeAdmin } from '../support/emulators';
import { accountOn, createKey, errorOf, request, setApiSettings } from './api-helpers';

vi.setConfig({ testTimeout: 120_000 });

afterEach(() => setApiSettings(null));
afterAll(closeAdmin);

/** Waits for a fresh minute when too little of this one is left for the test's requests. */
async function startOfAMinute() {
  const second = new Date().getSeconds();
  if (second > 35) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
}

describe('API rate limits per account', () => {
  it('two keys of one account share the per-minute limit', async () => {
    await startOfAMinute();
    const pro = await accountOn('pro', 'limit-keys');
    const a = await createKey(pro, 'A');
    const b = await createKey(pro, 'B');
    await setApiSettings({ ...API_DEFAULTS, rateLimitPerMinute: 10 });
    for (let i = 0; i < 5; i += 1) {
      expect((await request('GET', '/v1/clients', a.key)).status).toBe(200);
      expect((await request('GET', '/v1/clients', b.key)).status).toBe(200);
    }
    const limited = await request('GET', '/v1/clients', b.key);
    expect(limited.status).toBe(429);
    expect(errorOf(limited).message).toBe('Rate limit exceeded: at most 10 requests per minute for this account (all its API keys together).');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another account is not held back.
    const other = await accountOn('pro', 'limit-other');
    expect((await request('GET', '/v1/clients', (await createKey(other)).key)).status).toBe(200);
  });

  it('deleting a key and making a new one does not reset the counts', async () => {
    await startOfAMinute();
    const pro = await accountOn('pro', 'limit-recreate');
    const first = await createKey(pro, 'First');
    await setApiSettings({ ...API_DEFAULTS, rateLimitPerMinute: 10 });
    for (let i = 0; i < 10; i += 1) expect((await request('GET', '/v1/clients', first.key)).status).toBe(200);
    expect((await callFn('deleteApiKey', { id: first.id }, pro.idToken)).ok).toBe(true);
    const second = await createKey(pro, 'Second');
    expect((await request('GET', '/v1/clients', second.key)).status).toBe(429);
  });

  it('the per-day limit counts the requests of keys deleted since, and answers 429 until midnight UTC', async () => {
    const pro = await accountOn('pro', 'limit-day');
    const old = await createKey(pro, 'Old');
    expect((await request('GET', '/v1/clients', old.key)).status).toBe(200);
    // What 10,000 requests of today through the old key leave behind once it is deleted.
    const day = Math.floor(Date.now() / 86_400_000);
    await adminDb().doc(`apiUsage/${old.id}`).set({ minute: 0, minuteCount: 0, day, dayCount: 10_000 });
    await adminDb().doc(`apiAccountUsage/${pro.uid}`).set({ minute: 0, minuteCount: 0, day, dayCount: 10_000 });
    expect((await callFn('deleteApiKey', { id: old.id }, pro.idToken)).ok).toBe(true);
    expect((await adminDb().doc(`apiUsage/${old.id}`).get()).exists).toBe(false);

    const fresh = await createKey(pro, 'Fresh');
    const limited = await request('GET', '/v1/clients', fresh.key);
    expect(limited.status).toBe(429);
    expect(errorOf(limited).message).toBe('Rate limit exceeded: at most 10000 requests per day for this account (all its API keys together).');
    const untilMidnight = Math.ceil(((day + 1) * 86_400_000 - Date.now()) / 1000);
    expect(Math.abs(Number(limited.headers.get('retry-after')) - untilMidnight)).toBeLessThanOrEqual(5);
  });
});
