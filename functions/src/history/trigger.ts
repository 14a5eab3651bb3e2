// The history triggers (docs/product/history.md): one entry per written client or deal that
// changed something a person sees, computed by src/domain/history.ts. The entry's id comes from
// the document's version, so a repeated event writes nothing more: `create()` refuses the second.
import type { Firestore } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { DELETIONS, deleteEntryId, deleterOf, deletionMarkerId, historyEntryOf, writeEntryId } from '../../../src/domain/history';
import type { DeletionMarker, HistoryKind } from '../../../src/domain/history';
import { accountPaths } from '../../../src/domain/accounts';
import { entryDoc, historyPath, historyRetentionDays } from './entries';

/** gRPC ALREADY_EXISTS: the entry is there (a repeated event, or a server-side delete wrote it). */
const ALREADY_EXISTS = 6;
/** gRPC FAILED_PRECONDITION: the marker changed since it was read (a later delete of the same id). */
const FAILED_PRECONDITION = 9;

const ignoreChanged = (error: unknown) => {
  if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) throw error;
};

/** A stored deletion marker, its time as a Date. */
function markerOf(snap: DocumentSnapshot): Partial<DeletionMarker> {
  const d = snap.data() ?? {};
  return { kind: d.kind, recordId: d.recordId, by: d.by, at: d.at instanceof Timestamp ? d.at.toDate() : undefined };
}

export type WrittenDocument = {
  accountId: string;
  kind: HistoryKind;
  id: string;
  before: DocumentSnapshot | undefined;
  after: DocumentSnapshot | undefined;
  /** When the write happened (the event's time). */
  time: Date;
};

/** Writes the history entry of one document write; resolves to whether it wrote one. */
export async function recordHistory(db: Firestore, w: WrittenDocument): Promise<boolean> {
  const before = w.before?.exists ? (w.before.data() ?? null) : null;
  const after = w.after?.exists ? (w.after.data() ?? null) : null;
  // A browser's delete names its member in the deletion marker of its batch (the rules require
  // it); a server's delete wrote its entry itself, under the id below, so it is kept as it is.
  const marker = !after && before ? await db.doc(`${accountPaths.account(w.accountId)}/${DELETIONS}/${deletionMarkerId(w.kind, w.id)}`).get() : null;
  const deletedBy = marker?.exists ? deleterOf(markerOf(marker), w.kind, w.before?.updateTime?.toDate() ?? null) : undefined;
  const data = historyEntryOf(w.kind, w.id, before, after, { deletedBy });
  if (!data) return false;
  const version = after ? w.after?.updateTime : w.before?.updateTime;
  const entryId = version ? (after ? writeEntryId(w.kind, w.id, version) : deleteEntryId(w.kind, w.id, version)) : null;
  // A delete has no version of its own: its event's time, never before the version it deleted
  // (the emulator's event times are whole seconds), so it sorts after that version's entry.
  const at =
    after && w.after?.updateTime ? w.after.updateTime.toDate() : new Date(Math.max(w.time.getTime(), (w.before?.updateTime?.toDate().getTime() ?? 0) + 1));
  const col = db.collection(historyPath(w.accountId));
  const ref = entryId ? col.doc(entryId) : col.doc();
  let written = true;
  try {
    await ref.create(entryDoc(data, at, await historyRetentionDays(db)));
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    written = false;
  }
  // The marker has told its delete's entry: it goes, unless a later delete of the same id wrote it anew.
  if (marker?.exists && deletedBy) await marker.ref.delete({ lastUpdateTime: marker.updateTime }).catch(ignoreChanged);
  if (!written) return false;
  // A late event of a record of an account being deleted (deleteAccount, the deletion of a
  // user's data) must leave nothing that outlives it. The deleters remove the account's document
  // before their last sweep of its collections, so the account read after the write tells:
  // still there, and the sweep comes after this entry; gone, and the entry goes now. One read,
  // no transaction (thousands of them on one account's document would queue on its lock).
  if (!(await db.doc(accountPaths.account(w.accountId)).get()).exists) {
    await ref.delete();
    return false;
  }
  return true;
}
