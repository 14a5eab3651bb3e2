// The billing operations behind the callables, the test checkout page and the webhook. The
// provider is chosen per call from configuration (config.ts); the decisions are the pure domain
// functions of src/domain/billing.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { SESSION_MESSAGES, fromProviderSubscription, isCheckoutSessionId, isPaidPlanId, paymentConfirmed, planOfPrice } from '../../../src/domain/billing';
import type { PaidPlanId, SubscriptionPatch } from '../../../src/domain/billing';
import { getPlan } from '../../../src/domain/plans';
import { billingMode } from './config';
import type { BillingMode } from './config';
import { logCheckoutPaid } from './billing-activity';
import { getState, trialUsedField, trialsUsedOf, updateSubscription } from './grant';
import type { CheckoutSession, PaymentProvider } from './provider';
import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';
import { notifyPaymentConfirmed } from '../system-ops/notify';

export type ProviderContext = { mode: BillingMode; testPageUrl: string };

export function providerFor(db: Firestore, ctx: ProviderContext): PaymentProvider {
  if (ctx.mode.kind === 'stripe') return stripeProvider(ctx.mode.stripe);
  if (ctx.mode.kind === 'test') return testProvider(db, ctx.testPageUrl);
  throw new HttpsError('failed-precondition', ctx.mode.reason);
}

export function currentProvider(db: Firestore, testPageUrl: string): PaymentProvider {
  return providerFor(db, { mode: billingMode(), testPageUrl });
}

/** Provider failures become 'unavailable' ('Payment service temporarily unavailable'). */
export async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    throw new HttpsError('unavailable', SESSION_MESSAGES.unavailable, { cause: String(error) });
  }
}

export type StartCheckoutInput = {
  plan: unknown;
  uid: string | null;
  email: string | null;
  origin: string;
  visitorReturn?: unknown;
  customerId?: string | null;
  /** The plans whose trial the signed-in buyer has had (a visitor: none known yet). */
  trialsUsed?: readonly PaidPlanId[];
};

export async function startCheckout(provider: PaymentProvider, input: StartCheckoutInput): Promise<{ url: string; sessionId: string }> {
  if (!isPaidPlanId(input.plan)) {
    throw new HttpsError('invalid-argument', `No price ID found for plan: ${String(input.plan)}`);
  }
  const plan: PaidPlanId = input.plan;
  const origin = input.origin.replace(/\/+$/, '');
  const id = '{CHECKOUT_SESSION_ID}';
  const signed = input.uid !== null;
  const successUrl = signed
    ? `${origin}/payment/success?session_id=${id}&plan=${plan}`
    : input.visitorReturn === 'signup'
      ? `${origin}/auth/signup?from=stripe&session_id=${id}`
      : `${origin}/onboarding?session_id=${id}`;
  const cancelUrl = `${origin}/payment/cancel`;
  const session = await viaProvider(() =>
    provider.createCheckout({
      plan,
      uid: input.uid,
      email: input.email,
      customerId: provider.kind === 'stripe' ? (input.customerId ?? null) : null,
      trialDays: (input.trialsUsed ?? []).includes(plan) ? 0 : getPlan(plan).trialDays,
      successUrl,
      cancelUrl,
    }),
  );
  return { url: session.url, sessionId: session.id };
}

export type SessionAnswer = {
  success: true;
  email: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  priceId: string | null;
  amount: number | null;
  plan: PaidPlanId;
};

/** A paid checkout session, verified with the provider; HttpsErrors with the messages of docs/product/billing.md#payment-session-lookup. */
export async function verifiedSession(provider: PaymentProvider, sessionId: unknown): Promise<{ session: CheckoutSession; plan: PaidPlanId }> {
  if (sessionId === undefined || sessionId === null || sessionId === '') {
    throw new HttpsError('invalid-argument', SESSION_MESSAGES.noSessionId);
  }
  if (!isCheckoutSessionId(sessionId)) throw new HttpsError('invalid-argument', SESSION_MESSAGES.invalidFormat);
  const session = await viaProvider(() => provider.getCheckout(sessionId));
  if (!session) throw new HttpsError('not-found', SESSION_MESSAGES.failed);
  const plan = planOfPrice(session.priceId, provider.prices);
  if (!session.paid || !plan) throw new HttpsError('failed-precondition', SESSION_MESSAGES.notCompleted);
  return { session, plan };
}

export async function getSession(provider: PaymentProvider, sessionId: unknown): Promise<SessionAnswer> {
  const { session, plan } = await verifiedSession(provider, sessionId);
  return {
    success: true,
    email: session.email,
    customerId: session.customerId,
    subscriptionId: session.subscriptionId,
    priceId: session.priceId,
    amount: session.amount,
    plan,
  };
}

/** The subscription patch of a paid checkout: the provider's copy when it keeps one, else a fresh paid period. */
export async function patchOfCheckout(provider: PaymentProvider, session: CheckoutSession, plan: PaidPlanId, now: Date): Promise<SubscriptionPatch> {
  if (session.subscriptionId) {
    const remote = await viaProvider(() => provider.getSubscription(session.subscriptionId!));
    if (remote) {
      const patch = fromProviderSubscription(remote, null, provider.prices, now);
      if (patch) return patch;
    }
  }
  return paymentConfirmed(plan, now, { customerId: session.customerId, subscriptionId: session.subscriptionId });
}

