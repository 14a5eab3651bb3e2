// Deals and pipelines through the REST API (functions/src/api/deals.ts) on the Functions emulator:
// the one deal schema, the won-deal revenue made once in the deal's transaction, reopening with
// or without its revenue, filters and pages, pipelines edited only by owners and managers, and a
// member narrowed to their own records.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { accountPaths } from '../../src/domain/accounts';
import { DEAL_MESSAGES } from '../../src/domain/deals';
import { adminDb, closeAdmin } from '../support/emulators';
import { callOk } from '../billing/helpers';
import { accountOn, createKey, errorOf, request, setApiSettings } from './api-helpers';
import type { Account } from './api-helpers';

vi.setConfig({ testTimeout: 120_000 });

afterEach(() => setApiSettings(null));
afterAll(closeAdmin);

type Json = Record<string, unknown>;
const dataOf = (r: { body: Json | null }) => (r.body?.data ?? {}) as Json;

async function withClient(key: string, name = 'Acme Ltd'): Promise<string> {
  const made = await request('POST', '/v1/clients', key, { name, email: `${name.replace(/\W/g, '').toLowerCase()}@example.com` });
  expect(made.status).toBe(201);
  return String(dataOf(made).id);
}

const revenuesOf = async (account: Account) =>
  (await adminDb().collection(`accounts/${account.uid}/revenues`).get()).docs.map((d) => ({ ...d.data(), id: d.id }) as Json);

