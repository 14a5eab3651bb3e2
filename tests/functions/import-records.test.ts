// The importRecords callable through the Functions emulator: who may import what, the client
// cap kept server-side, per-row errors in order, salaries with their expenses, updates that keep
// the overwritten fields for undo, and the recorded import itself.
import { afterAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_MESSAGES } from '../../functions/src/shared/membership';
import { accountPaths } from '../../src/domain/accounts';
import { CLIENT_CAP_REACHED } from '../../src/domain/import/messages';
import { IMPORT_CALL, IMPORT_MESSAGES } from '../../src/domain/import/server-import';
import { generatedExpenseFor, salaryExpenseDescription } from '../../src/domain/record-writes';
import { callFn, callOk } from '../billing/helpers';
import { adminDb, closeAdmin } from '../support/emulators';
import { accountOn, setPlan } from './api-helpers';
import { clientInput } from '../support/records';

const SLOW = { timeout: 120_000 };
type Reply = { created: number; updated: number; errors: string[] };

const client = clientInput;
const rowsOf = (inputs: unknown[], first = 2) => inputs.map((input, i) => ({ label: `Row ${first + i}`, input }));
const batchId = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function count(path: string) {
  return (await adminDb().collection(path).count().get()).data().count;
}
async function parts(uid: string, id: string) {
  const snap = await adminDb().collection(`accounts/${uid}/imports`).where('batchId', '==', id).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() })) as {
    id: string;
    kind: string;
    part: number;
    created: string[];
    updated: { path: string; fields: Record<string, unknown> }[];
    expiresAt: { toMillis(): number };
  }[];
}

