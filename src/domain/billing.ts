// Plans and payments as pure decisions (docs/product/billing.md,
// docs/product/architecture.md#payments). Every transition takes an explicit `now`, so tests control the clock; the
// functions apply the results to subscriptions/{uid} and the users/{uid} mirror.

import { addDays, DAY_MS } from './dates';
import { PAYMENT_GRACE_DAYS } from './entitlements';
import { PAID_PERIOD_DAYS, getPlan } from './plans';
import { describeChanges } from './activity';
import type { ActivityChange } from './activity';
import { trialEndDate } from './admin-users';
import type { IsoDate, PlanId, SubscriptionDoc, SubscriptionStatus } from './types';

/** The plans sold through checkout (custom is by quote, through /contact). */
export type PaidPlanId = 'basic' | 'pro';
export const PAID_PLAN_IDS: readonly PaidPlanId[] = ['basic', 'pro'];

export function isPaidPlanId(v: unknown): v is PaidPlanId {
  return v === 'basic' || v === 'pro';
}

/** Amount of one month in cents, as the payment provider counts it. */
export function planAmountCents(plan: PaidPlanId): number {
  return Math.round((getPlan(plan).price ?? 0) * 100);
}

/** '$79.00' from 7900 cents (the provider amount divided by 100, two decimals: docs/product/billing.md#onboarding). */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

// ---------------------------------------------------------------- price ids <-> plans

export type PriceIds = { basic: string; pro: string };

/** The provider price id of a plan. */
export function priceIdOf(plan: PaidPlanId, prices: PriceIds): string {
  return prices[plan];
}

/** The plan of a provider price id: pro when it matches the pro price, basic for the basic one, else null. */
export function planOfPrice(priceId: string | null | undefined, prices: PriceIds): PaidPlanId | null {
  if (!priceId) return null;
  if (priceId === prices.pro) return 'pro';
  if (priceId === prices.basic) return 'basic';
  return null;
}

/** Price ids of the built-in test checkout (shaped like Stripe's). */
export const TEST_PRICE_IDS: PriceIds = { basic: 'price_test_basic', pro: 'price_test_pro' };

// ---------------------------------------------------------------- sessions

const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{8,200}$/;

/** A checkout session id as the provider issues it: 'cs_test_...' or 'cs_live_...'. */
export function isCheckoutSessionId(v: unknown): v is string {
  return typeof v === 'string' && SESSION_ID.test(v);
}

/** Test cards of the built-in checkout (the same numbers Stripe's test mode uses). */
export const TEST_CARD_OK = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export const CARD_DECLINED_MESSAGE = 'Your card was declined. Please use a different card.';
export const CARD_INVALID_MESSAGE = 'Your card number is invalid. Use the test card 4242 4242 4242 4242.';

export type TestCardResult = { ok: true } | { ok: false; message: string };

/** The outcome of a card number typed into the built-in test checkout. */
export function testCardResult(cardNumber: string): TestCardResult {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARD_OK) return { ok: true };
  if (digits === TEST_CARD_DECLINED) return { ok: false, message: CARD_DECLINED_MESSAGE };
  return { ok: false, message: CARD_INVALID_MESSAGE };
}

// ---------------------------------------------------------------- subscription transitions

export type SubscriptionState = Pick<
  SubscriptionDoc,
  | 'planId'
  | 'status'
  | 'trialEndsAt'
  | 'currentPeriodStart'
  | 'currentPeriodEnd'
  | 'paymentFailedAt'
  | 'accountLocked'
  | 'stripeCustomerId'
  | 'stripeSubscriptionId'
>;

/** The fields a transition changes (the functions write exactly these). */
export type SubscriptionPatch = Partial<SubscriptionState>;

/**
 * A confirmed payment for `plan` (checkout completed, or an invoice paid): the plan is set at
 * once (basic -> pro included), status active, a paid period of 30 days, the trial end the
 * plan's trial (pro 30 days, basic 7), the payment failure cleared and the account unlocked.
 */
export function paymentConfirmed(plan: PaidPlanId, now: Date, ids: { customerId: string | null; subscriptionId: string | null }): SubscriptionPatch {
  return {
    planId: plan,
    status: 'active',
    trialEndsAt: addDays(now, getPlan(plan).trialDays),
    currentPeriodStart: now,
    currentPeriodEnd: addDays(now, PAID_PERIOD_DAYS),
    paymentFailedAt: null,
    accountLocked: false,
    stripeCustomerId: ids.customerId,
    stripeSubscriptionId: ids.subscriptionId,
  };
}

