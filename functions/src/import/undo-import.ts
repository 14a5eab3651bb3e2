// Undo of an import, server-side (docs/decisions/0153). The browser lists the import's records
// (accounts/{accountId}/imports, one document per 500 created records or 100 updates) and calls
// this function once per document (an owner or manager of the account), two at a time, so the progress bar moves as each one is done.
// The function reads the document, deletes the records it names that still exist, puts back the
// fields the import overwrote, keeps the client counter in step, then deletes the document: a
// second call for the same document finds nothing and does nothing.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, DocumentSnapshot, Firestore, Timestamp, WriteBatch } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { accountPaths, canManageAccount, canWriteRecords } from '../../../src/domain/accounts';
import type { Entitlements } from '../../../src/domain/entitlements';
import { eachInFlight } from '../../../src/domain/in-flight';
import { IMPORT_CALL, IMPORT_MESSAGES, UNDO_DAYS } from '../../../src/domain/import/server-import';
import type { UndoCallReply, UndoCallRequest } from '../../../src/domain/import/server-import';
import { RECORD_KINDS } from '../../../src/domain/types';
import type { Member } from '../shared/membership';
import { markOf } from '../api/records';
import { historyRetentionDays, putDeleteEntry } from '../history/entries';
import { BATCH_ID, ID, PARTS_PER_CALL, managedImportRequest } from './import-records';

/** What an import record may name: the record kinds and deals. */
const UNDONE_KINDS: readonly string[] = [...RECORD_KINDS, 'deals'];

/** Deletes or updates per batch, and batches in flight at once. */
const BATCH_WRITES = 100;
const BATCHES_IN_FLIGHT = 4;

/** The request's shape, or `invalid-argument`. */
export function parseUndoCall(data: Record<string, unknown>): UndoCallRequest {
  const { batchId, part } = data;
  if (typeof batchId !== 'string' || !BATCH_ID.test(batchId)) throw new HttpsError('invalid-argument', IMPORT_MESSAGES.badRequest);
  if (typeof part !== 'number' || !Number.isInteger(part) || part < 0 || part >= IMPORT_CALL.maxParts * PARTS_PER_CALL) {
    throw new HttpsError('invalid-argument', IMPORT_MESSAGES.badRequest);
  }
  return { batchId, part };
}

/** The documents of `refs` that exist, read in groups (getAll takes many documents in one request). */
async function existingSnaps(db: Firestore, refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
  const found: DocumentSnapshot[] = [];
  for (let i = 0; i < refs.length; i += 300) {
    const snaps = await db.getAll(...refs.slice(i, i + 300));
    for (const s of snaps) if (s.exists) found.push(s);
  }
  return found;
}

async function existing(db: Firestore, refs: DocumentReference[]): Promise<DocumentReference[]> {
  return (await existingSnaps(db, refs)).map((s) => s.ref);
}

/** Runs `apply` over `items` in batches of BATCH_WRITES, BATCHES_IN_FLIGHT at a time. */
async function inBatches<T>(db: Firestore, items: T[], apply: (batch: WriteBatch, item: T) => void): Promise<void> {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH_WRITES) groups.push(items.slice(i, i + BATCH_WRITES));
  await eachInFlight(groups, BATCHES_IN_FLIGHT, async (group) => {
    const batch = db.batch();
    for (const item of group) apply(batch, item);
    await batch.commit();
  });
}

