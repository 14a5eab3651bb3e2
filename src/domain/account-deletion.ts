// Deleting an account (docs/product/accounts.md#deleting-the-account): who may, what the owner
// confirms, what the function answers, and the trial rule for an account started afterwards
// (docs/decisions/0187: an account started afterwards has no trial). Shared by the Settings screen, the deleteAccount and startAccount
// callables and the fake backend.
import type { AccountRole } from './accounts';
import type { PaidPlanId } from './billing';
import { TRIAL_GRACE_DAYS } from './entitlements';

export const ACCOUNT_DELETION_MESSAGES = {
  badAccount: 'Choose an account.',
  notMember: 'You are not a member of this account.',
  ownerOnly: 'Only an account owner can delete the account.',
  missing: 'This account was not found. It may have been deleted already.',
  nameMismatch: "Type the account's name exactly as it is shown to confirm.",
  recentSignIn: 'For your security, enter your password again: deleting an account needs a sign-in from the last 15 minutes.',
  hasAccount: 'You already belong to an account. Open it from the account switcher.',
} as const;

/** What deleteAccount answers after each call: `done` false means call again to go on. */
export type AccountDeletionProgress = {
  done: boolean;
  /** Documents deleted so far, over every call. */
  deleted: number;
  /** Documents still to delete (an estimate while records are being deleted). */
  remaining: number;
};

/** Whether `role` may delete the account: its owners only. */
export const canDeleteAccount = (role: AccountRole | null | undefined): boolean => role === 'owner';

/** Whether what the owner typed confirms the account's name (spaces around it and case do not matter). */
export function confirmsAccountName(typed: string, name: string): boolean {
  const a = typed.trim().toLocaleLowerCase();
  return a !== '' && a === name.trim().toLocaleLowerCase();
}

/** The share of the deletion done, 0-100, for a progress bar. */
export function deletionPercent(progress: AccountDeletionProgress): number {
  if (progress.done) return 100;
  const total = progress.deleted + progress.remaining;
  return total === 0 ? 0 : Math.min(99, Math.floor((progress.deleted / total) * 100));
}

/**
 * The trials a person has had, kept on users/{uid}.trialsUsed when an account they created is
 * deleted: the sign-up trial counts as Basic's, with the checkout trials of the account.
 */
export function trialsHad(accountTrials: readonly PaidPlanId[], hadSignUpTrial: boolean, before: readonly PaidPlanId[] = []): PaidPlanId[] {
  const all = new Set<PaidPlanId>([...before, ...accountTrials]);
  if (hadSignUpTrial) all.add('basic');
  return [...all].sort();
}

/**
 * When the trial of an account started without one ended: its grace day and two minutes before it
 * began, so the app (whose clock is re-read once a minute) sees it over at once.
 */
export const endedTrialAt = (now: Date): Date => new Date(now.getTime() - TRIAL_GRACE_DAYS * 86_400_000 - 2 * 60_000);
