import { afterAll, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { accountPaths } from '../../src/domain/accounts';
import { SUMMARY_SHARDS } from '../../src/domain/dashboard-summary';
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

    const counters = (await adminDb().doc(`accounts/${uid}/meta/counters`).get()).data();
    expect(counters).toEqual({ clients: 0, lastClientId: '' });
  });

  it('a new sign-up founds an account whose id is their uid: the account, its owner member document and users.accounts', async () => {
    const email = uniqueEmail('founder');
    const before = Date.now();
    const { localId: uid } = await signUpWithPassword(email, 'secret123');
    const db = adminDb();

    const account = (await db.doc(accountPaths.account(uid)).get()).data();
    expect(account).toMatchObject({ name: email.toLowerCase(), createdBy: uid });
    expect((account?.createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 60_000);
    expect((account?.updatedAt as Timestamp).toMillis()).toBe((account?.createdAt as Timestamp).toMillis());

    const members = await db.collection(accountPaths.members(uid)).get();
    expect(members.docs.map((d) => d.id)).toEqual([uid]);
    expect(members.docs[0]!.data()).toMatchObject({ role: 'owner', ownRecordsOnly: false, payroll: true, email: email.toLowerCase(), invitedBy: null });
    expect((members.docs[0]!.get('joinedAt') as Timestamp).toMillis()).toBe((account?.createdAt as Timestamp).toMillis());

    expect((await db.doc(`users/${uid}`).get()).get('accounts')).toEqual({ [uid]: 'owner' });
    // The account's counters and summary live under the account, not under the person.
    expect((await db.collection(accountPaths.summary(uid)).get()).size).toBe(SUMMARY_SHARDS);
    expect((await db.doc(`users/${uid}/meta/counters`).get()).exists).toBe(false);
    expect((await db.collection(`users/${uid}/summary`).get()).size).toBe(0);
  });

  it('nobody else becomes owner', async () => {
    const { idToken } = await signUpWithPassword(uniqueEmail('owner'), 'secret123');
    expect(claimsOf(idToken).role).toBe('user');
  });
});