describe('importRecords', SLOW, () => {
  afterAll(closeAdmin);

  it('refuses a signed-out caller and a request of the wrong shape, with messages a user can act on', async () => {
    const signedOut = await callFn('importRecords', { kind: 'clients', batchId: batchId(), part: 0, rows: rowsOf([client(1)]) });
    expect(signedOut).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });

    const { idToken } = await accountOn('pro', 'import-shape');
    const tooMany = await callFn(
      'importRecords',
      { kind: 'clients', batchId: batchId(), part: 0, rows: rowsOf(Array.from({ length: IMPORT_CALL.rows + 1 }, (_, i) => client(i))) },
      idToken,
    );
    expect(tooMany).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: IMPORT_MESSAGES.badRequest });
    const badKind = await callFn('importRecords', { kind: 'tasks', batchId: batchId(), part: 0, rows: rowsOf([{}]) }, idToken);
    expect(badKind).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: IMPORT_MESSAGES.badRequest });
    const badUpdate = await callFn(
      'importRecords',
      { kind: 'clients', batchId: batchId(), part: 0, rows: [{ label: 'Row 2', input: client(1), updateId: '../other' }] },
      idToken,
    );
    expect(badUpdate).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: IMPORT_MESSAGES.badRequest });
  });

  it('a Basic account imports clients up to the cap it has on the server, and cannot import a Pro kind', async () => {
    const { uid, idToken } = await accountOn('basic', 'import-basic');
    const db = adminDb();
    const seed = db.batch();
    for (let i = 0; i < 98; i++) seed.set(db.doc(`accounts/${uid}/clients/seed${i}`), { ...client(1000 + i), createdAt: new Date(), updatedAt: new Date() });
    seed.set(db.doc(`accounts/${uid}/meta/counters`), { clients: 98, lastClientId: 'seed97' });
    await seed.commit();

    const id = batchId();
    const reply = await callOk<Reply>(
      'importRecords',
      { kind: 'clients', batchId: id, part: 0, rows: rowsOf([client(1), client(2), client(3), client(4)]) },
      idToken,
    );
    expect(reply).toEqual({
      created: 2,
      updated: 0,
      errors: [`Row 4: ${CLIENT_CAP_REACHED(100)}`, `Row 5: ${CLIENT_CAP_REACHED(100)}`],
    });
    expect(await count(`accounts/${uid}/clients`)).toBe(100);
    expect((await db.doc(`accounts/${uid}/meta/counters`).get()).get('clients')).toBe(100);
    const recorded = await parts(uid, id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ id: `${id}-0`, kind: 'clients', part: 0, updated: [] });
    expect(recorded[0]!.created).toHaveLength(2);
    // The undo record expires with the 30-day window.
    expect(recorded[0]!.expiresAt.toMillis() - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const salaries = await callFn(
      'importRecords',
      {
        kind: 'salaries',
        batchId: batchId(),
        part: 0,
        rows: rowsOf([{ employeeName: 'Ann', amount: 10, payDate: '2024-03-01', status: 'paid', type: 'monthly' }]),
      },
      idToken,
    );
    expect(salaries).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
    expect(await count(`accounts/${uid}/salaries`)).toBe(0);
  });

  it('a Pro account: bad rows are named in order and the rest written, with the counter in step; salaries bring their expenses', async () => {
    const { uid, idToken } = await accountOn('pro', 'import-pro');
    const inputs: unknown[] = Array.from({ length: IMPORT_CALL.rows }, (_, i) => client(i));
    inputs[3] = { ...client(3), email: 'not-an-e-mail' };
    inputs[400] = { ...client(400), name: '' };
    const id = batchId();
    const reply = await callOk<Reply>('importRecords', { kind: 'clients', batchId: id, part: 7, rows: rowsOf(inputs) }, idToken);
    expect(reply.created).toBe(IMPORT_CALL.rows - 2);
    expect(reply.errors).toHaveLength(2);
    expect(reply.errors[0]).toMatch(/^Row 5: /);
    expect(reply.errors[1]).toMatch(/^Row 402: /);
    expect(await count(`accounts/${uid}/clients`)).toBe(IMPORT_CALL.rows - 2);
    expect((await adminDb().doc(`accounts/${uid}/meta/counters`).get()).get('clients')).toBe(IMPORT_CALL.rows - 2);
    const recorded = await parts(uid, id);
    expect(recorded.map((p) => p.part)).toEqual([70]);
    expect(recorded[0]!.created).toHaveLength(IMPORT_CALL.rows - 2);
    const stored = (await adminDb().doc(`accounts/${uid}/${recorded[0]!.created[0]}`).get()).data();
    expect(stored).toMatchObject({ name: 'Client 0', email: 'c0@example.com' });
    expect(stored?.createdAt).toBeTruthy();

    const salaryId = batchId();
    const salaries = await callOk<Reply>(
      'importRecords',
      {
        kind: 'salaries',
        batchId: salaryId,
        part: 0,
        rows: rowsOf([
          { employeeName: 'Ann', employeeId: '', position: 'Clerk', amount: 10, payDate: '2024-03-01', status: 'paid', type: 'monthly', expenseId: '' },
        ]),
      },
      idToken,
    );
    expect(salaries).toEqual({ created: 1, updated: 0, errors: [] });
    const salary = (await adminDb().collection(`accounts/${uid}/salaries`).get()).docs[0]!;
    const expense = await adminDb()
      .doc(`accounts/${uid}/expenses/${salary.get('expenseId')}`)
      .get();
    expect(expense.get('category')).toBe('salary');
    expect((await parts(uid, salaryId))[0]!.created.sort()).toEqual([`expenses/${expense.id}`, `salaries/${salary.id}`].sort());
  });

  it("checks custom fields with the account's definitions: bad values and missing required ones fail their rows; an update merges them", async () => {
    const { uid, idToken } = await accountOn('pro', 'import-custom');
    const field = (id: string, label: string, kind: string, order: number, required = false) => ({
      id,
      label,
      kind,
      required,
      choices: [],
      archived: false,
      order,
    });
    await adminDb()
      .doc(accountPaths.fieldDefinitions(uid, 'clients'))
      .set({ fields: [field('fcourt', 'Court date', 'date', 0), field('fcase', 'Case number', 'text', 1, true), field('fvip', 'VIP', 'yesNo', 2)] });
    const id = batchId();
    const reply = await callOk<Reply>(
      'importRecords',
      {
        kind: 'clients',
        batchId: id,
        part: 0,
        rows: rowsOf([
          { ...client(1), customFields: { fcourt: '2027-03-15', fcase: 'C-1', ghost: 'dropped' } },
          { ...client(2), customFields: { fcourt: 'soon', fcase: 'C-2' } },
          { ...client(3), customFields: { fcourt: '2027-01-01' } },
          client(4),
        ]),
      },
      idToken,
    );
    expect(reply).toEqual({
      created: 1,
      updated: 0,
      errors: ['Row 3: Court date: Enter a valid date.', 'Row 4: Case number: This field is required.', 'Row 5: Case number: This field is required.'],
    });
    const [made] = (await adminDb().collection(`accounts/${uid}/clients`).get()).docs;
    expect(made!.get('customFields')).toEqual({ fcourt: '2027-03-15', fcase: 'C-1' });

    // An update: the file's values over the client's own; a field without a column keeps its value; undo gives them back.
    const again = batchId();
    const update = await callOk<Reply>(
      'importRecords',
      { kind: 'clients', batchId: again, part: 0, rows: [{ label: 'Row 2', input: { ...client(1), customFields: { fvip: true } }, updateId: made!.id }] },
      idToken,
    );
    expect(update).toEqual({ created: 0, updated: 1, errors: [] });
    expect((await made!.ref.get()).get('customFields')).toEqual({ fcourt: '2027-03-15', fcase: 'C-1', fvip: true });
    const [record] = await parts(uid, again);
    expect(record!.updated[0]!.fields.customFields).toEqual({ fcourt: '2027-03-15', fcase: 'C-1' });
    await callOk('undoImport', { batchId: again, part: 0 }, idToken);
    expect((await made!.ref.get()).get('customFields')).toEqual({ fcourt: '2027-03-15', fcase: 'C-1' });
  });

  it('updates keep the fields they overwrite for undo; a row whose record is gone says so', async () => {
    const { uid, idToken } = await accountOn('pro', 'import-update');
    await adminDb()
      .doc(`accounts/${uid}/clients/keep1`)
      .set({ ...client(1), notes: 'old notes', createdAt: new Date(), updatedAt: new Date() });
    const id = batchId();
    const reply = await callOk<Reply>(
      'importRecords',
      {
        kind: 'clients',
        batchId: id,
        part: 0,
        rows: [
          { label: 'Row 2', input: { ...client(1), name: 'Renamed', notes: 'new' }, updateId: 'keep1' },
          { label: 'Row 3', input: client(2), updateId: 'gone1' },
        ],
      },
      idToken,
    );
    expect(reply).toEqual({ created: 0, updated: 1, errors: [`Row 3: ${IMPORT_MESSAGES.gone}`] });
    expect((await adminDb().doc(`accounts/${uid}/clients/keep1`).get()).get('name')).toBe('Renamed');
    const recorded = await parts(uid, id);
    expect(recorded[0]!.updated).toEqual([{ path: 'clients/keep1', fields: expect.objectContaining({ name: 'Client 1', notes: 'old notes' }) }]);
  });

  it('a salary updated by an import carries its expense along (src/domain/record-writes.ts), and undo puts both back', async () => {
    const { uid, idToken } = await accountOn('pro', 'import-salary-update');
    const db = adminDb();
    const salary = {
      employeeName: 'Ann',
      employeeId: '',
      position: 'Clerk',
      amount: 10,
      payDate: '2024-03-01',
      status: 'paid',
      type: 'monthly',
      expenseId: 'x1',
    } as const;
    await db.doc(`accounts/${uid}/salaries/s1`).set({ ...salary, createdAt: new Date(), updatedAt: new Date() });
    await db.doc(`accounts/${uid}/expenses/x1`).set({ ...generatedExpenseFor(salary, 's1'), createdAt: new Date(), updatedAt: new Date() });
    const id = batchId();
    // The file has no expense link: the salary keeps its own.
    const row = { employeeName: '  Ann Renamed ', position: 'Clerk', amount: 20, payDate: '2024-04-01', status: 'paid', type: 'monthly' };
    const reply = await callOk<Reply>(
      'importRecords',
      { kind: 'salaries', batchId: id, part: 0, rows: [{ label: 'Row 2', input: row, updateId: 's1' }] },
      idToken,
    );
    expect(reply).toEqual({ created: 0, updated: 1, errors: [] });
    expect((await db.doc(`accounts/${uid}/salaries/s1`).get()).data()).toMatchObject({ employeeName: 'Ann Renamed', amount: 20, expenseId: 'x1' });
    expect((await db.doc(`accounts/${uid}/expenses/x1`).get()).data()).toMatchObject({
      amount: 20,
      date: '2024-04-01',
      description: salaryExpenseDescription('Ann Renamed'),
      salaryId: 's1',
    });
    expect((await parts(uid, id))[0]!.updated.map((u) => u.path)).toEqual(['salaries/s1', 'expenses/x1']);

    expect(await callOk('undoImport', { batchId: id, part: 0 }, idToken)).toEqual({ removed: 0, restored: 2 });
    expect((await db.doc(`accounts/${uid}/salaries/s1`).get()).data()).toMatchObject({ employeeName: 'Ann', amount: 10, expenseId: 'x1' });
    expect((await db.doc(`accounts/${uid}/expenses/x1`).get()).data()).toMatchObject({ amount: 10, date: '2024-03-01', description: 'Salary - Ann' });
  });

  it('a suspended account is told it is read-only and nothing is written', async () => {
    const { uid, idToken } = await accountOn('pro', 'import-suspended');
    await setPlan(uid, 'pro', { status: 'suspended', accountLocked: true });
    await adminDb().doc(`users/${uid}`).set({ subscriptionStatus: 'suspended' }, { merge: true });
    const reply = await callFn('importRecords', { kind: 'clients', batchId: batchId(), part: 0, rows: rowsOf([client(1)]) }, idToken);
    expect(reply).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION', message: IMPORT_MESSAGES.readOnly });
    expect(await count(`accounts/${uid}/clients`)).toBe(0);
  });

  it("another account's data: a viewer or member of it is refused, a manager of it imports into that account", async () => {
    const owner = await accountOn('pro', 'import-team-owner');
    const helper = await accountOn('basic', 'import-team-helper');
    const db = adminDb();
    const member = adminDb().doc(accountPaths.member(owner.uid, helper.uid));
    const seat = (role: string) =>
      member.set({ role, ownRecordsOnly: false, payroll: false, email: helper.email, displayName: '', joinedAt: new Date(), invitedBy: owner.uid });
    const call = (data: Record<string, unknown>) =>
      callFn<Reply>('importRecords', { kind: 'clients', batchId: batchId(), part: 0, rows: rowsOf([client(1)]), ...data }, helper.idToken);

    // Not a member at all.
    expect(await call({ accountId: owner.uid })).toMatchObject({ ok: false, status: 'PERMISSION_DENIED', message: MEMBERSHIP_MESSAGES.notMember });
    for (const role of ['viewer', 'member']) {
      await seat(role);
      expect(await call({ accountId: owner.uid })).toMatchObject({ ok: false, status: 'PERMISSION_DENIED', message: MEMBERSHIP_MESSAGES.role });
    }
    expect(await count(accountPaths.records(owner.uid, 'clients'))).toBe(0);
    // An account id that cannot name an account.
    expect(await call({ accountId: 'a/b' })).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    expect(await call({ accountId: '' })).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });

    // A manager imports into the account, with its plan (Pro: salaries too), not their own (Basic).
    await seat('manager');
    const id = batchId();
    const reply = await callOk<Reply>(
      'importRecords',
      { accountId: owner.uid, kind: 'employees', batchId: id, part: 0, rows: rowsOf([{ name: 'Eve', role: 'Clerk' }]) },
      helper.idToken,
    );
    expect(reply).toMatchObject({ created: 1, errors: [] });
    expect(await count(accountPaths.records(owner.uid, 'employees'))).toBe(1);
    expect(await count(accountPaths.records(helper.uid, 'employees'))).toBe(0);
    expect((await db.collection(accountPaths.imports(owner.uid)).where('batchId', '==', id).get()).size).toBe(1);
    // And may undo it; a viewer may not.
    await seat('viewer');
    expect(await callFn('undoImport', { accountId: owner.uid, batchId: id, part: 0 }, helper.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    await seat('manager');
    expect(await callOk('undoImport', { accountId: owner.uid, batchId: id, part: 0 }, helper.idToken)).toEqual({ removed: 1, restored: 0 });
    expect(await count(accountPaths.records(owner.uid, 'employees'))).toBe(0);
  });
});
