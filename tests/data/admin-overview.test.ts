// The admin overview's data layer (src/data/admin-overview.ts) against the emulators, rules
// included: its count() queries agree with the people and the accounts' summaries as they are,
// and are aggregations only (no document of a member is read).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '../../src/data/auth';
import { loadAnalytics, overviewReads, resetOverviewReads } from '../../src/data/admin-overview';
import { lastMonths } from '../../src/domain/admin-analytics';
import { StoredTimestamp, adminAuth, adminDb, uniqueEmail } from '../support/admin';

const DAY = 86_400_000;

describe('admin overview figures from the data layer', () => {
  beforeAll(async () => {
    const db = adminDb();
    const now = Date.now();
    const seed: [string, Record<string, unknown>][] = [
      ['ov-basic-active', { role: 'user', planId: 'basic', subscriptionStatus: 'active', createdAt: new Date(now - 40 * DAY) }],
      ['ov-pro-active', { role: 'user', planId: 'pro', subscriptionStatus: 'active', createdAt: new Date(now - 3 * DAY) }],
      ['ov-trial', { role: 'user', planId: 'basic', subscriptionStatus: 'trial', createdAt: new Date(now - 20 * DAY) }],
      ['ov-admin', { role: 'admin', planId: 'custom', subscriptionStatus: 'active', createdAt: new Date(now - 400 * DAY) }],
    ];
    for (const [id, d] of seed) await db.doc(`users/${id}`).set({ email: `${id}@example.com`, updatedAt: new Date(), ...d });
    // Account summaries as the functions keep them: a team of 12 on Pro, a full Basic pair, a trial.
    const accounts: [string, Record<string, unknown>][] = [
      ['ov-team', { planId: 'pro', status: 'active', members: 12, seatsUsed: 9, createdAt: new Date(now - 3 * DAY) }],
      ['ov-pair', { planId: 'basic', status: 'active', members: 2, seatsUsed: 2, createdAt: new Date(now - 40 * DAY) }],
      ['ov-solo', { planId: 'basic', status: 'trial', members: 1, seatsUsed: 1, createdAt: new Date(now - 20 * DAY) }],
    ];
    for (const [id, d] of accounts) {
      await db.doc(`adminAccounts/${id}`).set({
        accountId: id,
        name: id,
        nameLower: id,
        ownerUid: id,
        ownerEmail: `${id}@example.com`,
        memberEmails: [],
        trialEndsAt: null,
        updatedAt: new Date(),
        ...d,
      });
    }
    const session = await authApi.signUp({ displayName: 'Overview Admin', email: uniqueEmail('overview'), password: 'secret123' });
    await adminAuth().setCustomUserClaims(session.uid, { role: 'admin' });
    await authApi.refreshSession();
  });
  afterAll(async () => {
    await authApi.signOut();
  });

  it('counts people, and accounts by plan, status, month and seats, as they are', async () => {
    const now = new Date();
    // The other test files sign people up meanwhile (each sign-up adds an account summary by a
    // trigger): the figures are compared with the documents as they were both before and after
    // the analytics read them, retried until nothing moved in between.
    const snapshot = async () => {
      const [people, summaries] = await Promise.all([adminDb().collection('users').get(), adminDb().collection('adminAccounts').get()]);
      const mark = [...people.docs, ...summaries.docs].map((d) => `${d.ref.path}:${JSON.stringify(d.data())}`).join('\n');
      return { people, summaries, mark };
    };
    let a: Awaited<ReturnType<typeof loadAnalytics>> | undefined;
    let seen: Awaited<ReturnType<typeof snapshot>> | undefined;
    for (let attempt = 0; attempt < 10 && !a; attempt++) {
      const before = await snapshot();
      resetOverviewReads();
      const read = await loadAnalytics(now);
      const after = await snapshot();
      if (before.mark === after.mark) [a, seen] = [read, before];
    }
    if (!a || !seen) throw new Error('the users and account summaries kept changing for 10 attempts');
    const all = seen.people.docs.map((d) => d.data() ?? {});
    const accounts = seen.summaries.docs.map((d) => d.data() ?? {});
    const active = (plan: string) => accounts.filter((x) => x.status === 'active' && x.planId === plan).length;
    expect(a.totalUsers).toBe(all.length);
    expect(a.counts.admins).toBe(all.filter((u) => u.role === 'admin').length);
    expect(a.totalAccounts).toBe(accounts.length);
    expect(a.trialAccounts).toBe(accounts.filter((x) => x.status === 'trial').length);
    expect(a.cancelledAccounts).toBe(accounts.filter((x) => x.status === 'cancelled').length);
    expect(a.monthlyRevenue).toBe(active('basic') * 29 + active('pro') * 79);
    const months = lastMonths(now);
    const inMonth = (i: number) =>
      accounts.filter((x) => {
        const t = x.createdAt instanceof StoredTimestamp ? x.createdAt.toMillis() : -1;
        return t >= months[i]!.from.getTime() && t < months[i]!.to.getTime();
      }).length;
    expect(a.accountGrowth.map((g) => g.accounts)).toEqual(months.map((_, i) => inMonth(i)));
    const members = accounts.reduce((n, x) => n + (typeof x.members === 'number' ? x.members : 0), 0);
    expect(a.seats.membersPerAccount).toBe(Math.round((members / accounts.length) * 10) / 10);
    expect(a.seats.groups.find((g) => g.key === 'large')!.accounts).toBe(accounts.filter((x) => Number(x.members) >= 11).length);
    // Against the seats each plan gives now: a Pro account with 9 of 10 seats is near, a Basic one with 2 of 2 full.
    const full = (plan: string, seats: number) => accounts.filter((x) => x.planId === plan && Number(x.seatsUsed) >= seats).length;
    const pro = a.seats.byPlan.find((p) => p.planId === 'pro')!;
    const basic = a.seats.byPlan.find((p) => p.planId === 'basic')!;
    expect(basic.atLimit).toBe(full('basic', basic.seats!));
    expect(pro.atLimit).toBe(full('pro', pro.seats!));
    expect(pro.nearLimit).toBe(full('pro', Math.ceil(pro.seats! * 0.8)) - pro.atLimit);
    expect(pro.nearLimit).toBeGreaterThanOrEqual(1);
    // Aggregations only: people 3, accounts 10, months 6, trials 2, seats 1 + 3 + at most 2 per plan.
    expect(overviewReads.aggregationQueries).toBeGreaterThanOrEqual(26);
    expect(overviewReads.aggregationQueries).toBeLessThanOrEqual(30);
  });
});
