import { describe, expect, it } from 'vitest';
import { DAY_MS } from './dates';
import {
  BASIC_CLIENT_CAP,
  PAYMENT_GRACE_DAYS,
  PRO_RECORD_KINDS,
  TRIAL_GRACE_DAYS,
  canAddClient,
  entitlements,
  isStaffRole,
  mayWriteKind,
} from './entitlements';
import type { EntitlementSubscription, EntitlementUser } from './entitlements';
import { entitlementCases } from './entitlements-cases';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

const trialUser = (trialEndsAt: Date | null): EntitlementUser => ({
  role: 'user',
  planId: 'basic',
  subscriptionStatus: 'trial',
  trialEndsAt,
});

function sub(overrides: Partial<EntitlementSubscription>): EntitlementSubscription {
  return {
    planId: 'basic',
    status: 'active',
    trialEndsAt: null,
    currentPeriodEnd: at(10 * DAY_MS),
    paymentFailedAt: null,
    accountLocked: false,
    ...overrides,
  };
}

describe('the shared entitlement cases', () => {
  const cases = entitlementCases(NOW);

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const e = entitlements(c.user, c.subscription, NOW);
    expect({
      canUseApp: e.canUseApp,
      canWrite: e.canWrite,
      expired: e.expired,
      suspended: e.suspended,
      paymentFailing: e.paymentFailing,
      trialDaysLeft: e.trialDaysLeft,
      clientCap: e.clientCap,
      features: e.features,
    }).toEqual(c.expect);
    expect(e.canWrite).toBe(e.canUseApp && !e.suspended);
  });

  it('gives every case a distinct sentence as its name', () => {
    const names = cases.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z].*\.$/);
  });

  it('keeps the user document and the subscription in agreement in every case', () => {
    for (const c of cases) {
      expect(c.user.planId).toBe(c.subscription.planId);
      expect(c.user.subscriptionStatus).toBe(c.subscription.status);
      expect(c.user.trialEndsAt?.getTime() ?? null).toBe(c.subscription.trialEndsAt?.getTime() ?? null);
    }
  });

  it('keeps every date at least 2 hours away from a boundary, so the rules test can use server time', () => {
    const margin = 2 * HOUR_MS;
    const far = (t: number, boundary: number) => Math.abs(t - boundary) >= margin;
    for (const c of cases) {
      const now = NOW.getTime();
      const { trialEndsAt, currentPeriodEnd, paymentFailedAt } = c.subscription;
      if (trialEndsAt) {
        const end = trialEndsAt.getTime();
        expect(far(now, end), c.name).toBe(true);
        expect(far(now, end + TRIAL_GRACE_DAYS * DAY_MS), c.name).toBe(true);
        // while the trial runs, whole days left change at end - n days
        const left = (end - now) / DAY_MS;
        if (left > 0) expect(Math.abs(left - Math.round(left)) * DAY_MS >= margin, c.name).toBe(true);
      }
      if (currentPeriodEnd) expect(far(now, currentPeriodEnd.getTime()), c.name).toBe(true);
      if (paymentFailedAt) {
        expect(far(now, paymentFailedAt.getTime() + PAYMENT_GRACE_DAYS * DAY_MS), c.name).toBe(true);
      }
    }
  });

  it('covers owner, admin, every plan and every status', () => {
    const roles = new Set(cases.map((c) => c.user.role));
    const plans = new Set(cases.map((c) => c.subscription.planId));
    const statuses = new Set(cases.map((c) => c.subscription.status));
    expect([...roles].sort()).toEqual(['admin', 'owner', 'user']);
    expect([...plans].sort()).toEqual(['basic', 'custom', 'pro']);
    expect([...statuses].sort()).toEqual(['active', 'cancelled', 'suspended', 'trial']);
    expect(cases.some((c) => c.expect.paymentFailing)).toBe(true);
    expect(cases.some((c) => c.expect.suspended && c.subscription.accountLocked && c.user.role === 'user')).toBe(true);
  });

  it('builds the table relative to the clock it is given', () => {
    const later = new Date(NOW.getTime() + 1000 * DAY_MS);
    const a = entitlementCases(NOW);
    const b = entitlementCases(later);
    for (const [i, c] of b.entries()) {
      expect(entitlements(c.user, c.subscription, later)).toMatchObject(c.expect);
      const before = a[i]?.subscription.currentPeriodEnd?.getTime();
      const after = c.subscription.currentPeriodEnd?.getTime();
      if (before !== undefined && after !== undefined) expect(after - before).toBe(1000 * DAY_MS);
    }
  });
});

