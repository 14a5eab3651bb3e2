import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  getDoc,
  getDocFromServer,
  getDocs,
  increment,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  waitForPendingWrites,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { CustomCategories, RecordInput, RecordKind } from '../domain/types';
import { DataError } from './contract';
import type { RecordsApi, WithId } from './contract';
import { guard, toDataError } from './errors';
import { db } from './firebase';
import { MAX_BATCH_OPS, noteLocalWrite, readAllDocs, watchAllDocs } from './paged';
import { settleEarlierWrites, settleWrite } from './pending-writes';

const recordsOf = (uid: string, kind: RecordKind) => collection(db, 'users', uid, kind);
const countersOf = (uid: string) => doc(db, 'users', uid, 'meta', 'counters');
const categoriesOf = (uid: string) => doc(db, 'users', uid, 'meta', 'categories');

const EMPTY_CATEGORIES: CustomCategories = { expenses: [], revenues: [], salaries: [] };

/** A stored record as screens see it: its fields and id, without the server's timestamps. */
function recordOf<K extends RecordKind>(d: QueryDocumentSnapshot): WithId<K> {
  const { createdAt: _c, updatedAt: _u, ...data } = d.data({ serverTimestamps: 'estimate' });
  return { ...data, id: d.id } as WithId<K>;
}

/**
 * The record schemas (zod) are loaded on the first write, not with the app: no screen needs them
 * to show records, and they are a tenth of the signed-in app's first download (decision 0151).
 * The service worker precaches the chunk, but a page it does not control yet (the first after
 * sign-up) fetches from the network: `prepareWrites` loads it soon after sign-in
 * (src/lib/offline-ready.ts, docs/decisions/0179).
 */
const schemas = () => import('../domain/schemas');

async function valid<K extends RecordKind>(kind: K, input: unknown): Promise<RecordInput<K>> {
  const parsed = (await schemas()).parseRecord(kind, input);
  if (!parsed.ok) throw new DataError('invalid-argument', parsed.message);
  return parsed.value;
}

/** Takes a deleted employee off every task they were assigned to (before the employee goes). */
async function unassignFromTasks(uid: string, employeeId: string) {
  const tasks = await getDocs(query(recordsOf(uid, 'tasks'), where('assignedEmployees', 'array-contains', employeeId)));
  for (let i = 0; i < tasks.docs.length; i += MAX_BATCH_OPS) {
    const batch = writeBatch(db);
    for (const task of tasks.docs.slice(i, i + MAX_BATCH_OPS)) {
      batch.update(task.ref, { assignedEmployees: arrayRemove(employeeId), updatedAt: serverTimestamp() });
    }
    await settleWrite(batch.commit());
  }
}

/** The clients the counter holds, from the server; null when it holds no number. */
async function clientCounter(uid: string): Promise<number | null> {
  const clients: unknown = (await getDocFromServer(countersOf(uid))).get('clients');
  return typeof clients === 'number' ? clients : null;
}

/** Once per signed-in user and page: follow the writes a previous page left queued. */
let earlierWritesOf = '';
function followEarlierWrites(uid: string) {
  if (earlierWritesOf === uid) return;
  earlierWritesOf = uid;
  settleEarlierWrites(waitForPendingWrites(db));
}

