import { describe, expect, it } from 'vitest';
import { analyticsOf, emptyPlanCounts, formatDollars, lastMonths, summarize, trialWindow, zonedMonthStart } from './admin-analytics';
import type { PlatformCounts } from './admin-analytics';

const counts = (over: Partial<PlatformCounts> = {}): PlatformCounts => ({
  totalUsers: 0,
  owners: 0,
  admins: 0,
  usersByPlan: emptyPlanCounts(),
  activeByPlan: emptyPlanCounts(),
  trialUsers: 0,
  ...over,
});

describe('platform figures', () => {
  it('monthly revenue counts each active paid subscription at its monthly price, Enterprise and trials at 0', () => {
    const s = summarize(counts({ totalUsers: 20, activeByPlan: { basic: 3, pro: 2, custom: 4 }, trialUsers: 5 }));
    expect(s.monthlyRevenue).toBe(3 * 29 + 2 * 79);
    expect(s.activeSubscriptions).toBe(9);
    expect(s.payingCustomers).toBe(5);
    expect(s.avgRevenuePerPaying).toBe(49);
    expect(s.trialUsers).toBe(5);
  });

  it('an empty platform has zero figures and no division by zero', () => {
    const a = analyticsOf(counts(), [], { ended: 0, converted: 0 });
    expect(a).toMatchObject({ monthlyRevenue: 0, avgRevenuePerPaying: 0, conversionRate: 0, avgRevenuePerUser: 0, planDistribution: [] });
    expect(a.trialConversion.rate).toBeNull();
    expect(a.insights).toEqual({ totalGrowth: 0, peakMonth: 'N/A', averagePerMonth: 0 });
  });

  it('conversion rate is a whole percent and revenue per user has 2 decimals', () => {
    const a = analyticsOf(counts({ totalUsers: 3, activeByPlan: { basic: 1, pro: 0, custom: 0 } }), [], { ended: 0, converted: 0 });
    expect(a.conversionRate).toBe(33);
    expect(a.avgRevenuePerUser).toBe(9.67);
  });

  it('the plan distribution leaves zero counts out and uses the seed colours', () => {
    const a = analyticsOf(counts({ totalUsers: 4, owners: 1, usersByPlan: { basic: 3, pro: 0, custom: 0 } }), [], { ended: 0, converted: 0 });
    expect(a.planDistribution).toEqual([
      { name: 'Owner', value: 1, color: '#8b5cf6' },
      { name: 'Basic', value: 3, color: '#3b82f6' },
    ]);
  });

  it('insights name the peak month, the growth and the average per month', () => {
    const growth = [
      { key: '2026-06', label: 'Jun 2026', users: 2 },
      { key: '2026-07', label: 'Jul 2026', users: 5 },
      { key: '2026-08', label: 'Aug 2026', users: 0 },
    ];
    const a = analyticsOf(counts({ totalUsers: 7 }), growth, { ended: 4, converted: 1 });
    expect(a.insights).toEqual({ totalGrowth: 7, peakMonth: 'Jul 2026', averagePerMonth: 2.3 });
    expect(a.userGrowth[1]).toEqual({ key: '2026-07', month: 'Jul 2026', users: 5 });
    expect(a.trialConversion).toEqual({ ended: 4, converted: 1, rate: 25 });
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
