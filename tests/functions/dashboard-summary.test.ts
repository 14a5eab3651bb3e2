// The dashboard summary (docs/decisions/0148) through the Functions emulator: a new account starts
// with zero shards, the triggers move them as records are created, changed and deleted, an event
// is applied once, writes a rebuild already counted are not counted again, and the rebuild callable
// builds a missing summary for its caller only.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { PAYROLL_SHARDS, SUMMARY_SHARDS, emptyTally, shardOf, summaryFrom, tallyOf, addTally } from '../../src/domain/dashboard-summary';
import type { SummarizedKind, Tally } from '../../src/domain/dashboard-summary';
import { applyRecordEvent } from '../../functions/src/dashboard/summary';
import { callFn, callOk } from '../billing/helpers';
import { adminDb, closeAdmin, signUpWithPassword, uniqueEmail } from '../support/emulators';

// The functions summarize each write; behind another test's burst of writes the emulator's queue of
// triggers can take a while, hence the long waits (they end as soon as the figures are right).
const SLOW = { timeout: 400_000 };
const SETTLED = { timeout: 150_000, interval: 500 };
const stamp = () => ({ createdAt: new Date(), updatedAt: new Date() });
const client = (name: string, status: string) => ({
  name,
  email: '',
  phone: '',
  company: '',
  value: 0,
  progress: 0,
  notes: '',
  dateAdded: '2026-01-01',
  lastContact: '',
  status,
  type: 'one-time',
  ...stamp(),
});
const revenue = (amount: number, date: string) => ({ source: 'S', amount, description: '', date, type: 'service', clientId: '', ...stamp() });
const expense = (amount: number, date: string, category: string) => ({
  description: 'E',
  amount,
  category,
  notes: '',
  date,
  salaryId: '',
  clientId: '',
  ...stamp(),
});

/** Both parts of the summary added up (the payroll part apart: src/domain/dashboard-summary.ts), or null when either is incomplete. */
async function summaryOf(uid: string): Promise<Tally | null> {
  const [open, payroll] = await Promise.all([
    adminDb().collection(`accounts/${uid}/summary`).get(),
    adminDb().collection(`accounts/${uid}/payrollSummary`).get(),
  ]);
  const a = summaryFrom(open.docs.map((d) => ({ id: d.id, data: d.data() })));
  const b = summaryFrom(
    payroll.docs.map((d) => ({ id: d.id, data: d.data() })),
    PAYROLL_SHARDS,
  );
  return a && b ? addTally(a, b) : null;
}

/** What the records stored now add up to (the reference the summary must equal). */
async function recount(uid: string): Promise<Tally> {
  let total = emptyTally();
  for (const kind of ['clients', 'revenues', 'expenses', 'salaries'] as SummarizedKind[]) {
    const snap = await adminDb().collection(`accounts/${uid}/${kind}`).get();
    for (const d of snap.docs) total = addTally(total, tallyOf(kind, d.data()));
  }
  return total;
}

async function newAccount(prefix: string) {
  const { localId: uid, idToken } = await signUpWithPassword(uniqueEmail(prefix), 'secret123');
  return { uid, idToken };
}

