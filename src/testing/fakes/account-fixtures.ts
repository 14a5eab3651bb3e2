// Test accounts: a user document and a subscription with sensible defaults, and presets for the
// entitlement cases the screens care about.
import type { Account } from '../../data/contract';
import { DAY_MS } from '../../domain/dates';
import type { SubscriptionDoc, UserDoc } from '../../domain/types';

export function makeUserDoc(overrides: Partial<UserDoc> = {}, now = new Date()): UserDoc {
  return {
    email: 'user@example.com',
    displayName: '',
    role: 'user',
    planId: 'basic',
    subscriptionStatus: 'trial',
    trialEndsAt: new Date(now.getTime() + 7 * DAY_MS),
    createdAt: now,
    updatedAt: now,
    lastLogin: now,
    status: 'active',
    onboardingCompleted: false,
    phone: '',
    company: '',
    bio: '',
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<SubscriptionDoc> = {}, now = new Date()): SubscriptionDoc {
  const trialEndsAt = new Date(now.getTime() + 7 * DAY_MS);
  return {
    planId: 'basic',
    status: 'trial',
    trialEndsAt,
    currentPeriodStart: now,
    currentPeriodEnd: trialEndsAt,
    paymentFailedAt: null,
    accountLocked: false,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** Entitlement-relevant shorthands for a test account. */
export type AccountPreset = 'basic-trial' | 'basic-active' | 'pro' | 'expired-trial';

export function accountFor(preset: AccountPreset, user: Partial<UserDoc> = {}, now = new Date()): Account {
  switch (preset) {
    case 'basic-trial':
      return { user: makeUserDoc(user, now), subscription: makeSubscription({}, now) };
    case 'basic-active': {
      const sub = makeSubscription({ status: 'active', trialEndsAt: null, currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS) }, now);
      return { user: makeUserDoc({ subscriptionStatus: 'active', trialEndsAt: null, ...user }, now), subscription: sub };
    }
    case 'pro': {
      const sub = makeSubscription({ planId: 'pro', status: 'active', trialEndsAt: null, currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS) }, now);
      return { user: makeUserDoc({ planId: 'pro', subscriptionStatus: 'active', trialEndsAt: null, ...user }, now), subscription: sub };
    }
    case 'expired-trial': {
      const ended = new Date(now.getTime() - 5 * DAY_MS);
      return {
        user: makeUserDoc({ trialEndsAt: ended, ...user }, now),
        subscription: makeSubscription({ trialEndsAt: ended, currentPeriodEnd: ended }, now),
      };
    }
  }
}
