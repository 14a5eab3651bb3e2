// Deleting an account (functions/src/accounts): an owner deletes everything under it, its other
// members and their entries, its invitations, subscription and API keys, with its paid
// subscription cancelled in the test provider and one activity-log entry; everyone else is
// refused with a message; a deletion cut short finishes when called again; the person who had the
// account's trial gets no second one in a new account.
import { afterAll, describe, expect, it } from 'vitest';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { deleteAccount } from '../../functions/src/accounts/delete-account';
import { testProvider } from '../../functions/src/billing/test-provider';
import { ACCOUNT_DELETION_MESSAGES } from '../../src/domain/account-deletion';
import type { AccountDeletionProgress } from '../../src/domain/account-deletion';
import { callFn, callOk } from '../billing/helpers';
import { adminDb, closeAdmin, withoutTriggers } from '../support/emulators';
import { accountsOf, addMember, person, seedAccount } from './member-helpers';
import type { Person } from './member-helpers';

const SLOW = { timeout: 180_000 };

/** Calls deleteAccount through the emulator until it says done; answers the calls made and the last reply. */
async function deleteWhole(owner: Person, accountId: string, confirmName: string) {
  let calls = 0;
  for (;;) {
    calls += 1;
    const reply = await callOk<AccountDeletionProgress>('deleteAccount', { accountId, confirmName }, owner.idToken);
    if (reply.done || calls > 50) return { calls, reply };
  }
}

async function seedRecords(accountId: string, owner: Person, clients: number) {
  const db = adminDb();
  await withoutTriggers(async () => {
    for (let start = 0; start < clients; start += 400) {
      const batch = db.batch();
      for (let i = start; i < Math.min(clients, start + 400); i++) {
        batch.set(db.doc(`accounts/${accountId}/clients/c${i}`), { name: `Client ${i}`, ownerId: owner.uid, createdBy: owner.uid, updatedBy: owner.uid });
      }
      await batch.commit();
    }
    await db.doc(`accounts/${accountId}/revenues/r1`).set({ amount: 100, ownerId: owner.uid });
    await db.doc(`accounts/${accountId}/deals/d1`).set({ title: 'Big deal', ownerId: owner.uid });
    await db.doc(`accounts/${accountId}/imports/i1`).set({ kind: 'clients', ids: ['c1'] });
    await db.doc(`accounts/${accountId}/meta/counters`).set({ clients, lastClientId: 'c1' });
    await db.doc(`accounts/${accountId}/summary/0`).set({ version: 1 });
    await db.doc(`accounts/${accountId}/activity/a1`).set({ type: 'JOINED', at: new Date() });
  });
  await db
    .collection('invitations')
    .add({ accountId, email: 'later@example.com', role: 'member', status: 'pending', expiresAt: new Date(Date.now() + 86_400_000) });
  await db.doc('apiKeys/key-of-' + accountId).set({ accountId, uid: owner.uid, enabled: true });
  await db.doc('apiUsage/key-of-' + accountId).set({ count: 3 });
  await db.doc(`apiAccountUsage/${accountId}`).set({ minute: 1 });
}

/** A paid subscription from the test checkout: its session holds the subscription id the provider cancels. */
async function payWithTestCheckout(accountId: string, uid: string) {
  const db = adminDb();
  const sessionId = `cs_test_del${accountId.slice(-12).replace(/[^A-Za-z0-9]/g, 'x')}`;
  const subscriptionId = `sub_test_${sessionId.slice(8)}`;
  await db.doc(`checkoutSessions/${sessionId}`).set({ plan: 'pro', uid, status: 'complete', subscriptionId, customerId: 'cus_test_1', createdAt: new Date() });
  await db
    .doc(`subscriptions/${accountId}`)
    .set({ stripeSubscriptionId: subscriptionId, stripeCustomerId: 'cus_test_1', trialsUsed: ['pro'] }, { merge: true });
  return sessionId;
}

async function everythingLeft(accountId: string) {
  const db = adminDb();
  const under = await db.doc(`accounts/${accountId}`).listCollections();
  return {
    account: (await db.doc(`accounts/${accountId}`).get()).exists,
    subcollections: under.map((c) => c.id),
    subscription: (await db.doc(`subscriptions/${accountId}`).get()).exists,
    invitations: (await db.collection('invitations').where('accountId', '==', accountId).get()).size,
    apiKeys: (await db.collection('apiKeys').where('accountId', '==', accountId).get()).size,
    apiUsage: (await db.doc(`apiUsage/key-of-${accountId}`).get()).exists,
    apiAccountUsage: (await db.doc(`apiAccountUsage/${accountId}`).get()).exists,
  };
}

