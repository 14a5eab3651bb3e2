// Password changes and "sign out of all other devices" (Settings > Security). The browser has
// re-checked the current password by re-authenticating just before; these check that the sign-in
// is that recent, enforce the owner's password rules, revoke every refresh token, stamp
// users/{uid}.sessionsRevokedAt (open sessions watch it and sign out) and log the event.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { parseSecuritySettings, passwordProblem } from '../../../src/domain/system-settings/security';
import { logActivity } from '../shared/activity';
import type { Caller } from '../shared/guards';

/** The password must have been re-entered within this time. */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;
export const MAX_PASSWORD_LENGTH = 128;

export const SESSION_MESSAGES = {
  stale: 'For your security, please enter your current password again.',
  missing: 'Please enter a new password.',
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
} as const;

export type Origin = { userAgent?: string; ip?: string };

function requireRecentSignIn(caller: Caller, now: Date) {
  if (now.getTime() - caller.authTime.getTime() > RECENT_SIGN_IN_MS) {
    throw new HttpsError('failed-precondition', SESSION_MESSAGES.stale, { reason: 'recent-sign-in-required' });
  }
}

/** Revokes every refresh token and stamps the time, whole seconds as Auth keeps it. */
async function revokeAll(db: Firestore, auth: Auth, uid: string, now: Date): Promise<number> {
  await auth.revokeRefreshTokens(uid);
  const revokedAt = Math.floor(now.getTime() / 1000) * 1000;
  await db.doc(`users/${uid}`).update({ sessionsRevokedAt: new Date(revokedAt) });
  return revokedAt;
}

export async function changePassword(db: Firestore, auth: Auth, caller: Caller, data: Record<string, unknown>, origin: Origin, now = new Date()) {
  requireRecentSignIn(caller, now);
  const password = data.newPassword;
  if (typeof password !== 'string' || password.length === 0) throw new HttpsError('invalid-argument', SESSION_MESSAGES.missing);
  if (password.length > MAX_PASSWORD_LENGTH) throw new HttpsError('invalid-argument', SESSION_MESSAGES.tooLong);
  const policy = parseSecuritySettings((await db.doc('systemSettings/security').get()).data());
  const problem = passwordProblem(policy, password);
  if (problem) throw new HttpsError('invalid-argument', problem);
  await auth.updateUser(caller.uid, { password });
  const revokedAt = await revokeAll(db, auth, caller.uid, now);
  await logActivity(db, {
    type: 'PASSWORD_CHANGED',
    actorUid: caller.uid,
    actorEmail: caller.email,
    targetUid: caller.uid,
    targetEmail: caller.email,
    details: 'Password changed; other sessions signed out',
    source: 'app',
    ...origin,
  });
  return { ok: true, revokedAt };
}

export async function revokeSessions(db: Firestore, auth: Auth, caller: Caller, origin: Origin, now = new Date()) {
  requireRecentSignIn(caller, now);
  const revokedAt = await revokeAll(db, auth, caller.uid, now);
  await logActivity(db, {
    type: 'SESSIONS_REVOKED',
    actorUid: caller.uid,
    actorEmail: caller.email,
    targetUid: caller.uid,
    targetEmail: caller.email,
    details: 'Signed out of all other devices',
    source: 'app',
    ...origin,
  });
  return { ok: true, revokedAt };
}
