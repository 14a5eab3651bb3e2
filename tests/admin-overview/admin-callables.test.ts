// The admin management, health and payment-settings callables through the Functions emulator:
// role checks, owner-only actions, the step-up, input errors, and what each one writes.
import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { appOrigin, callFn, callOk } from '../billing/helpers';
import { adminAuth, adminDb, authHost, closeAdmin, signUpWithPassword, uniqueEmail } from '../support/emulators';
import { makeStaff } from './helpers';

const SLOW = { timeout: 120_000 };

async function activityAbout(uid: string, type: string) {
  const snap = await adminDb().collection('systemActivity').where('targetUid', '==', uid).get();
  return snap.docs.map((d) => d.data()).filter((d) => d.type === type);
}

describe('admin management callables', SLOW, () => {
  afterAll(closeAdmin);

  it('the owner promotes an existing user: claim, users mirror, token refresh signal and an activity entry', async () => {
    const owner = await makeStaff('owner');
    const email = uniqueEmail('promote');
    const { localId: uid } = await signUpWithPassword(email, 'secret123');
    const result = await callOk('addAdmin', { name: 'Pat Admin', email: email.toUpperCase() }, owner.token());
    expect(result).toEqual({ outcome: 'promoted', uid });
    expect((await adminAuth().getUser(uid)).customClaims?.role).toBe('admin');
    const user = (await adminDb().doc(`users/${uid}`).get()).data()!;
    expect(user).toMatchObject({ role: 'admin', displayName: 'Pat Admin' });
    expect(user.claimsUpdatedAt).toBeInstanceOf(Timestamp);
    expect(user.adminSince).toBeInstanceOf(Timestamp);
    const [entry] = await activityAbout(uid, 'ADMIN_PROMOTED');
    expect(entry).toMatchObject({ actorUid: owner.uid, actorEmail: owner.email, targetEmail: email, source: 'app' });
  });

  it('an unknown e-mail gets an account, an invitation e-mail and a link that sets a password', async () => {
    const owner = await makeStaff('owner');
    const email = uniqueEmail('invitee');
    const result = await callOk<{ outcome: string; uid: string; inviteLink: string }>('addAdmin', { name: 'New Admin', email }, owner.token());
    expect(result.outcome).toBe('created');
    const link = new URL(result.inviteLink);
    expect(`${link.origin}${link.pathname}`).toBe(`${await appOrigin()}/auth/action`);
    expect(link.searchParams.get('mode')).toBe('resetPassword');

    expect((await adminAuth().getUser(result.uid)).customClaims?.role).toBe('admin');
    expect((await adminDb().doc(`users/${result.uid}`).get()).data()).toMatchObject({ role: 'admin', email, displayName: 'New Admin' });
    const mail = await adminDb().collection('mail').where('uid', '==', result.uid).get();
    expect(mail.docs.map((d) => d.data().category)).toEqual(['invitation']);
    expect(mail.docs[0]!.data().message.text).toContain(result.inviteLink);

    // The link's code sets a password (as the app's /auth/action page does), then sign-in works.
    const reset = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: link.searchParams.get('oobCode'), newPassword: 'chosen-pass-1' }),
    });
    expect(reset.status).toBe(200);
    const signIn = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'chosen-pass-1', returnSecureToken: true }),
    });
    expect(signIn.status).toBe(200);
  });

  it('an admin or a user cannot add, rename or remove admins', async () => {
    const admin = await makeStaff('admin');
    const user = await makeStaff('user');
    for (const caller of [admin, user]) {
      for (const [name, data] of [
        ['addAdmin', { name: 'X', email: uniqueEmail('x') }],
        ['updateAdmin', { uid: admin.uid, displayName: 'X' }],
        ['removeAdmin', { uid: admin.uid }],
      ] as const) {
        expect(await callFn(name, data, caller.token())).toEqual({
          ok: false,
          status: 'PERMISSION_DENIED',
          message: "Access Denied: You don't have permission to access this page.",
        });
      }
    }
    expect((await adminAuth().getUser(admin.uid)).customClaims?.role).toBe('admin');
  });

  it('a sign-in older than 15 minutes is refused with a clear message', async () => {
    const owner = await makeStaff('owner');
    const stale = owner.token({ signedInMinutesAgo: 16 });
    const r = await callFn('addAdmin', { name: 'X', email: uniqueEmail('stale') }, stale);
    expect(r).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' });
    expect(r.ok ? '' : r.message).toMatch(/enter your password again/);
    expect(await callFn('getPaymentSettings', {}, stale)).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' });
  });

  it('bad input gets invalid-argument with the form messages, never internal', async () => {
    const owner = await makeStaff('owner');
    const t = owner.token();
    expect(await callFn('addAdmin', { name: '', email: 'a@b.co' }, t)).toEqual({ ok: false, status: 'INVALID_ARGUMENT', message: 'Both fields are required.' });
    expect(await callFn('addAdmin', { name: 'A', email: 'not-an-email' }, t)).toEqual({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'Please enter a valid email address.',
    });
    expect(await callFn('addAdmin', 'nonsense', t)).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    expect(await callFn('updateAdmin', { uid: owner.uid, displayName: '  ' }, t)).toEqual({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'Display name is required',
    });
    expect(await callFn('removeAdmin', {}, t)).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    expect(await callFn('removeAdmin', { uid: 'no-such-user' }, t)).toEqual({ ok: false, status: 'NOT_FOUND', message: 'User not found' });
  });

  it('adding an admin again or an owner is refused', async () => {
    const owner = await makeStaff('owner');
    const admin = await makeStaff('admin');
    const other = await makeStaff('owner', 'owner2');
    expect(await callFn('addAdmin', { name: 'A', email: admin.email }, owner.token())).toMatchObject({ ok: false, status: 'ALREADY_EXISTS' });
    expect(await callFn('addAdmin', { name: 'O', email: other.email }, owner.token())).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' });
    expect((await adminAuth().getUser(other.uid)).customClaims?.role).toBe('owner');
  });

  it('the owner renames an admin; a non-admin target is refused', async () => {
    const owner = await makeStaff('owner');
    const admin = await makeStaff('admin');
    await callOk('updateAdmin', { uid: admin.uid, displayName: '  Renamed   Admin ' }, owner.token());
    expect((await adminAuth().getUser(admin.uid)).displayName).toBe('Renamed Admin');
    expect((await adminDb().doc(`users/${admin.uid}`).get()).get('displayName')).toBe('Renamed Admin');
    expect((await activityAbout(admin.uid, 'USER_EDITED'))[0]).toMatchObject({ actorUid: owner.uid });
    const user = await makeStaff('user');
    expect(await callFn('updateAdmin', { uid: user.uid, displayName: 'X' }, owner.token())).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'This user is not an admin.',
    });
  });

  it('removing an admin demotes them to a user and keeps the account and its data', async () => {
    const owner = await makeStaff('owner');
    const email = uniqueEmail('demote');
    const { localId: uid } = await signUpWithPassword(email, 'secret123');
    await callOk('addAdmin', { name: 'Temp Admin', email }, owner.token());
    await adminDb().doc(`accounts/${uid}/clients/c1`).set({ name: 'Kept Client' });
    await callOk('removeAdmin', { uid }, owner.token());
    expect((await adminAuth().getUser(uid)).customClaims?.role).toBe('user');
    expect((await adminDb().doc(`users/${uid}`).get()).data()).toMatchObject({ role: 'user', email });
    expect((await adminDb().doc(`accounts/${uid}/clients/c1`).get()).exists).toBe(true);
    expect(await activityAbout(uid, 'ADMIN_REMOVED')).toHaveLength(1);
    // Neither an owner nor a user can be "removed" as an admin.
    const other = await makeStaff('owner', 'owner3');
    expect(await callFn('removeAdmin', { uid: other.uid }, owner.token())).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' });
    expect(await callFn('removeAdmin', { uid }, owner.token())).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' });
  });
});