const NOTHING = { account: false, subcollections: [], subscription: false, invitations: 0, apiKeys: 0, apiUsage: false, apiAccountUsage: false };

describe('deleting an account', SLOW, () => {
  afterAll(closeAdmin);

  it('an owner deletes the account whole: records, members, invitations, keys and subscription, cancelled with the provider, logged with counts', async () => {
    const { accountId, owner } = await seedAccount('pro', 'Harbour Bakery');
    // One at a time: each sign-up runs the blocking sign-up function.
    const manager = await person('manager');
    const member = await person('member');
    const viewer = await person('viewer');
    await addMember(accountId, manager, 'manager');
    await addMember(accountId, member, 'member');
    await addMember(accountId, viewer, 'viewer');
    await seedRecords(accountId, owner, 12);
    const sessionId = await payWithTestCheckout(accountId, owner.uid);

    const { reply } = await deleteWhole(owner, accountId, '  harbour bakery ');
    expect(reply).toMatchObject({ done: true, remaining: 0 });
    expect(await everythingLeft(accountId)).toEqual(NOTHING);
    for (const who of [owner, manager, member, viewer]) expect(await accountsOf(who.uid)).not.toHaveProperty(accountId);
    // The test provider's subscription is cancelled.
    expect((await adminDb().doc(`checkoutSessions/${sessionId}`).get()).get('subscriptionStatus')).toBe('canceled');
    // One entry in the activity log, with who, which account and the counts.
    const log = (await adminDb().collection('systemActivity').where('type', '==', 'ACCOUNT_DELETED').where('actorUid', '==', owner.uid).get()).docs;
    expect(log).toHaveLength(1);
    const details = log[0]!.get('details') as string;
    expect(details).toContain(`"Harbour Bakery" (${accountId})`);
    expect(details).toContain('clients 12');
    expect(details).toContain('members 4');
    expect(details).toContain('invitations 1');
    expect(details).toContain('cancelledSubscriptions 1');
    expect(reply.deleted).toBeGreaterThanOrEqual(12 + 4 + 1 + 1 + 1 + 1 + 1 + 1 + 1);
    // The checkout trial the account had stays with the person who founded it.
    expect((await adminDb().doc(`users/${owner.uid}`).get()).get('trialsUsed')).toEqual(['pro']);
  });

  it('a manager, a member, a viewer and someone outside the account are refused, and nothing is deleted', async () => {
    const { accountId, owner } = await seedAccount('pro', 'Kept Studio');
    const manager = await person('manager');
    const member = await person('member');
    const viewer = await person('viewer');
    const outsider = await person('outsider');
    await addMember(accountId, manager, 'manager');
    await addMember(accountId, member, 'member');
    await addMember(accountId, viewer, 'viewer');
    await seedRecords(accountId, owner, 3);
    const ask = (who: Person, confirmName = 'Kept Studio') => callFn('deleteAccount', { accountId, confirmName }, who.idToken);
    for (const who of [manager, member, viewer]) {
      expect(await ask(who)).toEqual({ ok: false, status: 'PERMISSION_DENIED', message: ACCOUNT_DELETION_MESSAGES.ownerOnly });
    }
    expect(await ask(outsider)).toEqual({ ok: false, status: 'PERMISSION_DENIED', message: ACCOUNT_DELETION_MESSAGES.notMember });
    expect(await ask(owner, 'Kept Studios')).toEqual({ ok: false, status: 'INVALID_ARGUMENT', message: ACCOUNT_DELETION_MESSAGES.nameMismatch });
    expect(await callFn('deleteAccount', { accountId: 'a/b', confirmName: 'x' }, owner.idToken)).toEqual({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: ACCOUNT_DELETION_MESSAGES.badAccount,
    });
    expect(await callFn('deleteAccount', { accountId, confirmName: 'Kept Studio' })).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
    const left = await everythingLeft(accountId);
    expect(left.account).toBe(true);
    expect(left.subcollections).toEqual(expect.arrayContaining(['clients', 'members', 'deals']));
    expect((await adminDb().collection(`accounts/${accountId}/members`).get()).size).toBe(4);
  });

  it('an owner whose sign-in is older than 15 minutes is asked for their password again', async () => {
    const { accountId, owner } = await seedAccount('basic', 'Old Session');
    const stale = Math.floor(Date.now() / 1000) - 16 * 60;
    const request = { auth: { uid: owner.uid, token: { email: owner.email, auth_time: stale } }, data: { accountId, confirmName: 'Old Session' } };
    await expect(
      deleteAccount({ db: adminDb(), provider: () => testProvider(adminDb(), 'http://test') }, request as unknown as CallableRequest),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: ACCOUNT_DELETION_MESSAGES.recentSignIn,
      details: { reason: 'recent-sign-in-required' },
    });
    expect((await adminDb().doc(`accounts/${accountId}`).get()).exists).toBe(true);
  });

  it('a deletion cut short after every page finishes when it is run again, and counts every document once', async () => {
    const { accountId, owner } = await seedAccount('pro', 'Big Shop');
    const member = await person('member');
    await addMember(accountId, member, 'member');
    await seedRecords(accountId, owner, 1_250);
    const request = {
      auth: { uid: owner.uid, token: { email: owner.email, auth_time: Math.floor(Date.now() / 1000) } },
      data: { accountId, confirmName: 'Big Shop' },
    } as unknown as CallableRequest;
    // A budget of 0 ms: each call stops after one page, as an interrupted call would.
    const deps = { db: adminDb(), provider: () => testProvider(adminDb(), 'http://test'), budgetMs: 0 };
    const replies: AccountDeletionProgress[] = [];
    await withoutTriggers(async () => {
      for (let i = 0; i < 40; i++) {
        const reply = await deleteAccount(deps, request);
        replies.push(reply);
        if (reply.done) break;
      }
    });
    // One batch a call: 1 member, 1 invitation, 7 collections (4 batches of clients), 1 API key, the end.
    expect(replies).toHaveLength(14);
    expect(replies.at(-1)).toMatchObject({ done: true, remaining: 0 });
    // The progress only grows, and what is left only shrinks.
    for (let i = 1; i < replies.length; i++) expect(replies[i]!.deleted).toBeGreaterThan(replies[i - 1]!.deleted);
    const middle = replies.filter((r) => !r.done);
    for (let i = 1; i < middle.length; i++) expect(middle[i]!.remaining).toBeLessThanOrEqual(middle[i - 1]!.remaining);
    expect(await everythingLeft(accountId)).toEqual(NOTHING);
    const log = (await adminDb().collection('systemActivity').where('type', '==', 'ACCOUNT_DELETED').where('actorUid', '==', owner.uid).get()).docs;
    expect(log).toHaveLength(1);
    expect(log[0]!.get('details')).toContain('clients 1250');
    // A call after the end finds no account (nothing to go on with).
    expect(await callFn('deleteAccount', { accountId, confirmName: 'Big Shop' }, owner.idToken)).toEqual({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: ACCOUNT_DELETION_MESSAGES.notMember,
    });
  });

  it('an owner who deleted their only account starts a new one without a second trial; a person with an account may not start one', async () => {
    const owner = await person('solo');
    // Sign-up made their own account (id = uid) with the Basic trial.
    expect((await adminDb().doc(`subscriptions/${owner.uid}`).get()).get('status')).toBe('trial');
    const name = (await adminDb().doc(`accounts/${owner.uid}`).get()).get('name') as string;
    expect(await callFn('startAccount', {}, owner.idToken)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: ACCOUNT_DELETION_MESSAGES.hasAccount,
    });
    await deleteWhole(owner, owner.uid, name);
    expect(await accountsOf(owner.uid)).toEqual({});

    expect(await callOk('startAccount', {}, owner.idToken)).toEqual({ accountId: owner.uid });
    const subscription = (await adminDb().doc(`subscriptions/${owner.uid}`).get()).data()!;
    expect(subscription.planId).toBe('basic');
    // The trial ended as the account began: the app opens on the plan chooser.
    expect(subscription.trialEndsAt.toDate().getTime()).toBeLessThanOrEqual(Date.now());
    expect(await accountsOf(owner.uid)).toEqual({ [owner.uid]: 'owner' });
    expect((await adminDb().doc(`accounts/${owner.uid}/members/${owner.uid}`).get()).get('role')).toBe('owner');

    // A checkout gives no trial either: both trials count as had.
    expect(subscription.trialsUsed).toEqual(['basic']);
  });
});
