// Activities through the REST API (functions/src/api/activities.ts) on the Functions emulator:
// the app's activity schema and its messages, the API's stamp, the client's last contact moved as
// the app moves it, a client's timeline newest first in pages, and a member narrowed to their own
// records seeing and logging only on their own clients.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_MESSAGES } from '../../src/domain/activities';
import { accountPaths } from '../../src/domain/accounts';
import { adminDb, closeAdmin } from '../support/emulators';
import { callOk } from '../billing/helpers';
import { accountOn, createKey, errorOf, request, setApiSettings } from './api-helpers';

vi.setConfig({ testTimeout: 120_000 });

afterEach(() => setApiSettings(null));
afterAll(closeAdmin);

type Json = Record<string, unknown>;
const dataOf = (r: { body: Json | null }) => (r.body?.data ?? {}) as Json;
const listOf = (r: { body: Json | null }) => (r.body?.data ?? []) as Json[];

async function client(key: string, over: Json = {}): Promise<string> {
  const r = await request('POST', '/v1/clients', key, { name: 'Acme', email: `acme${Math.random().toString(36).slice(2)}@example.com`, ...over });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return String(dataOf(r).id);
}

describe('activities through the API', () => {
  it("logs a call stamped as the API's, moving the client's last contact; a note moves only its last activity", async () => {
    const owner = await accountOn('pro', 'api-act');
    const { key } = await createKey(owner);
    const id = await client(key, { lastContact: '2026-01-01' });
    const call = await request('POST', '/v1/activities', key, {
      clientId: id,
      kind: 'call',
      at: '2026-11-20T15:30:00.000Z',
      duration: '25',
      outcome: 'Will renew',
      text: 'Asked about\nthe renewal',
    });
    expect(call.status, JSON.stringify(call.body)).toBe(201);
    expect(dataOf(call)).toMatchObject({
      clientId: id,
      kind: 'call',
      at: '2026-11-20T15:30:00.000Z',
      duration: 25,
      outcome: 'Will renew',
      text: 'Asked about\nthe renewal',
      authorId: owner.uid,
      ownerId: owner.uid,
      mentions: [],
      source: 'api',
    });
    const stored =
      (
        await adminDb()
          .doc(`${accountPaths.records(owner.uid, 'clients')}/${id}`)
          .get()
      ).data() ?? {};
    expect(stored).toMatchObject({ lastContact: '2026-11-20', lastActivity: '2026-11-20', updatedBy: owner.uid });
    expect(String(stored.writeMark)).toMatch(/^api:/);

    // An older call leaves the later contact as it is; a note moves the last activity only.
    await request('POST', '/v1/activities', key, { clientId: id, kind: 'meeting', at: '2026-10-01T09:00:00Z' });
    const note = await request('POST', '/v1/activities', key, { clientId: id, kind: 'note', at: '2026-11-25T08:00:00Z', text: 'Sent the offer' });
    expect(note.status).toBe(201);
    expect(dataOf(note)).toMatchObject({ duration: 0, outcome: '' });
    const after =
      (
        await adminDb()
          .doc(`${accountPaths.records(owner.uid, 'clients')}/${id}`)
          .get()
      ).data() ?? {};
    expect(after).toMatchObject({ lastContact: '2026-11-20', lastActivity: '2026-11-25' });
  });

  it("refuses a caller's mistakes with 400 and the app's messages, writing nothing", async () => {
    const owner = await accountOn('pro', 'api-act-bad');
    const { key } = await createKey(owner);
    const id = await client(key);
    const cases: [Json, string, string][] = [
      [{ clientId: id, kind: 'note', text: '   ' }, 'text', ACTIVITY_MESSAGES.textRequired],
      [{ clientId: id, kind: 'visit' }, 'kind', ACTIVITY_MESSAGES.kindInvalid],
      [{ kind: 'call' }, 'clientId', ACTIVITY_MESSAGES.clientRequired],
      [{ clientId: id, kind: 'call', duration: 2000 }, 'duration', ACTIVITY_MESSAGES.durationInvalid],
      [{ clientId: id, kind: 'call', at: 'soon' }, 'at', ACTIVITY_MESSAGES.atInvalid],
      [{ clientId: id, kind: 'note', text: 'x'.repeat(5001) }, 'text', ACTIVITY_MESSAGES.textTooLong],
      [{ clientId: 'nobody-here', kind: 'call' }, 'clientId', 'No client with id "nobody-here".'],
      [
        { clientId: id, kind: 'note', text: 'Hi @x', mentions: ['stranger'] },
        'mentions',
        '"stranger" is not a member of this account: a note mentions members only.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const r = await request('POST', '/v1/activities', key, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(r).message).toBe(message);
      expect(errorOf(r).fields).toHaveProperty(field);
    }
    expect((await adminDb().collection(`accounts/${owner.uid}/activities`).get()).size).toBe(0);
    const mention = await request('POST', '/v1/activities', key, { clientId: id, kind: 'note', text: 'Hi', mentions: [owner.uid] });
    expect(mention.status).toBe(201);
    expect(dataOf(mention).mentions).toEqual([owner.uid]);
    expect((await request('PATCH', '/v1/activities', key, {})).status).toBe(405);
    expect((await request('GET', '/v1/activities/abc', key)).status).toBe(404);
  });

  it("lists a client's activities newest first, in pages, by kind", async () => {
    const owner = await accountOn('pro', 'api-act-list');
    const { key } = await createKey(owner);
    const id = await client(key);
    const other = await client(key);
    for (const [kind, day] of [
      ['call', '01'],
      ['note', '03'],
      ['meeting', '02'],
    ] as const) {
      const r = await request('POST', '/v1/activities', key, { clientId: id, kind, at: `2026-11-${day}T10:00:00Z`, text: `${kind} ${day}` });
      expect(r.status).toBe(201);
    }
    await request('POST', '/v1/activities', key, { clientId: other, kind: 'call', at: '2026-11-04T10:00:00Z' });
    const first = await request('GET', `/v1/activities?clientId=${id}&limit=2`, key);
    expect(first.status).toBe(200);
    expect(listOf(first).map((a) => a.text)).toEqual(['note 03', 'meeting 02']);
    expect(first.body?.nextCursor).toBe(listOf(first)[1]?.id);
    const second = await request('GET', `/v1/activities?clientId=${id}&limit=2&cursor=${String(first.body?.nextCursor)}`, key);
    expect(listOf(second).map((a) => a.text)).toEqual(['call 01']);
    expect(second.body?.nextCursor).toBeNull();
    expect(listOf(await request('GET', `/v1/activities?clientId=${id}&kind=call`, key)).map((a) => a.text)).toEqual(['call 01']);

    const noClient = await request('GET', '/v1/activities', key);
    expect(noClient.status).toBe(400);
    expect(errorOf(noClient).fields).toHaveProperty('clientId');
    expect((await request('GET', '/v1/activities?clientId=missing', key)).status).toBe(404);
    expect((await request('GET', `/v1/activities?clientId=${id}&kind=visit`, key)).status).toBe(400);
    expect((await request('GET', `/v1/activities?clientId=${other}&cursor=${String(first.body?.nextCursor)}`, key)).status).toBe(400);
  });

  it('a member narrowed to their own records sees and logs only on their own clients; a viewer reads', async () => {
    const owner = await accountOn('pro', 'api-act-own');
    const helper = await accountOn('basic', 'api-act-helper');
    const seat = adminDb().doc(accountPaths.member(owner.uid, helper.uid));
    const asRole = (role: string, ownRecordsOnly: boolean) =>
      seat.set({ role, ownRecordsOnly, payroll: false, email: helper.email, displayName: '', joinedAt: new Date(), invitedBy: owner.uid });
    await asRole('manager', false);
    const { key } = await callOk<{ key: string }>('createApiKey', { name: 'Team', accountId: owner.uid }, helper.idToken);
    const { key: ownerKey } = await createKey(owner);
    const owners = await client(ownerKey);
    const helpers = await client(ownerKey, { ownerId: helper.uid });
    await request('POST', '/v1/activities', ownerKey, { clientId: owners, kind: 'call', text: 'Owner call' });
    await request('POST', '/v1/activities', ownerKey, { clientId: helpers, kind: 'call', text: 'On the helper client' });

    await asRole('member', true);
    const hidden = await request('GET', `/v1/activities?clientId=${owners}`, key);
    expect(hidden.status).toBe(404);
    expect(errorOf(hidden).message).toBe(`No client with id "${owners}".`);
    expect(listOf(await request('GET', `/v1/activities?clientId=${helpers}`, key)).map((a) => a.text)).toEqual(['On the helper client']);
    const onOthers = await request('POST', '/v1/activities', key, { clientId: owners, kind: 'note', text: 'Sneaky' });
    expect(onOthers.status).toBe(400);
    expect(errorOf(onOthers).message).toBe(`No client with id "${owners}".`);
    const mine = await request('POST', '/v1/activities', key, { clientId: helpers, kind: 'email', text: 'Sent the brochure' });
    expect(mine.status).toBe(201);
    expect(dataOf(mine)).toMatchObject({ authorId: helper.uid, ownerId: helper.uid, source: 'api' });

    await asRole('viewer', false);
    expect(listOf(await request('GET', `/v1/activities?clientId=${owners}`, key))).toHaveLength(1);
    expect((await request('POST', '/v1/activities', key, { clientId: owners, kind: 'note', text: 'No' })).status).toBe(403);
  });

  it('the OpenAPI description names the activity endpoints', async () => {
    const doc = (await request('GET', '/v1/openapi.json', null)).body as { paths: Json; components: { schemas: Record<string, { properties?: Json }> } };
    expect(Object.keys(doc.paths)).toContain('/v1/activities');
    expect(Object.keys(doc.components.schemas.ActivityInput?.properties ?? {})).toEqual(
      expect.arrayContaining(['clientId', 'kind', 'at', 'text', 'duration', 'outcome', 'mentions']),
    );
  });
});
