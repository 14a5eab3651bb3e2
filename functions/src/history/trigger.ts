// The history triggers (docs/product/history.md): one entry per written client or deal that
// changed something a person sees, computed by src/domain/history.ts. The entry's id comes from
// the document's version, so a repeated event writes nothing more: `create()` refuses the second.
import type { Firestore } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { deleteEntryId, historyEntryOf, writeEntryId } from '../../../src/domain/history';
import type { HistoryKind } from '../../../src/domain/history';
import { accountPaths } from '../../../src/domain/accounts';
import { entryDoc, historyPath, historyRetentionDays } from './entries';

/** gRPC ALREADY_EXISTS: the entry is there (a repeated event, or a server-side delete wrote it). */
const ALREADY_EXISTS = 6;

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
  const data = historyEntryOf(w.kind, w.id, before, after);
  if (!data) return false;
  const version = after ? w.after?.updateTime : w.before?.updateTime;
  const entryId = version ? (after ? writeEntryId(w.kind, w.id, version) : deleteEntryId(w.kind, w.id, version)) : null;
  // A delete has no version of its own: its event's time, never before the version it deleted
  // (the emulator's event times are whole seconds), so it sorts after that version's entry.
  const at =
    after && w.after?.updateTime ? w.after.updateTime.toDate() : new Date(Math.max(w.time.getTime(), (w.before?.updateTime?.toDate().getTime() ?? 0) + 1));
  const col = db.collection(historyPath(w.accountId));
  const ref = entryId ? col.doc(entryId) : col.doc();
  try {
    await ref.create(entryDoc(data, at, await historyRetentionDays(db)));
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
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