const normalise = (e: string | null | undefined) => (e ?? '').trim().toLowerCase();

export type ClaimInput = {
  uid: string;
  email: string | null;
  /**
   * What proves the caller owns `email`, for a visitor checkout: a verified address, or an
   * account made after the checkout started (onboarding creates it from the paid session).
   */
  emailProof?: { verified: boolean; accountCreatedAt: Date | null };
  sessionId: unknown;
  userExtra?: Record<string, unknown>;
};

export const CLAIM_MESSAGES = {
  otherAccount: 'This payment belongs to another account.',
  usedElsewhere: 'This payment was already used by another account.',
  verifyFirst: 'Verify your e-mail address first: open the link we sent you, then come back to this page to activate your plan.',
} as const;

/**
 * A visitor checkout is claimed by e-mail: an account whose address is unverified and which
 * existed before the checkout started (someone who signed up with another person's address
 * before they paid) may not take it; an account made after the checkout, on the onboarding page,
 * may.
 */
function emailProven(session: CheckoutSession, proof: ClaimInput['emailProof']): boolean {
  if (!proof) return false;
  if (proof.verified) return true;
  if (proof.accountCreatedAt === null || session.createdAt === null) return false;
  // Auth gives an account's creation time to the second: compare whole seconds.
  return proof.accountCreatedAt.getTime() >= Math.floor(session.createdAt.getTime() / 1000) * 1000;
}

/**
 * Grants the plan of a paid checkout to `uid`: the session must be paid, and either made by
 * this user (client_reference_id) or, for a visitor checkout, carry the same e-mail as the
 * caller's token. A session grants one account only; claiming it again is harmless. An account
 * has one checkout trial per plan: a checkout of a plan whose trial it already had is paid from
 * today (docs/decisions/0181).
 */
export async function claimCheckout(db: Firestore, provider: PaymentProvider, input: ClaimInput, now: Date): Promise<{ plan: PaidPlanId }> {
  const { session, plan } = await verifiedSession(provider, input.sessionId);
  const ownSession = session.uid !== null && session.uid === input.uid;
  const emailMatches = session.uid === null && normalise(session.email) !== '' && normalise(session.email) === normalise(input.email);
  if (!ownSession && !emailMatches) {
    throw new HttpsError('permission-denied', CLAIM_MESSAGES.otherAccount);
  }
  if (emailMatches && !emailProven(session, input.emailProof)) {
    throw new HttpsError('failed-precondition', CLAIM_MESSAGES.verifyFirst);
  }
  const claimRef = db.doc(`checkoutClaims/${session.id}`);
  const claim = await claimRef.get();
  const claimedBy = claim.exists ? (claim.data()?.uid as string | undefined) : undefined;
  if (claimedBy && claimedBy !== input.uid) throw new HttpsError('already-exists', CLAIM_MESSAGES.usedElsewhere);
  if (!claimedBy) {
    const trialUsed = trialsUsedOf((await db.doc(`subscriptions/${input.uid}`).get()).data()).includes(plan);
    let patch = await patchOfCheckout(provider, session, plan, now);
    if (trialUsed) {
      // A visitor's checkout was made with the plan's trial before the account was known.
      if (provider.kind === 'stripe' && patch.stripeSubscriptionId && patch.trialEndsAt && patch.trialEndsAt.getTime() > now.getTime()) {
        const subscriptionId = patch.stripeSubscriptionId;
        await viaProvider(() => provider.endTrial(subscriptionId));
      }
      patch = { ...patch, trialEndsAt: null };
    }
    await db.runTransaction(async (tx) => {
      const again = await tx.get(claimRef);
      if (again.exists && again.data()?.uid !== input.uid) {
        throw new HttpsError('already-exists', CLAIM_MESSAGES.usedElsewhere);
      }
      tx.set(claimRef, { uid: input.uid, plan, claimedAt: now });
    });
    const before = await getState(db, input.uid);
    await updateSubscription(db, input.uid, now, () => patch, input.userExtra ?? {}, trialUsedField(plan));
    await logCheckoutPaid(db, { uid: input.uid, plan, before, provider: provider.kind === 'stripe' ? 'Stripe' : 'test checkout', now });
    await notifyPaymentConfirmed(db, input.uid, plan, now);
    // An upgrade (basic -> pro) through a new checkout replaces the old provider subscription.
    const old = before?.stripeSubscriptionId;
    if (provider.kind === 'stripe' && old && patch.stripeSubscriptionId && old !== patch.stripeSubscriptionId) {
      await viaProvider(() => provider.cancelNow(old));
    }
  } else if (input.userExtra && Object.keys(input.userExtra).length > 0) {
    await db.doc(`users/${input.uid}`).set({ ...input.userExtra, updatedAt: now }, { merge: true });
  }
  return { plan };
}
