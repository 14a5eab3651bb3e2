// The one writer of accounts/{a}/history (docs/product/history.md): the trigger on clients and
// deals writes an entry per changed document; server-side writers that delete (the REST API, the
// undo of an import) write the delete's entry themselves in the same batch, under the id the
// trigger would use, so it is written once and names them. Entries are computed by
// src/domain/history.ts historyEntryOf, which the fake data layer calls too.
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { deleteEntryId, historyEntryOf, historyExpiry } from '../../../src/domain/history';
import type { HistoryEntryData, HistoryKind, HistorySource } from '../../../src/domain/history';
import { retentionDays } from '../shared/activity';

export const historyPath = (accountId: string) => `accounts/${accountId}/history`;

/** Global dataRetentionDays, read at most once a minute per instance (a trigger runs for every write). */
let cached: { days: number; until: number } | null = null;
export async function historyRetentionDays(db: Firestore, now = Date.now()): Promise<number> {
  if (cached && cached.until > now) return cached.days;
  const days = await retentionDays(db);
  cached = { days, until: now + 60_000 };
  return days;
}

/** Forgets the cached retention (tests change the setting). */
export function forgetRetention(): void {
  cached = null;
}

/** The stored document of an entry written at `at`. */
export function entryDoc(data: HistoryEntryData, at: Date, days: number): Record<string, unknown> {
  return { ...data, at: Timestamp.fromDate(at), expiresAt: Timestamp.fromDate(historyExpiry(at, days)), restoredAt: null };
}

/**
 * Puts the entry of a delete made on the server (the record as `snap` read it) in the batch or
 * transaction that deletes it: the trigger then finds it there and writes nothing.
 */
export function putDeleteEntry(
  db: Firestore,
  to: { set(ref: DocumentReference, data: DocumentData): unknown },
  accountId: string,
  kind: HistoryKind,
  snap: DocumentSnapshot,
  who: { actor: string; source: Exclude<HistorySource, 'app'> },
  days: number,
  now = new Date(),
): void {
  if (!snap.exists || !snap.updateTime) return;
  const data = historyEntryOf(kind, snap.id, snap.data() ?? null, null, { deletedBy: who });
  if (!data) return;
  const ref = db.collection(historyPath(accountId)).doc(deleteEntryId(kind, snap.id, snap.updateTime));
  to.set(ref, entryDoc(data, now, days));
}