/** A failed payment: the grace starts at the first failure and is not restarted by retries. */
export function paymentFailed(sub: SubscriptionState, now: Date): SubscriptionPatch {
  return { paymentFailedAt: sub.paymentFailedAt ?? now };
}

/** A payment that succeeded after a failure: active again, unlocked, a new paid period. */
export function paymentRecovered(sub: SubscriptionState, now: Date): SubscriptionPatch {
  return {
    status: 'active',
    paymentFailedAt: null,
    accountLocked: false,
    currentPeriodStart: now,
    currentPeriodEnd: addDays(now, PAID_PERIOD_DAYS),
    planId: sub.planId,
  };
}

export type BillingProblem = { code: 'failed-precondition' | 'invalid-argument'; message: string };

/** Why `sub` may not be cancelled, or null. */
export function cancelProblem(sub: SubscriptionState): BillingProblem | null {
  if (sub.status === 'cancelled') return { code: 'failed-precondition', message: 'The subscription is already cancelled.' };
  if (sub.status !== 'active') {
    return { code: 'failed-precondition', message: 'Only an active paid subscription can be cancelled.' };
  }
  return null;
}

/** Cancel: status cancelled, access kept until the end of the paid period. */
export function cancelled(sub: SubscriptionState, now: Date): SubscriptionPatch {
  return { status: 'cancelled', currentPeriodEnd: sub.currentPeriodEnd ?? now };
}

/** Why `sub` may not be resumed at `now`, or null. */
export function resumeProblem(sub: SubscriptionState, now: Date): BillingProblem | null {
  if (sub.status !== 'cancelled') return { code: 'failed-precondition', message: 'The subscription is not cancelled.' };
  if (!sub.currentPeriodEnd || sub.currentPeriodEnd.getTime() <= now.getTime()) {
    return { code: 'failed-precondition', message: 'The paid period is over. Please choose a plan again.' };
  }
  return null;
}

/** Resume a cancelled subscription before its period ends. */
export function resumed(): SubscriptionPatch {
  return { status: 'active' };
}

/** True when a payment failed more than 3 days before `now`. */
export function paymentGraceOver(sub: Pick<SubscriptionState, 'paymentFailedAt'>, now: Date): boolean {
  return sub.paymentFailedAt !== null && now.getTime() - sub.paymentFailedAt.getTime() > PAYMENT_GRACE_DAYS * DAY_MS;
}

/**
 * What the scheduled lifecycle does to one subscription at `now`, or null for nothing:
 * - a payment failed more than 3 days ago and the account is not locked: suspended and locked;
 * - cancelled and past the end of the paid period while still on a paid plan: back to basic
 *   (the entitlements then show the trial-expired page; the client count is recomputed).
 */
export function lifecycleStep(sub: SubscriptionState, now: Date): SubscriptionPatch | null {
  if (paymentGraceOver(sub, now) && (!sub.accountLocked || sub.status !== 'suspended')) {
    return { status: 'suspended', accountLocked: true };
  }
  if (sub.status === 'cancelled' && sub.planId === 'pro' && sub.currentPeriodEnd !== null && now.getTime() >= sub.currentPeriodEnd.getTime()) {
    return { planId: 'basic' };
  }
  return null;
}

/** The user-document mirror of a subscription patch (users/{uid} carries plan, status and trial end). */
export function userMirror(patch: SubscriptionPatch): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (patch.planId !== undefined) out.planId = patch.planId;
  if (patch.status !== undefined) out.subscriptionStatus = patch.status;
  if (patch.trialEndsAt !== undefined) out.trialEndsAt = patch.trialEndsAt;
  if (patch.stripeCustomerId !== undefined) out.stripeCustomerId = patch.stripeCustomerId;
  if (patch.stripeSubscriptionId !== undefined) out.stripeSubscriptionId = patch.stripeSubscriptionId;
  return out;
}

// ---------------------------------------------------------------- Stripe's view -> ours

