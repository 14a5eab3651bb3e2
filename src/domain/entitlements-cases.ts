// The ONE table of entitlement cases, shared by the unit test of entitlements() and by the
// Firestore rules tests. Every date is relative to `now` and at least 2 hours away from any
// boundary (trial end, trial end + 1 day, period end, payment failure + 3 days, whole days left),
// so the rules tests can run against real server time.

import type { Entitlements, EntitlementSubscription, EntitlementUser, Features } from './entitlements';
import type { PlanId, Role, SubscriptionStatus } from './types';

export type EntitlementCase = {
  name: string; // a sentence
  user: EntitlementUser;
  subscription: EntitlementSubscription; // always present in the table
  expect: Pick<Entitlements, 'canUseApp' | 'canWrite' | 'expired' | 'suspended' | 'paymentFailing' | 'trialDaysLeft' | 'clientCap'> & { features: Features };
};

const HOUR_MS = 60 * 60 * 1000;
const DAY = 24 * HOUR_MS;

const ALL: Features = { team: true, salaries: true, expenses: true, advancedReporting: true };
const NONE: Features = { team: false, salaries: false, expenses: false, advancedReporting: false };

type Account = {
  role?: Role;
  planId: PlanId;
  status: SubscriptionStatus;
  trialEndsAt?: Date | null;
  currentPeriodEnd?: Date | null;
  paymentFailedAt?: Date | null;
  accountLocked?: boolean;
};

function account(a: Account): Pick<EntitlementCase, 'user' | 'subscription'> {
  const trialEndsAt = a.trialEndsAt ?? null;
  return {
    user: { role: a.role ?? 'user', planId: a.planId, subscriptionStatus: a.status, trialEndsAt },
    subscription: {
      planId: a.planId,
      status: a.status,
      trialEndsAt,
      currentPeriodEnd: a.currentPeriodEnd ?? null,
      paymentFailedAt: a.paymentFailedAt ?? null,
      accountLocked: a.accountLocked ?? false,
    },
  };
}

const FULL_ACCESS = {
  canUseApp: true,
  canWrite: true,
  expired: false,
  suspended: false,
  paymentFailing: false,
  trialDaysLeft: 0,
} as const;

