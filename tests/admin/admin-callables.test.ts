// The admin callables (functions/src/admin): role checks, owner-only actions, the step-up, clear
// refusals of bad input, and the writes and activity entries of each action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { deleteUser } from '../../functions/src/admin/delete-user';
import { editUser } from '../../functions/src/admin/edit-user';
import { userRecordCounts } from '../../functions/src/admin/record-counts';
import { editSubscriptionUser, overrideSubscription } from '../../functions/src/admin/subscription-override';
import { accountPaths } from '../../src/domain/accounts';
import { adminAuth, adminDb, closeAdmin } from '../support/emulators';
import { activityOf, asCaller, deps, newUser, refusal, staffAccounts } from './helpers';

const SLOW = { timeout: 60_000 };

beforeAll(() => staffAccounts({ u1: 'user', a1: 'admin', adm1: 'admin', own1: 'owner' }));

async function makeRole(uid: string, role: 'admin' | 'owner') {
  await adminAuth().setCustomUserClaims(uid, { role });
  await adminDb().doc(`users/${uid}`).update({ role });
}

describe('who may call the admin functions', SLOW, () => {
  afterAll(closeAdmin);

  it('a plain user is refused every admin action with the admin panel message', async () => {
    const target = await newUser('target');
    const calls = [
      editUser(deps(), asCaller('u1', 'user', { uid: target.uid, displayName: 'X', role: 'admin' })),
      overrideSubscription(deps(), asCaller('u1', 'user', { uid: target.uid, planId: 'pro', status: 'active' })),
      editSubscriptionUser(deps(), asCaller('u1', 'user', { uid: target.uid, displayName: 'X', email: target.email })),
      deleteUser(deps(), asCaller('u1', 'user', { uid: target.uid })),
      userRecordCounts(deps(), asCaller('u1', 'user', { uid: target.uid })),
    ];
    for (const call of calls) {
      expect(await refusal(call)).toMatchObject({ code: 'permission-denied', message: "You don't have permission to access the admin panel." });
    }
    expect((await adminDb().doc(`users/${target.uid}`).get()).get('role')).toBe('user');
  });

  it('a sign-in older than 15 minutes is refused with the step-up reason, and changes nothing', async () => {
    const target = await newUser('stale');
    const stale = await refusal(overrideSubscription(deps(), asCaller('a1', 'admin', { uid: target.uid, planId: 'pro', status: 'active' }, 16)));
    expect(stale).toMatchObject({ code: 'failed-precondition', details: { reason: 'recent-sign-in-required' } });
    expect(stale?.message).toMatch(/enter your password again/);
    expect((await adminDb().doc(`subscriptions/${target.uid}`).get()).get('planId')).toBe('basic');
  });

  it('bad input gets invalid-argument with the seed message, never internal', async () => {
    const target = await newUser('bad');
    expect(await refusal(editUser(deps(), asCaller('a1', 'admin', { uid: target.uid, displayName: '   ', role: 'user' })))).toMatchObject({
      code: 'invalid-argument',
      message: 'Display name is required',
    });
    expect(await refusal(editUser(deps(), asCaller('a1', 'admin', { displayName: 'X', role: 'user' })))).toMatchObject({
      code: 'invalid-argument',
      message: 'No user ID provided',
    });
    expect(await refusal(overrideSubscription(deps(), asCaller('a1', 'admin', { uid: target.uid, planId: 'gold', status: 'active' })))).toMatchObject({
      code: 'invalid-argument',
      message: 'Choose a plan: basic, pro or custom',
    });
    expect(await refusal(editSubscriptionUser(deps(), asCaller('a1', 'admin', { uid: target.uid, displayName: 'X', email: 'not-an-email' })))).toMatchObject({
      code: 'invalid-argument',
      message: 'Please enter a valid email address.',
    });
    expect(await refusal(editUser(deps(), asCaller('a1', 'admin', { uid: 'no-such-user', displayName: 'X', role: 'user' })))).toMatchObject({
      code: 'not-found',
      message: 'User not found',
    });
  });
});

