// The admin overview's data layer (src/data/admin-overview.ts) against the emulators, rules
// included: its count() queries agree with the users as they are, and cost no more reads than
// the aggregation queries themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '../../src/data/auth';
import { loadAnalytics, overviewReads, resetOverviewReads } from '../../src/data/admin-overview';
import { lastMonths } from '../../src/domain/admin-analytics';
import { adminAuth, adminDb, closeAdmin, uniqueEmail } from '../support/emulators';

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
    const session = await authApi.signUp({ displayName: 'Overview Admin', email: uniqueEmail('overview'), password: 'secret123' });
    await adminAuth().setCustomUserClaims(session.uid, { role: 'admin' });
    await authApi.refreshSession();
  });
  afterAll(async () => {
    await authApi.signOut();
    await closeAdmin();
  });

  it('counts users by role, plan, status and signup month as they are', async () => {
    const now = new Date();
    const all = (await adminDb().collection('users').get()).docs.map((d) => d.data());
    const users = all.filter((u) => u.role === 'user');
    const active = (plan: string) => users.filter((u) => u.subscriptionStatus === 'active' && u.planId === plan).length;
    resetOverviewReads();
    const a = await loadAnalytics(now);
    expect(a.totalUsers).toBe(all.length);
    expect(a.counts.admins).toBe(all.filter((u) => u.role === 'admin').length);
    expect(a.trialUsers).toBe(users.filter((u) => u.subscriptionStatus === 'trial').length);
    expect(a.monthlyRevenue).toBe(active('basic') * 29 + active('pro') * 79);
    const months = lastMonths(now);
    const inMonth = (i: number) =>
      all.filter((u) => {
        const t = u.createdAt?.toMillis?.() ?? -1;
        return t >= months[i]!.from.getTime() && t < months[i]!.to.getTime();
      }).length;
    expect(a.userGrowth.map((g) => g.users)).toEqual(months.map((_, i) => inMonth(i)));
    expect(overviewReads.aggregationQueries).toBe(18);
  });
});
