// The records data layer against the emulators and the real rules: salary with its expense,
// subtasks, categories, and what a basic plan is refused. The records live in the person's own
// account, accounts/{uid}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '../../src/data/auth';
import { recordsApi } from '../../src/data/records';
import type { WithId } from '../../src/data/contract';
import type { CustomCategories, RecordKind } from '../../src/domain/types';
import { adminDb, uniqueEmail } from '../support/admin';

let uid = '';

function firstValue<T>(subscribe: (cb: (value: T) => void) => () => void, accept: (value: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve) => {
    const stop = subscribe((value) => {
      if (accept(value)) {
        queueMicrotask(() => stop());
        resolve(value);
      }
    });
  });
}

const list = <K extends RecordKind>(kind: K, accept: (r: WithId<K>[]) => boolean = () => true) =>
  firstValue<WithId<K>[]>((cb) => recordsApi.watchRecords(uid, kind, cb), accept);

async function makePro() {
  const period = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  await adminDb()
    .doc(`subscriptions/${uid}`)
    .set({ planId: 'pro', status: 'active', trialEndsAt: period, currentPeriodEnd: period, paymentFailedAt: null, accountLocked: false }, { merge: true });
  await adminDb().doc(`users/${uid}`).set({ planId: 'pro', subscriptionStatus: 'active' }, { merge: true });
}

const salaryInput = {
  employeeName: 'Bob Ray',
  employeeId: '',
  position: 'Dev',
  amount: 3000,
  payDate: '2026-03-01',
  status: 'pending' as const,
  type: 'monthly',
  expenseId: '',
};