describe('edit user', SLOW, () => {
  it('an admin promotes a user: claim set, role mirrored with a new claimsUpdatedAt, logged with who and what', async () => {
    const target = await newUser('promote');
    const before = (await adminDb().doc(`users/${target.uid}`).get()).get('claimsUpdatedAt') as Timestamp;
    await editUser(deps(), asCaller('adm1', 'admin', { uid: target.uid, displayName: 'Promoted Person', role: 'admin' }));
    expect((await adminAuth().getUser(target.uid)).customClaims).toMatchObject({ role: 'admin' });
    const user = (await adminDb().doc(`users/${target.uid}`).get()).data()!;
    expect(user).toMatchObject({ role: 'admin', displayName: 'Promoted Person', displayNameLower: 'promoted person' });
    expect((user.claimsUpdatedAt as Timestamp).toMillis()).toBeGreaterThan(before.toMillis());
    const [entry] = await activityOf(target.uid);
    expect(entry).toMatchObject({ type: 'ADMIN_PROMOTED', actorUid: 'adm1', actorEmail: 'adm1@staff.test', targetEmail: target.email });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'role', before: 'user', after: 'admin' },
        { field: 'displayName', before: '', after: 'Promoted Person' },
      ]),
    );
  });

  it('an admin can neither edit an owner account nor assign the owner role; the owner can', async () => {
    const owner = await newUser('owner-target');
    await makeRole(owner.uid, 'owner');
    const user = await newUser('plain');
    expect(await refusal(editUser(deps(), asCaller('adm1', 'admin', { uid: owner.uid, displayName: 'New name', role: 'owner' })))).toMatchObject({
      code: 'permission-denied',
      message: 'Only owners can edit owner accounts',
    });
    expect(await refusal(editUser(deps(), asCaller('adm1', 'admin', { uid: owner.uid, displayName: 'Demoted', role: 'user' })))).toMatchObject({
      message: 'Only owners can edit owner accounts',
    });
    expect(await refusal(editUser(deps(), asCaller('adm1', 'admin', { uid: user.uid, displayName: 'X', role: 'owner' })))).toMatchObject({
      code: 'permission-denied',
      message: 'Only owners can assign owner role',
    });
    expect((await adminAuth().getUser(owner.uid)).customClaims).toMatchObject({ role: 'owner' });

    await editUser(deps(), asCaller('own1', 'owner', { uid: user.uid, displayName: 'Co-owner', role: 'owner' }));
    expect((await adminAuth().getUser(user.uid)).customClaims).toMatchObject({ role: 'owner' });
  });

  it('nobody changes their own role', async () => {
    const me = await newUser('self');
    await makeRole(me.uid, 'owner');
    expect(await refusal(editUser(deps(), asCaller(me.uid, 'owner', { uid: me.uid, displayName: 'Me', role: 'user' })))).toMatchObject({
      code: 'permission-denied',
      message: 'You cannot change your own role',
    });
  });
});

