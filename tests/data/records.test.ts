// The data layer (src/data) against the emulators, security rules included: what the screens
// will do, minus the screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '../../src/data/auth';
import { recordsApi } from '../../src/data/records';
import { accountApi } from '../../src/data/account';
import { DataError } from '../../src/data/contract';
import type { Account } from '../../src/data/contract';
import { adminDb, uniqueEmail } from '../support/admin';

const client = {
  name: 'Ada Lovelace',
  email: 'ADA@Example.com ',
  phone: '555-0100',
  company: 'Analytical Engines',
  value: 1200,
  progress: 40,
  notes: '',
  dateAdded: '2026-03-10',
  lastContact: '',
  status: 'active' as const,
  type: 'recurring' as const,
};

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

describe('the data layer against the emulators', () => {
  beforeAll(async () => {
    const user = await authApi.signUp({ displayName: 'Data Tester', email: uniqueEmail('data'), password: 'secret123' });
    uid = user.uid;
    expect(user.role).toBe('user');
  });
  afterAll(async () => {
    await authApi.signOut();
  });

  it('a new account streams its user and subscription documents, with the name given at sign-up', async () => {
    const account = await firstValue<Account>(
      (cb) => accountApi.watchAccount(uid, uid, cb),
      (a) => a.user?.displayName === 'Data Tester',
    );
    expect(account.user).toMatchObject({ role: 'user', planId: 'basic', subscriptionStatus: 'trial' });
    expect(account.user?.trialEndsAt).toBeInstanceOf(Date);
    expect(account.subscription).toMatchObject({ status: 'trial', accountLocked: false });
  });

  it('the browser cannot give itself another plan or role', async () => {
    const { updateDoc, doc, getFirestore } = await import('firebase/firestore');
    await expect(updateDoc(doc(getFirestore(), 'users', uid), { planId: 'pro' })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(updateDoc(doc(getFirestore(), 'users', uid), { role: 'owner' })).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('adding a client stores the sanitised record, keeps the date as picked and steps the counter', async () => {
    const id = await recordsApi.addRecord(uid, 'clients', client);
    const stored = (await adminDb().doc(`accounts/${uid}/clients/${id}`).get()).data();
    expect(stored).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', dateAdded: '2026-03-10' });
    const counters = (await adminDb().doc(`accounts/${uid}/meta/counters`).get()).data();
    expect(counters).toEqual({ clients: 1, lastClientId: id });

    const list = await firstValue<{ id: string; name: string }[]>(
      (cb) => recordsApi.watchRecords(uid, 'clients', cb),
      (l) => l.length === 1,
    );
    expect(list[0]).toMatchObject({ id, name: 'Ada Lovelace' });
  });

  it('an update writes only the changed fields, so edits made elsewhere to other fields are kept', async () => {
    const id = await recordsApi.addRecord(uid, 'clients', { ...client, name: 'Grace Hopper', email: 'grace@example.com' });
    // Another tab changes the notes meanwhile.
    await adminDb().doc(`accounts/${uid}/clients/${id}`).update({ notes: 'edited in another tab' });
    await recordsApi.updateRecord(uid, 'clients', id, { progress: 90 });
    const stored = (await adminDb().doc(`accounts/${uid}/clients/${id}`).get()).data();
    expect(stored).toMatchObject({ progress: 90, notes: 'edited in another tab', name: 'Grace Hopper' });
  });

  it('invalid input is refused with a clear message and writes nothing', async () => {
    const before = (await adminDb().collection(`accounts/${uid}/clients`).get()).size;
    const error = await recordsApi.addRecord(uid, 'clients', { ...client, name: '  ' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).message).toBe('Name is required');
    expect((await adminDb().collection(`accounts/${uid}/clients`).get()).size).toBe(before);
  });

  it('deleting a client steps the counter back', async () => {
    const id = await recordsApi.addRecord(uid, 'clients', { ...client, email: 'temp@example.com' });
    const { clients } = (await adminDb().doc(`accounts/${uid}/meta/counters`).get()).data() as { clients: number };
    await recordsApi.removeRecord(uid, 'clients', id);
    expect((await adminDb().doc(`accounts/${uid}/clients/${id}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`accounts/${uid}/meta/counters`).get()).data()?.clients).toBe(clients - 1);
  });

  it('a client can still be deleted when the counter is already 0', async () => {
    const id = await recordsApi.addRecord(uid, 'clients', { ...client, email: 'zero@example.com' });
    await adminDb().doc(`accounts/${uid}/meta/counters`).set({ clients: 0, lastClientId: '' });
    await recordsApi.removeRecord(uid, 'clients', id);
    expect((await adminDb().doc(`accounts/${uid}/clients/${id}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`accounts/${uid}/meta/counters`).get()).data()?.clients).toBe(0);
  });

  it('a basic trial may add revenues but not salaries or expenses', async () => {
    await recordsApi.addRecord(uid, 'revenues', { source: 'Shop', amount: 99.5, description: '', date: '2026-11-01', type: 'product', clientId: '' });
    const refused = await recordsApi
      .addSalaryWithExpense(uid, {
        employeeName: 'Sam',
        employeeId: '',
        position: 'Clerk',
        amount: 100,
        payDate: '2026-11-01',
        status: 'pending',
        type: 'monthly',
        expenseId: '',
      })
      .catch((e: unknown) => e);
    expect((refused as DataError).code).toBe('permission-denied');
  });

  it('on a Pro plan a salary and its generated expense are written together, and stay in step on edit', async () => {
    await adminDb().doc(`subscriptions/${uid}`).update({ planId: 'pro', status: 'active' });
    await adminDb().doc(`users/${uid}`).update({ planId: 'pro', subscriptionStatus: 'active' });
    const { salaryId, expenseId } = await recordsApi.addSalaryWithExpense(uid, {
      employeeName: 'Sam Clerk',
      employeeId: '',
      position: 'Clerk',
      amount: 2500,
      payDate: '2026-11-15',
      status: 'pending',
      type: 'monthly',
      expenseId: '',
    });
    const expense = (await adminDb().doc(`accounts/${uid}/expenses/${expenseId}`).get()).data();
    expect(expense).toMatchObject({ category: 'salary', description: 'Salary - Sam Clerk', amount: 2500, date: '2026-11-15', salaryId });
    expect((await adminDb().doc(`accounts/${uid}/salaries/${salaryId}`).get()).data()?.expenseId).toBe(expenseId);

    await recordsApi.updateRecord(uid, 'salaries', salaryId, { amount: 2750, payDate: '2026-11-30' });
    const updated = (await adminDb().doc(`accounts/${uid}/expenses/${expenseId}`).get()).data();
    expect(updated).toMatchObject({ amount: 2750, date: '2026-11-30', description: 'Salary - Sam Clerk' });
  });

  it('custom categories are added once, case-insensitively, and built-in names are refused', async () => {
    await recordsApi.addCategory(uid, 'expenses', 'Client gifts');
    await expect(recordsApi.addCategory(uid, 'expenses', 'client GIFTS')).rejects.toThrow('That category already exists');
    await expect(recordsApi.addCategory(uid, 'expenses', 'Travel')).rejects.toThrow('That category already exists');
    await expect(recordsApi.addCategory(uid, 'expenses', '   ')).rejects.toThrow('Category name cannot be empty');
    const categories = await firstValue<{ expenses: string[] }>(
      (cb) => recordsApi.watchCategories(uid, cb),
      (c) => c.expenses.length > 0,
    );
    expect(categories.expenses).toEqual(['Client gifts']);
  });
});
