// In-memory fake of the billing part of the data layer, for component tests. Sessions are
// registered with `fakeBillingSessions.add(...)`; tests may also replace any method.
import { DataError } from '../../data/contract';
import type { BillingApi } from '../../data/contract';
import type { PaymentSession } from '../../data/contract-billing';
import {
  SESSION_MESSAGES,
  TEST_PRICE_IDS,
  cancelProblem,
  cancelled,
  isCheckoutSessionId,
  isPaidPlanId,
  planAmountCents,
  resumeProblem,
  resumed,
  userMirror,
} from '../../domain/billing';
import type { BillingProblem, PaidPlanId, SubscriptionPatch, SubscriptionState } from '../../domain/billing';
import type { SubscriptionDoc } from '../../domain/types';

export type FakeBillingApi = BillingApi & {
  /** Every call made, in order, as [method, argument]. */
  calls: [string, unknown][];
  /** Registers a paid checkout session the fake will verify. */
  addSession(id: string, plan: PaidPlanId, email: string): PaymentSession;
};

/** What the fake needs from the fake backend's accounts: the caller and their own subscription. */
export type FakeBillingHost = {
  currentUid(): string | null;
  subscriptionOf(uid: string): SubscriptionDoc | null;
  /** Writes a transition as the functions do: the subscription's fields and their mirror on the user document. */
  patchSubscription(uid: string, patch: SubscriptionPatch, userMirror: Record<string, unknown>): void;
};

export function fakeBillingApi(host?: FakeBillingHost): FakeBillingApi {
  const sessions = new Map<string, PaymentSession>();
  /** Sessions started here and not (yet) paid: the provider knows them. */
  const unpaid = new Set<string>();
  const calls: [string, unknown][] = [];
  let started = 0;
  /** As the cancel and resume functions: the domain's check, then its change, on the caller's own subscription. */
  const transition = (decide: (sub: SubscriptionState, now: Date) => BillingProblem | SubscriptionPatch) => {
    if (!host) return;
    const uid = host.currentUid();
    if (!uid) throw new DataError('functions/unauthenticated', 'Please sign in to continue with checkout.');
    const sub = host.subscriptionOf(uid);
    if (!sub) throw new DataError('functions/not-found', 'No subscription found.');
    const outcome = decide(sub, new Date());
    if ('code' in outcome && 'message' in outcome) throw new DataError(`functions/${outcome.code}`, outcome.message);
    const patch = outcome as SubscriptionPatch;
    host.patchSubscription(uid, patch, userMirror(patch));
  };
  const find = (id: string) => {
    // As the function's lookup: the id's presence and form are checked first.
    if (id === '') throw new DataError('functions/invalid-argument', SESSION_MESSAGES.noSessionId);
    if (!isCheckoutSessionId(id)) throw new DataError('functions/invalid-argument', SESSION_MESSAGES.invalidFormat);
    const s = sessions.get(id);
    if (s) return s;
    // As the provider: a session started and not paid is not completed; an id it never gave is not found.
    if (unpaid.has(id)) throw new DataError('functions/failed-precondition', SESSION_MESSAGES.notCompleted);
    throw new DataError('functions/not-found', SESSION_MESSAGES.failed);
  };
  return {
    calls,
    addSession(id, plan, email) {
      const s: PaymentSession = {
        success: true,
        email,
        customerId: 'cus_test_fake',
        subscriptionId: 'sub_test_fake',
        priceId: TEST_PRICE_IDS[plan],
        amount: planAmountCents(plan),
        plan,
      };
      sessions.set(id, s);
      return s;
    },
    async startCheckout(plan, options) {
      calls.push(['startCheckout', { plan, ...options }]);
      if (!isPaidPlanId(plan)) throw new DataError('functions/invalid-argument', `No price ID found for plan: ${String(plan)}`);
      // A session id of the provider's form; the session stays unpaid (not verifiable) until addSession.
      const sessionId = `cs_test_fake${String(started++).padStart(4, '0')}`;
      unpaid.add(sessionId);
      return { url: `https://checkout.test/${plan}`, sessionId };
    },
    async getStripeSession(id) {
      calls.push(['getStripeSession', id]);
      return find(id);
    },
    async confirmCheckout(id) {
      calls.push(['confirmCheckout', id]);
      return { plan: find(id).plan };
    },
    async completeOnboarding(input) {
      calls.push(['completeOnboarding', input]);
      return { plan: find(input.sessionId).plan };
    },
    async getBillingConfig() {
      return { provider: 'test' };
    },
    async cancelSubscription() {
      calls.push(['cancelSubscription', null]);
      transition((sub, now) => cancelProblem(sub) ?? cancelled(sub, now));
    },
    async resumeSubscription() {
      calls.push(['resumeSubscription', null]);
      transition((sub, now) => resumeProblem(sub, now) ?? resumed());
    },
    async openCustomerPortal() {
      throw new DataError('functions/failed-precondition', 'The customer portal is available only with Stripe billing.');
    },
    async testBillingControl(action, options) {
      calls.push(['testBillingControl', { action, ...options }]);
    },
  };
}
