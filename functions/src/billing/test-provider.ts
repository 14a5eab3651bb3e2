// The built-in test checkout (docs/decisions/0031-test-checkout.md). Checkout sessions live in
// checkoutSessions/{id}, a collection only functions touch; the page that takes the card is the
// testCheckout HTTP function (test-checkout-page.ts).
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { TEST_PRICE_IDS, planAmountCents } from '../../../src/domain/billing';
import type { PaidPlanId } from '../../../src/domain/billing';
import type { CheckoutSession, PaymentProvider } from './provider';

/** A stored date read back: a Firestore Timestamp (or a Date written by a test). */
function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  const toDate = (value as { toDate?: () => Date } | null)?.toDate;
  return typeof toDate === 'function' ? toDate.call(value) : null;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id like Stripe's: `${prefix}` + 24 letters and digits. */
export function testId(prefix: string): string {
  const bytes = randomBytes(24);
  let out = prefix;
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

export type StoredCheckout = {
  plan: PaidPlanId;
  priceId: string;
  amount: number;
  trialDays: number;
  uid: string | null;
  email: string | null;
  status: 'open' | 'complete';
  successUrl: string;
  cancelUrl: string;
  customerId: string | null;
  subscriptionId: string | null;
  createdAt: Date;
  completedAt: Date | null;
};

export function testProvider(db: Firestore, pageUrl: string): PaymentProvider {
  return {
    kind: 'test',
    prices: TEST_PRICE_IDS,

    async createCheckout(input) {
      const id = testId('cs_test_');
      const stored: StoredCheckout = {
        plan: input.plan,
        priceId: TEST_PRICE_IDS[input.plan],
        amount: planAmountCents(input.plan),
        trialDays: input.trialDays,
        uid: input.uid,
        email: input.email,
        status: 'open',
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        customerId: null,
        subscriptionId: null,
        createdAt: new Date(),
        completedAt: null,
      };
      await db.doc(`checkoutSessions/${id}`).set(stored);
      return { id, url: `${pageUrl}?session=${encodeURIComponent(id)}` };
    },

    async getCheckout(sessionId): Promise<CheckoutSession | null> {
      const snap = await db.doc(`checkoutSessions/${sessionId}`).get();
      if (!snap.exists) return null;
      const s = snap.data() as StoredCheckout;
      return {
        id: sessionId,
        paid: s.status === 'complete',
        email: s.email,
        uid: s.uid,
        customerId: s.customerId,
        subscriptionId: s.subscriptionId,
        priceId: s.priceId,
        amount: s.amount,
        createdAt: dateOf(s.createdAt),
      };
    },

    getSubscription: async () => null,
    setCancelAtPeriodEnd: async () => null,
    endTrial: async () => {},
    // The test checkout's subscription ends: its session says so (what deleting an account checks).
    async cancelNow(subscriptionId) {
      const sessions = await db.collection('checkoutSessions').where('subscriptionId', '==', subscriptionId).get();
      await Promise.all(sessions.docs.map((d) => d.ref.update({ subscriptionStatus: 'canceled', canceledAt: new Date() })));
    },
    portalUrl: async () => null,
  };
}
