// Platform figures of the admin area (docs/product/admin.md#admin-panel, #system-analytics, #billing-management): what the admin
// panel, System Analytics and Billing show. The data layer counts people (users) and accounts
// (adminAccounts, src/domain/admin-accounts.ts) with aggregation queries, never reading every
// document, and hands the counts to these pure functions.
import { seatFigures } from './admin-accounts';
import type { SeatCounts, SeatFigures } from './admin-accounts';
import { PLANS } from './plans';
import { PLAN_IDS } from './types';
import type { PlanId } from './types';

/** Admin pages show dates and months in New York time (docs/product/admin.md#admin-area). */
export const ADMIN_TIME_ZONE = 'America/New_York';
export const GROWTH_MONTHS = 6;
/** Trial conversion looks at the sign-up trials that ended in this many days. */
export const TRIAL_CONVERSION_WINDOW_DAYS = 90;

export type PlanCounts = Record<PlanId, number>;

/**
 * The counts behind every figure. People (users/{uid}) apart; the subscription figures count
 * accounts (adminAccounts/{accountId}, one per account whatever its number of members).
 */
export type PlatformCounts = {
  /** People with a sign-in, staff included. */
  totalUsers: number;
  owners: number;
  admins: number;
  totalAccounts: number;
  /** Accounts per plan. */
  accountsByPlan: PlanCounts;
  /** Accounts whose subscription is active (paid), per plan. */
  activeByPlan: PlanCounts;
  trialAccounts: number;
  cancelledAccounts: number;
  suspendedAccounts: number;
};

export type PlatformSummary = {
  totalUsers: number;
  totalAccounts: number;
  activeSubscriptions: number;
  trialAccounts: number;
  cancelledAccounts: number;
  suspendedAccounts: number;
  /** Dollars a month: each active paid subscription at its plan's monthly price. */
  monthlyRevenue: number;
  /** Active accounts on a priced plan (basic, pro). */
  payingCustomers: number;
  /** Monthly revenue per paying account, 2 decimals (0 with none). */
  avgRevenuePerPaying: number;
  counts: PlatformCounts;
};

export const emptyPlanCounts = (): PlanCounts => ({ basic: 0, pro: 0, custom: 0 });

/** A plan's monthly price in dollars; 0 for a plan priced by quote. */
export function monthlyPrice(plan: PlanId): number {
  return PLANS.find((p) => p.id === plan)?.price ?? 0;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function summarize(counts: PlatformCounts): PlatformSummary {
  const activeSubscriptions = PLAN_IDS.reduce((s, p) => s + counts.activeByPlan[p], 0);
  const monthlyRevenue = PLAN_IDS.reduce((s, p) => s + counts.activeByPlan[p] * monthlyPrice(p), 0);
  const payingCustomers = PLAN_IDS.filter((p) => monthlyPrice(p) > 0).reduce((s, p) => s + counts.activeByPlan[p], 0);
  return {
    totalUsers: counts.totalUsers,
    totalAccounts: counts.totalAccounts,
    activeSubscriptions,
    trialAccounts: counts.trialAccounts,
    cancelledAccounts: counts.cancelledAccounts,
    suspendedAccounts: counts.suspendedAccounts,
    monthlyRevenue,
    payingCustomers,
    avgRevenuePerPaying: payingCustomers > 0 ? round2(monthlyRevenue / payingCustomers) : 0,
    counts,
  };
}

// ------------------------------------------------------------------ months in New York time

/** Milliseconds to add to UTC to get the wall-clock time in `timeZone` at `at`. */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a month (0-based, may overflow) starts in `timeZone`. */
export function zonedMonthStart(year: number, month: number, timeZone = ADMIN_TIME_ZONE): Date {
  const guess = Date.UTC(year, month, 1);
  const first = guess - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess - zoneOffsetMs(new Date(first), timeZone));
}

export type MonthRange = { key: string; label: string; from: Date; to: Date };

/** The last `n` months up to and including the current one, oldest first, in `timeZone`. */
export function lastMonths(now: Date, n = GROWTH_MONTHS, timeZone = ADMIN_TIME_ZONE): MonthRange[] {
  const local = new Date(now.getTime() + zoneOffsetMs(now, timeZone));
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const out: MonthRange[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const labelDate = new Date(Date.UTC(y, m - i, 15));
    out.push({
      key: `${labelDate.getUTCFullYear()}-${String(labelDate.getUTCMonth() + 1).padStart(2, '0')}`,
      label: new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(labelDate),
      from: zonedMonthStart(y, m - i, timeZone),
      to: zonedMonthStart(y, m - i + 1, timeZone),
    });
  }
  return out;
}

