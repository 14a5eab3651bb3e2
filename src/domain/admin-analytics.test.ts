import { describe, expect, it } from 'vitest';
import type { SeatCounts } from './admin-accounts';
import { analyticsOf, emptyPlanCounts, formatDollars, lastMonths, summarize, trialWindow, zonedMonthStart } from './admin-analytics';
import type { PlatformCounts } from './admin-analytics';
import { DEFAULT_PLAN_SEATS } from './seats';

const counts = (over: Partial<PlatformCounts> = {}): PlatformCounts => ({
  totalUsers: 0,
  owners: 0,
  admins: 0,
  totalAccounts: 0,
  accountsByPlan: emptyPlanCounts(),
  activeByPlan: emptyPlanCounts(),
  trialAccounts: 0,
  cancelledAccounts: 0,
  suspendedAccounts: 0,
  ...over,
});

const noSeats = (over: Partial<SeatCounts> = {}): SeatCounts => ({
  members: 0,
  seatsUsed: 0,
  atLeast: { 2: 0, 6: 0, 11: 0 },
  fullByPlan: emptyPlanCounts(),
  nearByPlan: emptyPlanCounts(),
  seats: { ...DEFAULT_PLAN_SEATS },
  ...over,
});

describe('platform figures count accounts, not people', () => {
  it('monthly revenue counts each active paid account at its monthly price, Enterprise and trials at 0', () => {
    const s = summarize(counts({ totalUsers: 40, totalAccounts: 20, activeByPlan: { basic: 3, pro: 2, custom: 4 }, trialAccounts: 5, cancelledAccounts: 2 }));
    expect(s.monthlyRevenue).toBe(3 * 29 + 2 * 79);
    expect(s.activeSubscriptions).toBe(9);
    expect(s.payingCustomers).toBe(5);
    expect(s.avgRevenuePerPaying).toBe(49);
    expect(s).toMatchObject({ totalUsers: 40, totalAccounts: 20, trialAccounts: 5, cancelledAccounts: 2 });
  });

  it('an empty platform has zero figures and no division by zero', () => {
    const a = analyticsOf(counts(), [], { ended: 0, converted: 0 }, noSeats());
    expect(a).toMatchObject({ monthlyRevenue: 0, avgRevenuePerPaying: 0, conversionRate: 0, avgRevenuePerAccount: 0, planDistribution: [] });
    expect(a.trialConversion.rate).toBeNull();
    expect(a.insights).toEqual({ totalGrowth: 0, peakMonth: 'N/A', averagePerMonth: 0 });
    expect(a.seats).toMatchObject({ membersPerAccount: 0, seatsPerAccount: 0, atLimit: 0, nearLimit: 0 });
  });

  it('conversion rate is active accounts over accounts, a whole percent; revenue per account has 2 decimals', () => {
    // Ten people in three accounts: the rate is over the accounts.
    const a = analyticsOf(
      counts({ totalUsers: 10, totalAccounts: 3, activeByPlan: { basic: 1, pro: 0, custom: 0 } }),
      [],
      { ended: 0, converted: 0 },
      noSeats(),
    );
    expect(a.conversionRate).toBe(33);
    expect(a.avgRevenuePerAccount).toBe(9.67);
  });

  it('the plan distribution is accounts per plan, zero counts left out, in the plan colours', () => {
    const a = analyticsOf(
      counts({ totalUsers: 9, owners: 1, totalAccounts: 4, accountsByPlan: { basic: 3, pro: 0, custom: 1 } }),
      [],
      { ended: 0, converted: 0 },
      noSeats(),
    );
    expect(a.planDistribution).toEqual([
      { name: 'Basic', value: 3, color: '#3b82f6' },
      { name: 'Enterprise', value: 1, color: '#f59e0b' },
    ]);
  });

  it('insights name the peak month, the growth and the average per month of new accounts', () => {
    const growth = [
      { key: '2026-06', label: 'Jun 2026', accounts: 2 },
      { key: '2026-07', label: 'Jul 2026', accounts: 5 },
      { key: '2026-08', label: 'Aug 2026', accounts: 0 },
    ];
    const a = analyticsOf(counts({ totalAccounts: 7 }), growth, { ended: 4, converted: 1 }, noSeats());
    expect(a.insights).toEqual({ totalGrowth: 7, peakMonth: 'Jul 2026', averagePerMonth: 2.3 });
    expect(a.accountGrowth[1]).toEqual({ key: '2026-07', month: 'Jul 2026', accounts: 5 });
    expect(a.trialConversion).toEqual({ ended: 4, converted: 1, rate: 25 });
  });

  it('seats: members per account, accounts by size and the accounts at or near their seat limit', () => {
    // 10 accounts: 4 of one member, 3 of 2-5, 2 of 6-10, 1 of 14; 30 members, 26 seats in use.
    const seats = noSeats({
      members: 30,
      seatsUsed: 26,
      atLeast: { 2: 6, 6: 3, 11: 1 },
      fullByPlan: { basic: 2, pro: 1, custom: 0 },
      nearByPlan: { basic: 0, pro: 2, custom: 0 },
    });
    const a = analyticsOf(counts({ totalAccounts: 10 }), [], { ended: 0, converted: 0 }, seats);
    expect(a.seats.membersPerAccount).toBe(3);
    expect(a.seats.seatsPerAccount).toBe(2.6);
    expect(a.seats.groups.map((g) => [g.key, g.accounts])).toEqual([
      ['one', 4],
      ['small', 3],
      ['medium', 2],
      ['large', 1],
    ]);
    expect(a.seats).toMatchObject({ atLimit: 3, nearLimit: 2 });
    expect(a.seats.byPlan).toEqual([
      { planId: 'basic', seats: 2, atLimit: 2, nearLimit: 0 },
      { planId: 'pro', seats: 10, atLimit: 1, nearLimit: 2 },
      { planId: 'custom', seats: null, atLimit: 0, nearLimit: 0 },
    ]);
  });

  it('formats dollars with cents only when needed', () => {
    expect(formatDollars(1234)).toBe('$1,234');
    expect(formatDollars(12.5)).toBe('$12.50');
  });
});

describe('months in New York time', () => {
  it('a month starts at midnight in New York, in winter and in summer time', () => {
    expect(zonedMonthStart(2026, 0).toISOString()).toBe('2026-01-01T05:00:00.000Z');
    expect(zonedMonthStart(2026, 6).toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(zonedMonthStart(2026, 12).toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('the last 6 months end with the current New York month, oldest first', () => {
    // 02:00 UTC on March 1st is still February 28th in New York.
    const months = lastMonths(new Date('2026-03-01T02:00:00Z'));
    expect(months.map((m) => m.label)).toEqual(['Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026']);
    expect(months[5]!.to.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(months[0]!.from.toISOString()).toBe('2025-09-01T04:00:00.000Z');
  });

  it('the trial window holds the sign-ups whose 7-day trial ended in the last 90 days', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const w = trialWindow(now, 7);
    expect(w.to.toISOString()).toBe('2026-05-25T00:00:00.000Z');
    expect(w.from.toISOString()).toBe('2026-02-24T00:00:00.000Z');
  });
});
