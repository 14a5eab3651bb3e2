// The Stripe implementation and the webhook against a local stub of Stripe's API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeConfig } from '../../functions/src/billing/config';
import { decideMode } from '../../functions/src/billing/config';
import { signWebhookPayload, stripeProvider } from '../../functions/src/billing/stripe-provider';
import { handleStripeWebhook } from '../../functions/src/billing/webhook';
import { claimCheckout, getSession, startCheckout } from '../../functions/src/billing/service';
import { adminDb, closeAdmin, signUpWithPassword, uniqueEmail } from '../support/emulators';
import { startStripeStub } from './stripe-stub';
import type { StripeStub, StubSubscription } from './stripe-stub';
import { subscriptionOf } from './helpers';

const DAY_S = 24 * 60 * 60;
let stub: StripeStub;
let config: StripeConfig;

function subscription(id: string, customer: string, status: string, priceId = 'price_pro_stub'): StubSubscription {
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    customer,
    status,
    cancel_at_period_end: false,
    trial_end: null,
    metadata: {},
    items: { data: [{ price: { id: priceId, unit_amount: 7900 }, current_period_start: now, current_period_end: now + 30 * DAY_S }] },
  };
}

let eventSeq = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_${Date.now()}_${(eventSeq += 1)}`) {
  return JSON.stringify({ id, object: 'event', type, data: { object }, created: Math.floor(Date.now() / 1000) });
}

async function deliver(payload: string, secret = config.webhookSecret) {
  const signature = signWebhookPayload({ ...config, webhookSecret: secret }, payload);
  return handleStripeWebhook(adminDb(), config, stripeProvider(config), { rawBody: Buffer.from(payload), signature }, new Date());
}

async function accountWithStripeIds(subId: string, customerId: string) {
  const { localId: uid, idToken } = await signUpWithPassword(uniqueEmail('stripe'), 'secret123');
  await adminDb().doc(`subscriptions/${uid}`).update({ stripeSubscriptionId: subId, stripeCustomerId: customerId });
  return { uid, idToken };
}

describe('the Stripe provider and webhook against a local Stripe stub', () => {
  beforeAll(async () => {
    stub = await startStripeStub();
    config = {
      secretKey: 'sk_test_stub',
      webhookSecret: 'whsec_test_stub',
      prices: { basic: 'price_basic_stub', pro: 'price_pro_stub' },
      api: { host: '127.0.0.1', port: stub.port, protocol: 'http' },
    };
  });
  afterAll(async () => {
    await stub.close();
    await closeAdmin();
  });

  it('Stripe is chosen only when the key, both prices and the webhook secret are set, never in the emulator', () => {
    const all = { secretKey: 'sk', webhookSecret: 'wh', priceBasic: 'pb', pricePro: 'pp', emulator: false, testInProduction: false };
    expect(decideMode(all).kind).toBe('stripe');
    expect(decideMode({ ...all, pricePro: '' }).kind).toBe('disabled');
    expect(decideMode({ ...all, webhookSecret: '', testInProduction: true }).kind).toBe('test');
    expect(decideMode({ ...all, emulator: true }).kind).toBe('test');
  });

  it('starts a subscription-mode Checkout Session with the plan trial and the session id placeholders', async () => {
    const result = await startCheckout(stripeProvider(config), {
      plan: 'pro',
      uid: 'u1',
      email: 'a@b.test',
      origin: 'https://crm.example.com',
    });
    expect(result.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const body = stub.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body;
    expect(body.get('mode')).toBe('subscription');
    expect(body.get('line_items[0][price]')).toBe('price_pro_stub');
    expect(body.get('subscription_data[trial_period_days]')).toBe('30');
    expect(body.get('client_reference_id')).toBe('u1');
    expect(body.get('success_url')).toBe('https://crm.example.com/payment/success?session_id={CHECKOUT_SESSION_ID}&plan=pro');
    expect(body.get('cancel_url')).toBe('https://crm.example.com/payment/cancel');
  });

  it('verifies a completed session server-side and answers the seed shape', async () => {
    const start = await startCheckout(stripeProvider(config), { plan: 'basic', uid: null, email: null, origin: 'https://x.test' });
    await expect(getSession(stripeProvider(config), start.sessionId)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Payment not completed or subscription inactive',
    });
    stub.subscriptions.set('sub_v1', subscription('sub_v1', 'cus_v1', 'trialing', 'price_basic_stub'));
    Object.assign(stub.sessions.get(start.sessionId)!, {
      status: 'complete',
      payment_status: 'no_payment_required',
      customer: 'cus_v1',
      subscription: 'sub_v1',
      customer_details: { email: 'visitor@x.test' },
    });
    expect(await getSession(stripeProvider(config), start.sessionId)).toMatchObject({
      success: true,
      email: 'visitor@x.test',
      customerId: 'cus_v1',
      subscriptionId: 'sub_v1',
      priceId: 'price_basic_stub',
      plan: 'basic',
    });
  });

  it('refuses a delivery whose signature does not match, and writes nothing', async () => {
    const { uid } = await accountWithStripeIds('sub_sig', 'cus_sig');
    stub.subscriptions.set('sub_sig', subscription('sub_sig', 'cus_sig', 'active'));
    const payload = event('customer.subscription.updated', { id: 'sub_sig', object: 'subscription' }, 'evt_bad_sig');
    expect(await deliver(payload, 'whsec_wrong')).toEqual({ status: 400, body: 'Invalid signature' });
    expect((await adminDb().doc('processedEvents/evt_bad_sig').get()).exists).toBe(false);
    expect(await subscriptionOf(uid)).toMatchObject({ planId: 'basic', status: 'trial' });
  });

  it('accepts a signed invoice.payment_failed, marks the failure, and ignores the replay', async () => {
    const { uid } = await accountWithStripeIds('sub_fail', 'cus_fail');
    stub.subscriptions.set('sub_fail', subscription('sub_fail', 'cus_fail', 'past_due'));
    const payload = event('invoice.payment_failed', { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: 'sub_fail' } } });
    expect(await deliver(payload)).toEqual({ status: 200, body: 'ok' });
    const first = await subscriptionOf(uid);
    expect(first).toMatchObject({ planId: 'pro', status: 'active', accountLocked: false, stripeSubscriptionId: 'sub_fail' });
    expect(first.paymentFailedAt).not.toBeNull();

    expect(await deliver(payload)).toEqual({ status: 200, body: 'duplicate' });
    expect((await subscriptionOf(uid)).paymentFailedAt).toEqual(first.paymentFailedAt);
  });

  it('converges when events arrive out of order: a stale update after invoice.paid leaves the paid state', async () => {
    const { uid } = await accountWithStripeIds('sub_order', 'cus_order');
    stub.subscriptions.set('sub_order', subscription('sub_order', 'cus_order', 'active'));
    expect(await deliver(event('invoice.paid', { id: 'in_2', object: 'invoice', subscription: 'sub_order' }))).toMatchObject({ status: 200 });
    // An older update (when the payment was failing) is delivered late: we re-read Stripe's copy.
    const stale = event('customer.subscription.updated', { id: 'sub_order', object: 'subscription', status: 'past_due' });
    expect(await deliver(stale)).toMatchObject({ status: 200, body: 'ok' });
    expect(await subscriptionOf(uid)).toMatchObject({ planId: 'pro', status: 'active', paymentFailedAt: null, accountLocked: false });
  });

  it('customer.subscription.deleted ends the subscription', async () => {
    const { uid } = await accountWithStripeIds('sub_del', 'cus_del');
    stub.subscriptions.set('sub_del', { ...subscription('sub_del', 'cus_del', 'canceled') });
    expect(await deliver(event('customer.subscription.deleted', { id: 'sub_del', object: 'subscription' }))).toMatchObject({ status: 200 });
    expect(await subscriptionOf(uid)).toMatchObject({ status: 'cancelled' });
  });

  it('checkout.session.completed grants the plan to the signed-in buyer named in client_reference_id', async () => {
    const { localId: uid } = await signUpWithPassword(uniqueEmail('hook'), 'secret123');
    const start = await startCheckout(stripeProvider(config), { plan: 'pro', uid, email: null, origin: 'https://x.test' });
    stub.subscriptions.set('sub_hook', subscription('sub_hook', 'cus_hook', 'trialing'));
    Object.assign(stub.sessions.get(start.sessionId)!, {
      status: 'complete',
      payment_status: 'no_payment_required',
      customer: 'cus_hook',
      subscription: 'sub_hook',
    });
    const payload = event('checkout.session.completed', {
      id: start.sessionId,
      object: 'checkout.session',
      client_reference_id: uid,
      subscription: 'sub_hook',
    });
    expect(await deliver(payload)).toEqual({ status: 200, body: 'ok' });
    expect(await subscriptionOf(uid)).toMatchObject({ planId: 'pro', status: 'active', stripeSubscriptionId: 'sub_hook', stripeCustomerId: 'cus_hook' });
    // The success page's confirmation afterwards is harmless.
    await expect(claimCheckout(adminDb(), stripeProvider(config), { uid, email: null, sessionId: start.sessionId }, new Date())).resolves.toEqual({
      plan: 'pro',
    });
  });

  it('an upgrade through a new checkout replaces the old Stripe subscription, whose late events change nothing', async () => {
    const { uid } = await accountWithStripeIds('sub_old', 'cus_up');
    stub.subscriptions.set('sub_old', subscription('sub_old', 'cus_up', 'active', 'price_basic_stub'));
    const start = await startCheckout(stripeProvider(config), { plan: 'pro', uid, email: 'a@b.test', customerId: 'cus_up', origin: 'https://x.test' });
    const sent = stub.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body;
    expect(sent.get('customer')).toBe('cus_up');
    expect(sent.get('customer_email')).toBeNull();
    stub.subscriptions.set('sub_new', subscription('sub_new', 'cus_up', 'active'));
    Object.assign(stub.sessions.get(start.sessionId)!, { status: 'complete', payment_status: 'paid', customer: 'cus_up', subscription: 'sub_new' });
    await claimCheckout(adminDb(), stripeProvider(config), { uid, email: null, sessionId: start.sessionId }, new Date());
    expect(stub.subscriptions.get('sub_old')?.status).toBe('canceled');
    expect(await subscriptionOf(uid)).toMatchObject({ planId: 'pro', status: 'active', stripeSubscriptionId: 'sub_new' });
    expect(await deliver(event('customer.subscription.deleted', { id: 'sub_old', object: 'subscription' }))).toMatchObject({ status: 200 });
    expect(await subscriptionOf(uid)).toMatchObject({ planId: 'pro', status: 'active', stripeSubscriptionId: 'sub_new' });
  });

  it('cancel at period end and the customer portal go through Stripe', async () => {
    stub.subscriptions.set('sub_cancel', subscription('sub_cancel', 'cus_cancel', 'active'));
    const p = stripeProvider(config);
    expect((await p.setCancelAtPeriodEnd('sub_cancel', true))?.cancelAtPeriodEnd).toBe(true);
    expect(await p.portalUrl('cus_cancel', 'https://x.test/plans')).toBe('https://billing.stripe.test/p/session/cus_cancel');
  });
});
