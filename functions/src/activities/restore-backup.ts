// Restoring a backup's activities (docs/product/import.md#restore): owners and managers restore,
// and a backup's notes and logs keep their authors, which no browser may write as someone else
// (firestore.rules createsActivity: the author is the caller). So the restore's last step is
// this callable: it checks the caller's role itself, then writes each activity under its id with
// the Admin SDK, as src/domain/export/activities.ts planActivitiesRestore says (the app's schema,
// a client the account holds, that client's owner stamped on it). At most ACTIVITY_RESTORE_CHUNK
// activities a call; the data layer sends a backup's in chunks, after its clients are back.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { accountPaths, canManageAccount } from '../../../src/domain/accounts';
import { ACTIVITY_RESTORE_CHUNK, planActivitiesRestore } from '../../../src/domain/export/activities';
import { accountEntitlements } from '../api/account';
import { requestData, requireSignedIn } from '../shared/guards';
import { refuseInMaintenance } from '../shared/maintenance';
import { accountIdOf, requireAccountRole } from '../shared/membership';

export const RESTORE_ACTIVITIES_MESSAGES = {
  managersOnly: "Only an account's owners and managers restore a backup.",
  // ACTIVITY_RESTORE_CHUNK written out: one text to translate (the function test keeps them in step).
  badRequest: 'Send the activities as a list of at most 400.',
  readOnly: 'This account is read-only (the trial has ended, the subscription is over or it is suspended): a backup cannot be restored into it.',
} as const;

export type RestoreActivitiesReply = { written: number; errors: string[] };

export async function restoreActivities(db: Firestore, accountId: string, list: readonly unknown[]): Promise<RestoreActivitiesReply> {
  const subjects = [
    ...new Set(
      list
        .map((a) => (a && typeof a === 'object' ? (a as { subject?: unknown }).subject : undefined))
        .filter((s): s is string => typeof s === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(s)),
    ),
  ];
  const clients = subjects.length > 0 ? await db.getAll(...subjects.map((id) => db.doc(accountPaths.record(accountId, 'clients', id)))) : [];
  const owners = new Map(clients.filter((c) => c.exists).map((c) => [c.id, typeof c.get('ownerId') === 'string' ? String(c.get('ownerId')) : '']));
  const plan = planActivitiesRestore(list, owners);
  const batch = db.batch();
  const now = FieldValue.serverTimestamp();
  for (const a of plan.activities) {
    const { id, at, ...fields } = a;
    batch.set(db.doc(`${accountPaths.account(accountId)}/activities/${id}`), {
      ...fields,
      at: Timestamp.fromDate(new Date(at)),
      createdAt: now,
      updatedAt: now,
    });
  }
  if (plan.activities.length > 0) await batch.commit();
  return { written: plan.activities.length, errors: plan.errors };
}

/** The callable: request data `accountId` (absent: the caller's own) and `activities`; owners and managers. */
export async function restoreActivitiesCall(db: Firestore, request: CallableRequest): Promise<RestoreActivitiesReply> {
  const caller = requireSignedIn(request);
  const data = requestData(request);
  const accountId = accountIdOf(data, caller.uid);
  const list = data.activities;
  if (!Array.isArray(list) || list.length > ACTIVITY_RESTORE_CHUNK) throw new HttpsError('invalid-argument', RESTORE_ACTIVITIES_MESSAGES.badRequest);
  const member = await requireAccountRole(db, accountId, caller.uid, () => true);
  if (!canManageAccount(member.role)) throw new HttpsError('permission-denied', RESTORE_ACTIVITIES_MESSAGES.managersOnly);
  await refuseInMaintenance(db, { uid: caller.uid });
  if (!(await accountEntitlements(db, accountId)).canWrite) throw new HttpsError('failed-precondition', RESTORE_ACTIVITIES_MESSAGES.readOnly);
  return restoreActivities(db, accountId, list);
}