describe('subscription override', SLOW, () => {
  it('overrides a basic trial to Pro active: subscription and mirror together, logged as override and upgrade', async () => {
    const target = await newUser('override');
    await overrideSubscription(deps(), asCaller('adm1', 'admin', { uid: target.uid, planId: 'pro', status: 'active' }));
    const sub = (await adminDb().doc(`subscriptions/${target.uid}`).get()).data()!;
    expect(sub).toMatchObject({ planId: 'pro', status: 'active', accountLocked: false, paymentFailedAt: null });
    expect((sub.currentPeriodEnd as Timestamp).toMillis()).toBeGreaterThan(Date.now());
    expect((await adminDb().doc(`users/${target.uid}`).get()).data()).toMatchObject({ planId: 'pro', subscriptionStatus: 'active' });
    const types = (await activityOf(target.uid)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['SUBSCRIPTION_OVERRIDDEN', 'SUBSCRIPTION_UPGRADED']));
  });

  it('a trial needs a future trial end, and suspension locks the account', async () => {
    const target = await newUser('trial');
    await adminDb()
      .doc(`subscriptions/${target.uid}`)
      .update({ trialEndsAt: new Date(Date.now() - 86_400_000) });
    expect(await refusal(overrideSubscription(deps(), asCaller('adm1', 'admin', { uid: target.uid, planId: 'basic', status: 'trial' })))).toMatchObject({
      code: 'invalid-argument',
      message: 'Set a trial end date in the future for a trial.',
    });
    await overrideSubscription(deps(), asCaller('adm1', 'admin', { uid: target.uid, planId: 'basic', status: 'trial', trialEndsAt: '2099-01-31' }));
    const sub = (await adminDb().doc(`subscriptions/${target.uid}`).get()).data()!;
    expect((sub.trialEndsAt as Timestamp).toDate().toISOString()).toBe('2099-01-31T23:59:59.999Z');
    await overrideSubscription(deps(), asCaller('adm1', 'admin', { uid: target.uid, planId: 'basic', status: 'suspended' }));
    expect((await adminDb().doc(`subscriptions/${target.uid}`).get()).data()).toMatchObject({ status: 'suspended', accountLocked: true });
  });

  it('changing the e-mail changes the sign-in e-mail; a taken e-mail is refused and changes nothing', async () => {
    const target = await newUser('mail');
    const other = await newUser('taken');
    expect(await refusal(editSubscriptionUser(deps(), asCaller('adm1', 'admin', { uid: target.uid, displayName: 'T', email: other.email })))).toMatchObject({
      code: 'already-exists',
      message: 'This email address is already used by another account.',
    });
    expect((await adminAuth().getUser(target.uid)).email).toBe(target.email);

    const fresh = `renamed-${target.uid.toLowerCase()}@example.com`;
    await editSubscriptionUser(deps(), asCaller('adm1', 'admin', { uid: target.uid, displayName: 'Renamed', email: fresh, trialEndsAt: '2099-02-01' }));
    expect((await adminAuth().getUser(target.uid)).email).toBe(fresh);
    expect((await adminDb().doc(`users/${target.uid}`).get()).data()).toMatchObject({ email: fresh, displayName: 'Renamed' });
    const types = (await activityOf(target.uid)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['USER_EDITED', 'EMAIL_CHANGED']));
  });
});

