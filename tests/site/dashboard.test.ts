// Dashboard figures through src/data/dashboard.ts against the emulators: the summary the functions
// keep gives the same figures as adding up every record, in a fixed number of reads, follows
// changes live, and is rebuilt for an account that has none (docs/decisions/0148).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '../../src/data/auth';
import { dashboardApi, dashboardReads, loadFigures, resetDashboardReads } from '../../src/data/dashboard';
import { recordsApi } from '../../src/data/records';
import type { DashboardFigures } from '../../src/data/contract';
import { computeFigures } from '../../src/domain/dashboard';
import type { DashboardFigures as Figures } from '../../src/domain/dashboard';
import { PAYROLL_SHARDS, SUMMARY_SHARDS } from '../../src/domain/dashboard-summary';
import { currentMonth } from '../../src/domain/dates';
import { adminDb, serverTimestamp, uniqueEmail } from '../support/admin';

let uid = '';
let expected: Figures;
const month = currentMonth();

describe('dashboard figures from the emulators', () => {
  beforeAll(async () => {
    uid = (await authApi.signUp({ displayName: 'Dash Tester', email: uniqueEmail('dash'), password: 'secret123' })).uid;
  });
  afterAll(async () => {
    await authApi.signOut();
  });

  it('a new account has empty figures', async () => {
    const figures = await loadFigures(uid);
    expect(figures).toEqual(computeFigures({ clients: [], revenues: [], expenses: [], salaries: [] }));
  });

  it('known records give the same figures as adding them all up, in a few reads', { timeout: 200_000 }, async () => {
    const base = { email: 'c@example.com', phone: '', company: '', value: 0, progress: 0, notes: '', lastContact: '', type: 'one-time' as const };
    await recordsApi.addRecord(uid, 'clients', { ...base, name: 'Old Co', status: 'active', dateAdded: '2025-01-01' });
    await recordsApi.addRecord(uid, 'clients', { ...base, name: 'Gone Ltd', status: 'former', dateAdded: '2025-01-02' });
    await recordsApi.addRecord(uid, 'clients', { ...base, name: 'New LLC', status: 'active', dateAdded: '2025-01-03' });
    await recordsApi.addRecord(uid, 'clients', { ...base, name: 'Newest Inc', status: 'inactive', dateAdded: '2025-01-04' });
    const rev = { description: '', type: 'service', clientId: '' };
    await recordsApi.addRecord(uid, 'revenues', { ...rev, source: 'Old deal', amount: 1000, date: '2020-01-05' });
    await recordsApi.addRecord(uid, 'revenues', { ...rev, source: 'Consulting', amount: 250.1, date: `${month}-02` });
    await recordsApi.addRecord(uid, 'revenues', { ...rev, source: 'Acme', amount: 0.2, date: `${month}-28` });
    // Expenses and salaries need a Pro plan to write from the browser: stored with the Admin SDK.
    const stamp = { createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
    const exp = { notes: '', salaryId: '', clientId: '', ...stamp };
    const userDoc = adminDb().collection('accounts').doc(uid);
    await userDoc.collection('expenses').add({ ...exp, description: 'Desk', amount: 100, category: 'office', date: '2020-02-01' });
    await userDoc.collection('expenses').add({ ...exp, description: 'Train', amount: 40.25, category: 'travel', date: `${month}-03` });
    const sal = { employeeName: 'Bob', employeeId: '', position: 'Dev', amount: 5, payDate: '2025-01-01', type: 'monthly', expenseId: '', ...stamp };
    await userDoc.collection('salaries').add({ ...sal, status: 'pending' });
    await userDoc.collection('salaries').add({ ...sal, status: 'paid' });

    // The functions move the summary shortly after each write.
    const settled = async () => {
      const f = await loadFigures(uid);
      return [f.clients.total, f.clients.active, f.revenue.total, f.expenses.total, f.pendingSalaries];
    };
    // The functions summarize each write; behind another test's burst of writes the emulator's queue
    // of triggers can take a while.
    await expect.poll(settled, { timeout: 150_000, interval: 500 }).toEqual([4, 2, 1250.3, 140.25, 1]);
    resetDashboardReads();
    const figures = await loadFigures(uid);
    expect(figures.clients).toEqual({ active: 2, total: 4 });
    expect(figures.revenue).toEqual({ total: 1250.3, thisMonth: 250.3 });
    expect(figures.expenses).toEqual({ total: 140.25, thisMonth: 40.25 });
    expect(figures.netProfit).toBe(1110.05);
    expect(figures.pendingSalaries).toBe(1);
    expect(figures.recentClients.map((c) => c.name)).toEqual(['Newest Inc', 'New LLC', 'Gone Ltd']);
    expect(figures.recentRevenues.map((r) => `${r.source} ${r.amount}`)).toEqual(['Acme 0.2', 'Consulting 250.1']);
    expect(figures.expensesByCategory.filter((c) => c.amount > 0)).toEqual([
      { category: 'office', amount: 100 },
      { category: 'travel', amount: 40.25 },
    ]);
    // The 10 summary shards + 3 + 2 documents, whatever the number of records.
    // Both parts of the summary (the owner has payroll) and the two short lists.
    expect(dashboardReads).toMatchObject({ reads: 18, summaryReads: SUMMARY_SHARDS + PAYROLL_SHARDS, rebuilds: 0 });
    expected = figures;
  });

  it('an account whose summary is of an older version gets one built from its records on the first visit', async () => {
    const shards = await adminDb().collection(`accounts/${uid}/summary`).get();
    expect(shards.size).toBe(SUMMARY_SHARDS);
    await Promise.all(shards.docs.map((d) => d.ref.set({ v: 0, clients: 99 })));
    resetDashboardReads();
    const figures = await loadFigures(uid);
    expect(dashboardReads.rebuilds).toBe(1);
    expect(figures).toEqual(expected);
    resetDashboardReads();
    expect(await loadFigures(uid)).toEqual(expected);
    expect(dashboardReads).toMatchObject({ reads: 18, rebuilds: 0 });
  });

  it('watchFigures gives each set of figures once: the server confirming the cached ones draws nothing again', async () => {
    // The earlier tests left this account's summary and lists in the cache, so the listeners
    // answer from it first and then hear the server confirm the same documents.
    const seen: string[] = [];
    const stop = dashboardApi.watchFigures(uid, (f) => seen.push(JSON.stringify(f)));
    try {
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
      // Long enough for the three listeners' answers from the server.
      await new Promise((resolve) => setTimeout(resolve, 3000));
    } finally {
      stop();
    }
    expect(seen.filter((f, i) => i > 0 && f === seen[i - 1])).toEqual([]);
  });

  it('watchFigures follows a record added afterwards', { timeout: 200_000 }, async () => {
    const seen: DashboardFigures[] = [];
    const errors: unknown[] = [];
    const stop = dashboardApi.watchFigures(
      uid,
      (f) => seen.push(f),
      (e) => errors.push(e),
    );
    try {
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const before = seen.at(-1)!.revenue.total;
      await recordsApi.addRecord(uid, 'revenues', { description: '', type: 'product', clientId: '', source: 'Live', amount: 10, date: `${month}-03` });
      await expect.poll(() => seen.at(-1)!.revenue.total, { timeout: 150_000 }).toBeCloseTo(before + 10, 2);
      expect(seen.at(-1)!.recentRevenues[0]?.source).toBe('Live');
      expect(errors).toEqual([]);
    } finally {
      stop();
    }
  });
});
