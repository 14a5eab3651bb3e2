// The scheduled lifecycle's runner, called with a clock of the test's own.
import { afterAll, describe, expect, it } from 'vitest';
import { runLifecycle } from '../../functions/src/billing/lifecycle';
import { adminDb, closeAdmin, signUpWithPassword, uniqueEmail } from '../support/emulators';
import { subscriptionOf, userOf } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

describe('the lifecycle runner with a controlled clock', () => {
  afterAll(closeAdmin);

  it('ends a cancelled Pro plan after its period, back to basic with the client count recomputed', async () => {
    const { localId: uid } = await signUpWithPassword(uniqueEmail('ending'), 'secret123');
    const db = adminDb();
    const now = new Date();
    const periodEnd = new Date(now.getTime() + 10 * DAY);
    await db.doc(`subscriptions/${uid}`).update({ planId: 'pro', status: 'cancelled', currentPeriodEnd: periodEnd });
    for (let i = 0; i < 3; i += 1) await db.collection(`accounts/${uid}/clients`).add({ name: `c${i}` });
    await db.doc(`accounts/${uid}/meta/counters`).set({ clients: 0, lastClientId: '' });

    expect((await runLifecycle(db, now, uid)).ended).toEqual([]);
    expect(await subscriptionOf(uid)).toMatchObject({ planId: 'pro', status: 'cancelled' });

    const later = new Date(periodEnd.getTime() + 1000);
    expect(await runLifecycle(db, later, uid)).toEqual({ suspended: [], ended: [uid] });
    expect(await subscriptionOf(uid)).toMatchObject({ planId: 'basic', status: 'cancelled' });
    expect(await userOf(uid)).toMatchObject({ planId: 'basic' });
    expect((await db.doc(`accounts/${uid}/meta/counters`).get()).data()).toMatchObject({ clients: 3 });
  });

  it('suspends only after more than 3 days since the payment failure', async () => {
    const { localId: uid } = await signUpWithPassword(uniqueEmail('grace'), 'secret123');
    const db = adminDb();
    const failedAt = new Date();
    await db.doc(`subscriptions/${uid}`).update({ planId: 'basic', status: 'active', paymentFailedAt: failedAt });
    expect((await runLifecycle(db, new Date(failedAt.getTime() + 3 * DAY), uid)).suspended).toEqual([]);
    expect((await runLifecycle(db, new Date(failedAt.getTime() + 3 * DAY + 1000), uid)).suspended).toEqual([uid]);
    expect(await subscriptionOf(uid)).toMatchObject({ status: 'suspended', accountLocked: true });
    // Running again changes nothing.
    expect((await runLifecycle(db, new Date(failedAt.getTime() + 5 * DAY), uid)).suspended).toEqual([]);
  });
});
