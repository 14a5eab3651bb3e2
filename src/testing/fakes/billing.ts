// In-memory fake of the billing part of the data layer, for component tests. Sessions are
// registered with `fakeBillingSessions.add(...)`; tests may also replace any method.
import { DataError } from '../../data/contract';
import type { BillingApi, RecordsApi } from '../../data/contract';
import type { PaymentSession } from '../../data/contract-billing';
import { planAmountCents, TEST_PRICE_IDS } from '../../domain/billing';
import type { PaidPlanId } from '../../domain/billing';

export type FakeBillingApi = BillingApi & {
  /** Every call made, in order, as [method, argument]. */
  calls: [string, unknown][];
  /** Registers a paid checkout session the fake will verify. */
  addSession(id: string, plan: PaidPlanId, email: string): PaymentSession;
};

export function fakeBillingApi(_records: RecordsApi): FakeBillingApi {
  const sessions = new Map<string, PaymentSession>();
  const calls: [string, unknown][] = [];
  const find = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw new DataError('functions/failed-precondition', 'Payment not completed or subscription inactive');
    return s;
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
      return { url: `https://checkout.test/${plan}`, sessionId: 'cs_test_fake0000' };
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
    },
    async resumeSubscription() {
      calls.push(['resumeSubscription', null]);
    },
    async openCustomerPortal() {
      throw new DataError('functions/failed-precondition', 'The customer portal is available only with Stripe billing.');
    },
    async testBillingControl(action, options) {
      calls.push(['testBillingControl', { action, ...options }]);
    },
  };
}
