// The exported billing functions: callables for the app, the test checkout page, Stripe's
// webhook and the scheduled lifecycle.
import { accountPaths, defaultAccountName } from '../../../src/domain/accounts';
import type { Request } from 'express';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, onRequest } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { getAuth } from 'firebase-admin/auth';
import { addDays } from '../../../src/domain/dates';
import { cancelProblem, cancelled, paymentFailed, paymentRecovered, resumeProblem, resumed } from '../../../src/domain/billing';
import { cleanText } from '../../../src/domain/sanitize';
import { db } from '../admin';
import { billingMode, inEmulator, testCheckoutUrlParam } from './config';
import { getState, readState, trialsUsedOf, updateSubscription } from './grant';
import { recordLifecycleError, recordWebhookFailure } from '../admin-overview/health-record';
import { runLifecycle } from './lifecycle';
import { claimCheckout, currentProvider, getSession, startCheckout, viaProvider } from './service';
import { handleTestCheckout } from './test-checkout-page';
import { handleStripeWebhook } from './webhook';
import { CALL_LIMITS, countCall } from '../shared/call-limit';
import { refuseInMaintenance } from '../shared/maintenance';
import { clientIp } from '../client-ip';
import { returnOrigin } from './return-origin';
import { notifyAdminAlert } from '../system-ops/notify';

const REGION = 'us-central1';

