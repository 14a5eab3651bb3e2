import { afterAll, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { closeAdmin, signUpWithPassword, uniqueEmail } from '../support/emulators';
import { appOrigin, callFn, callOk, functionsUrl, payOnTestPage, sessionIdOf, subscriptionOf, userOf } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

// Each function's first call starts its emulator worker: slow on a busy machine.
const SLOW = { timeout: 120_000 };

describe('checkout with the built-in test checkout, through the Functions emulator', SLOW, () => {
  afterAll(closeAdmin);

  it('a signed-in trial user pays for Pro with 4242 and gets Pro at once, granted by functions', async () => {
    const { localId: uid, idToken } = await signUpWithPassword(uniqueEmail('buyer'), 'secret123');
    const start = await callOk<{ url: string; sessionId: string }>('startCheckout', { plan: 'pro' }, idToken);
    expect(start.sessionId).toMatch(/^cs_test_[A-Za-z0-9]{24}$/);
    expect(start.url).toBe(`${await functionsUrl()}/testCheckout?session=${start.sessionId}`);

    const page = await fetch(start.url);
    const html = await page.text();
    expect(html).toContain('Subscribe to Pro');
    expect(html).toContain('$79.00');

    const before = Date.now();
    const paid = await payOnTestPage(start.url, { card: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${await appOrigin()}/payment/success?session_id=${start.sessionId}&plan=pro`);

    const sub = await subscriptionOf(uid);
    expect(sub).toMatchObject({ planId: 'pro', status: 'active', accountLocked: false, paymentFailedAt: null });
    expect((sub.currentPeriodEnd as Timestamp).toMillis() - before).toBeGreaterThanOrEqual(30 * DAY - 60_000);
    expect(await userOf(uid)).toMatchObject({ planId: 'pro', subscriptionStatus: 'active' });

    // The success page's confirmation is harmless once granted, and the session verifies.
    expect(await callOk('confirmCheckout', { sessionId: start.sessionId }, idToken)).toEqual({ plan: 'pro' });
    const session = await callOk('getStripeSession', { sessionId: start.sessionId });
    expect(session).toMatchObject({ success: true, priceId: 'price_test_pro', amount: 7900, plan: 'pro' });
  });

  it('the declined card 4000 0000 0000 0002 shows a clear message and grants nothing', async () => {
    const { localId: uid, idToken } = await signUpWithPassword(uniqueEmail('declined'), 'secret123');
    const start = await callOk<{ url: string }>('startCheckout', { plan: 'basic' }, idToken);
    const declined = await payOnTestPage(start.url, { card: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined. Please use a different card.');
    expect(await subscriptionOf(uid)).toMatchObject({ planId: 'basic', status: 'trial' });
    const verify = await callFn('confirmCheckout', { sessionId: sessionIdOf(start.url) }, idToken);
    expect(verify).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION', message: 'Payment not completed or subscription inactive' });
  });

  it('a visitor pays, creates the account with the same e-mail, and onboarding grants the plan', async () => {
    const email = uniqueEmail('visitor');
    const start = await callOk<{ url: string; sessionId: string }>('startCheckout', { plan: 'pro' });
    const paid = await payOnTestPage(start.url, { email, card: '4242424242424242' });
    expect(paid.location).toBe(`${await appOrigin()}/onboarding?session_id=${start.sessionId}`);

    const session = await callOk('getStripeSession', { sessionId: start.sessionId });
    expect(session).toMatchObject({ success: true, email, amount: 7900, plan: 'pro' });

    // Someone else's account cannot take the payment.
    const other = await signUpWithPassword(uniqueEmail('thief'), 'secret123');
    const stolen = await callFn('completeOnboarding', { sessionId: start.sessionId, businessName: '' }, other.idToken);
    expect(stolen).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });

    const { localId: uid, idToken } = await signUpWithPassword(email, 'secret123');
    expect(await callOk('completeOnboarding', { sessionId: start.sessionId, businessName: 'Acme Law' }, idToken)).toEqual({ plan: 'pro' });
    expect(await subscriptionOf(uid)).toMatchObject({ planId: 'pro', status: 'active' });
    expect(await userOf(uid)).toMatchObject({
      planId: 'pro',
      subscriptionStatus: 'active',
      onboardingCompleted: true,
      signupSource: 'stripe',
      businessName: 'Acme Law',
      displayName: 'Acme Law',
      company: 'Acme Law',
    });
  });

  it('the visitor can return to the sign-up page instead of onboarding', async () => {
    const start = await callOk<{ url: string; sessionId: string }>('startCheckout', { plan: 'basic', visitorReturn: 'signup' });
    const paid = await payOnTestPage(start.url, { email: uniqueEmail('su'), card: '4242424242424242' });
    expect(paid.location).toBe(`${await appOrigin()}/auth/signup?from=stripe&session_id=${start.sessionId}`);
  });

  it('bad input answers the seed messages', async () => {
    const { idToken } = await signUpWithPassword(uniqueEmail('bad'), 'secret123');
    expect(await callFn('startCheckout', { plan: 'gold' }, idToken)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'No price ID found for plan: gold',
    });
    expect(await callFn('getStripeSession', {})).toMatchObject({ ok: false, message: 'No session ID provided' });
    expect(await callFn('getStripeSession', { sessionId: 'nope' })).toMatchObject({ ok: false, message: 'Invalid session ID format' });
    expect(await callFn('confirmCheckout', { sessionId: 'cs_test_abcdefghijkl' })).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
    const page = await fetch(`${await functionsUrl()}/testCheckout?session=cs_test_doesnotexist00`);
    expect(page.status).toBe(404);
  });
});

describe('the subscription lifecycle, through the Functions emulator', SLOW, () => {
  it('a failed payment warns first, suspends and locks after 3 days, and recovers when paid', async () => {
    const { localId: uid, idToken } = await signUpWithPassword(uniqueEmail('failing'), 'secret123');
    const start = await callOk<{ url: string }>('startCheckout', { plan: 'basic' }, idToken);
    await payOnTestPage(start.url, { card: '4242424242424242' });

    await callOk('testBillingControl', { action: 'payment-failed', daysAgo: 2 }, idToken);
    expect(await callOk('testBillingControl', { action: 'run-lifecycle' }, idToken)).toEqual({ suspended: [], ended: [] });
    expect(await subscriptionOf(uid)).toMatchObject({ status: 'active', accountLocked: false });

    await callOk('testBillingControl', { action: 'payment-failed', daysAgo: 4 }, idToken);
    expect(await callOk('testBillingControl', { action: 'run-lifecycle' }, idToken)).toEqual({ suspended: [uid], ended: [] });
    expect(await subscriptionOf(uid)).toMatchObject({ status: 'suspended', accountLocked: true });
    expect(await userOf(uid)).toMatchObject({ subscriptionStatus: 'suspended' });

    await callOk('testBillingControl', { action: 'payment-recovered' }, idToken);
    expect(await subscriptionOf(uid)).toMatchObject({ status: 'active', accountLocked: false, paymentFailedAt: null });
  });

  it('cancel keeps access to the period end and can be resumed; a trial cannot be cancelled', async () => {
    const { localId: uid, idToken } = await signUpWithPassword(uniqueEmail('cancel'), 'secret123');
    expect(await callFn('cancelSubscription', {}, idToken)).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' });
    const start = await callOk<{ url: string }>('startCheckout', { plan: 'pro' }, idToken);
    await payOnTestPage(start.url, { card: '4242424242424242' });
    await callOk('cancelSubscription', {}, idToken);
    expect(await subscriptionOf(uid)).toMatchObject({ status: 'cancelled', planId: 'pro' });
    await callOk('resumeSubscription', {}, idToken);
    expect(await subscriptionOf(uid)).toMatchObject({ status: 'active', planId: 'pro' });
  });
});
