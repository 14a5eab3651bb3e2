// Restoring a deleted client from its history (docs/product/history.md#deleted-clients): owners
// and managers, within retention. The client comes back under its own id with the fields its
// delete entry kept, so its deals and revenues (which a client's delete leaves in place, still
// naming it) belong to it again. One transaction: the delete entry is read and marked restored,
// the client must not exist, and the client cap holds with the counter, as every writer keeps it.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { accountPaths, canManageAccount } from '../../../src/domain/accounts';
import { HISTORY_MESSAGES, restorable } from '../../../src/domain/history';
import { parseRecord } from '../../../src/domain/schemas';
import { accountEntitlements } from '../api/account';
import { requestData, requireSignedIn } from '../shared/guards';
import { refuseInMaintenance } from '../shared/maintenance';
import { accountIdOf, requireAccountRole } from '../shared/membership';
import { historyPath } from './entries';

const ENTRY_ID = /^[A-Za-z0-9_-]{1,300}$/;

const dateOf = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);
const uidOf = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 && v.length <= 128 ? v : null);

/** Restores the client of delete entry `entryId` in account `accountId`, as member `uid`; resolves to the client's id. */
export async function restoreDeletedClient(db: Firestore, accountId: string, entryId: string, uid: string, now = new Date()): Promise<{ clientId: string }> {
  const e = await accountEntitlements(db, accountId, now);
  if (!e.canWrite) throw new HttpsError('failed-precondition', HISTORY_MESSAGES.readOnly);
  const entryRef = db.collection(historyPath(accountId)).doc(entryId);
  const countersRef = db.doc(accountPaths.counters(accountId));
  return db.runTransaction(async (tx) => {
    const entry = await tx.get(entryRef);
    const d = entry.data();
    if (!entry.exists || !d || d.op !== 'delete' || d.recordKind !== 'clients') throw new HttpsError('not-found', HISTORY_MESSAGES.notFound);
    const expiresAt = dateOf(d.expiresAt) ?? new Date(0);
    if (dateOf(d.restoredAt)) throw new HttpsError('failed-precondition', HISTORY_MESSAGES.alreadyRestored);
    if (!restorable({ op: 'delete', recordKind: 'clients', expiresAt, restoredAt: null }, now))
      throw new HttpsError('failed-precondition', HISTORY_MESSAGES.expired);
    const clientId = String(d.recordId ?? '');
    const clientRef = db.doc(accountPaths.record(accountId, 'clients', clientId));
    const [client, counters] = await Promise.all([tx.get(clientRef), tx.get(countersRef)]);
    if (client.exists) throw new HttpsError('already-exists', HISTORY_MESSAGES.exists);
    const count = Number(counters.get('clients') ?? 0);
    if (e.clientCap !== null && count >= e.clientCap) throw new HttpsError('failed-precondition', HISTORY_MESSAGES.clientCap);
    const before = (d.before ?? {}) as Record<string, unknown>;
    const parsed = parseRecord('clients', before, now);
    if (!parsed.ok) throw new HttpsError('failed-precondition', parsed.message);
    const stamp = FieldValue.serverTimestamp();
    tx.set(clientRef, {
      ...parsed.value,
      ownerId: uidOf(before.ownerId) ?? uid,
      createdBy: uidOf(before.createdBy) ?? uid,
      updatedBy: uid,
      createdAt: stamp,
      updatedAt: stamp,
    });
    tx.set(countersRef, { clients: count + 1, lastClientId: clientId }, { merge: true });
    tx.update(entryRef, { restoredAt: Timestamp.fromDate(now), restoredBy: uid });
    return { clientId };
  });
}

/** The callable: request data `accountId` (absent: the caller's own) and `entryId`; owners and managers. */
export async function restoreClientCall(db: Firestore, request: CallableRequest): Promise<{ clientId: string }> {
  const caller = requireSignedIn(request);
  const data = requestData(request);
  const accountId = accountIdOf(data, caller.uid);
  const entryId = data.entryId;
  if (typeof entryId !== 'string' || !ENTRY_ID.test(entryId)) throw new HttpsError('invalid-argument', HISTORY_MESSAGES.badRequest);
  const member = await requireAccountRole(db, accountId, caller.uid, () => true);
  if (!canManageAccount(member.role)) throw new HttpsError('permission-denied', HISTORY_MESSAGES.notManager);
  await refuseInMaintenance(db, { uid: caller.uid });
  return restoreDeletedClient(db, accountId, entryId, caller.uid);
}
