// Stripe's webhook (docs/decisions/0032-stripe-webhook.md): the signature is checked against the
// raw body; each event id is processed once (processedEvents/{eventId}, functions only); every
// handled event converges by re-reading the subscription from Stripe and overwriting our copy,
// so replayed and out-of-order deliveries end in the same state.
import type { Firestore } from 'firebase-admin/firestore';
import { fromProviderSubscription } from '../../../src/domain/billing';
import { recordWebhookFailure } from '../admin-overview/health-record';
import type { StripeConfig } from './config';
import { logInvoicePaid } from './billing-activity';
import { getState, uidOfProviderIds, updateSubscription } from './grant';
import type { PaymentProvider } from './provider';
import { claimCheckout } from './service';
import { verifyWebhook } from './stripe-provider';

type Loose = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const idOf = (v: unknown): string | null => str(v) ?? (v && typeof v === 'object' ? str((v as Loose).id) : null);

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export type WebhookResult = { status: number; body: string };

/** The subscription id an invoice belongs to (old and new API shapes). */
function invoiceSubscription(invoice: Loose): string | null {
  const direct = idOf(invoice.subscription);
  if (direct) return direct;
  const parent = invoice.parent as Loose | null | undefined;
  const details = parent?.subscription_details as Loose | null | undefined;
  return idOf(details?.subscription);
}

/** Re-reads the subscription from Stripe and overwrites our copy (the one write path of the webhook). */
export async function syncSubscription(
  db: Firestore,
  provider: PaymentProvider,
  subscriptionId: string,
  uidHint: string | null,
  now: Date,
): Promise<string | null> {
  const remote = await provider.getSubscription(subscriptionId);
  if (!remote) return null;
  const uid = uidHint ?? (await uidOfProviderIds(db, { subscriptionId, customerId: remote.customerId }));
  if (!uid) return null;
  await updateSubscription(db, uid, now, (current) =>
    // Events of a subscription this account no longer uses (replaced by an upgrade) change nothing.
    current?.stripeSubscriptionId && current.stripeSubscriptionId !== remote.id ? null : fromProviderSubscription(remote, current, provider.prices, now),
  );
  return uid;
}

export async function handleStripeWebhook(
  db: Firestore,
  config: StripeConfig,
  provider: PaymentProvider,
  req: { rawBody: Buffer | string | undefined; signature: string | undefined },
  now: Date,
): Promise<WebhookResult> {
  // Refused deliveries are recorded for the admin panel's System Health (a wrong webhook secret
  // shows up there rather than only in the logs).
  if (!req.rawBody || !req.signature) {
    await recordWebhookFailure(db, 'a delivery without body or signature was refused', now);
    return { status: 400, body: 'Missing body or signature' };
  }
  let event: ReturnType<typeof verifyWebhook>;
  try {
    event = verifyWebhook(config, req.rawBody, req.signature);
  } catch {
    await recordWebhookFailure(db, 'a delivery with an invalid signature was refused (check STRIPE_WEBHOOK_SECRET)', now);
    return { status: 400, body: 'Invalid signature' };
  }
  const seen = db.doc(`processedEvents/${event.id}`);
  if ((await seen.get()).exists) return { status: 200, body: 'duplicate' };
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return { status: 200, body: 'ignored' };

  const o = event.object;
  let uid: string | null = null;
  if (event.type === 'checkout.session.completed') {
    const ref = str(o.client_reference_id);
    const subscriptionId = idOf(o.subscription);
    if (ref) {
      // A signed-in buyer: grant now (a visitor's session is granted at onboarding).
      const state = await getState(db, ref);
      if (state) {
        await claimCheckout(db, provider, { uid: ref, email: null, sessionId: str(o.id) }, now);
        uid = ref;
      }
    } else if (subscriptionId) {
      uid = await syncSubscription(db, provider, subscriptionId, null, now);
    }
  } else if (event.type.startsWith('customer.subscription.')) {
    const metaUid = str((o.metadata as Loose | undefined)?.uid);
    uid = await syncSubscription(db, provider, String(o.id), metaUid, now);
  } else {
    const subscriptionId = invoiceSubscription(o);
    if (subscriptionId) uid = await syncSubscription(db, provider, subscriptionId, null, now);
    if (uid && event.type === 'invoice.paid') {
      await logInvoicePaid(db, uid, typeof o.amount_paid === 'number' ? o.amount_paid : null, now);
    }
  }
  await seen.set({ type: event.type, uid, processedAt: now });
  return { status: 200, body: 'ok' };
}
