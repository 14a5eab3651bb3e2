import { describe, expect, it } from 'vitest';
import {
  TEST_PRICE_IDS,
  OVERRIDE_TRIAL_IN_PAST,
  subscriptionOverride,
  cancelProblem,
  cancelled,
  checkoutErrorMessage,
  formatCents,
  fromProviderSubscription,
  isCheckoutSessionId,
  lifecycleStep,
  paymentConfirmed,
  paymentFailed,
  paymentRecovered,
  planOfPrice,
  resumeProblem,
  resumed,
  testCardResult,
  trialLine,
  userMirror,
  validateOnboarding,
} from './billing';
import type { ProviderSubscription, SubscriptionState } from './billing';
import { entitlements } from './entitlements';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-10T12:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

const trial: SubscriptionState = {
  planId: 'basic',
  status: 'trial',
  trialEndsAt: at(7),
  currentPeriodStart: NOW,
  currentPeriodEnd: at(7),
  paymentFailedAt: null,
  accountLocked: false,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
};
const user = { role: 'user' as const, planId: 'basic' as const, subscriptionStatus: 'trial' as const, trialEndsAt: at(7) };
const ent = (s: SubscriptionState, now: Date) => entitlements(user, s, now);

describe('subscription transitions with a fixed clock', () => {
  it('a confirmed Pro payment sets the plan at once, active, a 30-day period and a 30-day trial end', () => {
    const p = paymentConfirmed('pro', NOW, { customerId: 'cus_1', subscriptionId: 'sub_1' });
    expect(p).toEqual({
      planId: 'pro',
      status: 'active',
      trialEndsAt: at(30),
      currentPeriodStart: NOW,
      currentPeriodEnd: at(30),
      paymentFailedAt: null,
      accountLocked: false,
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
    });
    expect(ent({ ...trial, ...p }, NOW).features.salaries).toBe(true);
  });

  it('a confirmed Basic payment gives a 7-day trial end', () => {
    expect(paymentConfirmed('basic', NOW, { customerId: null, subscriptionId: null }).trialEndsAt).toEqual(at(7));
  });

  it('upgrading basic to pro applies at once, clearing a failure and the lock', () => {
    const failing = { ...trial, status: 'suspended' as const, paymentFailedAt: at(-5), accountLocked: true };
    const next = { ...failing, ...paymentConfirmed('pro', NOW, { customerId: null, subscriptionId: null }) };
    expect(ent(next, NOW)).toMatchObject({ planId: 'pro', suspended: false, canWrite: true });
  });

  it('a failed payment starts the 3-day grace once and keeps the first failure time on retries', () => {
    const active = { ...trial, status: 'active' as const };
    const first = { ...active, ...paymentFailed(active, NOW) };
    expect(first.paymentFailedAt).toEqual(NOW);
    expect(paymentFailed(first, at(2)).paymentFailedAt).toEqual(NOW);
    expect(ent(first, at(1))).toMatchObject({ paymentFailing: true, suspended: false, canWrite: true });
  });

  it('the lifecycle suspends and locks only after more than 3 days, once', () => {
    const failing = { ...trial, status: 'active' as const, paymentFailedAt: NOW };
    expect(lifecycleStep(failing, at(3))).toBeNull();
    const step = lifecycleStep(failing, new Date(at(3).getTime() + 1));
    expect(step).toEqual({ status: 'suspended', accountLocked: true });
    expect(lifecycleStep({ ...failing, ...step }, at(10))).toBeNull();
    expect(ent({ ...failing, ...step }, at(4))).toMatchObject({ suspended: true, canWrite: false, canUseApp: true });
  });

  it('a recovered payment restores the account', () => {
    const locked = { ...trial, status: 'suspended' as const, paymentFailedAt: at(-5), accountLocked: true };
    const next = { ...locked, ...paymentRecovered(locked, NOW) };
    expect(next).toMatchObject({ status: 'active', paymentFailedAt: null, accountLocked: false, currentPeriodEnd: at(30) });
    expect(ent(next, NOW)).toMatchObject({ suspended: false, canWrite: true });
  });

  it('cancel keeps access until the period end, then the trial-expired page; the lifecycle ends a paid plan', () => {
    const paid = { ...trial, ...paymentConfirmed('pro', NOW, { customerId: null, subscriptionId: null }) };
    expect(cancelProblem(paid)).toBeNull();
    const c = { ...paid, ...cancelled(paid, at(5)) };
    expect(c.status).toBe('cancelled');
    expect(ent(c, at(29))).toMatchObject({ canUseApp: true, accessEndsAt: at(30) });
    expect(ent(c, at(30))).toMatchObject({ canUseApp: false, expired: true });
    expect(lifecycleStep(c, at(29))).toBeNull();
    expect(lifecycleStep(c, at(30))).toEqual({ planId: 'basic' });
    expect(cancelProblem(c)).toMatchObject({ code: 'failed-precondition' });
    expect(cancelProblem(trial)).toMatchObject({ code: 'failed-precondition' });
  });

  it('resume works only for a cancelled subscription still in its period', () => {
    const paid = { ...trial, ...paymentConfirmed('basic', NOW, { customerId: null, subscriptionId: null }) };
    const c = { ...paid, ...cancelled(paid, NOW) };
    expect(resumeProblem(c, at(10))).toBeNull();
    expect({ ...c, ...resumed() }.status).toBe('active');
    expect(resumeProblem(c, at(31))).not.toBeNull();
    expect(resumeProblem(paid, NOW)).not.toBeNull();
  });

  it('trial expiry is end + 1 day; days left are the ceiling', () => {
    expect(ent(trial, at(6.5)).trialDaysLeft).toBe(1);
    expect(ent(trial, at(7.5))).toMatchObject({ trialDaysLeft: 0, expired: false });
    expect(ent(trial, at(8))).toMatchObject({ expired: true, canUseApp: false });
    expect(trialLine('trial', 3, false)).toBe('3 days left in your trial');
    expect(trialLine('trial', 1, false)).toBe('1 day left in your trial');
    expect(trialLine('trial', 0, true)).toBe('Trial expired - upgrade required');
    expect(trialLine('active', 0, false)).toBeNull();
  });

  it('the user document mirrors plan, status and trial end', () => {
    expect(userMirror({ planId: 'pro', status: 'active', trialEndsAt: NOW, accountLocked: true })).toEqual({
      planId: 'pro',
      subscriptionStatus: 'active',
      trialEndsAt: NOW,
    });
  });
});