describe('health and payment settings callables', SLOW, () => {
  afterAll(closeAdmin);

  it('staff get the health: webhook failures of the last 24 hours and the last lifecycle run', async () => {
    const admin = await makeStaff('admin');
    const db = adminDb();
    const now = Date.now();
    const before = (await callOk<{ webhook: { failures24h: number } }>('getSystemHealth', {}, admin.token())).webhook.failures24h;
    await db.collection('systemActivity').add({ type: 'WEBHOOK_FAILED', details: 'x', createdAt: new Date(now - 60_000), source: 'system' });
    await db.collection('systemActivity').add({ type: 'WEBHOOK_FAILED', details: 'old', createdAt: new Date(now - 26 * 3600_000), source: 'system' });
    await db.doc('systemStatus/health').set({ lifecycle: { lastRunAt: new Date(now - 5 * 60_000), suspended: 1, ended: 0 } }, { merge: true });
    const health = await callOk<{ provider: string; lifecycle: { lastRunAt: string; suspended: number }; webhook: { failures24h: number } }>(
      'getSystemHealth',
      {},
      admin.token({ signedInMinutesAgo: 60 }), // read-only: no step-up
    );
    expect(health.provider).toBe('test');
    expect(health.webhook.failures24h).toBe(before + 1);
    expect(new Date(health.lifecycle.lastRunAt).getTime()).toBe(now - 5 * 60_000);
    expect(health.lifecycle.suspended).toBe(1);
  });

  it('a user cannot ask for the health', async () => {
    const user = await makeStaff('user');
    expect(await callFn('getSystemHealth', {}, user.token())).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
    expect(await callFn('getSystemHealth', {})).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
  });

  it('the owner sees the payment configuration in force without any secret; an admin is refused', async () => {
    const owner = await makeStaff('owner');
    const s = await callOk<Record<string, unknown>>('getPaymentSettings', {}, owner.token());
    expect(s).toMatchObject({
      provider: 'test',
      emulator: true,
      stripe: { secretKey: false, keyMode: null, webhookSecret: false, priceBasic: false, pricePro: false },
      webhookEvents: expect.arrayContaining(['checkout.session.completed', 'invoice.payment_failed']),
    });
    expect(String(s.webhookUrl)).toMatch(/\/demo-crm\/us-central1\/stripeWebhook$/);
    const admin = await makeStaff('admin');
    expect(await callFn('getPaymentSettings', {}, admin.token())).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
  });
});
