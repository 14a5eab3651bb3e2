// The settings callables through the Functions emulator: password change, signing out other
// sessions, profile save and the verified e-mail copy; and the display defaults of new accounts.
import { afterAll, describe, expect, it } from 'vitest';
import { changePassword } from '../../functions/src/settings/sessions';
import { adminAuth, adminDb, authHost, closeAdmin, signUpWithPassword, uniqueEmail } from '../support/emulators';
import { callFn, callOk, userOf } from '../billing/helpers';

const SLOW = { timeout: 120_000 };

async function signInWithPassword(email: string, password: string) {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return { ok: response.ok, body: (await response.json()) as { idToken?: string; localId?: string } };
}

async function eventsOf(uid: string) {
  const snap = await adminDb().collection('systemActivity').where('targetUid', '==', uid).get();
  return snap.docs.map((d) => d.data());
}

describe('settings callables', SLOW, () => {
  afterAll(closeAdmin);

  it('a password change that breaks the rules is refused with the rule, and a good one works, signs others out and is logged', async () => {
    const email = uniqueEmail('pw');
    const { localId: uid, idToken } = await signUpWithPassword(email, 'secret123');

    const weak = await callFn('changePassword', { newPassword: 'short' }, idToken);
    expect(weak).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: 'Password must be at least 8 characters' });

    await callOk('changePassword', { newPassword: 'brand-new-secret' }, idToken);
    expect((await signInWithPassword(email, 'secret123')).ok).toBe(false);
    expect((await signInWithPassword(email, 'brand-new-secret')).ok).toBe(true);

    const user = await userOf(uid);
    expect(user.sessionsRevokedAt).toBeTruthy();
    const validAfter = new Date((await adminAuth().getUser(uid)).tokensValidAfterTime ?? 0).getTime();
    expect(Math.abs(validAfter - (user.sessionsRevokedAt as { toMillis(): number }).toMillis())).toBeLessThan(2000);

    const events = await eventsOf(uid);
    expect(events.map((e) => e.type)).toContain('PASSWORD_CHANGED');
  });

  it('the password rules come from the security settings (numbers required)', async () => {
    await adminDb().doc('systemSettings/security').set({ passwordMinLength: 8, requireNumbers: true, requireSymbols: false, sessionTimeout: 30 });
    try {
      const { idToken } = await signUpWithPassword(uniqueEmail('pw-rules'), 'secret123');
      const r = await callFn('changePassword', { newPassword: 'no-numbers-here' }, idToken);
      expect(r).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: 'Password must contain at least one number' });
    } finally {
      await adminDb().doc('systemSettings/security').delete();
    }
  });

  it('a password change needs a sign-in from the last five minutes', async () => {
    const { localId: uid } = await signUpWithPassword(uniqueEmail('stale'), 'secret123');
    const caller = { uid, email: 'x@example.com', role: 'user' as const, authTime: new Date(Date.now() - 10 * 60_000) };
    const refused = await changePassword(adminDb(), adminAuth(), caller, { newPassword: 'another-secret' }, {}).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'failed-precondition', message: 'For your security, please enter your current password again.' });
  });

  it('signing out other devices revokes the tokens and is logged', async () => {
    const { localId: uid, idToken } = await signUpWithPassword(uniqueEmail('revoke'), 'secret123');
    await callOk('revokeSessions', {}, idToken);
    expect((await userOf(uid)).sessionsRevokedAt).toBeTruthy();
    expect((await eventsOf(uid)).map((e) => e.type)).toContain('SESSIONS_REVOKED');
    expect((await callFn('revokeSessions', {})).ok).toBe(false);
  });

  it('the profile saves its fields, refuses a role or an unknown job title, and logs the change', async () => {
    const { localId: uid, idToken } = await signUpWithPassword(uniqueEmail('profile'), 'secret123');
    expect(await callFn('saveProfile', { role: 'owner' }, idToken)).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    expect(await callFn('saveProfile', { jobTitle: 'owner' }, idToken)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'Please choose a job title from the list.',
    });
    expect(await callFn('saveProfile', { displayName: '  ' }, idToken)).toMatchObject({ ok: false, message: 'Please enter your name.' });

    await callOk('saveProfile', { displayName: 'Ada Lovelace', jobTitle: 'lawyer', company: 'Analytical Ltd', bio: 'Hi' }, idToken);
    expect(await userOf(uid)).toMatchObject({ displayName: 'Ada Lovelace', jobTitle: 'lawyer', company: 'Analytical Ltd', bio: 'Hi', role: 'user' });
    const logged = (await eventsOf(uid)).find((e) => e.type === 'PROFILE_UPDATED');
    expect(logged?.details).toContain('jobTitle (none) → lawyer');
    // The member lists of their accounts show the new name.
    expect((await adminDb().doc(`accounts/${uid}/members/${uid}`).get()).get('displayName')).toBe('Ada Lovelace');
  });

  it('a verified e-mail change reaches the user document once, logged as EMAIL_CHANGED', async () => {
    const { localId: uid, idToken } = await signUpWithPassword(uniqueEmail('old'), 'secret123');
    const next = uniqueEmail('new');
    await adminAuth().updateUser(uid, { email: next });
    expect(await callOk('syncEmail', {}, idToken)).toEqual({ email: next, changed: true });
    expect((await userOf(uid)).email).toBe(next);
    expect((await adminDb().doc(`accounts/${uid}/members/${uid}`).get()).get('email')).toBe(next.toLowerCase());
    expect(await callOk('syncEmail', {}, idToken)).toEqual({ email: next, changed: false });
    expect((await eventsOf(uid)).filter((e) => e.type === 'EMAIL_CHANGED')).toHaveLength(1);
  });

  it('a new account starts from the global display defaults', async () => {
    await adminDb()
      .doc('systemSettings/global')
      .set({ defaultCurrency: 'EUR', dateFormat: 'DD.MM.YYYY', defaultTimezone: 'Europe/Paris', defaultLanguage: 'fr', defaultCountry: 'FR' });
    try {
      const { localId: uid } = await signUpWithPassword(uniqueEmail('defaults'), 'secret123');
      const display = (await adminDb().doc(`users/${uid}/settings/display`).get()).data();
      expect(display).toMatchObject({ currency: 'EUR', dateFormat: 'DD.MM.YYYY', timeZone: 'Europe/Paris', language: 'fr', numberFormat: 'FR' });
    } finally {
      await adminDb().doc('systemSettings/global').delete();
    }
  });
});
