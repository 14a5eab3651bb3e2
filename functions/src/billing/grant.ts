// Writes plan and subscription changes: subscriptions/{uid} and the users/{uid} mirror, in one
// transaction, and recomputes the client counter when a plan becomes basic (the basic cap relies
// on it; docs/decisions/0004-client-cap.md). Only functions write these fields.
import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Timestamp } from 'firebase-admin/firestore';
import { accountPaths } from '../../../src/domain/accounts';
import { userMirror } from '../../../src/domain/billing';
import type { PaidPlanId, SubscriptionPatch, SubscriptionState } from '../../../src/domain/billing';

// Duck-typed: a Timestamp from another copy of firebase-admin (tests) is still a Timestamp.
function toDate(v: unknown): Date | null {
  if (v instanceof Date) return v;
  if (v && typeof (v as Timestamp).toDate === 'function') return (v as Timestamp).toDate();
  return null;
}

/** The subscription document as the domain sees it (Timestamps as Dates), or null. */
export function readState(data: Record<string, unknown> | undefined): SubscriptionState | null {
  if (!data) return null;
  return {
    planId: data.planId as SubscriptionState['planId'],
    status: data.status as SubscriptionState['status'],
    trialEndsAt: toDate(data.trialEndsAt),
    currentPeriodStart: toDate(data.currentPeriodStart),
    currentPeriodEnd: toDate(data.currentPeriodEnd),
    paymentFailedAt: toDate(data.paymentFailedAt),
    accountLocked: data.accountLocked === true,
    stripeCustomerId: typeof data.stripeCustomerId === 'string' ? data.stripeCustomerId : null,
    stripeSubscriptionId: typeof data.stripeSubscriptionId === 'string' ? data.stripeSubscriptionId : null,
  };
}

/**
 * The paid plans whose checkout trial this account has had (subscriptions/{uid}.trialsUsed,
 * written when a checkout is claimed): one trial per account and plan (docs/decisions/0181).
 */
export function trialsUsedOf(data: Record<string, unknown> | undefined): PaidPlanId[] {
  const raw = data?.trialsUsed;
  return Array.isArray(raw) ? raw.filter((p): p is PaidPlanId => p === 'basic' || p === 'pro') : [];
}

/** The field that records a claimed checkout's plan among the trials used. */
export const trialUsedField = (plan: PaidPlanId) => ({ trialsUsed: FieldValue.arrayUnion(plan) });

/** A checkout's patch under the one-trial rule: no trial when the account already had this plan's. */
export function withTrialRule(patch: SubscriptionPatch, plan: PaidPlanId, used: readonly PaidPlanId[]): SubscriptionPatch {
  return used.includes(plan) ? { ...patch, trialEndsAt: null } : patch;
}

export async function getState(db: Firestore, uid: string): Promise<SubscriptionState | null> {
  return readState((await db.doc(`subscriptions/${uid}`).get()).data());
}

/**
 * Applies `decide(current)` to subscriptions/{uid} inside a transaction (null: nothing to do).
 * `userExtra` goes onto users/{uid} with the mirror, `subscriptionExtra` onto the subscription
 * with the patch. Returns the patch written, or null.
 */
export async function updateSubscription(
  db: Firestore,
  uid: string,
  now: Date,
  decide: (current: SubscriptionState | null, tx: Transaction) => SubscriptionPatch | null,
  userExtra: Record<string, unknown> = {},
  subscriptionExtra: Record<string, unknown> = {},
): Promise<SubscriptionPatch | null> {
  const result = await db.runTransaction(async (tx) => {
    const subRef = db.doc(`subscriptions/${uid}`);
    const snap = await tx.get(subRef);
    const current = readState(snap.data());
    const patch = decide(current, tx);
    if (!patch) return null;
    const changedToBasic = patch.planId === 'basic' && current?.planId !== 'basic';
    if (snap.exists) tx.update(subRef, { ...patch, ...subscriptionExtra, updatedAt: now });
    else tx.set(subRef, { accountLocked: false, paymentFailedAt: null, ...patch, ...subscriptionExtra, createdAt: now, updatedAt: now });
    tx.set(db.doc(`users/${uid}`), { ...userMirror(patch), ...userExtra, updatedAt: now }, { merge: true });
    return { patch, changedToBasic };
  });
  if (!result) return null;
  if (result.changedToBasic) await recountClients(db, uid);
  return result.patch;
}

/**
 * accounts/{accountId}/meta/counters.clients from a count() of the account's clients (billing acts
 * on the payer's own account, whose id is their uid).
 */
export async function recountClients(db: Firestore, accountId: string): Promise<number> {
  const count = (await db.collection(accountPaths.records(accountId, 'clients')).count().get()).data().count;
  await db.doc(accountPaths.counters(accountId)).set({ clients: count }, { merge: true });
  return count;
}

/** The uid whose subscription carries this Stripe subscription id (or customer id), or null. */
export async function uidOfProviderIds(db: Firestore, ids: { subscriptionId?: string | null; customerId?: string | null }): Promise<string | null> {
  if (ids.subscriptionId) {
    const q = await db.collection('subscriptions').where('stripeSubscriptionId', '==', ids.subscriptionId).limit(1).get();
    if (!q.empty) return q.docs[0]!.id;
  }
  if (ids.customerId) {
    const q = await db.collection('subscriptions').where('stripeCustomerId', '==', ids.customerId).limit(1).get();
    if (!q.empty) return q.docs[0]!.id;
  }
  return null;
}