describe('dashboard summary', SLOW, () => {
  afterAll(closeAdmin);

  it('a new account starts with every shard at zero, and the triggers follow creates, changes and deletes', async () => {
    const { uid } = await newAccount('summary-live');
    expect(await summaryOf(uid)).toEqual(emptyTally());
    const user = adminDb().doc(`accounts/${uid}`);
    const a = await user.collection('clients').add(client('A', 'active'));
    await user.collection('clients').add(client('B', 'former'));
    const r = await user.collection('revenues').add(revenue(100.1, '2026-03-04'));
    await user.collection('revenues').add(revenue(0.2, '2026-04-01'));
    const e = await user.collection('expenses').add(expense(40.25, '2026-03-05', 'travel'));
    await user.collection('salaries').add({
      employeeName: 'Bo',
      employeeId: '',
      position: '',
      amount: 5,
      payDate: '2026-03-01',
      status: 'pending',
      type: 'monthly',
      expenseId: '',
      ...stamp(),
    });
    await expect.poll(() => summaryOf(uid), SETTLED).toEqual(await recount(uid));

    await a.update({ status: 'inactive' });
    await r.update({ amount: 99.9, date: '2026-05-01' });
    await e.delete();
    const expected = await recount(uid);
    expect(expected).toMatchObject({ clients: 2, activeClients: 0, revenueCents: 10010, expenseCents: 0, pendingSalaries: 1 });
    expect(expected.revenueByMonth).toEqual({ '2026-04': 20, '2026-05': 9990 });
    await expect.poll(() => summaryOf(uid), SETTLED).toEqual(expected);
  });

  it('an event is applied once, an edit that moves no figure writes nothing, and an account without a summary is left to the rebuild', async () => {
    const { uid } = await newAccount('summary-once');
    const db = adminDb();
    const apply = (e: Parameters<typeof applyRecordEvent>[1]) => applyRecordEvent(db, e, { FieldValue, Timestamp });
    const event = {
      accountId: uid,
      kind: 'revenues' as const,
      id: 'r1',
      eventId: `evt-${uid}`,
      updatedAt: Timestamp.now(),
      eventTime: new Date(),
      before: undefined,
      after: revenue(12.5, '2026-02-02'),
    };
    expect(await apply(event)).toBe('applied');
    expect(await apply(event)).toBe('duplicate');
    expect((await summaryOf(uid))?.revenueCents).toBe(1250);
    const shard = await db.doc(`accounts/${uid}/summary/${shardOf('r1')}`).get();
    expect(shard.get('revenueCents')).toBe(1250);

    const notesOnly = {
      ...event,
      eventId: `evt2-${uid}`,
      before: revenue(12.5, '2026-02-02'),
      after: { ...revenue(12.5, '2026-02-02'), description: 'edited' },
    };
    expect(await apply(notesOnly)).toBe('no-change');

    const older = { ...event, eventId: `evt3-${uid}`, updatedAt: Timestamp.fromMillis(Date.now() - 3_600_000) };
    expect(await apply(older)).toBe('counted-by-rebuild');

    const stranger = { ...event, accountId: `nobody-${uid}`, eventId: `evt4-${uid}` };
    expect(await apply(stranger)).toBe('no-summary');
    expect((await summaryOf(uid))?.revenueCents).toBe(1250);
  });

  it('the rebuild counts every record once, even with their triggers still on the way, and only for its caller', async () => {
    expect(await callFn('rebuildDashboardSummary', {})).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
    const { uid, idToken } = await newAccount('summary-rebuild');
    const db = adminDb();
    // An account older than the summary: no shards.
    const shards = await db.collection(`accounts/${uid}/summary`).get();
    await Promise.all(shards.docs.map((d) => d.ref.delete()));
    const seed = db.batch();
    for (let i = 0; i < 60; i++) seed.set(db.doc(`accounts/${uid}/clients/c${i}`), client(`C${i}`, i % 2 ? 'active' : 'former'));
    for (let i = 0; i < 40; i++) seed.set(db.doc(`accounts/${uid}/expenses/e${i}`), expense(1.5, '2026-06-01', i % 2 ? 'office' : 'travel'));
    await seed.commit();
    // Changes right before the rebuild: their triggers may run before or after it.
    await db.doc(`accounts/${uid}/clients/c0`).delete();
    await db.doc(`accounts/${uid}/expenses/e0`).update({ amount: 10 });
    expect(await summaryOf(uid)).toBeNull();

    const first = await callOk<{ rebuilt: boolean; records: number }>('rebuildDashboardSummary', {}, idToken);
    expect(first).toEqual({ rebuilt: true, records: 99 });
    // Changes right after it are counted by their triggers.
    await db.doc(`accounts/${uid}/clients/c1`).delete();
    await db.doc(`accounts/${uid}/expenses/e1`).set(expense(2, '2026-07-01', 'office'));
    await db.doc(`accounts/${uid}/revenues/new`).set(revenue(5, '2026-07-02'));
    const expected = await recount(uid);
    expect(expected).toMatchObject({ clients: 58, activeClients: 29, revenueCents: 500, expenseCents: 39 * 150 + 1000 - 150 + 200 });
    // Every trigger has landed once the last write's has; wait a little longer for stragglers.
    await expect.poll(() => summaryOf(uid), SETTLED).toEqual(expected);
    await new Promise((r) => setTimeout(r, 3000));
    expect(await summaryOf(uid)).toEqual(expected);

    expect(await callOk('rebuildDashboardSummary', {}, idToken)).toEqual({ rebuilt: false, records: 0 });
    expect(Object.keys(expected.expenseByCategory).sort()).toEqual(['office', 'travel']);
    expect(SUMMARY_SHARDS).toBe((await db.collection(`accounts/${uid}/summary`).get()).size);
    expect(PAYROLL_SHARDS).toBe((await db.collection(`accounts/${uid}/payrollSummary`).get()).size);
  });
});