export function entitlementCases(now: Date): EntitlementCase[] {
  const at = (ms: number): Date => new Date(now.getTime() + ms);
  return [
    {
      name: 'An owner on an active custom plan has full access with every feature and no client cap.',
      ...account({ role: 'owner', planId: 'custom', status: 'active', currentPeriodEnd: at(365 * DAY) }),
      expect: { ...FULL_ACCESS, clientCap: null, features: ALL },
    },
    {
      name: 'An owner keeps full access even when the subscription is suspended and locked.',
      ...account({
        role: 'owner',
        planId: 'basic',
        status: 'suspended',
        currentPeriodEnd: at(-10 * DAY),
        paymentFailedAt: at(-10 * DAY),
        accountLocked: true,
      }),
      expect: { ...FULL_ACCESS, clientCap: null, features: ALL },
    },
    {
      name: 'An admin keeps full access even when the basic trial ended long ago.',
      ...account({ role: 'admin', planId: 'basic', status: 'trial', trialEndsAt: at(-10 * DAY) }),
      expect: { ...FULL_ACCESS, clientCap: null, features: ALL },
    },
    {
      name: 'An admin keeps full access even when the subscription is suspended after a failed payment.',
      ...account({
        role: 'admin',
        planId: 'pro',
        status: 'suspended',
        currentPeriodEnd: at(-5 * DAY),
        paymentFailedAt: at(-5 * DAY),
        accountLocked: true,
      }),
      expect: { ...FULL_ACCESS, clientCap: null, features: ALL },
    },
    {
      name: 'A fresh basic trial can use the app and write, with 7 days left, a 100-client cap and no pro features.',
      ...account({ planId: 'basic', status: 'trial', trialEndsAt: at(7 * DAY - 3 * HOUR_MS), currentPeriodEnd: at(7 * DAY - 3 * HOUR_MS) }),
      expect: { ...FULL_ACCESS, trialDaysLeft: 7, clientCap: 100, features: NONE },
    },
    {
      name: 'A basic trial that ended 12 hours ago is still inside the 1-day grace: usable, 0 days left.',
      ...account({ planId: 'basic', status: 'trial', trialEndsAt: at(-12 * HOUR_MS), currentPeriodEnd: at(-12 * HOUR_MS) }),
      expect: { ...FULL_ACCESS, trialDaysLeft: 0, clientCap: 100, features: NONE },
    },
    {
      name: 'A basic trial that ended 3 days ago is past the grace: expired, no use and no writes.',
      ...account({ planId: 'basic', status: 'trial', trialEndsAt: at(-3 * DAY), currentPeriodEnd: at(-3 * DAY) }),
      expect: {
        canUseApp: false,
        canWrite: false,
        expired: true,
        suspended: false,
        paymentFailing: false,
        trialDaysLeft: 0,
        clientCap: 100,
        features: NONE,
      },
    },
    {
      name: 'A basic trial with no trial end recorded counts as expired.',
      ...account({ planId: 'basic', status: 'trial', trialEndsAt: null }),
      expect: {
        canUseApp: false,
        canWrite: false,
        expired: true,
        suspended: false,
        paymentFailing: false,
        trialDaysLeft: 0,
        clientCap: 100,
        features: NONE,
      },
    },
    {
      name: 'A pro trial with 29.8 days to go has 30 days left, every feature and no client cap.',
      ...account({ planId: 'pro', status: 'trial', trialEndsAt: at(30 * DAY - 5 * HOUR_MS), currentPeriodEnd: at(30 * DAY - 5 * HOUR_MS) }),
      expect: { ...FULL_ACCESS, trialDaysLeft: 30, clientCap: null, features: ALL },
    },
    {
      name: 'An active basic subscription ignores its old, ended trial and keeps the 100-client cap.',
      ...account({ planId: 'basic', status: 'active', trialEndsAt: at(-20 * DAY), currentPeriodEnd: at(20 * DAY) }),
      expect: { ...FULL_ACCESS, clientCap: 100, features: NONE },
    },
    {
      name: 'An active pro subscription has every feature and no client cap.',
      ...account({ planId: 'pro', status: 'active', trialEndsAt: at(10 * DAY + 6 * HOUR_MS), currentPeriodEnd: at(25 * DAY) }),
      expect: { ...FULL_ACCESS, clientCap: null, features: ALL },
    },
    {
      name: 'An active custom (Enterprise) subscription has every feature and no client cap.',
      ...account({ planId: 'custom', status: 'active', currentPeriodEnd: at(300 * DAY) }),
      expect: { ...FULL_ACCESS, clientCap: null, features: ALL },
    },
    {
      name: 'A cancelled pro subscription keeps full access until the paid period ends.',
      ...account({ planId: 'pro', status: 'cancelled', currentPeriodEnd: at(10 * DAY) }),
      expect: { ...FULL_ACCESS, clientCap: null, features: ALL },
    },
    {
      name: 'A cancelled pro subscription whose paid period ended 2 days ago is expired.',
      ...account({ planId: 'pro', status: 'cancelled', currentPeriodEnd: at(-2 * DAY) }),
      expect: {
        canUseApp: false,
        canWrite: false,
        expired: true,
        suspended: false,
        paymentFailing: false,
        trialDaysLeft: 0,
        clientCap: null,
        features: ALL,
      },
    },
    {
      name: 'A pro subscription whose payment failed 1 day ago is inside the 3-day grace: failing but still writes.',
      ...account({ planId: 'pro', status: 'active', currentPeriodEnd: at(-1 * DAY), paymentFailedAt: at(-1 * DAY) }),
      expect: { ...FULL_ACCESS, paymentFailing: true, clientCap: null, features: ALL },
    },
    {
      name: 'A pro subscription whose payment failed 4 days ago is suspended: it may read but not write.',
      ...account({ planId: 'pro', status: 'active', currentPeriodEnd: at(-4 * DAY), paymentFailedAt: at(-4 * DAY) }),
      expect: {
        canUseApp: true,
        canWrite: false,
        expired: false,
        suspended: true,
        paymentFailing: false,
        trialDaysLeft: 0,
        clientCap: null,
        features: ALL,
      },
    },
    {
      name: 'A locked basic account is suspended: it may read but not write.',
      ...account({ planId: 'basic', status: 'active', currentPeriodEnd: at(15 * DAY), accountLocked: true }),
      expect: {
        canUseApp: true,
        canWrite: false,
        expired: false,
        suspended: true,
        paymentFailing: false,
        trialDaysLeft: 0,
        clientCap: 100,
        features: NONE,
      },
    },
    {
      name: 'A subscription with status suspended may read but not write.',
      ...account({ planId: 'pro', status: 'suspended', currentPeriodEnd: at(5 * DAY) }),
      expect: {
        canUseApp: true,
        canWrite: false,
        expired: false,
        suspended: true,
        paymentFailing: false,
        trialDaysLeft: 0,
        clientCap: null,
        features: ALL,
      },
    },
  ];
}
