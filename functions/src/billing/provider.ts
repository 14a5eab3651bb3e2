// The one interface of the payment provider. Two implementations: stripe-provider.ts (every
// Stripe SDK call of the app) and test-provider.ts (the built-in test checkout).
import type { PaidPlanId, PriceIds, ProviderSubscription } from '../../../src/domain/billing';

export type CheckoutInput = {
  plan: PaidPlanId;
  /** The signed-in buyer, or null for a visitor (the account is created after paying). */
  uid: string | null;
  email: string | null;
  /** The buyer's existing provider customer (an upgrade keeps one customer), or null. */
  customerId?: string | null;
  trialDays: number;
  /** Contain the literal {CHECKOUT_SESSION_ID}, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = {
  id: string;
  /** Checkout finished and paid (or nothing to pay during a trial). */
  paid: boolean;
  email: string | null;
  uid: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  priceId: string | null;
  /** Cents per month. */
  amount: number | null;
  /** When the checkout was started (a visitor's claim compares it with the account's creation). */
  createdAt: Date | null;
};

export interface PaymentProvider {
  readonly kind: 'stripe' | 'test';
  readonly prices: PriceIds;
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /** null when no such session exists. */
  getCheckout(sessionId: string): Promise<CheckoutSession | null>;
  /** The provider's current copy of a subscription (null: the test provider keeps none). */
  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Cancel at period end (true) or undo it (false); null when the provider keeps no copy. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription | null>;
  /** Ends a subscription's trial now, so it is paid from today (a trial the account already had). */
  endTrial(subscriptionId: string): Promise<void>;
  /** Ends a subscription now (the old one after an upgrade through a new checkout). */
  cancelNow(subscriptionId: string): Promise<void>;
  /** A customer-portal URL, or null when the provider has none. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
}
