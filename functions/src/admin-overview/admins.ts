// Admin Management (owner only, docs/product/admin.md#admin-management): add an admin by e-mail (an existing user is
// promoted; an unknown e-mail gets an account and an invitation to set a password), rename an
// admin, and demote an admin to a user (the account and its data stay). Every role change sets
// the claim, mirrors users/{uid}.role, bumps users/{uid}.claimsUpdatedAt (open sessions refresh
// their token) and is logged.
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ADMIN_MESSAGES, parseAddAdmin, parseAdminName, parseAdminUid } from '../../../src/domain/admin-admins';
import type { AddAdminResult } from '../../../src/domain/admin-admins';
import type { Role } from '../../../src/domain/types';
import { createAccountDocs } from '../account-docs';
import { adminAuth, db } from '../admin';
import { linkOrigin } from '../shared/link-origin';
import { logActivity } from '../shared/activity';
import { parseOrRefuse, requestData, requireOwner } from '../shared/guards';
import type { Caller } from '../shared/guards';
import { mailLocaleOf } from '../mail-texts/mail-locale';
import { queueMail } from '../shared/mail';

const roleOf = (user: UserRecord): Role => {
  const r = user.customClaims?.role;
  return r === 'owner' || r === 'admin' ? r : 'user';
};

async function userByEmail(email: string): Promise<UserRecord | null> {
  try {
    return await adminAuth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

async function userByUid(uid: string): Promise<UserRecord> {
  try {
    return await adminAuth.getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') throw new HttpsError('not-found', ADMIN_MESSAGES.noUser);
    throw error;
  }
}

/** Sets the role claim and mirrors it, with the activity entry, in one batch. */
async function setRole(caller: Caller, target: UserRecord, role: 'admin' | 'user', extra: Record<string, unknown>, details: string) {
  await adminAuth.setCustomUserClaims(target.uid, { ...target.customClaims, role });
  const batch = db.batch();
  batch.set(
    db.doc(`users/${target.uid}`),
    { role, ...extra, updatedAt: FieldValue.serverTimestamp(), claimsUpdatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
  await logActivity(
    db,
    {
      type: role === 'admin' ? 'ADMIN_PROMOTED' : 'ADMIN_REMOVED',
      actorUid: caller.uid,
      actorEmail: caller.email,
      targetUid: target.uid,
      targetEmail: target.email ?? null,
      details,
      changes: [{ field: 'role', before: roleOf(target), after: role }],
      source: 'app',
    },
    { batch },
  );
  await batch.commit();
}

/** The app's origin for links: APP_URL, a loopback caller on the emulators, else the Hosting default. */
const appOrigin = (req: Request): string => linkOrigin(req.headers.origin);

/** A password-setting link on the app's own action page (as password reset uses). */
async function invitationLink(email: string, origin: string | null): Promise<string> {
  const link = await adminAuth.generatePasswordResetLink(email);
  const code = new URL(link).searchParams.get('oobCode');
  if (!origin || !code) return link;
  return `${origin}/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(code)}`;
}

export const addAdminFn = onCall(async (request): Promise<AddAdminResult> => {
  const caller = await requireOwner(request);
  const { name, email } = parseOrRefuse(parseAddAdmin(requestData(request)));
  const existing = await userByEmail(email);
  if (existing) {
    const role = roleOf(existing);
    if (role === 'admin') throw new HttpsError('already-exists', ADMIN_MESSAGES.alreadyAdmin);
    if (role === 'owner') throw new HttpsError('failed-precondition', ADMIN_MESSAGES.isOwner);
    await adminAuth.updateUser(existing.uid, { displayName: name });
    await setRole(caller, existing, 'admin', { email, displayName: name, adminSince: FieldValue.serverTimestamp() }, 'Promoted to admin by the owner');
    return { outcome: 'promoted', uid: existing.uid };
  }

  const created = await adminAuth.createUser({ email, displayName: name, password: randomBytes(24).toString('base64url') });
  const now = new Date();
  if (!(await db.doc(`users/${created.uid}`).get()).exists) {
    await createAccountDocs(db, { uid: created.uid, email, displayName: name, emailVerified: false }, now, []);
  }
  await setRole(caller, created, 'admin', { displayName: name, adminSince: FieldValue.serverTimestamp() }, 'Invited as a new admin account');
  const inviteLink = await invitationLink(email, appOrigin(request.rawRequest));
  // In the new admin's language: their display settings start from the global defaults.
  const l = await mailLocaleOf(db, created.uid);
  await queueMail(db, {
    to: email,
    uid: created.uid,
    category: 'invitation',
    subject: l.t('adminInvitationSubject'),
    text: l.t('adminInvitationText', { name, inviter: caller.email || l.t('theOwner'), link: inviteLink }),
  });
  return { outcome: 'created', uid: created.uid, inviteLink };
});

export const updateAdminFn = onCall(async (request) => {
  const caller = await requireOwner(request);
  const { uid, displayName } = parseOrRefuse(parseAdminName(requestData(request)));
  const target = await userByUid(uid);
  if (roleOf(target) !== 'admin') throw new HttpsError('failed-precondition', ADMIN_MESSAGES.notAdmin);
  await adminAuth.updateUser(uid, { displayName });
  const batch = db.batch();
  batch.set(db.doc(`users/${uid}`), { displayName, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  await logActivity(
    db,
    {
      type: 'USER_EDITED',
      actorUid: caller.uid,
      actorEmail: caller.email,
      targetUid: uid,
      targetEmail: target.email ?? null,
      details: 'Admin display name changed',
      changes: [{ field: 'displayName', before: target.displayName ?? '', after: displayName }],
      source: 'app',
    },
    { batch },
  );
  await batch.commit();
  return { ok: true };
});

export const removeAdminFn = onCall(async (request) => {
  const caller = await requireOwner(request);
  const { uid } = parseOrRefuse(parseAdminUid(requestData(request)));
  if (uid === caller.uid) throw new HttpsError('failed-precondition', ADMIN_MESSAGES.notSelf);
  const target = await userByUid(uid);
  if (roleOf(target) !== 'admin') throw new HttpsError('failed-precondition', ADMIN_MESSAGES.notAdmin);
  await setRole(caller, target, 'user', { adminSince: null }, 'Admin rights removed by the owner; the account and its data stay');
  return { ok: true };
});