// ------------------------------------------------------------------ analytics

export type GrowthPoint = { key: string; month: string; accounts: number };
export type PlanSlice = { name: string; value: number; color: string };

/** The plan colours: pro green, basic blue, Enterprise amber (owner purple and admin red for staff). */
export const PLAN_COLORS = { owner: '#8b5cf6', admin: '#ef4444', pro: '#10b981', basic: '#3b82f6', custom: '#f59e0b' } as const;

export type TrialConversion = {
  /** Sign-up trials whose end fell in the window. */
  ended: number;
  /** Of those, the accounts that became paid (active, cancelled after paying, or suspended). */
  converted: number;
  /** Whole percent; null when no trial ended in the window. */
  rate: number | null;
};

export type Analytics = PlatformSummary & {
  planDistribution: PlanSlice[];
  /** Accounts created per month. */
  accountGrowth: GrowthPoint[];
  /** Active subscriptions / accounts, whole percent. */
  conversionRate: number;
  /** Monthly revenue / accounts, 2 decimals. */
  avgRevenuePerAccount: number;
  trialConversion: TrialConversion;
  insights: {
    /** Accounts created in the months shown. */
    totalGrowth: number;
    /** The month with the most new accounts, or 'N/A' when there were none. */
    peakMonth: string;
    /** New accounts per month over the months shown, 1 decimal. */
    averagePerMonth: number;
  };
  seats: SeatFigures;
};

/** Pie slices of accounts per plan, zero counts left out (docs/product/admin.md#system-analytics). */
export function planDistribution(counts: PlatformCounts): PlanSlice[] {
  const slices: PlanSlice[] = [
    { name: 'Pro', value: counts.accountsByPlan.pro, color: PLAN_COLORS.pro },
    { name: 'Basic', value: counts.accountsByPlan.basic, color: PLAN_COLORS.basic },
    { name: 'Enterprise', value: counts.accountsByPlan.custom, color: PLAN_COLORS.custom },
  ];
  return slices.filter((s) => s.value > 0);
}

export function analyticsOf(
  counts: PlatformCounts,
  growth: { key: string; label: string; accounts: number }[],
  trials: { ended: number; converted: number },
  seats: SeatCounts,
): Analytics {
  const summary = summarize(counts);
  const totalGrowth = growth.reduce((s, g) => s + g.accounts, 0);
  const peak = growth.reduce<(typeof growth)[number] | null>((best, g) => (g.accounts > 0 && (!best || g.accounts > best.accounts) ? g : best), null);
  const accounts = counts.totalAccounts;
  return {
    ...summary,
    planDistribution: planDistribution(counts),
    accountGrowth: growth.map((g) => ({ key: g.key, month: g.label, accounts: g.accounts })),
    conversionRate: accounts > 0 ? Math.round((summary.activeSubscriptions / accounts) * 100) : 0,
    avgRevenuePerAccount: accounts > 0 ? round2(summary.monthlyRevenue / accounts) : 0,
    trialConversion: {
      ended: trials.ended,
      converted: Math.min(trials.converted, trials.ended),
      rate: trials.ended > 0 ? Math.round((Math.min(trials.converted, trials.ended) / trials.ended) * 100) : null,
    },
    insights: {
      totalGrowth,
      peakMonth: peak ? peak.label : 'N/A',
      averagePerMonth: growth.length > 0 ? Math.round((totalGrowth / growth.length) * 10) / 10 : 0,
    },
    seats: seatFigures(accounts, seats),
  };
}

/** '$1,234' or '$12.50' for the admin figures. */
export function formatDollars(n: number): string {
  const whole = Number.isInteger(n);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(n);
}

/**
 * Accounts whose 7-day sign-up trial ended in the last 90 days were created in this range
 * (from inclusive, to exclusive). Every new account starts on that trial (src/domain/account.ts).
 */
export function trialWindow(now: Date, trialDays: number, windowDays = TRIAL_CONVERSION_WINDOW_DAYS): { from: Date; to: Date } {
  const day = 24 * 60 * 60 * 1000;
  return { from: new Date(now.getTime() - (windowDays + trialDays) * day), to: new Date(now.getTime() - trialDays * day) };
}