/** Undoes import record `part` of import `batchId` of account `accountId`, whose entitlements are `e`. */
export async function undoImportPart(
  db: Firestore,
  accountId: string,
  e: Entitlements,
  input: UndoCallRequest,
  by: string,
  now = new Date(),
  member?: Pick<Member, 'role'>,
): Promise<UndoCallReply> {
  if (!e.canWrite) throw new HttpsError('failed-precondition', IMPORT_MESSAGES.readOnly);
  const recordRef = db.doc(`${accountPaths.imports(accountId)}/${input.batchId}-${input.part}`);
  const record = await recordRef.get();
  // Already undone (a repeated call), expired, or never there.
  if (!record.exists || record.get('batchId') !== input.batchId) return { removed: 0, restored: 0 };
  // A member who is not an owner or manager undoes only a deals import of their own.
  if (member && !canManageAccount(member.role) && (record.get('kind') !== 'deals' || record.get('by') !== by)) {
    throw new HttpsError('permission-denied', IMPORT_MESSAGES.undoNotYours);
  }
  const recordedAt = record.get('createdAt') as Timestamp | null | undefined;
  if (recordedAt && now.getTime() - recordedAt.toMillis() > UNDO_DAYS * 86_400_000) {
    throw new HttpsError('failed-precondition', IMPORT_MESSAGES.undoTooOld);
  }

  const kinds = UNDONE_KINDS;
  const refOf = (path: unknown): DocumentReference | null => {
    if (typeof path !== 'string') return null;
    const [kind, id, ...rest] = path.split('/');
    return kind && kinds.includes(kind) && id && ID.test(id) && rest.length === 0 ? db.doc(`${accountPaths.account(accountId)}/${kind}/${id}`) : null;
  };

  // Created records that still exist are deleted.
  const created = ((record.get('created') as unknown[] | undefined) ?? []).map(refOf).filter((r): r is DocumentReference => r !== null);
  const snaps = await existingSnaps(db, created);
  const toDelete = snaps.map((s) => s.ref);
  const days = await historyRetentionDays(db);
  // A client's or deal's delete names the undo in its history (its entry in the same batch, see functions/src/history).
  await inBatches(db, snaps, (batch, snap) => {
    batch.delete(snap.ref);
    const kind = snap.ref.parent.id;
    if (kind === 'clients' || kind === 'deals') putDeleteEntry(db, batch, accountId, kind, snap, { actor: by, source: 'import' }, days, now);
  });
  const clients = toDelete.filter((ref) => ref.parent.id === 'clients');
  if (clients.length > 0) {
    // Never below 0 (records written before the counter existed).
    const countersRef = db.doc(accountPaths.counters(accountId));
    await db.runTransaction(async (tx) => {
      const count = Number((await tx.get(countersRef)).get('clients') ?? 0);
      tx.set(countersRef, { clients: Math.max(0, count - clients.length), lastClientId: clients[clients.length - 1]!.id }, { merge: true });
    });
  }

  // Updated records that still exist get the fields the import overwrote.
  type Update = { ref: DocumentReference; fields: Record<string, unknown> };
  const updates: Update[] = [];
  for (const u of (record.get('updated') as unknown[] | undefined) ?? []) {
    if (!u || typeof u !== 'object') continue;
    const { path, fields } = u as { path?: unknown; fields?: unknown };
    const ref = refOf(path);
    if (ref && fields && typeof fields === 'object' && !Array.isArray(fields)) updates.push({ ref, fields: fields as Record<string, unknown> });
  }
  const still = new Set(
    (
      await existing(
        db,
        updates.map((u) => u.ref),
      )
    ).map((r) => r.path),
  );
  // A record a file updated twice is listed twice with the same old fields: one write each.
  const restore = [...new Map(updates.filter((u) => still.has(u.ref.path)).map((u) => [u.ref.path, u])).values()];
  await inBatches(db, restore, (batch, u) =>
    batch.update(u.ref, { ...u.fields, updatedBy: by, ...markOf(u.ref.parent.id, 'import'), updatedAt: FieldValue.serverTimestamp() }),
  );

  await recordRef.delete();
  return { removed: toDelete.length, restored: restore.length };
}

export async function undoImportCall(db: Firestore, request: CallableRequest): Promise<UndoCallReply> {
  const { accountId, e, input, uid, member } = await managedImportRequest(db, request, parseUndoCall, () => canWriteRecords);
  return undoImportPart(db, accountId, e, input, uid, new Date(), member);
}
