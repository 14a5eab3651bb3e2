// Custom fields through the REST API (functions/src/api/custom-fields.ts) on the Functions
// emulator: clients and deals answer their values under `customFields`, writes are checked by the
// one schema of the account's definitions (400 naming the field by its label, nothing written), a
// PATCH merges per key, GET /v1/fields/{kind} lists the definitions, and a key's member switches
// narrow the values as they narrow the records (docs/decisions/0220).
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { accountPaths } from '../../src/domain/accounts';
import { customField } from '../../src/testing/record-fixtures';
import { callOk } from '../billing/helpers';
import { adminDb, closeAdmin } from '../support/emulators';
import { accountOn, createKey, errorOf, request, setApiSettings } from './api-helpers';
import type { Account } from './api-helpers';

vi.setConfig({ testTimeout: 120_000 });

afterEach(() => setApiSettings(null));
afterAll(closeAdmin);

type Json = Record<string, unknown>;
const dataOf = (r: { body: Json | null }) => (r.body?.data ?? {}) as Json;
const listOf = (r: { body: Json | null }) => (r.body?.data ?? []) as Json[];

const field = customField;

const CLIENT_FIELDS = [
  field('fcourt', 'Court date', 'date', 0),
  field('fhours', 'Hours', 'number', 1),
  field('farea', 'Practice area', 'choices', 2, { choices: ['Family', 'Tenancy'] }),
  field('fvip', 'VIP', 'yesNo', 3),
  field('fold', 'Old code', 'text', 4, { archived: true }),
];
const DEAL_FIELDS = [field('fsource', 'Lead source', 'choice', 0, { choices: ['Web', 'Referral'] }), field('fdue', 'Due', 'date', 1)];

/** What the settings page stores (src/data/fields.ts). */
async function defineFields(account: Account, kind: 'clients' | 'deals', fields: unknown[]) {
  await adminDb().doc(accountPaths.fieldDefinitions(account.uid, kind)).set({ fields, updatedAt: new Date(), updatedBy: account.uid });
}

const stored = async (account: Account, kind: string, id: string) => (await adminDb().doc(`accounts/${account.uid}/${kind}/${id}`).get()).data() ?? {};
const countOf = async (account: Account, kind: string) => (await adminDb().collection(`accounts/${account.uid}/${kind}`).count().get()).data().count;

