// The member switches through the REST API (functions/src/api/records.ts) on the Functions
// emulator: a key acts for its member, so "own records only" narrows clients and tasks to theirs
// and keeps what they write theirs, and without "payroll" salaries and the expenses generated from
// them are hidden: 404 for a record they may not see, 403 for a write they may not make, each
// verb (list, get, create, update, delete). src/domain/record-access.ts decides, as in the rules.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { accountPaths } from '../../src/domain/accounts';
import { adminDb, closeAdmin } from '../support/emulators';
import { callOk } from '../billing/helpers';
import { accountOn, createKey, errorOf, request, setApiSettings } from './api-helpers';
import type { Account } from './api-helpers';

vi.setConfig({ testTimeout: 120_000 });

afterEach(() => setApiSettings(null));
afterAll(closeAdmin);

type Json = Record<string, unknown>;
const dataOf = (r: { body: Json | null }) => (r.body?.data ?? {}) as Json;
const listOf = (r: { body: Json | null }) => (r.body?.data ?? []) as Json[];

const NOT_YOURS = /own records only/;
const NO_PAYROLL = /no payroll access/;

/** An owner on Pro, a second person who is a member of the owner's account, and a key of each (the helper's for the owner's account). */
async function team(prefix: string) {
  const owner = await accountOn('pro', `${prefix}-owner`);
  const helper = await accountOn('basic', `${prefix}-helper`);
  const seat = adminDb().doc(accountPaths.member(owner.uid, helper.uid));
  const asRole = (role: string, switches: { ownRecordsOnly?: boolean; payroll?: boolean } = {}) =>
    seat.set({
      role,
      ownRecordsOnly: switches.ownRecordsOnly ?? false,
      payroll: switches.payroll ?? false,
      email: helper.email,
      displayName: '',
      joinedAt: new Date(),
      invitedBy: owner.uid,
    });
  await asRole('manager');
  const { key } = await callOk<{ key: string }>('createApiKey', { name: 'Team', accountId: owner.uid }, helper.idToken);
  const { key: ownerKey } = await createKey(owner);
  return { owner, helper, asRole, key, ownerKey };
}