export const recordsApi: RecordsApi = {
  watchRecords(uid, kind, cb, onError) {
    followEarlierWrites(uid);
    return watchAllDocs(
      recordsOf(uid, kind),
      'createdAt',
      (d) => recordOf<typeof kind>(d),
      cb,
      (error) => onError?.(toDataError(error)),
      undefined,
      // The clients' counter (kept with every add and delete) says at once whether the list is big.
      kind === 'clients' ? () => clientCounter(uid) : undefined,
    );
  },

  listRecords: (uid, kind) =>
    guard(async () =>
      (await readAllDocs(recordsOf(uid, kind))).map((d) => recordOf<typeof kind>(d)),
    ),

  addRecord: (uid, kind, input) =>
    guard(async () => {
      if (kind === 'salaries') {
        const { salaryId } = await recordsApi.addSalaryWithExpense(uid, input as RecordInput<'salaries'>);
        return salaryId;
      }
      const value = await valid(kind, input);
      const ref = doc(recordsOf(uid, kind));
      const batch = writeBatch(db);
      batch.set(ref, { ...value, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
      if (kind === 'clients') {
        // The basic plan's cap is enforced by the rules against this counter (one client per batch).
        batch.set(countersOf(uid), { clients: increment(1), lastClientId: ref.id }, { merge: true });
      }
      await settleWrite(batch.commit());
      return ref.id;
    }),

  updateRecord: (uid, kind, id, changes) =>
    guard(async () => {
      const parsed = (await schemas()).parsePatch(kind, changes);
      if (!parsed.ok) throw new DataError('invalid-argument', parsed.message);
      const patch = parsed.value as Record<string, unknown>;
      const batch = writeBatch(db);
      const ref = doc(recordsOf(uid, kind), id);
      batch.update(ref, { ...patch, updatedAt: serverTimestamp() });
      if (kind === 'salaries' && ['amount', 'payDate', 'employeeName'].some((k) => k in patch)) {
        // Keep the generated expense in step with its salary.
        const salary = await getDoc(doc(recordsOf(uid, 'salaries'), id));
        const expenseId = salary.get('expenseId') as string | undefined;
        // The expense may have been deleted on its own since.
        const expense = expenseId ? await getDoc(doc(recordsOf(uid, 'expenses'), expenseId)) : null;
        if (expenseId && expense?.exists()) {
          const expensePatch: Record<string, unknown> = { updatedAt: serverTimestamp() };
          if ('amount' in patch) expensePatch.amount = patch.amount;
          if ('payDate' in patch) expensePatch.date = patch.payDate;
          if ('employeeName' in patch) expensePatch.description = `Salary - ${String(patch.employeeName)}`;
          batch.update(doc(recordsOf(uid, 'expenses'), expenseId), expensePatch);
        }
      }
      if (kind === 'expenses' && ('amount' in patch || 'date' in patch)) {
        // A generated expense edited on its own carries its salary along (amount, pay date).
        const expense = await getDoc(doc(recordsOf(uid, 'expenses'), id));
        const salaryId = expense.get('salaryId') as string | undefined;
        const salary = salaryId ? await getDoc(doc(recordsOf(uid, 'salaries'), salaryId)) : null;
        if (salary?.exists() && salary.get('expenseId') === id) {
          const salaryPatch: Record<string, unknown> = { updatedAt: serverTimestamp() };
          if ('amount' in patch) salaryPatch.amount = patch.amount;
          if ('date' in patch) salaryPatch.payDate = patch.date;
          batch.update(salary.ref, salaryPatch);
        }
      }
      noteLocalWrite(ref.path);
      await settleWrite(batch.commit());
    }),

  removeRecord: (uid, kind, id) =>
    guard(async () => {
      if (kind === 'employees') await unassignFromTasks(uid, id);
      const batch = writeBatch(db);
      const ref = doc(recordsOf(uid, kind), id);
      batch.delete(ref);
      if (kind === 'clients') {
        // Never step below 0 (records written before the counter existed): the rules accept 0 -> 0.
        const counters = await getDoc(countersOf(uid));
        const count = Number(counters.get('clients') ?? 0);
        batch.set(countersOf(uid), { clients: count > 0 ? increment(-1) : 0, lastClientId: id }, { merge: true });
      }
      if (kind === 'expenses') {
        const expense = await getDoc(doc(recordsOf(uid, 'expenses'), id));
        const salaryId = expense.get('salaryId') as string | undefined;
        if (salaryId) {
          const salary = await getDoc(doc(recordsOf(uid, 'salaries'), salaryId));
          if (salary.exists() && salary.get('expenseId') === id) {
            batch.update(salary.ref, { expenseId: '', updatedAt: serverTimestamp() });
          }
        }
      }
      noteLocalWrite(ref.path);
      await settleWrite(batch.commit());
    }),

  removeSalary: (uid, id, { withExpense }) =>
    guard(async () => {
      const salaryRef = doc(recordsOf(uid, 'salaries'), id);
      const salary = await getDoc(salaryRef);
      const expenseId = salary.get('expenseId') as string | undefined;
      const batch = writeBatch(db);
      batch.delete(salaryRef);
      if (expenseId) {
        const expense = await getDoc(doc(recordsOf(uid, 'expenses'), expenseId));
        if (expense.exists()) {
          if (withExpense) batch.delete(expense.ref);
          else batch.update(expense.ref, { salaryId: '', updatedAt: serverTimestamp() });
        }
      }
      noteLocalWrite(salaryRef.path);
      await settleWrite(batch.commit());
    }),

  addSalaryWithExpense: (uid, input) =>
    guard(async () => {
      const salaryRef = doc(recordsOf(uid, 'salaries'));
      const expenseRef = doc(recordsOf(uid, 'expenses'));
      const salary = { ...(await valid('salaries', input)), expenseId: expenseRef.id };
      const expense = (await schemas()).generatedExpenseFor(salary, salaryRef.id);
      const batch = writeBatch(db);
      batch.set(salaryRef, { ...salary, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
      batch.set(expenseRef, { ...expense, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
      await settleWrite(batch.commit());
      return { salaryId: salaryRef.id, expenseId: expenseRef.id };
    }),

  watchCategories(uid, cb) {
    return onSnapshot(categoriesOf(uid), (snap) => {
      const data = snap.data() as Partial<CustomCategories> | undefined;
      cb({ ...EMPTY_CATEGORIES, ...data });
    });
  },

  addCategory: (uid, group, name) =>
    guard(async () => {
      const current = await getDoc(categoriesOf(uid));
      const categories = { ...EMPTY_CATEGORIES, ...(current.data() as Partial<CustomCategories> | undefined) };
      const result = (await schemas()).addCategory(categories, group, name);
      if (!result.ok) throw new DataError('invalid-argument', result.message);
      const added = result.value[group].find((n) => !categories[group].includes(n));
      if (added) await settleWrite(setDoc(categoriesOf(uid), { [group]: arrayUnion(added) }, { merge: true }));
    }),

  prepareWrites: () =>
    guard(async () => {
      await schemas();
    }),
};