describe("Stripe's subscription read back into ours", () => {
  const prices = { basic: 'price_b', pro: 'price_p' };
  const remote = (over: Partial<ProviderSubscription>): ProviderSubscription => ({
    id: 'sub_1',
    customerId: 'cus_1',
    status: 'active',
    priceId: 'price_p',
    cancelAtPeriodEnd: false,
    currentPeriodStart: NOW,
    currentPeriodEnd: at(30),
    trialEnd: null,
    ...over,
  });

  it('maps trialing and active to active, with the plan from the price id', () => {
    expect(fromProviderSubscription(remote({ status: 'trialing', trialEnd: at(30) }), null, prices, NOW)).toMatchObject({
      planId: 'pro',
      status: 'active',
      trialEndsAt: at(30),
      stripeSubscriptionId: 'sub_1',
    });
    expect(fromProviderSubscription(remote({ priceId: 'price_b' }), null, prices, NOW)?.planId).toBe('basic');
    expect(fromProviderSubscription(remote({ priceId: 'price_other' }), null, prices, NOW)).toBeNull();
  });

  it('past_due keeps the first failure time, and locks after the grace', () => {
    const first = fromProviderSubscription(remote({ status: 'past_due' }), null, prices, NOW)!;
    expect(first).toMatchObject({ status: 'active', paymentFailedAt: NOW, accountLocked: false });
    const current = { ...trial, ...first };
    expect(fromProviderSubscription(remote({ status: 'past_due' }), current, prices, at(2))?.paymentFailedAt).toEqual(NOW);
    expect(fromProviderSubscription(remote({ status: 'past_due' }), current, prices, at(4))).toMatchObject({
      status: 'suspended',
      accountLocked: true,
    });
    expect(fromProviderSubscription(remote({ status: 'unpaid' }), current, prices, at(1))).toMatchObject({ status: 'suspended', accountLocked: true });
  });

  it('cancel at period end and canceled become cancelled; a canceled past its period falls back to basic', () => {
    expect(fromProviderSubscription(remote({ cancelAtPeriodEnd: true }), null, prices, NOW)?.status).toBe('cancelled');
    expect(fromProviderSubscription(remote({ status: 'canceled', currentPeriodEnd: at(-1) }), null, prices, NOW)).toMatchObject({
      status: 'cancelled',
      planId: 'basic',
    });
  });
});

