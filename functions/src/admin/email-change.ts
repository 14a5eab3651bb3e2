// A sign-in e-mail changed by staff (Subscription Override's edit; docs/decisions/0180). Such a
// change could hand an account to whoever holds the new address (a password reset to it), so:
// - nobody changes another staff member's e-mail here (staff change their own in Settings);
// - an OWNER_EMAILS address is never set by staff (it would make an owner once verified);
// - the new address starts unverified until its holder verifies it;
// - the old address gets a notice with a link that undoes the change for 30 days: the old
//   address comes back, verified (its holder opened the link), and every session is signed out.
// The undo code is stored only as a SHA-256 hash in emailChangeUndo/{hash} (functions only).
import { createHash, randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { isOwnerEmail } from '../../../src/domain/account';
import type { Role } from '../../../src/domain/types';
import { linkOrigin } from '../shared/link-origin';
import { mailLocaleOf } from '../mail-texts/mail-locale';
import { ownerEmails } from '../owner-role';
import { logActivity } from '../shared/activity';
import { requestData } from '../shared/guards';
import type { Caller } from '../shared/guards';
import { queueMail } from '../shared/mail';

export const UNDO_COLLECTION = 'emailChangeUndo';
export const UNDO_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const EMAIL_CHANGE_MESSAGES = {
  staffEmail: "Staff change their own sign-in e-mail in Settings: you cannot change another admin's or owner's e-mail.",
  ownerAddress: 'This address is reserved for the owner: only its holder can take it, by signing up and verifying it.',
  badUndo: 'This e-mail link is invalid, has expired or was already used.',
  undoTaken: 'The previous address is now used by another account, so the change cannot be undone. Please contact support.',
} as const;

const hash = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/** Why staff may not set this e-mail on this account, or null. */
export function staffEmailChangeProblem(caller: Caller, target: { uid: string; role: Role }, email: string, owners = ownerEmails()): string | null {
  if (target.uid !== caller.uid && target.role !== 'user') return EMAIL_CHANGE_MESSAGES.staffEmail;
  if (isOwnerEmail(email, owners)) return EMAIL_CHANGE_MESSAGES.ownerAddress;
  return null;
}

/**
 * After the new address is set: stores the undo code and queues the notice to the old address,
 * in the account's language. Returns the undo link (for tests; never shown to staff).
 */
export async function noticeToOldAddress(
  db: Firestore,
  change: { uid: string; oldEmail: string; newEmail: string; oldVerified: boolean; caller: Caller; origin: unknown },
  now: Date,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.doc(`${UNDO_COLLECTION}/${hash(code)}`).set({
    uid: change.uid,
    oldEmail: change.oldEmail,
    newEmail: change.newEmail,
    oldVerified: change.oldVerified,
    changedBy: change.caller.uid,
    changedAt: now,
    expiresAt: new Date(now.getTime() + UNDO_DAYS * DAY_MS),
  });
  const link = `${linkOrigin(change.origin)}/auth/action?mode=undoEmailChange&oobCode=${code}`;
  const l = await mailLocaleOf(db, change.uid);
  await queueMail(db, {
    to: change.oldEmail,
    uid: change.uid,
    category: 'security',
    subject: l.t('emailChangedByStaffSubject'),
    text: l.t('emailChangedByStaffText', { actor: change.caller.email || l.t('theOwner'), old: change.oldEmail, new: change.newEmail, link }),
  });
  return link;
}

/** The undo link's callable (no sign-in: the code is the proof). Answers the restored address. */
export async function undoEmailChange(deps: { db: Firestore; auth: Auth; now?: Date }, request: Pick<CallableRequest, 'data'>): Promise<{ email: string }> {
  const now = deps.now ?? new Date();
  const code = requestData(request as CallableRequest).code;
  if (typeof code !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(code)) throw new HttpsError('invalid-argument', EMAIL_CHANGE_MESSAGES.badUndo);
  const ref = deps.db.doc(`${UNDO_COLLECTION}/${hash(code)}`);
  const snap = await ref.get();
  const d = snap.data();
  const expires = d?.expiresAt as { toMillis(): number } | undefined;
  if (!d || typeof d.uid !== 'string' || typeof d.oldEmail !== 'string' || !expires || expires.toMillis() < now.getTime()) {
    throw new HttpsError('invalid-argument', EMAIL_CHANGE_MESSAGES.badUndo);
  }
  const uid = d.uid;
  const oldEmail = d.oldEmail;
  const user = await deps.auth.getUser(uid).catch(() => null);
  if (!user) {
    await ref.delete();
    throw new HttpsError('invalid-argument', EMAIL_CHANGE_MESSAGES.badUndo);
  }
  await deps.auth.updateUser(uid, { email: oldEmail, emailVerified: true }).catch((error: { code?: string }) => {
    if (error.code === 'auth/email-already-exists') throw new HttpsError('failed-precondition', EMAIL_CHANGE_MESSAGES.undoTaken);
    throw error;
  });
  // Whoever reached the account through the new address is signed out everywhere.
  await deps.auth.revokeRefreshTokens(uid);
  const revokedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const batch = deps.db.batch();
  batch.set(deps.db.doc(`users/${uid}`), { email: oldEmail, sessionsRevokedAt: revokedAt, updatedAt: now }, { merge: true });
  batch.delete(ref);
  await logActivity(
    deps.db,
    {
      type: 'EMAIL_CHANGED',
      actorUid: uid,
      actorEmail: oldEmail,
      targetUid: uid,
      targetEmail: oldEmail,
      details: `Sign-in e-mail change undone from the previous address: ${user.email ?? ''} back to ${oldEmail}; every session signed out`,
      changes: [{ field: 'email', before: user.email ?? null, after: oldEmail }],
      source: 'app',
    },
    { batch, now },
  );
  await batch.commit();
  return { email: oldEmail };
}
