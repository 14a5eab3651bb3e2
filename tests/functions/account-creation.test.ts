import { afterAll, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb, claimsOf, closeAdmin, signUpWithPassword, uniqueEmail } from '../support/emulators';

const DAY = 24 * 60 * 60 * 1000;

describe('account creation', () => {
  afterAll(closeAdmin);

  it('a new sign-up gets a basic trial of 7 days, a user role claim and its account documents', async () => {
    const email = uniqueEmail('new');
    const before = Date.now();
    const { localId: uid, idToken } = await signUpWithPassword(email, 'secret123');

    expect(claimsOf(idToken).role).toBe('user');

    const user = (await adminDb().doc(`users/${uid}`).get()).data();
    expect(user).toMatchObject({ email, role: 'user', planId: 'basic', subscriptionStatus: 'trial', status: 'active' });
    const trialEnd = (user?.trialEndsAt as Timestamp).toMillis();
    expect(trialEnd - before).toBeGreaterThanOrEqual(7 * DAY - 60_000);
    expect(trialEnd - before).toBeLessThanOrEqual(7 * DAY + 60_000);

    const subscription = (await adminDb().doc(`subscriptions/${uid}`).get()).data();
    expect(subscription).toMatchObject({ planId: 'basic', status: 'trial', accountLocked: false, paymentFailedAt: null });
    expect((subscription?.trialEndsAt as Timestamp).toMillis()).toBe(trialEnd);

    const counters = (await adminDb().doc(`users/${uid}/meta/counters`).get()).data();
    expect(counters).toEqual({ clients: 0, lastClientId: '' });
  });

  it('nobody else becomes owner', async () => {
    const { idToken } = await signUpWithPassword(uniqueEmail('owner'), 'secret123');
    expect(claimsOf(idToken).role).toBe('user');
  });
});