describe('records against the emulators and rules', () => {
  beforeAll(async () => {
    const user = await authApi.signUp({ displayName: 'Records Tester', email: uniqueEmail('records'), password: 'secret123' });
    uid = user.uid;
    // The sign-up function writes the account documents (the person's own account has their uid
    // as its id): wait for its subscription and its owner's member document, which the rules read.
    const ready = async () =>
      (await adminDb().doc(`subscriptions/${uid}`).get()).exists && (await adminDb().doc(`accounts/${uid}/members/${uid}`).get()).exists;
    for (let i = 0; i < 50 && !(await ready()); i += 1) await new Promise((r) => setTimeout(r, 200));
  });
  afterAll(async () => {
    await authApi.signOut();
  });

  it('a basic plan may add clients and revenue but is refused salaries, expenses, employees and tasks', async () => {
    await expect(
      recordsApi.addRecord(uid, 'revenues', { source: 'Acme', amount: 10, description: '', date: '2026-03-01', type: 'service', clientId: '' }),
    ).resolves.toBeTruthy();
    await expect(recordsApi.addSalaryWithExpense(uid, salaryInput)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      recordsApi.addRecord(uid, 'expenses', { description: 'Rent', amount: 5, category: 'office', notes: '', date: '2026-03-01', salaryId: '', clientId: '' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(recordsApi.addRecord(uid, 'employees', { name: 'Ann', role: 'Dev', email: '', dateAdded: '2026-03-01' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('after the upgrade, a salary edit keeps its expense in step and deleting it can keep the expense', async () => {
    await makePro();
    let ids: { salaryId: string; expenseId: string } | null = null;
    for (let i = 0; i < 20 && !ids; i += 1) {
      try {
        ids = await recordsApi.addSalaryWithExpense(uid, salaryInput);
      } catch {
        await new Promise((r) => setTimeout(r, 250)); // the rules read the new subscription
      }
    }
    expect(ids).not.toBeNull();
    const { salaryId, expenseId } = ids!;
    await recordsApi.updateRecord(uid, 'salaries', salaryId, { amount: 3500, payDate: '2026-03-15' });
    const expense = (await adminDb().doc(`accounts/${uid}/expenses/${expenseId}`).get()).data();
    expect(expense).toMatchObject({ amount: 3500, date: '2026-03-15', salaryId, category: 'salary' });

    await recordsApi.removeSalary(uid, salaryId, { withExpense: false });
    expect((await adminDb().doc(`accounts/${uid}/salaries/${salaryId}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`accounts/${uid}/expenses/${expenseId}`).get()).data()).toMatchObject({ salaryId: '', amount: 3500 });
  });

  it('deleting a salary with its expense removes both in one batch', async () => {
    const { salaryId, expenseId } = await recordsApi.addSalaryWithExpense(uid, salaryInput);
    await recordsApi.removeSalary(uid, salaryId, { withExpense: true });
    expect((await adminDb().doc(`accounts/${uid}/salaries/${salaryId}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`accounts/${uid}/expenses/${expenseId}`).get()).exists).toBe(false);
  });

  it('deleting a generated expense unlinks its salary, which can still be edited', async () => {
    const { salaryId, expenseId } = await recordsApi.addSalaryWithExpense(uid, salaryInput);
    await recordsApi.removeRecord(uid, 'expenses', expenseId);
    expect((await adminDb().doc(`accounts/${uid}/salaries/${salaryId}`).get()).data()).toMatchObject({ expenseId: '' });
    await expect(recordsApi.updateRecord(uid, 'salaries', salaryId, { amount: 10 })).resolves.toBeUndefined();
  });

  it("editing a generated expense's amount or date carries its salary along", async () => {
    const { salaryId, expenseId } = await recordsApi.addSalaryWithExpense(uid, salaryInput);
    await recordsApi.updateRecord(uid, 'expenses', expenseId, { amount: 3333, date: '2026-04-02' });
    expect((await adminDb().doc(`accounts/${uid}/salaries/${salaryId}`).get()).data()).toMatchObject({ amount: 3333, payDate: '2026-04-02', expenseId });
    // Editing its notes alone leaves the salary as it is.
    await recordsApi.updateRecord(uid, 'expenses', expenseId, { notes: 'paid by transfer' });
    expect((await adminDb().doc(`accounts/${uid}/salaries/${salaryId}`).get()).data()).toMatchObject({ amount: 3333 });
  });

  it('deleting an employee takes them off every task they were assigned to', async () => {
    const ann = await recordsApi.addRecord(uid, 'employees', { name: 'Ann', role: 'Dev', email: '', dateAdded: '2026-03-01' });
    const bo = await recordsApi.addRecord(uid, 'employees', { name: 'Bo', role: 'Ops', email: '', dateAdded: '2026-03-01' });
    const task = (title: string, assignedEmployees: string[]) =>
      recordsApi.addRecord(uid, 'tasks', {
        title,
        description: '',
        progress: 0,
        deadline: '',
        dateCreated: '2026-03-01',
        assignedEmployees,
        status: 'pending',
        subtasks: [],
      });
    const both = await task('Both', [ann, bo]);
    const onlyAnn = await task('Ann only', [ann]);
    const onlyBo = await task('Bo only', [bo]);
    await recordsApi.removeRecord(uid, 'employees', ann);
    const assigned = async (id: string) => (await adminDb().doc(`accounts/${uid}/tasks/${id}`).get()).get('assignedEmployees') as string[];
    expect(await assigned(both)).toEqual([bo]);
    expect(await assigned(onlyAnn)).toEqual([]);
    expect(await assigned(onlyBo)).toEqual([bo]);
    expect((await adminDb().doc(`accounts/${uid}/employees/${ann}`).get()).exists).toBe(false);
  });

  it('subtasks are saved and ticked through an update of the task', async () => {
    const id = await recordsApi.addRecord(uid, 'tasks', {
      title: 'Launch',
      description: '',
      progress: 0,
      deadline: '',
      dateCreated: '2026-03-01',
      assignedEmployees: [],
      status: 'pending',
      subtasks: [{ id: 's1', title: 'Copy', completed: false, progressValue: 0 }],
    });
    await recordsApi.updateRecord(uid, 'tasks', id, { subtasks: [{ id: 's1', title: 'Copy', completed: true, progressValue: 0 }] });
    const tasks = await list('tasks', (l) => l.some((t) => t.id === id && t.subtasks[0]?.completed === true));
    expect(tasks.find((t) => t.id === id)?.subtasks).toEqual([{ id: 's1', title: 'Copy', completed: true, progressValue: 0 }]);
  });

  it('custom categories are added once per group; duplicates and blanks are refused', async () => {
    await recordsApi.addCategory(uid, 'expenses', 'Meals');
    await recordsApi.addCategory(uid, 'revenues', 'Licensing');
    await expect(recordsApi.addCategory(uid, 'expenses', ' meals ')).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(recordsApi.addCategory(uid, 'expenses', '   ')).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(recordsApi.addCategory(uid, 'expenses', 'Travel')).rejects.toMatchObject({ code: 'invalid-argument' });
    const categories = await firstValue<CustomCategories>(
      (cb) => recordsApi.watchCategories(uid, cb),
      (c) => c.revenues.length > 0,
    );
    expect(categories).toEqual({ expenses: ['Meals'], revenues: ['Licensing'], salaries: [] });
  });
});
