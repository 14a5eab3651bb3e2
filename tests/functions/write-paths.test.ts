// The functions' write paths against the owner's maintenance switch and Firestore's id rules:
// with maintenance mode on, the REST API, imports and their undo, Edit Profile, onboarding and
// API-key creation refuse a user who is not staff with the owner's message (the rules already
// did so for the browser's own writes); record ids Firestore cannot hold answer 400, not 500.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { GLOBAL_DEFAULTS } from '../../src/domain/system-settings/global';
import { callFn, callOk } from '../billing/helpers';
import { adminDb, closeAdmin } from '../support/emulators';
import { clientInput } from '../support/records';
import { accountOn, createKey, errorOf, request } from './api-helpers';
import type { Account } from './api-helpers';

vi.setConfig({ testTimeout: 120_000 });

const MESSAGE = 'Upgrading the database: back at 06:00 UTC.';
const global = () => adminDb().doc('systemSettings/global');
const maintenance = (on: boolean) => global().set({ ...GLOBAL_DEFAULTS, maintenanceMode: on, maintenanceMessage: MESSAGE });
const batchId = () => `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function clientCount(uid: string) {
  return (await adminDb().collection(`accounts/${uid}/clients`).count().get()).data().count;
}

async function asAdmin(account: Account) {
  await adminDb().doc(`users/${account.uid}`).set({ role: 'admin' }, { merge: true });
}

afterEach(() => global().delete());
afterAll(closeAdmin);

describe('maintenance mode on the functions', () => {
  it("the REST API refuses creates, updates and deletes with 503 and the owner's message, and still reads", async () => {
    const pro = await accountOn('pro', 'maint-api');
    const { key } = await createKey(pro);
    const made = await request('POST', '/v1/clients', key, { name: 'Before', email: 'before@example.com' });
    expect(made.status).toBe(201);
    const id = String((made.body?.data as { id: string }).id);

    await maintenance(true);
    const post = await request('POST', '/v1/clients', key, { name: 'During', email: 'during@example.com' });
    expect(post.status).toBe(503);
    expect(errorOf(post)).toEqual({ status: 503, code: 'maintenance', message: MESSAGE });
    const patch = await request('PATCH', `/v1/clients/${id}`, key, { name: 'Renamed' });
    expect(patch.status).toBe(503);
    const del = await request('DELETE', `/v1/clients/${id}`, key);
    expect(del.status).toBe(503);
    expect(errorOf(del).message).toBe(MESSAGE);

    const read = await request('GET', `/v1/clients/${id}`, key);
    expect(read.status).toBe(200);
    expect((read.body?.data as { name: string }).name).toBe('Before');
    expect(await clientCount(pro.uid)).toBe(1);

    await maintenance(false);
    expect((await request('DELETE', `/v1/clients/${id}`, key)).status).toBe(204);
  });

  it("a staff account's key still writes through the API while maintenance is on", async () => {
    const admin = await accountOn('pro', 'maint-staff');
    await asAdmin(admin);
    const { key } = await createKey(admin);
    await maintenance(true);
    expect((await request('POST', '/v1/clients', key, { name: 'Staff', email: 'staff@example.com' })).status).toBe(201);
  });

  it('importRecords and undoImport refuse a user with the message, and write nothing', async () => {
    const pro = await accountOn('pro', 'maint-import');
    const id = batchId();
    await callOk('importRecords', { kind: 'clients', batchId: id, part: 0, rows: [{ label: 'Row 2', input: clientInput(1) }] }, pro.idToken);
    expect(await clientCount(pro.uid)).toBe(1);

    await maintenance(true);
    const more = await callFn(
      'importRecords',
      { kind: 'clients', batchId: batchId(), part: 0, rows: [{ label: 'Row 2', input: clientInput(2) }] },
      pro.idToken,
    );
    expect(more).toEqual({ ok: false, status: 'FAILED_PRECONDITION', message: MESSAGE });
    const undo = await callFn('undoImport', { batchId: id, part: 0 }, pro.idToken);
    expect(undo).toEqual({ ok: false, status: 'FAILED_PRECONDITION', message: MESSAGE });
    expect(await clientCount(pro.uid)).toBe(1);
  });

  it('Edit Profile, onboarding and a new API key are refused with the message; disabling a key is not', async () => {
    const pro = await accountOn('pro', 'maint-profile');
    const { id } = await createKey(pro);
    await maintenance(true);

    expect(await callFn('saveProfile', { displayName: 'During Maintenance' }, pro.idToken)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: MESSAGE,
    });
    expect((await adminDb().doc(`users/${pro.uid}`).get()).get('displayName')).not.toBe('During Maintenance');
    expect(await callFn('completeOnboarding', { sessionId: 'cs_test_whatever', businessName: 'Acme' }, pro.idToken)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: MESSAGE,
    });
    expect(await callFn('createApiKey', { name: 'During' }, pro.idToken)).toEqual({ ok: false, status: 'FAILED_PRECONDITION', message: MESSAGE });
    // Taking access away stays possible.
    expect(await callFn('setApiKeyEnabled', { id, enabled: false }, pro.idToken)).toMatchObject({ ok: true });
  });

  it('a staff account saves its profile while maintenance is on', async () => {
    const admin = await accountOn('pro', 'maint-staff-profile');
    await asAdmin(admin);
    await maintenance(true);
    expect(await callFn('saveProfile', { displayName: 'Staff At Work' }, admin.idToken)).toMatchObject({ ok: true });
  });
});

describe('record ids the API cannot store', () => {
  it("a reserved or over-1,500-byte id answers 400 with the API's error shape on GET, PATCH and DELETE", async () => {
    const pro = await accountOn('pro', 'bad-id');
    const { key } = await createKey(pro);
    const ids = ['__x__', '__name__', 'a'.repeat(1501), 'é'.repeat(751)];
    for (const id of ids) {
      const path = `/v1/clients/${encodeURIComponent(id)}`;
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { name: 'x' }],
        ['DELETE', undefined],
      ] as const) {
        const r = await request(method, path, key, body);
        expect({ id: id.slice(0, 12), method, status: r.status }).toEqual({ id: id.slice(0, 12), method, status: 400 });
        expect(errorOf(r)).toMatchObject({ status: 400, code: 'invalid-argument', message: expect.stringMatching(/record id is not valid/) });
      }
    }
    // A 1,500-byte id is a valid one: not found, as any unknown id.
    expect((await request('GET', `/v1/clients/${'a'.repeat(1500)}`, key)).status).toBe(404);
  });
});
