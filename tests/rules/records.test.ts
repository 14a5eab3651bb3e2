// Records under accounts/{a}/{kind}/{id}: membership, plan gating, schema and timestamps (the
// roles of the members: account-roles.test.ts).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  setUpRulesEnv,
  DAY,
  expectAllowed,
  KINDS,
  newRecord,
  PRO_KINDS,
  seed,
  seedAccount,
  seedMember,
  signedIn,
  signedOut,
  storedRecord,
  type Kind,
} from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

describe('membership of records', () => {
  it.each(KINDS)('a pro account owner creates, reads, lists, updates and deletes its %s', async (kind) => {
    await seedAccount(env, 'alice', 'pro');
    const db = signedIn(env, 'alice');
    const ref = doc(db, `accounts/alice/${kind}/r1`);
    await assertSucceeds(setDoc(ref, newRecord(kind)));
    await assertSucceeds(getDoc(ref));
    const list = await assertSucceeds(getDocs(collection(db, `accounts/alice/${kind}`)));
    expect(list.size).toBe(1);
    await assertSucceeds(updateDoc(ref, { updatedAt: serverTimestamp() }));
    if (kind !== 'clients') await assertSucceeds(deleteDoc(ref)); // client deletes: see client-cap tests
  });

  it.each(KINDS)("a user can neither read nor change another account's %s", async (kind) => {
    await seedAccount(env, 'alice', 'pro');
    await seedAccount(env, 'bob', 'pro');
    await seed(env, { [`accounts/alice/${kind}/r1`]: storedRecord(kind) });
    const bob = signedIn(env, 'bob');
    await assertFails(getDoc(doc(bob, `accounts/alice/${kind}/r1`)));
    await assertFails(getDocs(collection(bob, `accounts/alice/${kind}`)));
    await assertFails(setDoc(doc(bob, `accounts/alice/${kind}/r2`), newRecord(kind)));
    await assertFails(updateDoc(doc(bob, `accounts/alice/${kind}/r1`), { updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(bob, `accounts/alice/${kind}/r1`)));
  });

  it('an admin cannot read or write the records of an account they are not a member of', async () => {
    await seedAccount(env, 'alice', 'pro');
    await seed(env, { 'accounts/alice/clients/c1': storedRecord('clients') });
    const admin = signedIn(env, 'root', 'admin');
    await assertFails(getDoc(doc(admin, 'accounts/alice/clients/c1')));
    await assertFails(getDocs(collection(admin, 'accounts/alice/clients')));
    await assertFails(setDoc(doc(admin, 'accounts/alice/revenues/r1'), newRecord('revenues')));
  });

  it('a signed-out visitor can neither read nor write records', async () => {
    await seedAccount(env, 'alice', 'pro');
    await seed(env, { 'accounts/alice/revenues/r1': storedRecord('revenues') });
    const anon = signedOut(env);
    await assertFails(getDoc(doc(anon, 'accounts/alice/revenues/r1')));
    await assertFails(getDocs(collection(anon, 'accounts/alice/revenues')));
    await assertFails(setDoc(doc(anon, 'accounts/alice/revenues/r2'), newRecord('revenues')));
  });

  it('a subcollection that is not a record kind is refused', async () => {
    await seedAccount(env, 'alice', 'pro');
    const db = signedIn(env, 'alice');
    await assertFails(setDoc(doc(db, 'accounts/alice/notes/n1'), { text: 'hi', ...newRecord('revenues') }));
    await assertFails(getDocs(collection(db, 'accounts/alice/notes')));
  });

  it.each(KINDS)('the old place of %s, users/{uid}/..., is refused to its owner', async (kind) => {
    await seedAccount(env, 'alice', 'pro');
    await seed(env, { [`users/alice/${kind}/old`]: storedRecord(kind) });
    const db = signedIn(env, 'alice');
    await assertFails(getDoc(doc(db, `users/alice/${kind}/old`)));
    await assertFails(getDocs(collection(db, `users/alice/${kind}`)));
    await assertFails(setDoc(doc(db, `users/alice/${kind}/r1`), newRecord(kind)));
    await assertFails(updateDoc(doc(db, `users/alice/${kind}/old`), { updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, `users/alice/${kind}/old`)));
  });

  it('the old meta, imports and summary under users/{uid} are refused to their owner', async () => {
    await seedAccount(env, 'alice', 'pro');
    await seed(env, {
      'users/alice/meta/categories': { expenses: [], revenues: [], salaries: [] },
      'users/alice/meta/counters': { clients: 1, lastClientId: 'c1' },
      'users/alice/meta/settings': { theme: 'dark' },
      'users/alice/imports/b1-0': { batchId: 'b1' },
      'users/alice/summary/0': { v: 1 },
    });
    const db = signedIn(env, 'alice');
    for (const path of [
      'users/alice/meta/categories',
      'users/alice/meta/counters',
      'users/alice/meta/settings',
      'users/alice/imports/b1-0',
      'users/alice/summary/0',
    ]) {
      await assertFails(getDoc(doc(db, path)));
      await assertFails(deleteDoc(doc(db, path)));
    }
    await assertFails(setDoc(doc(db, 'users/alice/meta/categories'), { expenses: ['Rent'], revenues: [], salaries: [] }));
    await assertFails(setDoc(doc(db, 'users/alice/meta/counters'), { clients: 2, lastClientId: 'c2' }));
    await assertFails(getDocs(collection(db, 'users/alice/imports')));
    await assertFails(getDocs(collection(db, 'users/alice/summary')));
  });
});

describe('plan gating', () => {
  it.each(PRO_KINDS)('a basic user cannot create, update or delete %s', async (kind) => {
    await seedAccount(env, 'alice', 'basic');
    await seed(env, { [`accounts/alice/${kind}/old`]: storedRecord(kind) });
    const db = signedIn(env, 'alice');
    await assertFails(setDoc(doc(db, `accounts/alice/${kind}/r1`), newRecord(kind)));
    await assertFails(updateDoc(doc(db, `accounts/alice/${kind}/old`), { updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, `accounts/alice/${kind}/old`)));
  });

  it.each(PRO_KINDS)('a basic user still reads %s kept from an earlier pro plan', async (kind) => {
    await seedAccount(env, 'alice', 'basic');
    await seed(env, { [`accounts/alice/${kind}/old`]: storedRecord(kind) });
    const db = signedIn(env, 'alice');
    await assertSucceeds(getDoc(doc(db, `accounts/alice/${kind}/old`)));
    await assertSucceeds(getDocs(collection(db, `accounts/alice/${kind}`)));
  });

  it('a basic user creates, updates and deletes revenues', async () => {
    await seedAccount(env, 'alice', 'basic');
    const db = signedIn(env, 'alice');
    const ref = doc(db, 'accounts/alice/revenues/r1');
    await assertSucceeds(setDoc(ref, newRecord('revenues')));
    await assertSucceeds(updateDoc(ref, { amount: 750, updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(ref));
  });

  it.each(PRO_KINDS)('a custom-plan user creates %s', async (kind) => {
    await seedAccount(env, 'alice', 'custom');
    const db = signedIn(env, 'alice');
    await assertSucceeds(setDoc(doc(db, `accounts/alice/${kind}/r1`), newRecord(kind)));
  });

  it.each(['admin', 'owner'] as const)('an %s without a subscription document writes every kind in their own account', async (role) => {
    await seedMember(env, 'staff', 'staff', 'owner');
    const db = signedIn(env, 'staff', role);
    for (const kind of KINDS) {
      await assertSucceeds(setDoc(doc(db, `accounts/staff/${kind}/r1`), newRecord(kind)));
    }
  });

  it('a member of an account without a subscription document cannot write but can read', async () => {
    await seedMember(env, 'alice', 'alice', 'owner');
    await seed(env, { 'accounts/alice/revenues/old': storedRecord('revenues') });
    const db = signedIn(env, 'alice');
    await assertFails(setDoc(doc(db, 'accounts/alice/revenues/r1'), newRecord('revenues')));
    await assertSucceeds(getDoc(doc(db, 'accounts/alice/revenues/old')));
  });

  it('a pro user writes a salary and its generated expense in one batch', async () => {
    await seedAccount(env, 'alice', 'pro');
    const db = signedIn(env, 'alice');
    const batch = writeBatch(db);
    batch.set(doc(db, 'accounts/alice/salaries/s1'), newRecord('salaries', { expenseId: 'x1' }));
    batch.set(
      doc(db, 'accounts/alice/expenses/x1'),
      newRecord('expenses', {
        description: 'Salary - Dana',
        category: 'salary',
        amount: 3000,
        date: '2024-05-31',
        notes: 'Auto-generated from salary payment',
        salaryId: 's1',
      }),
    );
    await assertSucceeds(batch.commit());
  });

  it('a basic user cannot write a salary and expense batch', async () => {
    await seedAccount(env, 'alice', 'basic');
    const db = signedIn(env, 'alice');
    const batch = writeBatch(db);
    batch.set(doc(db, 'accounts/alice/salaries/s1'), newRecord('salaries', { expenseId: 'x1' }));
    batch.set(doc(db, 'accounts/alice/expenses/x1'), newRecord('expenses', { salaryId: 's1' }));
    await assertFails(batch.commit());
  });
});

const long = (n: number) => 'x'.repeat(n);
const without = (kind: Kind, field: string) => {
  const rec = newRecord(kind);
  delete rec[field];
  return rec;
};

type SchemaCase = [description: string, kind: Kind, data: () => Record<string, unknown>, allowed: boolean];

const schemaCases: SchemaCase[] = [
  ['a complete client is accepted', 'clients', () => newRecord('clients'), true],
  ['a client without a name is refused', 'clients', () => without('clients', 'name'), false],
  ['a client with a blank name is refused', 'clients', () => newRecord('clients', { name: '   ' }), false],
  ['a client with a blank email is refused', 'clients', () => newRecord('clients', { email: '' }), false],
  ['a client without notes is refused', 'clients', () => without('clients', 'notes'), false],
  ['a client with a negative value is refused', 'clients', () => newRecord('clients', { value: -1 }), false],
  ['a client with value 0 is accepted', 'clients', () => newRecord('clients', { value: 0 }), true],
  ['a client with a value over 1e12 is refused', 'clients', () => newRecord('clients', { value: 1e12 + 1 }), false],
  ['a client with a value given as a string is refused', 'clients', () => newRecord('clients', { value: '5' }), false],
  ['a client with progress 100 is accepted', 'clients', () => newRecord('clients', { progress: 100 }), true],
  ['a client with progress 101 is refused', 'clients', () => newRecord('clients', { progress: 101 }), false],
  ['a client with progress 5.5 is refused', 'clients', () => newRecord('clients', { progress: 5.5 }), false],
  ['a client with progress -1 is refused', 'clients', () => newRecord('clients', { progress: -1 }), false],
  ['a client with 500-character notes is accepted', 'clients', () => newRecord('clients', { notes: long(500) }), true],
  ['a client with 501-character notes is refused', 'clients', () => newRecord('clients', { notes: long(501) }), false],
  ['a client with an unknown field is refused', 'clients', () => newRecord('clients', { vip: true }), false],
  ['a client with an id field is refused', 'clients', () => newRecord('clients', { id: 'c1' }), false],
  ['a client with status lead is refused', 'clients', () => newRecord('clients', { status: 'lead' }), false],
  ['a client with type weekly is refused', 'clients', () => newRecord('clients', { type: 'weekly' }), false],
  ['a client dated 2024-13-45 is accepted (pattern only)', 'clients', () => newRecord('clients', { dateAdded: '2024-13-45' }), true],
  ['a client dated 24-1-1 is refused', 'clients', () => newRecord('clients', { dateAdded: '24-1-1' }), false],
  ['a client with an empty dateAdded is refused', 'clients', () => newRecord('clients', { dateAdded: '' }), false],
  ['a client with an empty lastContact is accepted', 'clients', () => newRecord('clients', { lastContact: '' }), true],
  ['a client with lastContact 2024/05/01 is refused', 'clients', () => newRecord('clients', { lastContact: '2024/05/01' }), false],
  ['an employee with an empty email is accepted', 'employees', () => newRecord('employees', { email: '' }), true],
  ['an employee with a blank role is refused', 'employees', () => newRecord('employees', { role: ' ' }), false],
  ['an employee without a name is refused', 'employees', () => without('employees', 'name'), false],
  ['a task with an empty deadline is accepted', 'tasks', () => newRecord('tasks', { deadline: '' }), true],
  ['a task with a blank title is refused', 'tasks', () => newRecord('tasks', { title: '' }), false],
  ['a task with status done is refused', 'tasks', () => newRecord('tasks', { status: 'done' }), false],
  ['a task with progress 101 is refused', 'tasks', () => newRecord('tasks', { progress: 101 }), false],
  ['a task with 51 assignees is refused', 'tasks', () => newRecord('tasks', { assignedEmployees: Array(51).fill('e') }), false],
  ['a task whose subtasks are not a list is refused', 'tasks', () => newRecord('tasks', { subtasks: {} }), false],
  ['a task with 101 subtasks is refused', 'tasks', () => newRecord('tasks', { subtasks: Array(101).fill({}) }), false],
  ['a salary with amount 0 is refused', 'salaries', () => newRecord('salaries', { amount: 0 }), false],
  ['a salary with a custom type is accepted', 'salaries', () => newRecord('salaries', { type: 'Overtime' }), true],
  ['a salary with a blank type is refused', 'salaries', () => newRecord('salaries', { type: '' }), false],
  ['a salary with status late is refused', 'salaries', () => newRecord('salaries', { status: 'late' }), false],
  ['a salary with a blank employee name is refused', 'salaries', () => newRecord('salaries', { employeeName: ' ' }), false],
  ['a revenue with a negative amount is refused', 'revenues', () => newRecord('revenues', { amount: -5 }), false],
  ['a revenue with amount 0 is refused', 'revenues', () => newRecord('revenues', { amount: 0 }), false],
  ['a revenue with a blank source is refused', 'revenues', () => newRecord('revenues', { source: '' }), false],
  ['a revenue with a custom type is accepted', 'revenues', () => newRecord('revenues', { type: 'Licensing' }), true],
  ['a revenue with a 501-character description is refused', 'revenues', () => newRecord('revenues', { description: long(501) }), false],
  ['an expense with a custom category is accepted', 'expenses', () => newRecord('expenses', { category: 'Rent' }), true],
  ['an expense with an empty category is refused', 'expenses', () => newRecord('expenses', { category: '' }), false],
  ['an expense with a blank description is refused', 'expenses', () => newRecord('expenses', { description: '  ' }), false],
  ['an expense with an amount over 1e12 is refused', 'expenses', () => newRecord('expenses', { amount: 2e12 }), false],
  ['an expense without a date is refused', 'expenses', () => without('expenses', 'date'), false],
];

describe('record schema', () => {
  it.each(schemaCases)('%s', async (_description, kind, data, allowed) => {
    await seedAccount(env, 'alice', 'pro');
    const db = signedIn(env, 'alice');
    await expectAllowed(allowed, setDoc(doc(db, `accounts/alice/${kind}/r1`), data()));
  });

  it('an update that only changes some fields is accepted when the whole document stays valid', async () => {
    await seedAccount(env, 'alice', 'pro');
    await seed(env, { 'accounts/alice/tasks/t1': storedRecord('tasks') });
    const db = signedIn(env, 'alice');
    await assertSucceeds(updateDoc(doc(db, 'accounts/alice/tasks/t1'), { progress: 50, status: 'in-progress', updatedAt: serverTimestamp() }));
  });

  it('an update that makes the document invalid is refused', async () => {
    await seedAccount(env, 'alice', 'pro');
    await seed(env, { 'accounts/alice/tasks/t1': storedRecord('tasks') });
    const db = signedIn(env, 'alice');
    const ref = doc(db, 'accounts/alice/tasks/t1');
    await assertFails(updateDoc(ref, { progress: 101, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { owner: 'mallory', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { title: '', updatedAt: serverTimestamp() }));
  });
});

describe('task lists', () => {
  it('a task with 50 assignees is accepted', async () => {
    await seedAccount(env, 'alice', 'pro');
    const db = signedIn(env, 'alice');
    const assignees = Array.from({ length: 50 }, (_, i) => `employee-${i}`);
    await assertSucceeds(setDoc(doc(db, 'accounts/alice/tasks/t1'), newRecord('tasks', { assignedEmployees: assignees })));
  });

  it('assignees that are maps or one huge string are refused', async () => {
    await seedAccount(env, 'alice', 'pro');
    const ref = doc(signedIn(env, 'alice'), 'accounts/alice/tasks/t1');
    await assertFails(setDoc(ref, newRecord('tasks', { assignedEmployees: [{ id: 'e1' }] })));
    await assertFails(setDoc(ref, newRecord('tasks', { assignedEmployees: ['x'.repeat(30_000)] })));
    await assertFails(setDoc(ref, newRecord('tasks', { assignedEmployees: Array.from({ length: 51 }, (_, i) => `e${i}`) })));
  });
});

describe('record timestamps', () => {
  const yesterday = () => Timestamp.fromDate(new Date(Date.now() - DAY));

  it('a create whose createdAt is not the request time is refused', async () => {
    await seedAccount(env, 'alice', 'pro');
    const db = signedIn(env, 'alice');
    await assertFails(setDoc(doc(db, 'accounts/alice/revenues/r1'), newRecord('revenues', { createdAt: yesterday() })));
  });

  it('a create whose updatedAt is not the request time is refused', async () => {
    await seedAccount(env, 'alice', 'pro');
    const db = signedIn(env, 'alice');
    await assertFails(setDoc(doc(db, 'accounts/alice/revenues/r1'), newRecord('revenues', { updatedAt: yesterday() })));
  });

  it('a create without timestamps is refused', async () => {
    await seedAccount(env, 'alice', 'pro');
    const db = signedIn(env, 'alice');
    const rec = newRecord('revenues');
    delete rec.createdAt;
    delete rec.updatedAt;
    await assertFails(setDoc(doc(db, 'accounts/alice/revenues/r1'), rec));
  });

  it('an update that changes createdAt is refused', async () => {
    await seedAccount(env, 'alice', 'pro');
    await seed(env, { 'accounts/alice/revenues/r1': storedRecord('revenues') });
    const db = signedIn(env, 'alice');
    await assertFails(updateDoc(doc(db, 'accounts/alice/revenues/r1'), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  });

  it('an update that does not set updatedAt to the request time is refused', async () => {
    await seedAccount(env, 'alice', 'pro');
    await seed(env, { 'accounts/alice/revenues/r1': storedRecord('revenues') });
    const db = signedIn(env, 'alice');
    await assertFails(updateDoc(doc(db, 'accounts/alice/revenues/r1'), { amount: 10 }));
    await assertFails(updateDoc(doc(db, 'accounts/alice/revenues/r1'), { amount: 10, updatedAt: yesterday() }));
  });
});