export type ProviderSubscription = {
  id: string;
  customerId: string;
  /** Stripe's status: trialing, active, past_due, unpaid, canceled, incomplete, ... */
  status: string;
  priceId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
};

/**
 * Our subscription from the provider's current copy (what the webhook writes after re-reading it,
 * so replayed and out-of-order events converge on the same state). `current` keeps the first
 * failure time across retries. Returns null when the price is none of ours.
 */
export function fromProviderSubscription(p: ProviderSubscription, current: SubscriptionState | null, prices: PriceIds, now: Date): SubscriptionPatch | null {
  const plan = planOfPrice(p.priceId, prices);
  if (!plan) return null;
  const failing = p.status === 'past_due' || p.status === 'unpaid';
  const ended = p.status === 'canceled' || p.status === 'incomplete_expired';
  let status: SubscriptionStatus;
  if (ended || p.cancelAtPeriodEnd) status = 'cancelled';
  else if (p.status === 'unpaid') status = 'suspended';
  else status = 'active';
  const paymentFailedAt = failing ? (current?.paymentFailedAt ?? now) : null;
  const accountLocked = p.status === 'unpaid' || (failing && paymentGraceOver({ paymentFailedAt }, now));
  return {
    planId: ended && p.currentPeriodEnd !== null && p.currentPeriodEnd.getTime() <= now.getTime() ? 'basic' : plan,
    status: accountLocked && !ended ? 'suspended' : status,
    trialEndsAt: p.trialEnd ?? current?.trialEndsAt ?? null,
    currentPeriodStart: p.currentPeriodStart,
    currentPeriodEnd: ended ? (p.currentPeriodEnd ?? now) : p.currentPeriodEnd,
    paymentFailedAt,
    accountLocked,
    stripeCustomerId: p.customerId,
    stripeSubscriptionId: p.id,
  };
}

// ---------------------------------------------------------------- messages (docs/product/billing.md)

export const CHECKOUT_MESSAGES = {
  signIn: 'Please sign in to continue with checkout',
  noPriceId: (plan: string) => `No price ID found for plan: ${plan}`,
  noResponse: 'No response from payment service',
  noUrl: 'Checkout failed. No payment URL received. Please contact support.',
  loading: 'Redirecting to secure checkout...',
} as const;

const CHECKOUT_CODES: Readonly<Record<string, string>> = {
  unauthenticated: 'Please sign in to continue with checkout.',
  'failed-precondition': 'Payment system configuration error. Please contact support.',
  unavailable: 'Payment service temporarily unavailable. Please try again.',
  internal: 'An internal error occurred. Please contact support if this persists.',
};

