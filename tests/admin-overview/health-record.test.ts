// The lifecycle and the webhook leave their mark in systemStatus/health for the admin panel.
import { afterAll, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { runLifecycle } from '../../functions/src/billing/lifecycle';
import { handleStripeWebhook } from '../../functions/src/billing/webhook';
import type { StripeConfig } from '../../functions/src/billing/config';
import type { PaymentProvider } from '../../functions/src/billing/provider';
import { adminDb, closeAdmin } from '../support/emulators';

const health = async () => (await adminDb().doc('systemStatus/health').get()).data() ?? {};

describe('health records', () => {
  afterAll(closeAdmin);

  it('a full lifecycle run records when it ran and what it did; a run for one account does not', async () => {
    const before = Date.now();
    await runLifecycle(adminDb(), new Date());
    const h = await health();
    expect((h.lifecycle.lastRunAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(typeof h.lifecycle.suspended).toBe('number');
    const stamp = (h.lifecycle.lastRunAt as Timestamp).toMillis();
    await runLifecycle(adminDb(), new Date(), 'some-uid');
    expect(((await health()).lifecycle.lastRunAt as Timestamp).toMillis()).toBe(stamp);
  });

  it('a webhook delivery with a bad signature is refused and recorded', async () => {
    const config: StripeConfig = { secretKey: 'sk_test_x', webhookSecret: 'whsec_test', prices: { basic: 'price_b', pro: 'price_p' } };
    const before = Date.now();
    const result = await handleStripeWebhook(adminDb(), config, {} as PaymentProvider, { rawBody: '{"id":"evt_1"}', signature: 't=1,v1=bad' }, new Date());
    expect(result.status).toBe(400);
    const h = await health();
    expect((h.webhook.lastFailureAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(h.webhook.lastFailureReason).toMatch(/invalid signature/);
    // ... and in the activity log, whose entry carries a server timestamp (written through the
    // same copy of firebase-admin as the functions' code).
    const logged = await adminDb().collection('systemActivity').where('type', '==', 'WEBHOOK_FAILED').get();
    const entry = logged.docs.map((d) => d.data()).find((e) => (e.createdAt as Timestamp).toMillis() >= before - 1000);
    expect(entry?.details).toMatch(/^Stripe webhook: .*invalid signature/);
  });
});
