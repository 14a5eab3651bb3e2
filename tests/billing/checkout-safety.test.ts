// Checkout against a hostile caller, through the Functions emulator: the payer returns only to
// the configured app (never to the caller's Origin header), an account gets one checkout trial
// per plan, a visitor's checkout goes only to an account that proves the payer's address, and
// visitors' checkout starts are bounded per client address.
import { afterAll, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { closeAdmin, signUpWithPassword, uniqueEmail, verifyEmailByLink } from '../support/emulators';
import { appOrigin, callFn, callOk, functionsUrl, payOnTestPage, subscriptionOf } from './helpers';
import type { CallResult } from './helpers';

const SLOW = { timeout: 120_000 };
const DAY = 24 * 60 * 60 * 1000;

/** startCheckout with the headers a caller chooses (no Origin when `origin` is null). */
async function startWith(
  headers: { origin: string | null; forwardedFor?: string },
  plan: string,
  idToken?: string,
): Promise<CallResult<{ url: string; sessionId: string }>> {
  const response = await fetch(`${await functionsUrl()}/startCheckout`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(headers.origin ? { origin: headers.origin } : {}),
      ...(headers.forwardedFor ? { 'x-forwarded-for': headers.forwardedFor } : {}),
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data: { plan } }),
  });
  const body = (await response.json()) as { result?: { url: string; sessionId: string }; error?: { status: string; message: string } };
  return body.error ? { ok: false, status: body.error.status, message: body.error.message } : { ok: true, data: body.result! };
}

describe('checkout safety', SLOW, () => {
  afterAll(closeAdmin);

  it("a forged Origin is refused; without one the payer returns to the Hosting emulator's app", async () => {
    const { idToken } = await signUpWithPassword(uniqueEmail('origin'), 'secret123');
    const forged = await startWith({ origin: 'https://evil.example' }, 'pro', idToken);
    expect(forged).toMatchObject({ ok: false, status: 'PERMISSION_DENIED', message: expect.stringMatching(/only return to this app/) });
    const visitorForged = await startWith({ origin: 'http://127.0.0.1:1' }, 'pro');
    expect(visitorForged).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });

    const none = await startWith({ origin: null }, 'pro', idToken);
    expect(none.ok).toBe(true);
    const url = none.ok ? none.data.url : '';
    const paid = await payOnTestPage(url, { card: '4242 4242 4242 4242' });
    const port = new URL(await appOrigin()).port;
    expect(paid.location).toMatch(new RegExp(`^http://localhost:${port}/payment/success\\?session_id=`));
  });

  it('a second checkout of the same plan grants no fresh trial; another plan still has its own', async () => {
    const { localId: uid, idToken } = await signUpWithPassword(uniqueEmail('trial-chain'), 'secret123');
    const first = await callOk<{ url: string }>('startCheckout', { plan: 'pro' }, idToken);
    expect(await (await fetch(first.url)).text()).toContain('30-day free trial');
    const before = Date.now();
    await payOnTestPage(first.url, { card: '4242 4242 4242 4242' });
    const afterFirst = await subscriptionOf(uid);
    expect((afterFirst.trialEndsAt as Timestamp).toMillis() - before).toBeGreaterThanOrEqual(30 * DAY - 60_000);
    expect(afterFirst.trialsUsed).toEqual(['pro']);

    const second = await callOk<{ url: string; sessionId: string }>('startCheckout', { plan: 'pro' }, idToken);
    const page = await (await fetch(second.url)).text();
    expect(page).not.toContain('free trial,');
    expect(page).toContain('already had its free trial');
    await payOnTestPage(second.url, { card: '4242 4242 4242 4242' });
    expect(await callOk('confirmCheckout', { sessionId: second.sessionId }, idToken)).toEqual({ plan: 'pro' });
    const afterSecond = await subscriptionOf(uid);
    expect(afterSecond).toMatchObject({ planId: 'pro', status: 'active', trialEndsAt: null, trialsUsed: ['pro'] });

    const basic = await callOk<{ url: string }>('startCheckout', { plan: 'basic' }, idToken);
    expect(await (await fetch(basic.url)).text()).toContain('7-day free trial');
  });

  it("a visitor checkout is not claimed by an unverified account made before the payment with the payer's address", async () => {
    const email = uniqueEmail('squatted');
    // Someone signs up with the payer's address first, and never verifies it.
    const squatter = await signUpWithPassword(email, 'secret123');
    // Auth keeps an account's creation time to the second: the checkout starts in a later one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const start = await callOk<{ url: string; sessionId: string }>('startCheckout', { plan: 'pro' });
    await payOnTestPage(start.url, { email, card: '4242424242424242' });
    for (const name of ['completeOnboarding', 'confirmCheckout']) {
      expect(await callFn(name, { sessionId: start.sessionId, businessName: '' }, squatter.idToken)).toMatchObject({
        ok: false,
        status: 'FAILED_PRECONDITION',
        message: expect.stringMatching(/^Verify your e-mail address first/),
      });
    }
    expect(await subscriptionOf(squatter.localId)).toMatchObject({ status: 'trial' });
    // Whoever can open the mail sent to that address proves it, and then the payment is theirs.
    await verifyEmailByLink(squatter.idToken, email);
    expect(await callOk('confirmCheckout', { sessionId: start.sessionId }, squatter.idToken)).toEqual({ plan: 'pro' });
    expect(await subscriptionOf(squatter.localId)).toMatchObject({ planId: 'pro', status: 'active' });
  });

  it("a visitor's checkout starts are bounded per client address: the 31st within the hour is refused", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    const origin = await appOrigin();
    for (let i = 0; i < 30; i += 1) {
      const r = await startWith({ origin, forwardedFor: ip }, 'basic');
      expect(r.ok, `start ${i + 1}`).toBe(true);
    }
    expect(await startWith({ origin, forwardedFor: ip }, 'basic')).toMatchObject({
      ok: false,
      status: 'RESOURCE_EXHAUSTED',
      message: 'Too many requests. Please wait a few minutes and try again.',
    });
    // Another address is not held back.
    expect((await startWith({ origin, forwardedFor: `${ip}-other` }, 'basic')).ok).toBe(true);
  });
});