/** The toast text for a failed startCheckout (a callable's code, with or without 'functions/'). */
export function checkoutErrorMessage(code: string | undefined, message?: string): string {
  const c = (code ?? '').replace(/^functions\//, '');
  const own = message?.trim() ?? '';
  if (c === 'invalid-argument') return own || 'Invalid request. Please check your plan selection.';
  const known = CHECKOUT_CODES[c];
  if (known !== undefined) return known;
  return own || 'An unexpected error occurred.';
}

/** How long the checkout error toast stays. */
export const CHECKOUT_ERROR_TOAST_MS = 8000;
/** Payment success -> dashboard. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 3000;
/** Onboarding -> dashboard. */
export const ONBOARDING_REDIRECT_MS = 1500;
/** Longest the success page waits for the new plan to arrive before saying so. */
export const PAYMENT_CONFIRM_TIMEOUT_MS = 30_000;

export const PAYMENT_SUCCESS_MESSAGES = {
  invalidSession: 'Invalid payment session. Missing session ID or plan information.',
  signIn: 'Please sign in to complete your purchase.',
  failed: (reason: string) => `Failed to verify payment: ${reason}. Please contact support if you were charged.`,
} as const;

export const SESSION_MESSAGES = {
  noSessionId: 'No session ID provided',
  invalidFormat: 'Invalid session ID format',
  notCompleted: 'Payment not completed or subscription inactive',
  unavailable: 'Service temporarily unavailable. Please try again.',
  failed: 'Session verification failed',
  unable: 'Unable to verify payment session',
  onboardingFallback: 'Unable to verify your payment session',
} as const;

export const ONBOARDING_MESSAGES = {
  fillAll: 'Please fill in all required fields',
  passwordShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'Passwords do not match',
  noSession: 'Session data not available. Please try again.',
  fallback: 'Failed to complete onboarding. Please try again.',
  alreadyExists: 'Looks like you already created an account. Sign in to continue.',
  createFailed: 'Failed to create account. Please try again.',
  noUser: 'User creation failed - no current user',
  success: 'Account created successfully! Redirecting to dashboard...',
} as const;

export const PLAN_CHOOSER_MESSAGES = {
  upgradeFailed: 'Upgrade failed. Please try again.',
  trialExpired: 'Trial expired - upgrade required',
} as const;

export const ONBOARDING_MIN_PASSWORD = 8;

/** The first problem with the onboarding form, or null (docs/product/billing.md#onboarding). */
export function validateOnboarding(form: { password: string; confirmPassword: string }): string | null {
  if (form.password === '' || form.confirmPassword === '') return ONBOARDING_MESSAGES.fillAll;
  if (form.password.length < ONBOARDING_MIN_PASSWORD) return ONBOARDING_MESSAGES.passwordShort;
  if (form.password !== form.confirmPassword) return ONBOARDING_MESSAGES.passwordsDiffer;
  return null;
}

/** The welcome text stored for the dashboard's welcome modal after a payment. */
export function welcomeMessage(plan: PlanId): string {
  return `Welcome! Your ${getPlan(plan).name} plan is now active.`;
}

/** The localStorage keys the dashboard reads to show its welcome modal once. */
export const WELCOME_KEYS = { paymentSuccess: 'paymentSuccess', welcomeMessage: 'welcomeMessage' } as const;

/** The plan chooser's trial line: 'N days left in your trial', or the expired text. */
export function trialLine(status: SubscriptionStatus, daysLeft: number, expired: boolean): string | null {
  if (status !== 'trial') return null;
  if (expired || daysLeft <= 0) return PLAN_CHOOSER_MESSAGES.trialExpired;
  return `${daysLeft} day${daysLeft === 1 ? '' : 's'} left in your trial`;
}

export const OVERRIDE_TRIAL_IN_PAST = 'Set a trial end date in the future for a trial.';

/**
 * Subscription Override (docs/product/admin.md#subscription-override) of `current` to `input`:
 * the plan and status as asked, the trial end when given; a working status (active, trial) lifts
 * a failed payment and the lock, active starts a paid period of 30 days if none is running, and
 * suspended locks the account. Refused: a trial without a trial end in the future. Null: nothing
 * changes (no change of plan, status or trial end). The function applies the patch in its
 * transaction; the fake backend applies it to its store.
 */
export function subscriptionOverride(
  current: SubscriptionState | null,
  input: { planId: PlanId; status: SubscriptionStatus; trialEndsAt: IsoDate | null },
  now: Date,
): { ok: true; patch: SubscriptionPatch; changes: ActivityChange[] } | { ok: false; problem: string } | null {
  const patch: SubscriptionPatch = { planId: input.planId, status: input.status };
  if (input.trialEndsAt) patch.trialEndsAt = trialEndDate(input.trialEndsAt);
  const trialEnd = patch.trialEndsAt ?? current?.trialEndsAt ?? null;
  if (input.status === 'trial' && (!trialEnd || trialEnd.getTime() <= now.getTime())) return { ok: false, problem: OVERRIDE_TRIAL_IN_PAST };
  if (input.status === 'active' || input.status === 'trial') {
    patch.paymentFailedAt = null;
    patch.accountLocked = false;
  }
  if (input.status === 'active' && (!current?.currentPeriodEnd || current.currentPeriodEnd.getTime() <= now.getTime())) {
    patch.currentPeriodStart = now;
    patch.currentPeriodEnd = addDays(now, PAID_PERIOD_DAYS);
  }
  if (input.status === 'suspended') patch.accountLocked = true;
  const day = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);
  const changes: ActivityChange[] = [
    { field: 'plan', before: current?.planId ?? null, after: input.planId },
    { field: 'status', before: current?.status ?? null, after: input.status },
  ];
  if (patch.trialEndsAt) changes.push({ field: 'trialEndsAt', before: day(current?.trialEndsAt), after: input.trialEndsAt });
  return describeChanges(changes) === '' ? null : { ok: true, patch, changes };
}