describe('delete user', SLOW, () => {
  it('an admin may not delete, and the owner may not delete an owner', async () => {
    const target = await newUser('keep');
    expect(await refusal(deleteUser(deps(), asCaller('adm1', 'admin', { uid: target.uid })))).toMatchObject({
      code: 'permission-denied',
      message: 'Only owners can delete users',
    });
    const owner = await newUser('other-owner');
    await makeRole(owner.uid, 'owner');
    expect(await refusal(deleteUser(deps(), asCaller('own1', 'owner', { uid: owner.uid })))).toMatchObject({
      code: 'permission-denied',
      message: 'Owner accounts cannot be deleted',
    });
    expect(await adminAuth().getUser(owner.uid)).toBeTruthy();
    expect((await adminDb().doc(`users/${target.uid}`).get()).exists).toBe(true);
  });

  it('the owner deletes a user: the sign-in, the documents and every record go, and it is logged', async () => {
    const target = await newUser('gone');
    const db = adminDb();
    await db.doc(`accounts/${target.uid}/clients/c1`).set({ name: 'Client' });
    await db.doc(`accounts/${target.uid}/revenues/r1`).set({ amount: 5 });
    expect(await userRecordCounts(deps(), asCaller('adm1', 'admin', { uid: target.uid }))).toMatchObject({ clients: 1, revenues: 1, tasks: 0 });

    await deleteUser(deps(), asCaller('own1', 'owner', { uid: target.uid }));
    expect(await refusal(adminAuth().getUser(target.uid))).toMatchObject({ code: 'auth/user-not-found' });
    expect((await db.doc(`users/${target.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`subscriptions/${target.uid}`).get()).exists).toBe(false);
    expect((await db.collection(`accounts/${target.uid}/clients`).get()).size).toBe(0);
    expect((await db.collection(`accounts/${target.uid}/meta`).get()).size).toBe(0);
    const [entry] = await activityOf(target.uid);
    expect(entry).toMatchObject({ type: 'USER_DELETED', actorUid: 'own1', targetEmail: target.email });
  });

  it('a user who is the last owner of an account with other members is not deleted: the account must be handed over first', async () => {
    const founder = await newUser('last-owner');
    const helper = await newUser('last-owner-helper');
    const db = adminDb();
    const seat = (accountId: string, uid: string, role: string) =>
      db
        .doc(accountPaths.member(accountId, uid))
        .set({ role, ownRecordsOnly: false, payroll: true, email: '', displayName: '', joinedAt: new Date(), invitedBy: null });
    await seat(founder.uid, helper.uid, 'manager');
    await db.doc(accountPaths.record(founder.uid, 'clients', 'c1')).set({ name: 'Client' });

    const refused = await refusal(deleteUser(deps(), asCaller('own1', 'owner', { uid: founder.uid })));
    expect(refused).toMatchObject({ code: 'failed-precondition' });
    expect(refused?.message).toMatch(/hand the account over first/);
    // Nothing was deleted: the sign-in, the person, the account and its records are all there.
    expect(await adminAuth().getUser(founder.uid)).toBeTruthy();
    expect((await db.doc(`users/${founder.uid}`).get()).exists).toBe(true);
    expect((await db.doc(accountPaths.record(founder.uid, 'clients', 'c1')).get()).exists).toBe(true);
    expect((await db.doc(accountPaths.subscription(founder.uid)).get()).exists).toBe(true);

    // Once another member owns it too, the founder goes and the account stays with its members.
    await seat(founder.uid, helper.uid, 'owner');
    await deleteUser(deps(), asCaller('own1', 'owner', { uid: founder.uid }));
    expect((await db.doc(`users/${founder.uid}`).get()).exists).toBe(false);
    expect((await db.doc(accountPaths.member(founder.uid, founder.uid)).get()).exists).toBe(false);
    expect((await db.doc(accountPaths.member(founder.uid, helper.uid)).get()).get('role')).toBe('owner');
    expect((await db.doc(accountPaths.record(founder.uid, 'clients', 'c1')).get()).exists).toBe(true);
    expect((await db.doc(accountPaths.subscription(founder.uid)).get()).exists).toBe(true);
  });

  it("a member of someone else's account: their seat goes with them, the account stays; their own account goes", async () => {
    const owner = await newUser('shared-owner');
    const member = await newUser('shared-member');
    const db = adminDb();
    await db
      .doc(accountPaths.member(owner.uid, member.uid))
      .set({ role: 'member', ownRecordsOnly: false, payroll: false, email: member.email, displayName: '', joinedAt: new Date(), invitedBy: owner.uid });
    await db.doc(`users/${member.uid}`).set({ accounts: { [member.uid]: 'owner', [owner.uid]: 'member' } }, { merge: true });
    await db.doc(accountPaths.record(owner.uid, 'clients', 'c1')).set({ name: 'Shared' });
    await db.doc(accountPaths.record(member.uid, 'clients', 'c2')).set({ name: 'Own' });
    // View user counts the records of every account they belong to.
    expect(await userRecordCounts(deps(), asCaller('adm1', 'admin', { uid: member.uid }))).toMatchObject({ clients: 2 });

    await deleteUser(deps(), asCaller('own1', 'owner', { uid: member.uid }));
    expect((await db.doc(accountPaths.member(owner.uid, member.uid)).get()).exists).toBe(false);
    expect((await db.doc(accountPaths.record(owner.uid, 'clients', 'c1')).get()).exists).toBe(true);
    expect((await db.doc(accountPaths.account(owner.uid)).get()).exists).toBe(true);
    expect((await db.doc(accountPaths.account(member.uid)).get()).exists).toBe(false);
    expect((await db.collection(accountPaths.members(member.uid)).get()).size).toBe(0);
    expect((await db.doc(accountPaths.record(member.uid, 'clients', 'c2')).get()).exists).toBe(false);
    expect((await db.doc(accountPaths.subscription(member.uid)).get()).exists).toBe(false);
  });
});
