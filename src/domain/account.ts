// The documents written when an account is created (by functions, on first sign-in).
// Roles come from configuration (owner e-mails), never from the browser.

import { addDays } from './dates';
import { SIGNUP_TRIAL_DAYS, STAFF_PERIOD_DAYS } from './plans';
import { EMAIL_PATTERN, cleanText } from './sanitize';
import type { Counters, Role, SubscriptionDoc, UserDoc } from './types';

export type NewUserDoc = Omit<UserDoc, 'createdAt' | 'updatedAt' | 'lastLogin'>;
export type NewSubscriptionDoc = Omit<SubscriptionDoc, 'createdAt' | 'updatedAt'>;

export type NewAccount = {
  uid: string;
  role: Role;
  /** Timestamps (createdAt, updatedAt, lastLogin) are left to the writer (server time). */
  user: NewUserDoc;
  subscription: NewSubscriptionDoc;
  counters: Counters;
};

export type NewAccountInput = {
  uid: string;
  email: string | null | undefined;
  displayName: string | null | undefined;
  /** Whether the sign-in provider has verified the e-mail (absent: not verified). */
  emailVerified?: boolean;
};

function normaliseEmail(email: unknown): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** Owner e-mails from a functions parameter: comma, semicolon or whitespace separated, or a list. */
export function parseOwnerEmails(raw: string | readonly string[] | undefined): string[] {
  if (raw === undefined) return [];
  const parts = typeof raw === 'string' ? raw.split(/[\s,;]+/) : raw.flatMap((r) => r.split(/[\s,;]+/));
  const out: string[] = [];
  for (const part of parts) {
    const email = normaliseEmail(part);
    if (email !== '' && EMAIL_PATTERN.test(email) && !out.includes(email)) out.push(email);
  }
  return out;
}

export function isOwnerEmail(email: string | null | undefined, ownerEmails: readonly string[]): boolean {
  const e = normaliseEmail(email);
  return e !== '' && ownerEmails.some((o) => normaliseEmail(o) === e);
}

/**
 * The role an account gets from configuration: owner only for a listed e-mail that has been
 * verified (otherwise whoever signs up first with the owner's address would own the system).
 */
export function configuredRole(email: string | null | undefined, emailVerified: boolean, ownerEmails: readonly string[]): Role {
  return emailVerified && isOwnerEmail(email, ownerEmails) ? 'owner' : 'user';
}

/** Plan, status and period of an owner or admin: custom, active, one year from `now`. */
export function staffSubscription(
  now: Date,
): Pick<NewSubscriptionDoc, 'planId' | 'status' | 'trialEndsAt' | 'currentPeriodStart' | 'currentPeriodEnd' | 'paymentFailedAt' | 'accountLocked'> {
  return {
    planId: 'custom',
    status: 'active',
    trialEndsAt: null,
    currentPeriodStart: now,
    currentPeriodEnd: addDays(now, STAFF_PERIOD_DAYS),
    paymentFailedAt: null,
    accountLocked: false,
  };
}

/**
 * The user, subscription and counters documents of a new account: an owner (verified e-mail
 * listed in `ownerEmails`) gets the staff plan; everyone else a 7-day basic trial.
 */
export function newAccount(input: NewAccountInput, now: Date, ownerEmails: readonly string[]): NewAccount {
  const email = normaliseEmail(input.email);
  const role = configuredRole(email, input.emailVerified === true, ownerEmails);
  const trialEnd = addDays(now, SIGNUP_TRIAL_DAYS);
  const plan =
    role === 'user'
      ? {
          planId: 'basic' as const,
          status: 'trial' as const,
          trialEndsAt: trialEnd,
          currentPeriodStart: now,
          currentPeriodEnd: trialEnd,
          paymentFailedAt: null,
          accountLocked: false,
        }
      : staffSubscription(now);
  return {
    uid: input.uid,
    role,
    user: {
      email,
      displayName: cleanText(input.displayName),
      role,
      planId: plan.planId,
      subscriptionStatus: plan.status,
      trialEndsAt: plan.trialEndsAt,
      status: 'active',
      onboardingCompleted: false,
      phone: '',
      company: '',
      bio: '',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
    },
    subscription: { ...plan, stripeCustomerId: null, stripeSubscriptionId: null },
    counters: { clients: 0, lastClientId: '' },
  };
}