describe('deals through the API', () => {
  it('creates, lists with filters and pages, gets, updates and deletes deals', async () => {
    const pro = await accountOn('pro', 'api-deals');
    const { key } = await createKey(pro);
    const acme = await withClient(key, 'Acme Ltd');
    const beta = await withClient(key, 'Beta Co');

    const made = await request('POST', '/v1/deals', key, { title: '  Website  ', clientId: acme, value: 1200, pipelineId: 'default', stageId: 'lead' });
    expect(made.status).toBe(201);
    const deal = dataOf(made);
    expect(deal).toMatchObject({
      title: 'Website',
      clientId: acme,
      value: 1200,
      status: 'open',
      stageId: 'lead',
      ownerId: pro.uid,
      createdBy: pro.uid,
      revenueId: '',
    });
    expect(made.body?.revenue).toBeNull();
    await request('POST', '/v1/deals', key, { title: 'Logo', clientId: beta, value: 300, pipelineId: 'default', stageId: 'proposal' });
    await request('POST', '/v1/deals', key, { title: 'Print', clientId: acme, value: 50, pipelineId: 'default', stageId: 'proposal', probability: '60%' });

    const first = await request('GET', '/v1/deals?limit=2', key);
    expect((first.body?.data as unknown[]).length).toBe(2);
    const second = await request('GET', `/v1/deals?limit=2&cursor=${String(first.body?.nextCursor)}`, key);
    expect((second.body?.data as unknown[]).length).toBe(1);
    expect(second.body?.nextCursor).toBeNull();
    const titles = async (q: string) => ((await request('GET', `/v1/deals?${q}`, key)).body?.data as Json[]).map((d) => d.title).sort();
    expect(await titles(`clientId=${acme}`)).toEqual(['Print', 'Website']);
    expect(await titles('stageId=proposal')).toEqual(['Logo', 'Print']);
    expect(await titles(`stageId=proposal&clientId=${acme}`)).toEqual(['Print']);
    expect(await titles('status=open&pipelineId=default')).toEqual(['Logo', 'Print', 'Website']);
    expect(await titles(`ownerId=${pro.uid}`)).toHaveLength(3);
    expect(await titles('status=won')).toEqual([]);
    const badStatus = await request('GET', '/v1/deals?status=maybe', key);
    expect(badStatus.status).toBe(400);
    expect(errorOf(badStatus)).toMatchObject({ code: 'invalid-argument', fields: { status: 'status must be one of open, won, lost.' } });

    const id = String(deal.id);
    expect(dataOf(await request('GET', `/v1/deals/${id}`, key))).toMatchObject({ title: 'Website' });
    const patched = await request('PATCH', `/v1/deals/${id}`, key, { notes: 'Call on Monday', stageId: 'qualified', probability: 30 });
    expect(patched.status).toBe(200);
    expect(dataOf(patched)).toMatchObject({ title: 'Website', notes: 'Call on Monday', stageId: 'qualified', probability: 30, status: 'open' });

    expect((await request('DELETE', `/v1/deals/${id}`, key)).status).toBe(204);
    expect((await request('GET', `/v1/deals/${id}`, key)).status).toBe(404);
    expect((await request('DELETE', `/v1/deals/${id}`, key)).status).toBe(404);
  });

  it("refuses a caller's mistakes with 4xx and the schema's messages", async () => {
    const pro = await accountOn('pro', 'api-deals-bad');
    const { key } = await createKey(pro);
    const client = await withClient(key);
    const base = { title: 'Deal', clientId: client, value: 10, pipelineId: 'default', stageId: 'lead' };

    const noTitle = await request('POST', '/v1/deals', key, { ...base, title: ' ' });
    expect(noTitle.status).toBe(400);
    expect(errorOf(noTitle).fields).toMatchObject({ title: 'Title is required' });
    const noClient = await request('POST', '/v1/deals', key, { ...base, clientId: '' });
    expect(errorOf(noClient)).toMatchObject({ code: 'invalid-argument', message: DEAL_MESSAGES.clientRequired });
    const unknownClient = await request('POST', '/v1/deals', key, { ...base, clientId: 'nobody' });
    expect(unknownClient.status).toBe(400);
    expect(errorOf(unknownClient).message).toBe('No client with id "nobody".');
    const unknownStage = await request('POST', '/v1/deals', key, { ...base, stageId: 'maybe' });
    expect(errorOf(unknownStage)).toMatchObject({ code: 'invalid-argument', message: 'The pipeline "default" has no stage "maybe".' });
    const unknownPipeline = await request('POST', '/v1/deals', key, { ...base, pipelineId: 'other' });
    expect(errorOf(unknownPipeline).message).toBe('No pipeline with id "other".');
    const words = await request('POST', '/v1/deals', key, { ...base, value: 'lots' });
    expect(errorOf(words).fields).toEqual({ value: 'The field "value" must be a number.' });
    const probability = await request('POST', '/v1/deals', key, { ...base, probability: 140 });
    expect(errorOf(probability).message).toBe(DEAL_MESSAGES.probabilityInvalid);
    const mismatch = await request('POST', '/v1/deals', key, { ...base, status: 'won' });
    expect(mismatch.status).toBe(400);
    expect(errorOf(mismatch).fields?.status).toMatch(/does not match the stage "Lead"/);
    const lostNoReason = await request('POST', '/v1/deals', key, { ...base, stageId: 'lost' });
    expect(errorOf(lostNoReason).message).toBe(DEAL_MESSAGES.lostReasonRequired);
    const badId = await request('GET', '/v1/deals/__x__', key);
    expect(badId.status).toBe(400);

    const id = String(dataOf(await request('POST', '/v1/deals', key, base)).id);
    expect(errorOf(await request('PATCH', `/v1/deals/${id}`, key, { unknown: 1 }))).toMatchObject({ message: 'The request changes no known field.' });
    expect(errorOf(await request('PATCH', `/v1/deals/${id}`, key, { status: 'lost' }))).toMatchObject({ message: DEAL_MESSAGES.lostReasonRequired });
    expect(errorOf(await request('PATCH', `/v1/deals/${id}`, key, { status: 'soon' })).message).toBe('status must be one of open, won, lost.');
    expect((await request('PATCH', `/v1/deals/${id}?removeRevenue=perhaps`, key, { notes: 'x' })).status).toBe(400);
    expect(errorOf(await request('PATCH', `/v1/deals/${id}`, key, { clientId: 'nobody' }))).toMatchObject({
      status: 400,
      fields: { clientId: 'No client with id "nobody".' },
    });
    expect(errorOf(await request('POST', '/v1/deals', key, { ...base, status: 'soon' })).fields).toEqual({ status: 'status must be one of open, won, lost.' });
    expect((await request('PUT', `/v1/deals/${id}`, key, base)).status).toBe(405);
    expect(dataOf(await request('GET', `/v1/deals/${id}`, key))).toMatchObject({ status: 'open', stageId: 'lead' });
  });

  it('a deal moved to a won stage makes its revenue in the same write, once; reopening keeps it unless removeRevenue=true', async () => {
    const pro = await accountOn('pro', 'api-deals-won');
    const { key } = await createKey(pro);
    const client = await withClient(key, 'Gamma Inc');
    const id = String(
      dataOf(await request('POST', '/v1/deals', key, { title: 'Retainer', clientId: client, value: 900, pipelineId: 'default', stageId: 'proposal' })).id,
    );

    const won = await request('PATCH', `/v1/deals/${id}`, key, { stageId: 'won', wonAt: '2026-11-02' });
    expect(won.status).toBe(200);
    const deal = dataOf(won);
    expect(deal).toMatchObject({ status: 'won', stageId: 'won', wonAt: '2026-11-02' });
    const revenueId = String(deal.revenueId);
    expect(won.body?.revenue).toEqual({ id: revenueId, outcome: 'created' });
    expect(await revenuesOf(pro)).toEqual([
      expect.objectContaining({
        id: revenueId,
        source: 'Gamma Inc',
        description: 'Retainer',
        amount: 900,
        date: '2026-11-02',
        dealId: id,
        clientId: client,
        ownerId: pro.uid,
      }),
    ]);

    // Won again, twice at once and by status: still one revenue.
    await Promise.all([request('PATCH', `/v1/deals/${id}`, key, { status: 'won' }), request('PATCH', `/v1/deals/${id}`, key, { stageId: 'won', value: 950 })]);
    expect(await revenuesOf(pro)).toHaveLength(1);

    // Reopened without removeRevenue: the revenue stays, no longer naming the deal.
    const reopened = await request('PATCH', `/v1/deals/${id}`, key, { status: 'open' });
    expect(dataOf(reopened)).toMatchObject({ status: 'open', stageId: 'lead', revenueId: '', wonAt: '' });
    expect(reopened.body?.revenue).toEqual({ id: revenueId, outcome: 'kept' });
    expect((await revenuesOf(pro))[0]).toMatchObject({ id: revenueId, dealId: '' });

    // Won again: a new revenue (the old one no longer names it); reopened with removeRevenue: it goes.
    const again = await request('PATCH', `/v1/deals/${id}`, key, { stageId: 'won' });
    const second = String(dataOf(again).revenueId);
    expect(second).not.toBe(revenueId);
    expect(await revenuesOf(pro)).toHaveLength(2);
    const removed = await request('PATCH', `/v1/deals/${id}?removeRevenue=true`, key, { stageId: 'lost', lostReason: 'Price' });
    expect(dataOf(removed)).toMatchObject({ status: 'lost', lostReason: 'Price', revenueId: '' });
    expect(removed.body?.revenue).toEqual({ id: second, outcome: 'removed' });
    expect((await revenuesOf(pro)).map((r) => r.id)).toEqual([revenueId]);

    // Created straight in a won stage: its revenue comes with it; deleting the deal keeps the revenue, unlinked.
    const direct = await request('POST', '/v1/deals', key, { title: 'Quick win', clientId: client, value: 40, pipelineId: 'default', stageId: 'won' });
    const directId = String(dataOf(direct).id);
    const directRevenue = String(dataOf(direct).revenueId);
    expect(direct.body?.revenue).toEqual({ id: directRevenue, outcome: 'created' });
    expect((await request('DELETE', `/v1/deals/${directId}`, key)).status).toBe(204);
    expect((await adminDb().doc(`accounts/${pro.uid}/revenues/${directRevenue}`).get()).get('dealId')).toBe('');
  });

  it('pipelines: listed with the default until one is stored, edited by owners and managers, removed with their deals moved', async () => {
    const pro = await accountOn('pro', 'api-pipelines');
    const { key } = await createKey(pro);
    const listed = await request('GET', '/v1/pipelines', key);
    expect(listed.status).toBe(200);
    expect((listed.body?.data as Json[]).map((p) => p.id)).toEqual(['default']);
    expect(dataOf(await request('GET', '/v1/pipelines/default', key))).toMatchObject({
      name: 'Sales',
      stages: expect.arrayContaining([expect.objectContaining({ id: 'won', kind: 'won' })]),
    });

    const made = await request('POST', '/v1/pipelines', key, {
      name: 'Partners',
      stages: [
        { id: 'talk', name: 'Talk', probability: 20, kind: 'open' },
        { id: 'signed', name: 'Signed', kind: 'won' },
        { id: 'gone', name: 'Gone', kind: 'lost' },
      ],
    });
    expect(made.status).toBe(201);
    const partners = dataOf(made);
    expect(partners).toMatchObject({
      name: 'Partners',
      order: 1,
      stages: [{ id: 'talk' }, { id: 'signed', probability: 100 }, { id: 'gone', probability: 0 }],
    });
    const pid = String(partners.id);
    expect((await request('GET', '/v1/pipelines', key)).body?.data).toHaveLength(2);
    const noWon = await request('POST', '/v1/pipelines', key, { name: 'Bad', stages: [{ name: 'Only', kind: 'open', probability: 10 }] });
    expect(errorOf(noWon)).toMatchObject({ status: 400, message: DEAL_MESSAGES.stageKindsMissing });

    const client = await withClient(key);
    const dealId = String(dataOf(await request('POST', '/v1/deals', key, { title: 'Partner deal', clientId: client, pipelineId: pid, stageId: 'talk' })).id);
    const dropStage = await request('PATCH', `/v1/pipelines/${pid}`, key, {
      stages: [
        { id: 'signed', name: 'Signed', kind: 'won' },
        { id: 'gone', name: 'Gone', kind: 'lost' },
        { id: 'new', name: 'New', kind: 'open', probability: 5 },
      ],
    });
    expect(errorOf(dropStage).message).toMatch(/The stage "Talk" still holds deals/);
    const kind = await request('PATCH', `/v1/pipelines/${pid}`, key, {
      stages: [
        { id: 'talk', name: 'Talk', kind: 'won' },
        { id: 'gone', name: 'Gone', kind: 'lost' },
        { id: 'x', name: 'X', kind: 'open', probability: 5 },
      ],
    });
    expect(errorOf(kind).message).toMatch(/cannot change its kind/);
    const renamed = await request('PATCH', `/v1/pipelines/${pid}`, key, { name: 'Partnerships' });
    expect(dataOf(renamed)).toMatchObject({ name: 'Partnerships', stages: [{ id: 'talk' }, { id: 'signed' }, { id: 'gone' }] });

    const noTarget = await request('DELETE', `/v1/pipelines/${pid}`, key);
    expect(errorOf(noTarget)).toMatchObject({ status: 400, fields: { moveTo: expect.stringMatching(/moveTo=/) } });
    expect((await request('DELETE', `/v1/pipelines/${pid}?moveTo=default`, key)).status).toBe(204);
    expect(dataOf(await request('GET', `/v1/deals/${dealId}`, key))).toMatchObject({ pipelineId: 'default', stageId: 'lead', status: 'open' });
    expect((await request('GET', `/v1/pipelines/${pid}`, key)).status).toBe(404);
    expect(errorOf(await request('DELETE', '/v1/pipelines/default', key)).message).toBe(DEAL_MESSAGES.lastPipeline);
  });

  it("a member's key writes deals but not pipelines; narrowed to their own records it sees and assigns only theirs", async () => {
    const owner = await accountOn('pro', 'api-deals-owner');
    const helper = await accountOn('basic', 'api-deals-helper');
    const seat = adminDb().doc(accountPaths.member(owner.uid, helper.uid));
    const asRole = (role: string, ownRecordsOnly = false) =>
      seat.set({ role, ownRecordsOnly, payroll: false, email: helper.email, displayName: '', joinedAt: new Date(), invitedBy: owner.uid });
    await asRole('manager');
    const created = await callOk<{ key: string }>('createApiKey', { name: 'Team', accountId: owner.uid }, helper.idToken);
    const { key: ownerKey } = await createKey(owner);
    const client = await withClient(ownerKey);
    const theirs = String(
      dataOf(await request('POST', '/v1/deals', ownerKey, { title: 'Owner deal', clientId: client, pipelineId: 'default', stageId: 'lead' })).id,
    );

    await asRole('member', true);
    const key = created.key;
    const mine = await request('POST', '/v1/deals', key, { title: 'Helper deal', clientId: client, pipelineId: 'default', stageId: 'lead' });
    expect(mine.status).toBe(201);
    expect(dataOf(mine)).toMatchObject({ ownerId: helper.uid, createdBy: helper.uid });
    const forOwner = await request('POST', '/v1/deals', key, {
      title: 'For owner',
      clientId: client,
      pipelineId: 'default',
      stageId: 'lead',
      ownerId: owner.uid,
    });
    expect(forOwner.status).toBe(403);
    expect(errorOf(forOwner).message).toMatch(/own records only/);

    const listed = (await request('GET', '/v1/deals', key)).body?.data as Json[];
    expect(listed.map((d) => d.title)).toEqual(['Helper deal']);
    expect((await request('GET', `/v1/deals?ownerId=${owner.uid}`, key)).body?.data).toEqual([]);
    expect((await request('GET', `/v1/deals/${theirs}`, key)).status).toBe(404);
    expect((await request('PATCH', `/v1/deals/${theirs}`, key, { notes: 'x' })).status).toBe(404);
    expect((await request('DELETE', `/v1/deals/${theirs}`, key)).status).toBe(404);
    expect((await request('GET', '/v1/pipelines', key)).status).toBe(200);
    const pipeline = await request('POST', '/v1/pipelines', key, {
      name: 'Mine',
      stages: [
        { name: 'A', kind: 'open' },
        { name: 'W', kind: 'won' },
        { name: 'L', kind: 'lost' },
      ],
    });
    expect(pipeline.status).toBe(403);
    expect(errorOf(pipeline).message).toBe("Only an account's owners and managers edit its pipelines; the API key's creator is not one.");

    await asRole('viewer');
    expect((await request('GET', '/v1/deals', key)).body?.data).toHaveLength(2);
    expect((await request('POST', '/v1/deals', key, { title: 'No', clientId: client, pipelineId: 'default', stageId: 'lead' })).status).toBe(403);
  });

  it('the OpenAPI description names the deal and pipeline endpoints with their schemas', async () => {
    const doc = (await request('GET', '/v1/openapi.json', null)).body as { paths: Json; components: { schemas: Record<string, { properties?: Json }> } };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/deals', '/v1/deals/{id}', '/v1/pipelines', '/v1/pipelines/{id}']));
    expect(Object.keys(doc.components.schemas.DealInput?.properties ?? {})).toEqual(
      expect.arrayContaining([
        'title',
        'clientId',
        'value',
        'expectedClose',
        'ownerId',
        'pipelineId',
        'stageId',
        'probability',
        'status',
        'wonAt',
        'lostAt',
        'lostReason',
        'position',
        'notes',
      ]),
    );
    expect(doc.components.schemas.PipelineInput?.properties).toHaveProperty('stages');
  });
});
