// A sign-in e-mail changed by staff on Subscription Override (functions/src/admin/email-change.ts,
// docs/decisions/0180), through the Functions emulator (which reads OWNER_EMAILS from
// functions/.env.local): never another staff member's, never an owner's address, unverified
// until verified, and the old address gets a notice whose link undoes the change.
import { afterAll, describe, expect, it } from 'vitest';
import { appOrigin, callFn, callOk } from '../billing/helpers';
import { makeStaff } from '../admin-overview/helpers';
import { adminAuth, adminDb, closeAdmin, signUpWithPassword, uniqueEmail, verifyEmailByLink } from '../support/emulators';

const SLOW = { timeout: 120_000 };

afterAll(closeAdmin);

async function account(prefix: string, role?: 'admin' | 'owner') {
  const email = uniqueEmail(prefix);
  const { localId: uid, idToken } = await signUpWithPassword(email, 'secret123');
  if (role) {
    await adminAuth().setCustomUserClaims(uid, { role });
    await adminDb().doc(`users/${uid}`).update({ role });
  }
  return { uid, email, idToken };
}

const edit = (uid: string, email: string, token: string) => callFn('adminEditSubscriptionUser', { uid, displayName: 'Renamed', email }, token);

describe('a sign-in e-mail changed by staff', SLOW, () => {
  it("an admin may not change another admin's or an owner's e-mail, nor the owner may another admin's", async () => {
    const admin = await makeStaff('admin');
    const owner = await makeStaff('owner');
    for (const role of ['admin', 'owner'] as const) {
      const staff = await account(`staff-${role}`, role);
      const r = await edit(staff.uid, uniqueEmail('taken-over'), admin.token());
      expect(r).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
      expect((await adminAuth().getUser(staff.uid)).email).toBe(staff.email);
    }
    const other = await account('other-admin', 'admin');
    expect(await edit(other.uid, uniqueEmail('taken-over'), owner.token())).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: "Staff change their own sign-in e-mail in Settings: you cannot change another admin's or owner's e-mail.",
    });
    expect((await adminAuth().getUser(other.uid)).email).toBe(other.email);
  });

  it('an OWNER_EMAILS address is never set by staff', async () => {
    const admin = await makeStaff('admin');
    const user = await account('would-be-owner');
    expect(await edit(user.uid, 'owner@demo.test', admin.token())).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: 'This address is reserved for the owner: only its holder can take it, by signing up and verifying it.',
    });
    expect((await adminAuth().getUser(user.uid)).email).toBe(user.email);
  });

  it('the new address is unverified; the old one gets a notice whose link restores it, verified, and signs every session out', async () => {
    const admin = await makeStaff('admin');
    const user = await account('victim');
    await verifyEmailByLink(user.idToken, user.email);
    expect((await adminAuth().getUser(user.uid)).emailVerified).toBe(true);

    const fresh = uniqueEmail('new-address');
    expect(await edit(user.uid, fresh, admin.token())).toMatchObject({ ok: true, data: { changed: true } });
    const changed = await adminAuth().getUser(user.uid);
    expect({ email: changed.email, emailVerified: changed.emailVerified }).toEqual({ email: fresh, emailVerified: false });

    const notices = (await adminDb().collection('mail').where('to', 'array-contains', user.email).get()).docs.map((d) => d.data());
    const notice = notices.find((m) => m.category === 'security' && String(m.message.text).includes('mode=undoEmailChange'));
    expect(notice?.message.text).toContain(fresh);
    const link = new URL(/(http\S+undoEmailChange\S+)/.exec(String(notice!.message.text))![1]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${await appOrigin()}/auth/action`);
    const code = link.searchParams.get('oobCode')!;

    const before = Date.now();
    expect(await callOk('undoStaffEmailChange', { code })).toEqual({ email: user.email });
    const restored = await adminAuth().getUser(user.uid);
    expect({ email: restored.email, emailVerified: restored.emailVerified }).toEqual({ email: user.email, emailVerified: true });
    expect(Date.parse(restored.tokensValidAfterTime!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect((await adminDb().doc(`users/${user.uid}`).get()).get('email')).toBe(user.email);
    const types = (await adminDb().collection('systemActivity').where('targetUid', '==', user.uid).get()).docs.map((d) => d.get('type'));
    expect(types.filter((t) => t === 'EMAIL_CHANGED')).toHaveLength(2);

    const again = await callFn('undoStaffEmailChange', { code });
    expect(again).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: 'This e-mail link is invalid, has expired or was already used.' });
    expect(await callFn('undoStaffEmailChange', { code: 'x' })).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
  });
});
