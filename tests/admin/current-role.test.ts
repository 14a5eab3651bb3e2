// The privileged callables check the caller's current role in Auth, not only the claim of the ID
// token they hold (which lives up to an hour): a demoted, deleted or disabled staff member, or a
// session signed out by a password change, has no staff powers left.
import { afterAll, describe, expect, it } from 'vitest';
import { overrideSubscription } from '../../functions/src/admin/subscription-override';
import { userRecordCounts } from '../../functions/src/admin/record-counts';
import { callFn, callOk } from '../billing/helpers';
import { makeStaff } from '../admin-overview/helpers';
import { adminAuth, adminDb, closeAdmin } from '../support/emulators';
import { asCaller, deps, newUser, refusal } from './helpers';

const SLOW = { timeout: 60_000 };

afterAll(closeAdmin);

const planOf = async (uid: string) => (await adminDb().doc(`subscriptions/${uid}`).get()).get('planId') as string;

describe("the privileged callables check the caller's current role", SLOW, () => {
  it('an admin removed on Admin Management cannot override a subscription with the token they still hold', async () => {
    const owner = await makeStaff('owner');
    const admin = await makeStaff('admin');
    const target = await newUser('override-target');
    const token = admin.token();
    await callOk('removeAdmin', { uid: admin.uid }, owner.token());

    const r = await callFn('adminOverrideSubscription', { uid: target.uid, planId: 'pro', status: 'active' }, token);
    expect(r).toMatchObject({ ok: false, status: 'PERMISSION_DENIED', message: "You don't have permission to access the admin panel." });
    expect(await planOf(target.uid)).toBe('basic');
  });

  it('a demoted owner keeps no owner-only powers, a deleted or disabled admin no staff powers', async () => {
    const owner = await makeStaff('owner', 'was-owner');
    const ownerToken = owner.token();
    await adminAuth().setCustomUserClaims(owner.uid, { role: 'admin' });
    expect(await callFn('getPaymentSettings', {}, ownerToken)).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });

    const disabled = await makeStaff('admin', 'disabled');
    const disabledToken = disabled.token();
    await adminAuth().updateUser(disabled.uid, { disabled: true });
    expect(await callFn('getSystemHealth', {}, disabledToken)).toMatchObject({ ok: false, status: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });

    const deleted = await makeStaff('admin', 'deleted');
    const deletedToken = deleted.token();
    await adminAuth().deleteUser(deleted.uid);
    expect(await callFn('getSystemHealth', {}, deletedToken)).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
  });

  it('a token issued before the sessions were revoked (a password change) is refused; a newer one works', async () => {
    const admin = await newUser('revoked');
    await adminAuth().setCustomUserClaims(admin.uid, { role: 'admin' });
    const target = await newUser('revoked-target');
    await adminAuth().revokeRefreshTokens(admin.uid);
    const revokedAt = Date.parse((await adminAuth().getUser(admin.uid)).tokensValidAfterTime!);
    const issuedBefore = Math.ceil((Date.now() - revokedAt) / 1000) + 5;

    const before = await refusal(
      overrideSubscription(deps(), asCaller(admin.uid, 'admin', { uid: target.uid, planId: 'pro', status: 'active' }, 1, issuedBefore)),
    );
    expect(before).toMatchObject({ code: 'unauthenticated', message: 'Please sign in to continue.' });
    expect(await planOf(target.uid)).toBe('basic');

    await new Promise((r) => setTimeout(r, 1100));
    expect(await userRecordCounts(deps(), asCaller(admin.uid, 'admin', { uid: target.uid }))).toMatchObject({ clients: 0 });
  });

  it('a current admin passes: the check refuses only what changed', async () => {
    const admin = await newUser('current');
    await adminAuth().setCustomUserClaims(admin.uid, { role: 'admin' });
    const target = await newUser('current-target');
    await overrideSubscription(deps(), asCaller(admin.uid, 'admin', { uid: target.uid, planId: 'pro', status: 'active' }));
    expect(await planOf(target.uid)).toBe('pro');
  });
});
