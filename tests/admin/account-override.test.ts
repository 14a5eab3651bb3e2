// The admin area per account: the override of one account's subscription (functions/src/admin/
// subscription-override.ts) and the summary adminAccounts/{accountId} that functions keep from the
// account, its members and its subscription (functions/src/admin/account-summary.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildAccountSummary } from '../../functions/src/admin/account-summary';
import { overrideSubscription } from '../../functions/src/admin/subscription-override';
import { adminAuth, adminDb, closeAdmin } from '../support/emulators';
import { uniqueEmail } from '../support/unique';
import { asCaller, deps, newUser, refusal, staffAccounts } from './helpers';

// Each wait for a trigger may take up to 60 s behind the rest of the suite; a case waits up to three times.
const SLOW = { timeout: 200_000 };

beforeAll(() => staffAccounts({ u1: 'user', adm1: 'admin', own1: 'owner' }));
afterAll(closeAdmin);

const summaryOf = async (accountId: string) => (await adminDb().doc(`adminAccounts/${accountId}`).get()).data();

/** Waits until the triggers' summary satisfies `ok` (they run after the write, on the emulators). */
async function summaryWhen(accountId: string, ok: (s: Record<string, unknown> | undefined) => boolean): Promise<Record<string, unknown> | undefined> {
  const until = Date.now() + 60_000;
  for (;;) {
    const s = await summaryOf(accountId);
    if (ok(s) || Date.now() > until) return s;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A team account whose id is not a person's uid, with an owner and a manager, on Pro. */
async function teamAccount(name: string) {
  const db = adminDb();
  const id = `team-${Math.random().toString(36).slice(2, 10)}`;
  const owner = { uid: `${id}-o`, email: uniqueEmail('team-owner') };
  const now = new Date();
  await db.doc(`users/${owner.uid}`).set({ email: owner.email, role: 'user', accounts: { [id]: 'owner' }, createdAt: now, updatedAt: now });
  await db.doc(`accounts/${id}`).set({ name, createdBy: owner.uid, createdAt: now, updatedAt: now });
  const member = (email: string, role: string) => ({ role, email, displayName: '', ownRecordsOnly: false, payroll: true, joinedAt: now, invitedBy: null });
  await db.doc(`accounts/${id}/members/${owner.uid}`).set(member(owner.email, 'owner'));
  await db.doc(`accounts/${id}/members/${id}-m`).set(member(uniqueEmail('team-manager'), 'manager'));
  await db
    .doc(`subscriptions/${id}`)
    .set({ planId: 'pro', status: 'active', trialEndsAt: null, accountLocked: false, paymentFailedAt: null, createdAt: now, updatedAt: now });
  return { id, owner };
}

describe('the summary of an account', SLOW, () => {
  it('is built at sign-up and follows members added and removed, viewers taking no seat', async () => {
    const person = await newUser('summary');
    const first = await summaryWhen(person.uid, (s) => s?.members === 1);
    expect(first).toMatchObject({
      accountId: person.uid,
      members: 1,
      seatsUsed: 1,
      ownerUid: person.uid,
      ownerEmail: person.email,
      planId: 'basic',
      status: 'trial',
    });

    const members = adminDb().collection(`accounts/${person.uid}/members`);
    const now = new Date();
    await members
      .doc('colleague')
      .set({ role: 'member', email: 'Colleague@Example.com', displayName: 'C', ownRecordsOnly: false, payroll: false, joinedAt: now, invitedBy: person.uid });
    await members
      .doc('reader')
      .set({ role: 'viewer', email: 'reader@example.com', displayName: 'R', ownRecordsOnly: false, payroll: false, joinedAt: now, invitedBy: person.uid });
    const grown = await summaryWhen(person.uid, (s) => s?.members === 3);
    expect(grown).toMatchObject({ members: 3, seatsUsed: 2 });
    expect(grown?.memberEmails).toEqual(expect.arrayContaining(['colleague@example.com', 'reader@example.com']));

    await members.doc('colleague').delete();
    const shrunk = await summaryWhen(person.uid, (s) => s?.members === 2);
    expect(shrunk).toMatchObject({ members: 2, seatsUsed: 1 });
    expect(shrunk?.memberEmails).not.toContain('colleague@example.com');
    // A rebuild of what is already there writes nothing.
    expect(await rebuildAccountSummary(adminDb(), person.uid)).toBe('unchanged');
  });

  it('follows the subscription and leaves with the account', async () => {
    const team = await teamAccount('Summary Bakery');
    expect(await summaryWhen(team.id, (s) => s?.members === 2)).toMatchObject({
      name: 'Summary Bakery',
      nameLower: 'summary bakery',
      planId: 'pro',
      seatsUsed: 2,
    });
    await adminDb().doc(`subscriptions/${team.id}`).update({ status: 'cancelled' });
    expect(await summaryWhen(team.id, (s) => s?.status === 'cancelled')).toMatchObject({ status: 'cancelled' });
    await adminDb().doc(`accounts/${team.id}`).delete();
    expect(await summaryWhen(team.id, (s) => s === undefined)).toBeUndefined();
  });
});

describe('subscription override per account', SLOW, () => {
  it('overrides a team account by its id, and the log names the account by id and name', async () => {
    const team = await teamAccount('Harbour Test Bakery');
    const result = await overrideSubscription(deps(), asCaller('adm1', 'admin', { accountId: team.id, planId: 'custom', status: 'suspended' }));
    expect(result).toEqual({ changed: true });
    expect((await adminDb().doc(`subscriptions/${team.id}`).get()).data()).toMatchObject({ planId: 'custom', status: 'suspended', accountLocked: true });
    // No person's document is made for an account id that is not a uid.
    expect((await adminDb().doc(`users/${team.id}`).get()).exists).toBe(false);
    const entries = (await adminDb().collection('systemActivity').where('accountId', '==', team.id).get()).docs.map((d) => d.data());
    const overridden = entries.find((e) => e.type === 'SUBSCRIPTION_OVERRIDDEN');
    expect(overridden).toMatchObject({
      accountId: team.id,
      accountName: 'Harbour Test Bakery',
      targetUid: team.owner.uid,
      targetEmail: team.owner.email,
      actorUid: 'adm1',
    });
    expect(overridden?.details).toContain('Harbour Test Bakery');
    expect(entries.map((e) => e.type)).toContain('SUBSCRIPTION_UPGRADED');
  });

  it("a person's own account keeps the mirror on their user document; their team account is a different subscription", async () => {
    const person = await newUser('mirror');
    const team = await teamAccount('Mirror Team');
    await adminDb()
      .doc(`accounts/${team.id}/members/${person.uid}`)
      .set({ role: 'member', email: person.email, displayName: '', ownRecordsOnly: false, payroll: false, joinedAt: new Date(), invitedBy: null });
    await overrideSubscription(deps(), asCaller('adm1', 'admin', { accountId: person.uid, planId: 'pro', status: 'active' }));
    expect((await adminDb().doc(`users/${person.uid}`).get()).data()).toMatchObject({ planId: 'pro', subscriptionStatus: 'active' });
    expect((await adminDb().doc(`subscriptions/${team.id}`).get()).data()).toMatchObject({ planId: 'pro', status: 'active' });
    await overrideSubscription(deps(), asCaller('adm1', 'admin', { accountId: team.id, planId: 'basic', status: 'cancelled' }));
    expect((await adminDb().doc(`users/${person.uid}`).get()).data()).toMatchObject({ planId: 'pro', subscriptionStatus: 'active' });
  });

  it('refuses a caller who is not staff, an unknown account and bad input, with clear messages, changing nothing', async () => {
    const team = await teamAccount('Refusing Team');
    expect(await refusal(overrideSubscription(deps(), asCaller('u1', 'user', { accountId: team.id, planId: 'basic', status: 'active' })))).toMatchObject({
      code: 'permission-denied',
      message: "You don't have permission to access the admin panel.",
    });
    expect(
      await refusal(overrideSubscription(deps(), asCaller('adm1', 'admin', { accountId: 'no-such-account', planId: 'pro', status: 'active' }))),
    ).toMatchObject({
      code: 'not-found',
      message: 'Account not found',
    });
    expect(await refusal(overrideSubscription(deps(), asCaller('adm1', 'admin', { planId: 'pro', status: 'active' })))).toMatchObject({
      code: 'invalid-argument',
      message: 'No account ID provided',
    });
    expect(await refusal(overrideSubscription(deps(), asCaller('adm1', 'admin', { accountId: team.id, planId: 'pro', status: 'paused' })))).toMatchObject({
      code: 'invalid-argument',
      message: 'Choose a status: active, trial, cancelled or suspended',
    });
    expect((await adminDb().doc(`subscriptions/${team.id}`).get()).data()).toMatchObject({ planId: 'pro', status: 'active' });
  });

  it('only a service owner overrides an account owned by a service owner', async () => {
    const team = await teamAccount('Owner Team');
    await adminAuth().createUser({ uid: team.owner.uid, email: team.owner.email });
    await adminAuth().setCustomUserClaims(team.owner.uid, { role: 'owner' });
    await adminDb().doc(`users/${team.owner.uid}`).update({ role: 'owner' });
    await summaryWhen(team.id, (s) => s?.ownerUid === team.owner.uid);
    expect(await refusal(overrideSubscription(deps(), asCaller('adm1', 'admin', { accountId: team.id, planId: 'basic', status: 'active' })))).toMatchObject({
      code: 'permission-denied',
      message: 'Only owners can edit owner accounts',
    });
    expect(await overrideSubscription(deps(), asCaller('own1', 'owner', { accountId: team.id, planId: 'basic', status: 'active' }))).toEqual({ changed: true });
  });
});
