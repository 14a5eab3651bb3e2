// The data layer for plans, checkout and the subscription lifecycle, as screens see it (see
// contract.ts). Every call goes to a function: the browser never writes plan or status fields.
import type { PaidPlanId } from '../domain/billing';

export type CheckoutStart = { url: string; sessionId: string };

/** The payment-session shape (docs/product/billing.md#payment-session-lookup), plus the plan it buys. */
export type PaymentSession = {
  success: boolean;
  email: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  priceId: string | null;
  /** Cents per month. */
  amount: number | null;
  plan: PaidPlanId;
};

export type BillingProvider = 'stripe' | 'test' | 'disabled';

export type TestBillingAction = 'payment-failed' | 'payment-recovered' | 'run-lifecycle' | 'end-period';

export type BillingApi = {
  /** Creates a checkout session and answers the hosted page's URL. A visitor may call it too. */
  startCheckout(plan: PaidPlanId, options?: { visitorReturn?: 'onboarding' | 'signup' }): Promise<CheckoutStart>;
  /** Verifies a checkout session server-side. */
  getStripeSession(sessionId: string): Promise<PaymentSession>;
  /** Signed-in return from checkout: the function grants the plan of the caller's own paid session. */
  confirmCheckout(sessionId: string): Promise<{ plan: PaidPlanId }>;
  /** Visitor checkout, once the account exists: grants the plan when the e-mails match. */
  completeOnboarding(input: { sessionId: string; businessName: string }): Promise<{ plan: PaidPlanId }>;
  getBillingConfig(): Promise<{ provider: BillingProvider }>;
  cancelSubscription(): Promise<void>;
  resumeSubscription(): Promise<void>;
  /** Stripe's customer portal (Stripe billing only). */
  openCustomerPortal(): Promise<string>;
  /** Developer tools of the built-in test checkout. */
  testBillingControl(action: TestBillingAction, options?: { daysAgo?: number }): Promise<void>;
};