describe('entitlements', () => {
  it('uses the constants of the seed', () => {
    expect([TRIAL_GRACE_DAYS, PAYMENT_GRACE_DAYS, BASIC_CLIENT_CAP]).toEqual([1, 3, 100]);
  });

  it('reports the plan, status, role and trial end it decided from', () => {
    const end = at(3 * DAY_MS);
    const e = entitlements(trialUser(end), sub({ status: 'trial', trialEndsAt: end }), NOW);
    expect(e).toMatchObject({ role: 'user', planId: 'basic', status: 'trial', isStaff: false, trialEndsAt: end });
    expect(e.graceEndsAt).toBeNull();
    expect(e.accessEndsAt).toBeNull();
  });

  it('falls back to the user document when there is no subscription document', () => {
    const fresh = entitlements(trialUser(at(2.5 * DAY_MS)), null, NOW);
    expect(fresh).toMatchObject({ canUseApp: true, canWrite: true, trialDaysLeft: 3, suspended: false, paymentFailing: false });
    const ended = entitlements(trialUser(at(-2 * DAY_MS)), null, NOW);
    expect(ended).toMatchObject({ canUseApp: false, expired: true });
    const pro = entitlements({ role: 'user', planId: 'pro', subscriptionStatus: 'active', trialEndsAt: null }, null, NOW);
    expect(pro).toMatchObject({ canWrite: true, clientCap: null, planId: 'pro' });
    expect(pro.features.salaries).toBe(true);
  });

  it('treats a cancelled subscription with no subscription document as ended', () => {
    const e = entitlements({ role: 'user', planId: 'pro', subscriptionStatus: 'cancelled', trialEndsAt: null }, null, NOW);
    expect(e).toMatchObject({ expired: true, canUseApp: false, accessEndsAt: null });
  });

  it('prefers the subscription document over the user document', () => {
    const e = entitlements(trialUser(at(-5 * DAY_MS)), sub({ planId: 'pro', status: 'active' }), NOW);
    expect(e).toMatchObject({ planId: 'pro', status: 'active', expired: false, canWrite: true });
  });

  it('rounds trial days left up: 6.1 days left is 7', () => {
    const e = entitlements(trialUser(at(6.1 * DAY_MS)), sub({ status: 'trial', trialEndsAt: at(6.1 * DAY_MS) }), NOW);
    expect(e.trialDaysLeft).toBe(7);
  });

  it('gives 1 day left for a single millisecond and 0 at exactly the trial end, still usable', () => {
    expect(entitlements(trialUser(at(1)), null, NOW).trialDaysLeft).toBe(1);
    const e = entitlements(trialUser(NOW), null, NOW);
    expect(e).toMatchObject({ trialDaysLeft: 0, expired: false, canUseApp: true });
  });

  it('expires the trial exactly at end + 1 day, not a millisecond earlier', () => {
    const end = at(-1 * DAY_MS);
    expect(entitlements(trialUser(new Date(end.getTime() + 1)), null, NOW).expired).toBe(false);
    const e = entitlements(trialUser(end), null, NOW);
    expect(e).toMatchObject({ expired: true, canUseApp: false, canWrite: false, trialDaysLeft: 0 });
  });

  it('never gives negative days left', () => {
    expect(entitlements(trialUser(at(-30 * DAY_MS)), null, NOW).trialDaysLeft).toBe(0);
  });

  it('gives no trial days to a subscription that is not on trial', () => {
    expect(entitlements(trialUser(at(5 * DAY_MS)), sub({ status: 'active', trialEndsAt: at(5 * DAY_MS) }), NOW).trialDaysLeft).toBe(0);
  });

  it('ends a cancelled subscription exactly at the end of the paid period', () => {
    const user: EntitlementUser = { role: 'user', planId: 'pro', subscriptionStatus: 'cancelled', trialEndsAt: null };
    const before = entitlements(user, sub({ planId: 'pro', status: 'cancelled', currentPeriodEnd: at(1) }), NOW);
    expect(before).toMatchObject({ expired: false, canWrite: true });
    expect(before.accessEndsAt?.getTime()).toBe(at(1).getTime());
    const atEnd = entitlements(user, sub({ planId: 'pro', status: 'cancelled', currentPeriodEnd: NOW }), NOW);
    expect(atEnd).toMatchObject({ expired: true, canUseApp: false });
    const noEnd = entitlements(user, sub({ planId: 'pro', status: 'cancelled', currentPeriodEnd: null }), NOW);
    expect(noEnd.expired).toBe(true);
  });

  it('keeps writes during the 3-day payment grace and suspends only after it', () => {
    const user: EntitlementUser = { role: 'user', planId: 'basic', subscriptionStatus: 'active', trialEndsAt: null };
    const atGraceEnd = entitlements(user, sub({ paymentFailedAt: at(-3 * DAY_MS) }), NOW);
    expect(atGraceEnd).toMatchObject({ paymentFailing: true, suspended: false, canWrite: true });
    expect(atGraceEnd.graceEndsAt?.getTime()).toBe(NOW.getTime());
    const after = entitlements(user, sub({ paymentFailedAt: at(-3 * DAY_MS - 1) }), NOW);
    expect(after).toMatchObject({ paymentFailing: false, suspended: true, canUseApp: true, canWrite: false });
  });

  it('does not report a payment failure banner for an account already suspended by status or lock', () => {
    const user: EntitlementUser = { role: 'user', planId: 'basic', subscriptionStatus: 'active', trialEndsAt: null };
    const locked = entitlements(user, sub({ paymentFailedAt: at(-1 * DAY_MS), accountLocked: true }), NOW);
    expect(locked).toMatchObject({ suspended: true, paymentFailing: false, canWrite: false });
  });

  it('keeps an expired trial expired even when it is also suspended', () => {
    const end = at(-5 * DAY_MS);
    const e = entitlements(trialUser(end), sub({ status: 'trial', trialEndsAt: end, accountLocked: true }), NOW);
    expect(e).toMatchObject({ expired: true, suspended: true, canUseApp: false, canWrite: false });
  });

  it('gives staff every import kind and basic only clients and revenues', () => {
    const owner = entitlements({ role: 'owner', planId: 'custom', subscriptionStatus: 'active', trialEndsAt: null }, null, NOW);
    expect(owner.importKinds).toEqual(['clients', 'employees', 'salaries', 'revenues', 'expenses', 'deals']);
    expect(owner.isStaff).toBe(true);
    const basic = entitlements(trialUser(at(DAY_MS)), null, NOW);
    expect(basic.importKinds).toEqual(['clients', 'revenues', 'deals']);
    const pro = entitlements({ role: 'user', planId: 'pro', subscriptionStatus: 'trial', trialEndsAt: at(DAY_MS) }, null, NOW);
    expect(pro.importKinds).toHaveLength(6);
  });

  it('lets staff keep full access whatever their subscription says', () => {
    for (const role of ['admin', 'owner'] as const) {
      const e = entitlements(
        { role, planId: 'basic', subscriptionStatus: 'cancelled', trialEndsAt: null },
        sub({ status: 'cancelled', currentPeriodEnd: at(-DAY_MS), paymentFailedAt: at(-9 * DAY_MS), accountLocked: true }),
        NOW,
      );
      expect(e).toMatchObject({ canUseApp: true, canWrite: true, expired: false, suspended: false, clientCap: null });
      expect(e).toMatchObject({ paymentFailing: false, graceEndsAt: null, accessEndsAt: null, isStaff: true });
    }
    expect(isStaffRole('user')).toBe(false);
  });

  it('lets a client be added only below the cap and only with write access', () => {
    expect(canAddClient({ canWrite: true, clientCap: 100 }, 99)).toBe(true);
    expect(canAddClient({ canWrite: true, clientCap: 100 }, 100)).toBe(false);
    expect(canAddClient({ canWrite: true, clientCap: null }, 10_000)).toBe(true);
    expect(canAddClient({ canWrite: false, clientCap: null }, 0)).toBe(false);
  });
});

describe('mayWriteKind', () => {
  const user: EntitlementUser = { role: 'user', planId: 'basic', subscriptionStatus: 'active', trialEndsAt: null };
  const of = (planId: 'basic' | 'pro', overrides: Partial<EntitlementSubscription> = {}, role: EntitlementUser['role'] = 'user') =>
    entitlements({ ...user, role, planId }, sub({ planId, status: 'active', ...overrides }), NOW);

  it('Basic writes clients and revenues only; Pro writes every kind', () => {
    expect(['clients', 'revenues', 'employees', 'tasks', 'salaries', 'expenses'].filter((k) => mayWriteKind(of('basic'), k as never))).toEqual([
      'clients',
      'revenues',
    ]);
    expect(PRO_RECORD_KINDS.every((k) => mayWriteKind(of('pro'), k))).toBe(true);
  });

  it('nothing is written to a suspended account, unless by staff', () => {
    expect(mayWriteKind(of('pro', { status: 'suspended' }), 'clients')).toBe(false);
    expect(mayWriteKind(of('basic', { status: 'suspended' }, 'admin'), 'salaries')).toBe(true);
  });
});