async function made(key: string, path: string, body: Json): Promise<Json> {
  const r = await request('POST', path, key, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return dataOf(r);
}

describe('custom fields through the API', () => {
  it('an account without fields answers customFields {} and drops any key written', async () => {
    const pro = await accountOn('pro', 'api-cf-none');
    const { key } = await createKey(pro);
    const client = await made(key, '/v1/clients', { name: 'Ada Co', email: 'ada@example.com', customFields: { anything: 'x' } });
    expect(client.customFields).toEqual({});
    expect((await stored(pro, 'clients', String(client.id))).customFields ?? {}).toEqual({});
    expect(dataOf(await request('GET', `/v1/clients/${String(client.id)}`, key)).customFields).toEqual({});
    expect(listOf(await request('GET', '/v1/clients', key))[0]?.customFields).toEqual({});
    expect(listOf(await request('GET', '/v1/fields/clients', key))).toEqual([]);
  });

  it('clients: valid values are stored clean and read back; a bad one is 400 naming the field, and nothing is written', async () => {
    const pro = await accountOn('pro', 'api-cf-clients');
    const { key } = await createKey(pro);
    await defineFields(pro, 'clients', CLIENT_FIELDS);

    const client = await made(key, '/v1/clients', {
      name: 'Ada Co',
      email: 'ada@example.com',
      // A label is taken for its field (ignoring case); numeric text and choices are read as the import reads them; an unknown id is dropped.
      customFields: { fcourt: '2026-12-10', hours: '3.5', farea: ['tenancy', 'Family'], fvip: true, fold: 'ignored', nope: 'dropped' },
    });
    const values = { fcourt: '2026-12-10', fhours: 3.5, farea: ['Tenancy', 'Family'], fvip: true };
    expect(client.customFields).toEqual(values);
    const id = String(client.id);
    expect((await stored(pro, 'clients', id)).customFields).toEqual(values);
    expect(dataOf(await request('GET', `/v1/clients/${id}`, key)).customFields).toEqual(values);
    expect(listOf(await request('GET', '/v1/clients', key)).find((c) => c.id === id)?.customFields).toEqual(values);

    const before = await countOf(pro, 'clients');
    const bad = await request('POST', '/v1/clients', key, { name: 'Bad Co', email: 'bad@example.com', customFields: { fcourt: '10/12/2026' } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toMatchObject({ code: 'invalid-argument', message: 'Court date: Enter a valid date.' });
    expect(errorOf(bad).fields).toEqual({ 'customFields.fcourt': 'Court date: Enter a valid date.' });
    expect(await countOf(pro, 'clients')).toBe(before);

    const badPatch = await request('PATCH', `/v1/clients/${id}`, key, { notes: 'kept?', customFields: { fhours: 'lots' } });
    expect(badPatch.status).toBe(400);
    expect(errorOf(badPatch).message).toBe('Hours: Enter a number.');
    expect((await stored(pro, 'clients', id)).notes).not.toBe('kept?');
    expect((await stored(pro, 'clients', id)).customFields).toEqual(values);

    const notAMap = await request('PATCH', `/v1/clients/${id}`, key, { customFields: ['2026-12-10'] });
    expect(notAMap.status).toBe(400);
    expect(errorOf(notAMap).fields).toHaveProperty('customFields');
  });

  it('a required field needs a value on POST; a PATCH merges per key, null clears one, and leaving customFields out keeps them', async () => {
    const pro = await accountOn('pro', 'api-cf-patch');
    const { key } = await createKey(pro);
    await defineFields(pro, 'clients', [...CLIENT_FIELDS.slice(0, 4), field('fcase', 'Case number', 'text', 5, { required: true })]);

    const missing = await request('POST', '/v1/clients', key, { name: 'No Case', email: 'nocase@example.com' });
    expect(missing.status).toBe(400);
    expect(errorOf(missing).message).toBe('Case number: This field is required.');
    expect(await countOf(pro, 'clients')).toBe(0);

    const id = String(
      (await made(key, '/v1/clients', { name: 'Ada Co', email: 'ada@example.com', customFields: { fcase: 'C-1', fhours: 2, fvip: false } })).id,
    );
    const merged = await request('PATCH', `/v1/clients/${id}`, key, { customFields: { fhours: 4, fvip: null, 'court date': '2027-01-15' } });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const values = { fcourt: '2027-01-15', fhours: 4, fcase: 'C-1' };
    expect(dataOf(merged).customFields).toEqual(values);
    expect((await stored(pro, 'clients', id)).customFields).toEqual(values);

    const other = await request('PATCH', `/v1/clients/${id}`, key, { notes: 'Called' });
    expect(dataOf(other)).toMatchObject({ notes: 'Called', customFields: values });

    const cleared = await request('PATCH', `/v1/clients/${id}`, key, { customFields: { fcase: null } });
    expect(cleared.status).toBe(400);
    expect(errorOf(cleared).message).toBe('Case number: This field is required.');
    expect((await stored(pro, 'clients', id)).customFields).toEqual(values);
  });

  it('deals carry their values too: create, read, 400 naming the field, PATCH merged, a move keeping them', async () => {
    const pro = await accountOn('pro', 'api-cf-deals');
    const { key } = await createKey(pro);
    await defineFields(pro, 'deals', DEAL_FIELDS);
    const clientId = String((await made(key, '/v1/clients', { name: 'Acme Ltd', email: 'acme@example.com' })).id);
    const deal = { title: 'Website', clientId, value: 1200, pipelineId: 'default', stageId: 'lead' };

    const bad = await request('POST', '/v1/deals', key, { ...deal, customFields: { fsource: 'Billboard' } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe('Lead source: Pick one of the offered choices.');
    expect(await countOf(pro, 'deals')).toBe(0);

    const created = await request('POST', '/v1/deals', key, { ...deal, customFields: { fsource: 'web', fdue: '2026-12-20' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = String(dataOf(created).id);
    expect(dataOf(created).customFields).toEqual({ fsource: 'Web', fdue: '2026-12-20' });
    expect(dataOf(await request('GET', `/v1/deals/${id}`, key)).customFields).toEqual({ fsource: 'Web', fdue: '2026-12-20' });
    expect(listOf(await request('GET', '/v1/deals', key))[0]?.customFields).toEqual({ fsource: 'Web', fdue: '2026-12-20' });

    const patched = await request('PATCH', `/v1/deals/${id}`, key, { customFields: { fdue: null, fsource: 'Referral' } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(dataOf(patched).customFields).toEqual({ fsource: 'Referral' });
    const badDate = await request('PATCH', `/v1/deals/${id}`, key, { customFields: { Due: 'soon' } });
    expect(errorOf(badDate).message).toBe('Due: Enter a valid date.');

    // A move to a won stage (its revenue made in the same transaction) keeps the values.
    const won = await request('PATCH', `/v1/deals/${id}`, key, { stageId: 'won', wonAt: '2026-12-01' });
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    expect(dataOf(won)).toMatchObject({ status: 'won', customFields: { fsource: 'Referral' } });
    expect((await stored(pro, 'deals', id)).customFields).toEqual({ fsource: 'Referral' });
  });

  it('GET /v1/fields/{clients,deals} lists the definitions (archived included); other kinds are 404, writes 405, and the toggles gate them', async () => {
    const pro = await accountOn('pro', 'api-cf-defs');
    const { key } = await createKey(pro);
    await defineFields(pro, 'clients', CLIENT_FIELDS);
    await defineFields(pro, 'deals', DEAL_FIELDS);

    const clients = await request('GET', '/v1/fields/clients', key);
    expect(clients.status).toBe(200);
    expect(listOf(clients)).toEqual(CLIENT_FIELDS);
    expect(listOf(await request('GET', '/v1/fields/deals', key))).toEqual(DEAL_FIELDS);

    expect((await request('GET', '/v1/fields/tasks', key)).status).toBe(404);
    expect(errorOf(await request('GET', '/v1/fields', key)).message).toMatch(/\/v1\/fields\/clients and \/v1\/fields\/deals/);
    expect((await request('POST', '/v1/fields/clients', key, { label: 'x' })).status).toBe(405);

    await setApiSettings({ endpoints: { clients: false, data: true, auth: true } });
    expect((await request('GET', '/v1/fields/clients', key)).status).toBe(403);
    expect((await request('GET', '/v1/fields/deals', key)).status).toBe(200);
    await setApiSettings({ endpoints: { clients: true, data: false, auth: true } });
    expect((await request('GET', '/v1/fields/deals', key)).status).toBe(403);
    expect((await request('GET', '/v1/fields/clients', key)).status).toBe(200);
  });

  it("a key's member switches apply to the values: a narrowed member reads and writes only their own records' values; a viewer reads them and the fields, but writes none", async () => {
    const owner = await accountOn('pro', 'api-cf-owner');
    const helper = await accountOn('basic', 'api-cf-helper');
    const seat = adminDb().doc(accountPaths.member(owner.uid, helper.uid));
    const asRole = (role: string, ownRecordsOnly = false) =>
      seat.set({ role, ownRecordsOnly, payroll: false, email: helper.email, displayName: '', joinedAt: new Date(), invitedBy: owner.uid });
    await asRole('manager');
    const { key } = await callOk<{ key: string }>('createApiKey', { name: 'Team', accountId: owner.uid }, helper.idToken);
    const { key: ownerKey } = await createKey(owner);
    await defineFields(owner, 'clients', CLIENT_FIELDS);
    const ownersClient = String((await made(ownerKey, '/v1/clients', { name: 'Owner Co', email: 'o@example.com', customFields: { fhours: 1 } })).id);
    const helpersClient = String(
      (await made(ownerKey, '/v1/clients', { name: 'Helper Co', email: 'h@example.com', ownerId: helper.uid, customFields: { fhours: 2 } })).id,
    );

    await asRole('member', true);
    expect(listOf(await request('GET', '/v1/clients', key)).map((c) => c.customFields)).toEqual([{ fhours: 2 }]);
    expect((await request('GET', `/v1/clients/${ownersClient}`, key)).status).toBe(404);
    const hidden = await request('PATCH', `/v1/clients/${ownersClient}`, key, { customFields: { fhours: 9 } });
    expect(hidden.status).toBe(404);
    expect((await stored(owner, 'clients', ownersClient)).customFields).toEqual({ fhours: 1 });
    const own = await request('PATCH', `/v1/clients/${helpersClient}`, key, { customFields: { fhours: 3 } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(dataOf(own).customFields).toEqual({ fhours: 3 });
    expect((await request('GET', '/v1/fields/clients', key)).status).toBe(200);

    await asRole('viewer');
    expect(dataOf(await request('GET', `/v1/clients/${ownersClient}`, key)).customFields).toEqual({ fhours: 1 });
    expect(listOf(await request('GET', '/v1/fields/clients', key)).map((f) => f.id)).toEqual(CLIENT_FIELDS.map((f) => f.id));
    const write = await request('PATCH', `/v1/clients/${ownersClient}`, key, { customFields: { fhours: 9 } });
    expect(write.status).toBe(403);
    expect((await stored(owner, 'clients', ownersClient)).customFields).toEqual({ fhours: 1 });
  });
});