describe('prices, sessions, cards and messages', () => {
  it('maps price ids to plans and back', () => {
    expect(planOfPrice('price_test_pro', TEST_PRICE_IDS)).toBe('pro');
    expect(planOfPrice('price_test_basic', TEST_PRICE_IDS)).toBe('basic');
    expect(planOfPrice(null, TEST_PRICE_IDS)).toBeNull();
  });

  it('recognises checkout session ids', () => {
    expect(isCheckoutSessionId('cs_test_a1B2c3D4e5')).toBe(true);
    expect(isCheckoutSessionId('cs_live_a1B2c3D4e5')).toBe(true);
    expect(isCheckoutSessionId('cs_test_')).toBe(false);
    expect(isCheckoutSessionId('sess_123456789')).toBe(false);
  });

  it('takes 4242, declines 0002 with a clear message, and rejects other numbers', () => {
    expect(testCardResult('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(testCardResult('4000-0000-0000-0002')).toEqual({ ok: false, message: 'Your card was declined. Please use a different card.' });
    expect(testCardResult('1234')).toMatchObject({ ok: false });
  });

  it('formats provider cents as dollars with two decimals', () => {
    expect(formatCents(7900)).toBe('$79.00');
    expect(formatCents(2950)).toBe('$29.50');
  });

  it("maps checkout failures to the seed's messages", () => {
    expect(checkoutErrorMessage('functions/unauthenticated')).toBe('Please sign in to continue with checkout.');
    expect(checkoutErrorMessage('invalid-argument', 'No price ID found for plan: gold')).toBe('No price ID found for plan: gold');
    expect(checkoutErrorMessage('invalid-argument', '')).toBe('Invalid request. Please check your plan selection.');
    expect(checkoutErrorMessage('failed-precondition', 'x')).toBe('Payment system configuration error. Please contact support.');
    expect(checkoutErrorMessage('unavailable')).toBe('Payment service temporarily unavailable. Please try again.');
    expect(checkoutErrorMessage('internal')).toBe('An internal error occurred. Please contact support if this persists.');
    expect(checkoutErrorMessage('functions/aborted', 'Boom')).toBe('Boom');
    expect(checkoutErrorMessage(undefined)).toBe('An unexpected error occurred.');
  });

  it('validates the onboarding form as the seed lists', () => {
    expect(validateOnboarding({ password: '', confirmPassword: '' })).toBe('Please fill in all required fields');
    expect(validateOnboarding({ password: 'short', confirmPassword: 'short' })).toBe('Password must be at least 8 characters');
    expect(validateOnboarding({ password: 'longenough', confirmPassword: 'different1' })).toBe('Passwords do not match');
    expect(validateOnboarding({ password: 'longenough', confirmPassword: 'longenough' })).toBeNull();
  });
});

describe('subscriptionOverride', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const current = {
    planId: 'basic' as const,
    status: 'cancelled' as const,
    trialEndsAt: new Date('2026-05-01T00:00:00Z'),
    currentPeriodStart: new Date('2026-05-01T00:00:00Z'),
    currentPeriodEnd: new Date('2026-05-31T00:00:00Z'),
    paymentFailedAt: new Date('2026-06-01T00:00:00Z'),
    accountLocked: true,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
  };

  it('to active lifts the failed payment and the lock and starts a paid period when none is running', () => {
    const outcome = subscriptionOverride(current, { planId: 'pro', status: 'active', trialEndsAt: null }, now);
    expect(outcome).toMatchObject({
      ok: true,
      patch: { planId: 'pro', status: 'active', paymentFailedAt: null, accountLocked: false, currentPeriodStart: now },
    });
    if (!outcome?.ok) throw new Error('refused');
    expect(outcome.patch.currentPeriodEnd?.getTime()).toBe(now.getTime() + 30 * 86_400_000);
    expect(outcome.changes).toEqual([
      { field: 'plan', before: 'basic', after: 'pro' },
      { field: 'status', before: 'cancelled', after: 'active' },
    ]);
  });

  it('keeps a running paid period, locks a suspended account and refuses a trial that has ended', () => {
    const running = { ...current, currentPeriodEnd: new Date('2026-07-01T00:00:00Z') };
    const active = subscriptionOverride(running, { planId: 'basic', status: 'active', trialEndsAt: null }, now);
    expect(active?.ok && active.patch.currentPeriodEnd).toBeUndefined();
    const suspended = subscriptionOverride(running, { planId: 'basic', status: 'suspended', trialEndsAt: null }, now);
    expect(suspended?.ok && suspended.patch.accountLocked).toBe(true);
    expect(subscriptionOverride(current, { planId: 'basic', status: 'trial', trialEndsAt: null }, now)).toEqual({ ok: false, problem: OVERRIDE_TRIAL_IN_PAST });
    expect(subscriptionOverride(current, { planId: 'basic', status: 'trial', trialEndsAt: '2026-06-20' }, now)).toMatchObject({ ok: true });
  });

  it('is nothing when plan, status and trial end stay', () => {
    expect(subscriptionOverride(current, { planId: 'basic', status: 'cancelled', trialEndsAt: null }, now)).toBeNull();
    expect(subscriptionOverride(current, { planId: 'basic', status: 'cancelled', trialEndsAt: '2026-05-01' }, now)).toBeNull();
    expect(subscriptionOverride(null, { planId: 'basic', status: 'active', trialEndsAt: null }, now)).toMatchObject({ ok: true });
  });
});
