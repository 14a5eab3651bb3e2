// Every Stripe SDK call of the app lives in this file.
import Stripe from 'stripe';
import type { ProviderSubscription } from '../../../src/domain/billing';
import type { StripeConfig } from './config';
import type { CheckoutInput, CheckoutSession, PaymentProvider } from './provider';

type Loose = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const idOf = (v: unknown): string | null => str(v) ?? (v && typeof v === 'object' ? str((v as Loose).id) : null);
const date = (v: unknown): Date | null => (typeof v === 'number' ? new Date(v * 1000) : null);

export function stripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(config.api ?? {}),
  });
}

/** Our reading of a Stripe subscription (period fields sit on the item in recent API versions). */
export function readSubscription(raw: unknown): ProviderSubscription {
  const s = raw as Loose;
  const items = ((s.items as Loose | undefined)?.data as Loose[] | undefined) ?? [];
  const item = items[0] ?? {};
  const price = item.price as Loose | undefined;
  return {
    id: String(s.id),
    customerId: idOf(s.customer) ?? '',
    status: String(s.status),
    priceId: idOf(price) ?? null,
    cancelAtPeriodEnd: s.cancel_at_period_end === true,
    currentPeriodStart: date(item.current_period_start ?? s.current_period_start),
    currentPeriodEnd: date(item.current_period_end ?? s.current_period_end),
    trialEnd: date(s.trial_end),
  };
}

function readCheckout(raw: unknown): CheckoutSession {
  const s = raw as Loose;
  const details = (s.customer_details as Loose | null) ?? {};
  const lineItems = ((s.line_items as Loose | undefined)?.data as Loose[] | undefined) ?? [];
  const metadata = (s.metadata as Loose | null) ?? {};
  const paid = s.status === 'complete' && (s.payment_status === 'paid' || s.payment_status === 'no_payment_required');
  const sub = s.subscription as Loose | string | null;
  let priceId = idOf((lineItems[0] as Loose | undefined)?.price) ?? str(metadata.priceId);
  let amount: number | null = typeof lineItems[0]?.amount_total === 'number' ? (lineItems[0].amount_total as number) : null;
  if (sub && typeof sub === 'object') {
    const read = readSubscription(sub);
    priceId = priceId ?? read.priceId;
    const item = (((sub.items as Loose | undefined)?.data as Loose[] | undefined) ?? [])[0];
    const unit = (item?.price as Loose | undefined)?.unit_amount;
    if (amount === null && typeof unit === 'number') amount = unit;
  }
  if (amount === 0 || amount === null) amount = typeof metadata.amount === 'string' ? Number(metadata.amount) : amount;
  return {
    id: String(s.id),
    paid,
    email: str(details.email) ?? str(s.customer_email),
    uid: str(s.client_reference_id),
    customerId: idOf(s.customer),
    subscriptionId: idOf(sub),
    priceId,
    amount,
    createdAt: typeof s.created === 'number' ? new Date(s.created * 1000) : null,
  };
}

export function stripeProvider(config: StripeConfig, client: Stripe = stripeClient(config)): PaymentProvider {
  return {
    kind: 'stripe',
    prices: config.prices,

    async createCheckout(input: CheckoutInput) {
      const priceId = config.prices[input.plan];
      const amount = input.plan === 'pro' ? '7900' : '2900';
      const session = await client.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: priceId, quantity: 1 }],
        subscription_data: {
          ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
          metadata: { plan: input.plan, uid: input.uid ?? '' },
        },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        ...(input.uid ? { client_reference_id: input.uid } : {}),
        ...(input.customerId ? { customer: input.customerId } : input.email ? { customer_email: input.email } : {}),
        metadata: { plan: input.plan, priceId, amount },
      });
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { id: session.id, url: session.url };
    },

    async getCheckout(sessionId) {
      try {
        const session = await client.checkout.sessions.retrieve(sessionId, { expand: ['line_items', 'subscription'] });
        return readCheckout(session);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },

    async getSubscription(subscriptionId) {
      try {
        return readSubscription(await client.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return readSubscription(await client.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
    },

    async endTrial(subscriptionId) {
      await client.subscriptions.update(subscriptionId, { trial_end: 'now' });
    },

    async cancelNow(subscriptionId) {
      try {
        await client.subscriptions.cancel(subscriptionId);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      }
    },

    async portalUrl(customerId, returnUrl) {
      const portal = await client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return portal.url;
    },
  };
}

/** Checks the signature of a webhook delivery against its raw body; throws when it does not match. */
export function verifyWebhook(config: StripeConfig, rawBody: Buffer | string, signature: string): { id: string; type: string; object: Loose } {
  const event = stripeClient(config).webhooks.constructEvent(rawBody, signature, config.webhookSecret);
  return { id: event.id, type: event.type, object: event.data.object as unknown as Loose };
}

/** A signature header for `payload` (tests and local tooling only). */
export function signWebhookPayload(config: StripeConfig, payload: string): string {
  return stripeClient(config).webhooks.generateTestHeaderString({ payload, secret: config.webhookSecret });
}