async function made(key: string, kind: string, body: Json): Promise<string> {
  const r = await request('POST', `/v1/${kind}`, key, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return String(dataOf(r).id);
}

const stored = async (account: Account, kind: string, id: string) => (await adminDb().doc(`accounts/${account.uid}/${kind}/${id}`).get()).data();

describe('the member switches through the API', () => {
  it('own records only: a narrowed member lists, reads, changes and deletes only the clients and tasks assigned to them, and keeps what they write', async () => {
    const { owner, helper, asRole, key, ownerKey } = await team('api-own');
    const ownersClient = await made(ownerKey, 'clients', { name: 'Owner Client', email: 'owner-client@example.com' });
    const helpersClient = await made(ownerKey, 'clients', { name: 'Helper Client', email: 'helper-client@example.com', ownerId: helper.uid });
    const ownersTask = await made(ownerKey, 'tasks', { title: 'Owner task' });
    const helpersTask = await made(ownerKey, 'tasks', { title: 'Helper task', ownerId: helper.uid });
    await made(ownerKey, 'revenues', { source: 'Owner sale', amount: 100 });

    await asRole('member', { ownRecordsOnly: true, payroll: true });
    // list: only theirs, and the pages carry the filter (a second page is theirs too).
    expect(listOf(await request('GET', '/v1/clients', key)).map((c) => c.name)).toEqual(['Helper Client']);
    expect(listOf(await request('GET', '/v1/tasks', key)).map((c) => c.title)).toEqual(['Helper task']);
    // Revenues are not assigned to one person: all of them.
    expect(listOf(await request('GET', '/v1/revenues', key)).map((c) => c.source)).toEqual(['Owner sale']);

    // get: someone else's is 404 with the message of a missing record (the API does not say it exists).
    const hidden = await request('GET', `/v1/clients/${ownersClient}`, key);
    expect(hidden.status).toBe(404);
    expect(errorOf(hidden).message).toBe(`No clients record with id "${ownersClient}".`);
    expect((await request('GET', `/v1/tasks/${ownersTask}`, key)).status).toBe(404);
    expect((await request('GET', `/v1/clients/${helpersClient}`, key)).status).toBe(200);

    // create: theirs by default; for another owner 403, nothing written.
    const mine = await request('POST', '/v1/clients', key, { name: 'Mine', email: 'mine@example.com' });
    expect(mine.status).toBe(201);
    expect(dataOf(mine)).toMatchObject({ ownerId: helper.uid, createdBy: helper.uid });
    const forOwner = await request('POST', '/v1/clients', key, { name: 'For owner', email: 'for-owner@example.com', ownerId: owner.uid });
    expect(forOwner.status).toBe(403);
    expect(errorOf(forOwner).message).toMatch(NOT_YOURS);
    expect(errorOf(forOwner).fields).toHaveProperty('ownerId');
    expect((await request('POST', '/v1/tasks', key, { title: 'For owner', ownerId: owner.uid })).status).toBe(403);
    expect((await request('POST', '/v1/revenues', key, { source: 'For owner', amount: 5, ownerId: owner.uid })).status).toBe(403);
    expect((await request('POST', '/v1/clients', key, { name: 'Self', email: 'self@example.com', ownerId: helper.uid })).status).toBe(201);
    const counted = (await adminDb().doc(accountPaths.counters(owner.uid)).get()).get('clients') as number;
    expect(counted).toBe(4);

    // update: someone else's is 404 and unchanged; giving theirs away is 403.
    expect((await request('PATCH', `/v1/clients/${ownersClient}`, key, { notes: 'hacked' })).status).toBe(404);
    expect((await stored(owner, 'clients', ownersClient))?.notes).not.toBe('hacked');
    expect((await request('PATCH', `/v1/tasks/${ownersTask}`, key, { title: 'hacked' })).status).toBe(404);
    const giveAway = await request('PATCH', `/v1/clients/${helpersClient}`, key, { ownerId: owner.uid });
    expect(giveAway.status).toBe(403);
    expect(errorOf(giveAway).message).toMatch(NOT_YOURS);
    expect((await stored(owner, 'clients', helpersClient))?.ownerId).toBe(helper.uid);
    const edited = await request('PATCH', `/v1/clients/${helpersClient}`, key, { notes: 'Called', ownerId: helper.uid });
    expect(edited.status).toBe(200);
    expect(dataOf(edited)).toMatchObject({ notes: 'Called', ownerId: helper.uid, updatedBy: helper.uid });

    // delete: someone else's is 404 and kept; theirs goes.
    expect((await request('DELETE', `/v1/clients/${ownersClient}`, key)).status).toBe(404);
    expect((await request('DELETE', `/v1/tasks/${ownersTask}`, key)).status).toBe(404);
    expect(await stored(owner, 'clients', ownersClient)).toBeDefined();
    expect(await stored(owner, 'tasks', ownersTask)).toBeDefined();
    expect((await request('DELETE', `/v1/tasks/${helpersTask}`, key)).status).toBe(204);
    expect(await stored(owner, 'tasks', helpersTask)).toBeUndefined();

    // The owner still sees everything; a manager is never narrowed, whatever their stored switches.
    expect(listOf(await request('GET', '/v1/clients', ownerKey))).toHaveLength(4);
    await asRole('manager', { ownRecordsOnly: true, payroll: false });
    expect(listOf(await request('GET', '/v1/clients', key))).toHaveLength(4);
    expect((await request('GET', `/v1/clients/${ownersClient}`, key)).status).toBe(200);

    // A narrowed viewer reads only theirs and writes nothing.
    await asRole('viewer', { ownRecordsOnly: true });
    expect(listOf(await request('GET', '/v1/clients', key)).map((c) => c.ownerId)).toEqual([helper.uid, helper.uid, helper.uid]);
    expect((await request('GET', `/v1/clients/${ownersClient}`, key)).status).toBe(404);
    expect((await request('PATCH', `/v1/clients/${helpersClient}`, key, { notes: 'x' })).status).toBe(403);
  });

  it('own records only: deleting an employee takes them off the narrowed member’s own tasks only', async () => {
    const { helper, owner, asRole, key, ownerKey } = await team('api-own-emp');
    const employee = await made(ownerKey, 'employees', { name: 'Eve', role: 'Fitter' });
    const ownersTask = await made(ownerKey, 'tasks', { title: 'Owner task', assignedEmployees: [employee] });
    const helpersTask = await made(ownerKey, 'tasks', { title: 'Helper task', assignedEmployees: [employee], ownerId: helper.uid });
    await asRole('member', { ownRecordsOnly: true, payroll: true });
    expect((await request('DELETE', `/v1/employees/${employee}`, key)).status).toBe(204);
    expect((await stored(owner, 'tasks', helpersTask))?.assignedEmployees).toEqual([]);
    expect((await stored(owner, 'tasks', ownersTask))?.assignedEmployees).toEqual([employee]);
  });

  it('payroll: without it a member sees no salaries and no expenses generated from them, and writes neither', async () => {
    const { asRole, key, ownerKey, owner } = await team('api-payroll');
    const salary = await made(ownerKey, 'salaries', { employeeName: 'Ann', amount: 3000, payDate: '2026-11-01' });
    const generated = String((await stored(owner, 'salaries', salary))?.expenseId);
    await made(ownerKey, 'expenses', { description: 'Rent', amount: 900, category: 'rent' });

    await asRole('member', { payroll: false });
    // list: salaries 403 with a message saying why; expenses without the generated one.
    const salaries = await request('GET', '/v1/salaries', key);
    expect(salaries.status).toBe(403);
    expect(errorOf(salaries).message).toMatch(NO_PAYROLL);
    expect(listOf(await request('GET', '/v1/expenses', key)).map((e) => e.description)).toEqual(['Rent']);
    // get: 404.
    expect((await request('GET', `/v1/salaries/${salary}`, key)).status).toBe(404);
    expect((await request('GET', `/v1/expenses/${generated}`, key)).status).toBe(404);
    // create: no salary, no expense naming one; a plain expense is fine.
    const newSalary = await request('POST', '/v1/salaries', key, { employeeName: 'Bob', amount: 10 });
    expect(newSalary.status).toBe(403);
    expect(errorOf(newSalary).message).toMatch(NO_PAYROLL);
    const linked = await request('POST', '/v1/expenses', key, { description: 'Sneaky', amount: 1, category: 'salary', salaryId: salary });
    expect(linked.status).toBe(403);
    expect(errorOf(linked).fields).toHaveProperty('salaryId');
    await made(key, 'expenses', { description: 'Stamps', amount: 3, category: 'office' });
    // update and delete: 404, nothing changed.
    expect((await request('PATCH', `/v1/salaries/${salary}`, key, { amount: 1 })).status).toBe(404);
    expect((await request('PATCH', `/v1/expenses/${generated}`, key, { amount: 1 })).status).toBe(404);
    expect((await request('DELETE', `/v1/salaries/${salary}`, key)).status).toBe(404);
    expect((await request('DELETE', `/v1/expenses/${generated}`, key)).status).toBe(404);
    expect((await stored(owner, 'salaries', salary))?.amount).toBe(3000);
    expect((await stored(owner, 'expenses', generated))?.amount).toBe(3000);

    // With payroll: all of them, and the salary's writes reach its expense as in the app.
    await asRole('member', { payroll: true });
    expect(listOf(await request('GET', '/v1/salaries', key))).toHaveLength(1);
    expect(listOf(await request('GET', '/v1/expenses', key))).toHaveLength(3);
    expect((await request('PATCH', `/v1/salaries/${salary}`, key, { amount: 3200 })).status).toBe(200);
    expect((await stored(owner, 'expenses', generated))?.amount).toBe(3200);

    // A viewer without payroll: the same reads refused.
    await asRole('viewer', { payroll: false });
    expect((await request('GET', '/v1/salaries', key)).status).toBe(403);
    expect(listOf(await request('GET', '/v1/expenses', key))).toHaveLength(2);
  });

  it('the OpenAPI description says what the switches do to each kind', async () => {
    const doc = (await request('GET', '/v1/openapi.json', null)).body as { paths: Record<string, Record<string, { description?: string; responses: Json }>> };
    expect(doc.paths['/v1/clients']?.get?.description).toMatch(/own records only/);
    expect(doc.paths['/v1/salaries']?.get?.description).toMatch(/payroll/);
    expect(doc.paths['/v1/expenses']?.get?.description).toMatch(/salaryId/);
    expect(doc.paths['/v1/clients/{id}']?.get?.description).toMatch(/404/);
    expect(doc.paths['/v1/clients']?.post?.responses).toHaveProperty('403');
  });
});
