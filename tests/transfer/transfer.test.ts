// Import, undo, export, wipe and restore through the data layer against the emulators and the
// security rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '../../src/data/auth';
import { transferApi } from '../../src/data/transfer';
import type { ImportRow } from '../../src/data/contract-transfer';
import type { RecordInput } from '../../src/domain/types';
import { adminDb, setBackgroundTriggers, uniqueEmail } from '../support/admin';
import { clientInput } from '../support/records';

let uid = '';

const client = clientInput;
const rowsOf = <K extends 'clients' | 'revenues' | 'salaries'>(inputs: RecordInput<K>[]): ImportRow<K>[] =>
  inputs.map((input, i) => ({ label: `Row ${i + 2}`, input: input as ImportRow<K>['input'] }));

async function count(path: string) {
  return (await adminDb().collection(path).get()).size;
}

describe('transfer against the emulators', () => {
  beforeAll(async () => {
    const user = await authApi.signUp({ displayName: 'Transfer Tester', email: uniqueEmail('transfer'), password: 'secret123' });
    uid = user.uid;
    // About 2,500 record writes (the imports and their undos) whose triggers (dashboard summary,
    // new-client notices) are tested elsewhere: paused, they cost the suite no CPU.
    await setBackgroundTriggers(false);
  });
  afterAll(async () => {
    await setBackgroundTriggers(true);
    await authApi.signOut();
  });

  it('a basic account imports clients one per batch up to the cap, and the rest fail per row', async () => {
    // 98 clients already there (written as functions would), counter in step.
    const db = adminDb();
    const batch = db.batch();
    for (let i = 0; i < 98; i++) batch.set(db.doc(`accounts/${uid}/clients/seed${i}`), { ...client(1000 + i), createdAt: new Date(), updatedAt: new Date() });
    batch.set(db.doc(`accounts/${uid}/meta/counters`), { clients: 98, lastClientId: 'seed97' });
    await batch.commit();

    const progress: number[] = [];
    const report = await transferApi.importBatch(uid, 'clients', rowsOf([client(1), client(2), client(3), client(4)]), { clientCap: 100 }, (p) =>
      progress.push(p.done),
    );
    expect(report.created).toBe(2);
    expect(report.errors).toEqual([
      'Row 4: Client limit reached: the Basic plan keeps at most 100 clients. Upgrade to Pro to import more.',
      'Row 5: Client limit reached: the Basic plan keeps at most 100 clients. Upgrade to Pro to import more.',
    ]);
    expect(progress.at(-1)).toBe(4);
    expect(await count(`accounts/${uid}/clients`)).toBe(100);
    expect((await db.doc(`accounts/${uid}/meta/counters`).get()).get('clients')).toBe(100);

    // Undo removes the two, one per batch with the counter stepping down.
    expect(report.batchId).not.toBeNull();
    const listed = await transferApi.listImports(uid);
    expect(listed[0]).toMatchObject({ batchId: report.batchId, kind: 'clients', created: 2 });
    await transferApi.undoImport(uid, report.batchId!, { clientCap: 100 });
    expect(await count(`accounts/${uid}/clients`)).toBe(98);
    expect((await db.doc(`accounts/${uid}/meta/counters`).get()).get('clients')).toBe(98);
    expect(await transferApi.listImports(uid)).toEqual([]);
  });

  it('a basic account cannot import a Pro kind (the import function refuses it)', async () => {
    const report = await transferApi.importBatch(
      uid,
      'salaries',
      rowsOf([{ employeeName: 'Ann', employeeId: '', position: '', amount: 10, payDate: '2024-03-01', status: 'paid', type: 'monthly', expenseId: '' }]),
      { clientCap: 100 },
    );
    expect(report.created).toBe(0);
    expect(report.errors).toEqual(['Row 2: You do not have permission to save this record']);
  });

  it('a pro account imports 1,001 rows in batches of at most 500, updates with undo restoring the old fields', { timeout: 180_000 }, async () => {
    const db = adminDb();
    await db.doc(`subscriptions/${uid}`).set({ planId: 'pro' }, { merge: true });
    await db.doc(`users/${uid}`).set({ planId: 'pro' }, { merge: true });
    const revenues = Array.from({ length: 1001 }, (_, i): RecordInput<'revenues'> => ({
      source: `S${i}`,
      amount: i + 1,
      description: '',
      date: '2024-02-29',
      type: 'service',
      clientId: '',
    }));
    const steps: number[] = [];
    const report = await transferApi.importBatch(uid, 'revenues', rowsOf(revenues), { clientCap: null }, (p) => steps.push(p.done));
    expect(report).toMatchObject({ created: 1001, errors: [] });
    // Three calls of at most 500 rows, two in flight: progress moves by a call's rows as each ends.
    expect(steps).toHaveLength(3);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(steps.at(-1)).toBe(1001);
    expect(await count(`accounts/${uid}/revenues`)).toBe(1001);
    const parts = await db.collection(`accounts/${uid}/imports`).where('batchId', '==', report.batchId).get();
    expect(parts.docs.map((d) => d.get('part') as number).sort((a, b) => a - b)).toEqual([0, 10, 20]);

    const salaries = await transferApi.importBatch(
      uid,
      'salaries',
      rowsOf([{ employeeName: 'Ann', employeeId: '', position: 'Clerk', amount: 10, payDate: '2024-03-01', status: 'paid', type: 'monthly', expenseId: '' }]),
      { clientCap: null },
    );
    expect(salaries.created).toBe(1);
    expect((await db.collection(`accounts/${uid}/expenses`).where('category', '==', 'salary').get()).size).toBe(1);

    const update = await transferApi.importBatch(
      uid,
      'clients',
      [{ label: 'Row 2', input: { ...client(1000), name: 'Renamed', notes: 'new' }, updateId: 'seed0' }],
      { clientCap: null },
    );
    expect(update).toMatchObject({ created: 0, updated: 1 });
    expect((await db.doc(`accounts/${uid}/clients/seed0`).get()).get('name')).toBe('Renamed');
    await transferApi.undoImport(uid, update.batchId!, { clientCap: null });
    expect((await db.doc(`accounts/${uid}/clients/seed0`).get()).data()).toMatchObject({ name: 'Client 1000', notes: '' });

    await transferApi.undoImport(uid, report.batchId!, { clientCap: null });
    expect(await count(`accounts/${uid}/revenues`)).toBe(0);
    await transferApi.undoImport(uid, salaries.batchId!, { clientCap: null });
    expect(await count(`accounts/${uid}/salaries`)).toBe(0);
    expect(await count(`accounts/${uid}/expenses`)).toBe(0);
  });

  it('export, wipe and restore gives back every record and category; the settings document is left alone', { timeout: 180_000 }, async () => {
    const db = adminDb();
    await db.doc(`accounts/${uid}/meta/categories`).set({ expenses: ['Stationery'], revenues: ['Retainers'], salaries: [] });
    await db.doc(`accounts/${uid}/meta/settings`).set({ theme: 'dark', system: { dateFormat: 'MM/DD/YYYY' } });
    await transferApi.importBatch(
      uid,
      'revenues',
      rowsOf([{ source: 'Acme', amount: 5, description: 'x', date: '2024-01-31', type: 'Retainers', clientId: 'seed1' }]),
      { clientCap: null },
    );
    const before = await transferApi.readAll(uid);
    expect(before.records.clients).toHaveLength(98);
    await transferApi.wipe(uid, { clientCap: null });
    const empty = await transferApi.readAll(uid);
    expect(Object.values(empty.records).every((l) => l.length === 0)).toBe(true);
    expect(empty.settings).toEqual(before.settings);

    const report = await transferApi.restore(uid, JSON.parse(JSON.stringify(before)), 'replace', { clientCap: null });
    expect(report.errors).toEqual([]);
    const after = await transferApi.readAll(uid);
    const byId = (l: readonly { id: string }[]) => [...l].sort((a, b) => a.id.localeCompare(b.id));
    for (const kind of Object.keys(before.records) as (keyof typeof before.records)[]) {
      expect(byId(after.records[kind])).toEqual(byId(before.records[kind]));
    }
    expect(after.categories).toEqual(before.categories);
    expect(after.settings).toEqual(before.settings);
  });

  it('a pro import keeps the counter in step and is undone; two updates of one record undo to the original', { timeout: 180_000 }, async () => {
    const db = adminDb();
    const counter = async () => (await db.doc(`accounts/${uid}/meta/counters`).get()).get('clients') as number;
    const before = await counter();
    const steps: number[] = [];
    const report = await transferApi.importBatch(uid, 'clients', rowsOf(Array.from({ length: 130 }, (_, i) => client(5000 + i))), { clientCap: null }, (p) =>
      steps.push(p.done),
    );
    expect(report).toMatchObject({ created: 130, updated: 0, errors: [] });
    expect(steps).toEqual([130]);
    expect(await counter()).toBe(before + 130);
    expect((await db.collection(`accounts/${uid}/clients`).where('value', '>=', 5000).get()).size).toBe(130);
    await transferApi.undoImport(uid, report.batchId!, { clientCap: null });
    expect(await counter()).toBe(before);
    expect((await db.collection(`accounts/${uid}/clients`).where('value', '>=', 5000).get()).size).toBe(0);

    // A file repeating an existing client's e-mail, imported with "update" for both rows.
    const original = (await db.doc(`accounts/${uid}/clients/seed0`).get()).data();
    const twice = await transferApi.importBatch(
      uid,
      'clients',
      [
        { label: 'Row 2', input: { ...client(1000), name: 'First' }, updateId: 'seed0' },
        { label: 'Row 7', input: { ...client(1000), name: 'Second', notes: 'later' }, updateId: 'seed0' },
      ],
      { clientCap: null },
    );
    expect(twice).toMatchObject({ created: 0, updated: 2, errors: [] });
    expect((await db.doc(`accounts/${uid}/clients/seed0`).get()).data()).toMatchObject({ name: 'Second', notes: 'later' });
    await transferApi.undoImport(uid, twice.batchId!, { clientCap: null });
    expect((await db.doc(`accounts/${uid}/clients/seed0`).get()).data()).toMatchObject({ name: original?.name, notes: original?.notes });
  });
});