function header(req: Request, name: string): string {
  const v = req.headers[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
}

/** The test checkout page's URL: configured, or the emulator's URL of the testCheckout function. */
function testPageUrl(req: Request): string {
  const configured = testCheckoutUrlParam.value();
  if (configured) return configured;
  const project = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-crm';
  if (inEmulator()) return `http://${header(req, 'host')}/${project}/${REGION}/testCheckout`;
  return `https://${REGION}-${project}.cloudfunctions.net/testCheckout`;
}

/** Where checkout returns to: a configured origin only (return-origin.ts), never a caller's own. */
const appOrigin = (req: Request) => returnOrigin(header(req, 'origin') || undefined);

function signedIn(request: CallableRequest): { uid: string; email: string | null } {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Please sign in to continue with checkout.');
  const email = request.auth.token.email;
  return { uid: request.auth.uid, email: typeof email === 'string' ? email : null };
}

const provider = (req: Request) => currentProvider(db, testPageUrl(req));

/** The caller's e-mail proof for a visitor checkout, from their Auth record (never the request). */
async function emailProofOf(uid: string): Promise<{ verified: boolean; accountCreatedAt: Date | null }> {
  const user = await getAuth().getUser(uid);
  const created = Date.parse(user.metadata.creationTime);
  return { verified: user.emailVerified, accountCreatedAt: Number.isNaN(created) ? null : new Date(created) };
}

export const startCheckoutFn = onCall(async (request) => {
  const data = (request.data ?? {}) as { plan?: unknown; visitorReturn?: unknown };
  const email = request.auth?.token.email;
  const uid = request.auth?.uid ?? null;
  const origin = await appOrigin(request.rawRequest);
  if (uid) await countCall(db, CALL_LIMITS.accountCheckout, uid);
  else await countCall(db, CALL_LIMITS.visitorCheckout, clientIp(request.rawRequest));
  const subscription = uid ? (await db.doc(`subscriptions/${uid}`).get()).data() : undefined;
  const state = readState(subscription);
  return startCheckout(provider(request.rawRequest), {
    plan: data.plan,
    uid,
    // Ids of the built-in test checkout (cus_test_...) mean nothing to Stripe.
    customerId: state?.stripeCustomerId && !state.stripeCustomerId.startsWith('cus_test_') ? state.stripeCustomerId : null,
    email: typeof email === 'string' ? email : null,
    origin,
    visitorReturn: data.visitorReturn,
    trialsUsed: trialsUsedOf(subscription),
  });
});

export const getStripeSessionFn = onCall(async (request) => {
  const data = (request.data ?? {}) as { sessionId?: unknown };
  return getSession(provider(request.rawRequest), data.sessionId);
});

/** Signed-in return from checkout: grants the plan of the caller's own paid session (idempotent). */
export const confirmCheckoutFn = onCall(async (request) => {
  const me = signedIn(request);
  const data = (request.data ?? {}) as { sessionId?: unknown };
  return claimCheckout(db, provider(request.rawRequest), { ...me, emailProof: await emailProofOf(me.uid), sessionId: data.sessionId }, new Date());
});

/** Visitor checkout, after the account exists: grants the plan when the session's e-mail is the caller's. */
export const completeOnboardingFn = onCall(async (request) => {
  const me = signedIn(request);
  // Onboarding writes the new account's profile; the paid session stays claimable afterwards.
  await refuseInMaintenance(db, me);
  const data = (request.data ?? {}) as { sessionId?: unknown; businessName?: unknown };
  const businessName = cleanText(typeof data.businessName === 'string' ? data.businessName : '').slice(0, 200);
  const displayName = businessName || (me.email ?? '').split('@')[0] || '';
  const userExtra: Record<string, unknown> = { onboardingCompleted: true, signupSource: 'stripe', businessName, displayName };
  if (businessName) userExtra.company = businessName;
  const now = new Date();
  const result = await claimCheckout(
    db,
    provider(request.rawRequest),
    { ...me, emailProof: await emailProofOf(me.uid), sessionId: data.sessionId, userExtra },
    now,
  );
  // The caller's own account (its id is their uid) takes the business's name.
  if (businessName) {
    await db
      .doc(accountPaths.account(me.uid))
      .update({ name: defaultAccountName({ company: businessName }), updatedAt: now })
      .catch((error: { code?: unknown }) => {
        if (error.code !== 5 && error.code !== 'not-found') throw error;
      });
  }
  return result;
});

export const getBillingConfigFn = onCall(() => {
  const mode = billingMode();
  return { provider: mode.kind };
});

export const cancelSubscriptionFn = onCall(async (request) => {
  const me = signedIn(request);
  const p = provider(request.rawRequest);
  const now = new Date();
  const state = await getState(db, me.uid);
  if (!state) throw new HttpsError('not-found', 'No subscription found.');
  const problem = cancelProblem(state);
  if (problem) throw new HttpsError(problem.code, problem.message);
  if (p.kind === 'stripe' && state.stripeSubscriptionId) {
    await viaProvider(() => p.setCancelAtPeriodEnd(state.stripeSubscriptionId!, true));
  }
  await updateSubscription(db, me.uid, now, (current) => (current && !cancelProblem(current) ? cancelled(current, now) : null));
  return { ok: true };
});

export const resumeSubscriptionFn = onCall(async (request) => {
  const me = signedIn(request);
  const p = provider(request.rawRequest);
  const now = new Date();
  const state = await getState(db, me.uid);
  if (!state) throw new HttpsError('not-found', 'No subscription found.');
  const problem = resumeProblem(state, now);
  if (problem) throw new HttpsError(problem.code, problem.message);
  if (p.kind === 'stripe' && state.stripeSubscriptionId) {
    await viaProvider(() => p.setCancelAtPeriodEnd(state.stripeSubscriptionId!, false));
  }
  await updateSubscription(db, me.uid, now, (current) => (current && !resumeProblem(current, now) ? resumed() : null));
  return { ok: true };
});

export const openCustomerPortalFn = onCall(async (request) => {
  const me = signedIn(request);
  const p = provider(request.rawRequest);
  const state = await getState(db, me.uid);
  if (p.kind !== 'stripe' || !state?.stripeCustomerId) {
    throw new HttpsError('failed-precondition', 'The customer portal is available only with Stripe billing.');
  }
  const back = `${await appOrigin(request.rawRequest)}/plans`;
  const url = await viaProvider(() => p.portalUrl(state.stripeCustomerId!, back));
  return { url };
});

/**
 * Developer tools of the built-in test checkout (refused with Stripe): mark the caller's payment
 * failed (optionally backdated) or recovered, end a cancelled subscription's paid period now, and
 * run the lifecycle now for the caller.
 */
export const testBillingControlFn = onCall(async (request) => {
  const me = signedIn(request);
  if (billingMode().kind !== 'test') throw new HttpsError('failed-precondition', 'Only available with the built-in test checkout.');
  const data = (request.data ?? {}) as { action?: unknown; daysAgo?: unknown };
  const now = new Date();
  const days = typeof data.daysAgo === 'number' && Number.isFinite(data.daysAgo) ? Math.max(0, Math.min(60, data.daysAgo)) : 0;
  switch (data.action) {
    case 'payment-failed': {
      const at = addDays(now, -days);
      await updateSubscription(db, me.uid, now, (current) =>
        current ? { ...paymentFailed({ ...current, paymentFailedAt: days > 0 ? null : current.paymentFailedAt }, at) } : null,
      );
      return { ok: true };
    }
    case 'payment-recovered':
      await updateSubscription(db, me.uid, now, (current) => (current ? paymentRecovered(current, now) : null));
      return { ok: true };
    case 'run-lifecycle':
      return runLifecycle(db, now, me.uid);
    case 'end-period':
      // A cancelled subscription's paid period ends (2 minutes ago, so the app's once-a-minute
      // clock sees it at once); the lifecycle then ends the plan.
      await updateSubscription(db, me.uid, now, (current) =>
        current?.status === 'cancelled' ? { currentPeriodEnd: new Date(now.getTime() - 2 * 60_000) } : null,
      );
      return runLifecycle(db, now, me.uid);
    default:
      throw new HttpsError('invalid-argument', 'Unknown action.');
  }
});

export const testCheckout = onRequest(async (req, res) => {
  if (billingMode().kind !== 'test') {
    res.status(404).send('The test checkout is not enabled.');
    return;
  }
  const raw = req.rawBody ? req.rawBody.toString('utf8') : '';
  const result = await handleTestCheckout(db, { method: req.method, query: req.query as Record<string, unknown>, form: new URLSearchParams(raw) }, new Date());
  res.set('Cache-Control', 'no-store');
  if (result.redirect) {
    res.redirect(303, result.redirect);
    return;
  }
  res
    .status(result.status)
    .type('html')
    .send(result.html ?? '');
});

export const stripeWebhook = onRequest(async (req, res) => {
  const mode = billingMode();
  if (mode.kind !== 'stripe') {
    res.status(404).send('Stripe is not configured.');
    return;
  }
  try {
    const result = await handleStripeWebhook(
      db,
      mode.stripe,
      currentProvider(db, ''),
      { rawBody: req.rawBody, signature: header(req, 'stripe-signature') || undefined },
      new Date(),
    );
    res.status(result.status).send(result.body);
  } catch (error) {
    logger.error('stripe webhook failed', { error: String(error) });
    await notifyAdminAlert(db, { kind: 'webhook-failed', error: String(error).slice(0, 500) });
    await recordWebhookFailure(db, `processing failed: ${String(error)}`);
    res.status(500).send('error'); // Stripe retries
  }
});

export const subscriptionLifecycle = onSchedule({ schedule: 'every 60 minutes', region: REGION }, async () => {
  try {
    const report = await runLifecycle(db, new Date());
    logger.info('subscription lifecycle', report);
  } catch (error) {
    await recordLifecycleError(db, error);
    throw error;
  }
});
