// Edit Profile: the user's own profile fields on users/{uid}, checked with the shared schema and
// logged (PROFILE_UPDATED, with before and after); and the verified e-mail change, copied from
// Firebase Auth (the only source of truth for the sign-in address) onto the user document. A
// changed name or address is also copied onto the person's member document in each account
// they belong to (accounts/{a}/members/{uid}), which the member lists show.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { describeChanges } from '../../../src/domain/activity';
import type { ActivityChange } from '../../../src/domain/activity';
import { parseProfileChanges } from '../../../src/domain/user-settings/profile';
import { logActivity } from '../shared/activity';
import { parseOrRefuse } from '../shared/guards';
import { refuseInMaintenance } from '../shared/maintenance';
import { accountsListed, syncMemberCopies } from '../shared/membership';
import type { Caller } from '../shared/guards';

export async function saveProfile(db: Firestore, caller: Caller, data: Record<string, unknown>, now = new Date()) {
  const value = parseOrRefuse(parseProfileChanges(data));
  await refuseInMaintenance(db, caller);
  const ref = db.doc(`users/${caller.uid}`);
  const { changes, accounts } = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', 'Your account was not found.');
    const current = snap.data() ?? {};
    const diff: ActivityChange[] = Object.entries(value)
      .filter(([field, after]) => (current[field] ?? '') !== after)
      .map(([field, after]) => ({ field, before: current[field] ?? '', after }));
    if (diff.length) tx.update(ref, { ...Object.fromEntries(diff.map((c) => [c.field, c.after])), updatedAt: now });
    return { changes: diff, accounts: accountsListed(caller.uid, current) };
  });
  const name = changes.find((c) => c.field === 'displayName');
  if (name && typeof name.after === 'string') await syncMemberCopies(db, caller.uid, accounts, { displayName: name.after });
  if (changes.length) {
    await logActivity(db, {
      type: 'PROFILE_UPDATED',
      actorUid: caller.uid,
      actorEmail: caller.email,
      targetUid: caller.uid,
      targetEmail: caller.email,
      details: `Profile: ${describeChanges(changes)}`,
      changes,
      source: 'app',
    });
  }
  return { changed: changes.map((c) => c.field) };
}

export async function syncEmail(db: Firestore, auth: Auth, caller: Caller, now = new Date()) {
  const record = await auth.getUser(caller.uid);
  const email = (record.email ?? '').toLowerCase();
  if (!email) throw new HttpsError('failed-precondition', 'Your account has no e-mail address.');
  const ref = db.doc(`users/${caller.uid}`);
  const { before, accounts } = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', 'Your account was not found.');
    const previous = String(snap.get('email') ?? '');
    if (previous.toLowerCase() !== email) tx.update(ref, { email, updatedAt: now });
    return { before: previous, accounts: accountsListed(caller.uid, snap.data()) };
  });
  if (before.toLowerCase() === email) return { email, changed: false };
  await syncMemberCopies(db, caller.uid, accounts, { email });
  await logActivity(db, {
    type: 'EMAIL_CHANGED',
    actorUid: caller.uid,
    actorEmail: email,
    targetUid: caller.uid,
    targetEmail: email,
    details: `E-mail changed from ${before} to ${email}`,
    changes: [{ field: 'email', before, after: email }],
    source: 'app',
  });
  return { email, changed: true };
}
