// The configured owner (functions/.env.local lists owner@demo.test for the emulators) becomes
// owner only once the e-mail is verified: at the next sign-in, or through refreshRole.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callFn } from '../billing/helpers';
import {
  adminAuth,
  adminDb,
  claimsOf,
  closeAdmin,
  deleteUserByEmail,
  signInWithPassword,
  signUpWithPassword,
  uniqueEmail,
  verifyEmailByLink,
} from '../support/emulators';

const OWNER = 'owner@demo.test';
const PASSWORD = 'secret123';

const userDoc = async (uid: string) => (await adminDb().doc(`users/${uid}`).get()).data() ?? {};
const subscription = async (uid: string) => (await adminDb().doc(`subscriptions/${uid}`).get()).data() ?? {};

describe('the configured owner', () => {
  beforeEach(() => deleteUserByEmail(OWNER));
  afterAll(async () => {
    await deleteUserByEmail(OWNER);
    await closeAdmin();
  });

  it('signing up with the listed address but an unverified e-mail gives the role user and a trial', async () => {
    const { localId: uid, idToken } = await signUpWithPassword(OWNER, PASSWORD);
    expect(claimsOf(idToken)).toMatchObject({ role: 'user', email_verified: false });
    expect((await adminAuth().getUser(uid)).customClaims).toEqual({ role: 'user' });
    expect(await userDoc(uid)).toMatchObject({ role: 'user', planId: 'basic', subscriptionStatus: 'trial' });
    expect(await subscription(uid)).toMatchObject({ planId: 'basic', status: 'trial' });
  });

  it('an unverified listed address stays a user at later sign-ins', async () => {
    const { localId: uid } = await signUpWithPassword(OWNER, PASSWORD);
    const { idToken } = await signInWithPassword(OWNER, PASSWORD);
    expect(claimsOf(idToken).role).toBe('user');
    expect(await userDoc(uid)).toMatchObject({ role: 'user' });
  });

  it('after the verification link is opened, the next sign-in makes the account owner on the staff plan', async () => {
    const { localId: uid, idToken: first } = await signUpWithPassword(OWNER, PASSWORD);
    await verifyEmailByLink(first, OWNER);
    const { idToken } = await signInWithPassword(OWNER, PASSWORD);
    expect(claimsOf(idToken)).toMatchObject({ role: 'owner', email_verified: true });
    expect((await adminAuth().getUser(uid)).customClaims).toEqual({ role: 'owner' });
    expect(await userDoc(uid)).toMatchObject({ role: 'owner', planId: 'custom', subscriptionStatus: 'active', trialEndsAt: null });
    expect(await subscription(uid)).toMatchObject({ planId: 'custom', status: 'active', trialEndsAt: null });
    const activity = await adminDb().collection('systemActivity').where('userId', '==', uid).get();
    expect(activity.docs.map((d) => d.get('type'))).toContain('ADMIN_PROMOTED');
  });

  it('refreshRole grants owner to a signed-in listed user once verified, and not before', async () => {
    const { localId: uid, idToken } = await signUpWithPassword(OWNER, PASSWORD);
    const before = await callFn<{ role: string; emailVerified: boolean }>('refreshRole', {}, idToken);
    expect(before).toEqual({ ok: true, data: { role: 'user', emailVerified: false } });
    expect(await userDoc(uid)).toMatchObject({ role: 'user' });

    await verifyEmailByLink(idToken, OWNER);
    // The same session (its token still says unverified): the function asks Auth itself.
    const after = await callFn<{ role: string; emailVerified: boolean }>('refreshRole', {}, idToken);
    expect(after).toEqual({ ok: true, data: { role: 'owner', emailVerified: true } });
    expect((await adminAuth().getUser(uid)).customClaims).toEqual({ role: 'owner' });
    expect(await userDoc(uid)).toMatchObject({ role: 'owner', planId: 'custom' });
  });

  it('refreshRole needs a signed-in caller', async () => {
    const result = await callFn('refreshRole', {});
    expect(result).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
  });

  it('a verified address that is not listed stays a user', async () => {
    const email = uniqueEmail('verified');
    const { localId: uid, idToken: first } = await signUpWithPassword(email, PASSWORD);
    await verifyEmailByLink(first, email);
    const { idToken } = await signInWithPassword(email, PASSWORD);
    expect(claimsOf(idToken)).toMatchObject({ role: 'user', email_verified: true });
    expect(await callFn('refreshRole', {}, idToken)).toEqual({ ok: true, data: { role: 'user', emailVerified: true } });
    expect(await userDoc(uid)).toMatchObject({ role: 'user' });
  });

  it('an admin promoted by the CLI keeps the role at sign-in (only an unverified owner grant is withheld)', async () => {
    const email = uniqueEmail('admin');
    const { localId: uid } = await signUpWithPassword(email, PASSWORD);
    await adminAuth().setCustomUserClaims(uid, { role: 'admin' });
    const { idToken } = await signInWithPassword(email, PASSWORD);
    expect(claimsOf(idToken).role).toBe('admin');
  });
});
