// Imports and their undo. The rows are written by the importRecords function
// (functions/src/import/import-records.ts, docs/decisions/0147): the browser sends them in
// chunks of 500, two calls in flight, and the function validates, writes and records each chunk
// under users/{uid}/imports so the import can be undone for 30 days. Undo stays here.
import { Timestamp, deleteDoc, doc, getDoc, getDocs, increment, query, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import type { ImportKind } from '../domain/entitlements';
import { IMPORT_CALL, UNDO_DAYS } from '../domain/import/server-import';
import type { ImportCallReply, ImportCallRequest, ImportCallRow } from '../domain/import/server-import';
import { RECORD_KINDS } from '../domain/types';
import type { RecordKind } from '../domain/types';
import { DataError } from './contract';
import type { ImportRecord, ImportReport, TransferApi } from './contract-transfer';
import { guard, toDataError } from './errors';
import { db, functions } from './firebase';
import { recordsOf, countersOf, importsOf, Batcher, clientCount, rowError } from './transfer-common';

export { UNDO_DAYS };


/** Codes whose message the function wrote for the user (IMPORT_MESSAGES, GUARD_MESSAGES). */
const SAYS_WHY = new Set(['permission-denied', 'failed-precondition', 'invalid-argument', 'unauthenticated']);

/** A refused or failed call, as each of its rows reports it. */
function callError(label: string, error: unknown): string {
  const e = toDataError(error);
  return SAYS_WHY.has(e.code.replace(/^functions\//, '')) ? `${label}: ${e.message}` : rowError(label, error);
}

export const importApi: Pick<TransferApi, 'importBatch' | 'listImports' | 'undoImport'> = {
  importBatch: (_uid, kind, rows, _options, onProgress) =>
    guard(async () => {
      // The function finds the caller (and so the account) from the ID token, and the plan's
      // client cap from the account: the options the screen passes are not trusted with it.
      const call = httpsCallable<ImportCallRequest, ImportCallReply>(functions, 'importRecords');
      const batchId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const chunks: ImportCallRow[][] = [];
      for (let start = 0; start < rows.length; start += IMPORT_CALL.rows) {
        chunks.push(rows.slice(start, start + IMPORT_CALL.rows).map((r) => ({ label: r.label, input: r.input, ...(r.updateId ? { updateId: r.updateId } : {}) })));
      }
      const replies: ImportCallReply[] = new Array(chunks.length);
      const total = rows.length;
      let done = 0;
      let next = 0;
      const worker = async () => {
        while (next < chunks.length) {
          const part = next++;
          const chunk = chunks[part]!;
          try {
            replies[part] = (await call({ kind, batchId, part, rows: chunk })).data;
          } catch (error) {
            // A chunk the function refused (a read-only account, a Pro kind on Basic) or that
            // never arrived: each of its rows says why; the other chunks still count.
            replies[part] = { created: 0, updated: 0, errors: chunk.map((row) => callError(row.label, error)) };
          }
          done += chunk.length;
          onProgress?.({ done, total });
        }
      };
      // Updates go one call at a time, so a record a file updates twice ends with the later row.
      const inFlight = rows.some((r) => r.updateId) ? 1 : IMPORT_CALL.inFlight;
      await Promise.all(Array.from({ length: Math.min(inFlight, chunks.length) }, worker));
      const report: ImportReport = { created: 0, updated: 0, errors: [], batchId: null };
      for (const reply of replies) {
        report.created += reply.created;
        report.updated += reply.updated;
        report.errors.push(...reply.errors);
      }
      if (report.created > 0 || report.updated > 0) report.batchId = batchId;
      return report;
    }),

  listImports: (uid) =>
    guard(async () => {
      const since = new Date(Date.now() - UNDO_DAYS * 86_400_000);
      const snap = await getDocs(query(importsOf(uid), where('createdAt', '>=', Timestamp.fromDate(since))));
      const byBatch = new Map<string, ImportRecord>();
      snap.forEach((d) => {
        const data = d.data();
        const batchId = String(data.batchId);
        const entry = byBatch.get(batchId) ?? {
          batchId,
          kind: data.kind as ImportKind,
          createdAt: (data.createdAt as Timestamp | null)?.toDate() ?? new Date(),
          created: 0,
          updated: 0,
        };
        const created = (data.created as string[]).filter((p) => p.startsWith(`${entry.kind}/`)).length;
        entry.created += created;
        entry.updated += (data.updated as unknown[]).length;
        byBatch.set(batchId, entry);
      });
      return [...byBatch.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    }),

  undoImport: (uid, batchId, options, onProgress) =>
    guard(async () => {
      const snap = await getDocs(query(importsOf(uid), where('batchId', '==', batchId)));
      if (snap.empty) throw new DataError('not-found', 'This import can no longer be undone');
      const recordedAt = snap.docs[0]?.get('createdAt') as Timestamp | null | undefined;
      if (recordedAt && Date.now() - recordedAt.toMillis() > UNDO_DAYS * 86_400_000) {
        throw new DataError('failed-precondition', `This import can no longer be undone: imports can be undone for ${UNDO_DAYS} days`);
      }
      const created: string[] = [];
      const updated: { path: string; fields: Record<string, unknown> }[] = [];
      snap.forEach((d) => {
        created.push(...(d.get('created') as string[]));
        updated.push(...(d.get('updated') as { path: string; fields: Record<string, unknown> }[]));
      });
      const total = created.length + updated.length;
      let done = 0;
      const batcher = new Batcher((ops) => {
        done += ops;
        onProgress?.({ done: Math.min(done, total), total });
      });
      const capped = options.clientCap !== null;
      let count = capped ? await clientCount(uid) : 0;
      for (const path of created) {
        const [kind, id] = path.split('/') as [RecordKind, string];
        if (!(RECORD_KINDS as readonly string[]).includes(kind) || !id) continue;
        const ref = doc(recordsOf(uid, kind), id);
        if (kind === 'clients' && capped) {
          const exists = (await getDoc(ref)).exists();
          if (!exists) continue;
          const batch = writeBatch(db);
          batch.delete(ref);
          batch.set(countersOf(uid), { clients: count > 0 ? increment(-1) : 0, lastClientId: id }, { merge: true });
          await batch.commit();
          count = Math.max(0, count - 1);
          done++;
          continue;
        }
        await batcher.room(2);
        batcher.current.delete(ref);
        batcher.count(1);
        if (kind === 'clients') {
          batcher.current.set(countersOf(uid), { clients: increment(-1), lastClientId: id }, { merge: true });
          batcher.count(1);
        }
      }
      await batcher.flush();
      for (const u of updated) {
        const [kind, id] = u.path.split('/') as [RecordKind, string];
        const ref = doc(recordsOf(uid, kind), id);
        if (!(await getDoc(ref)).exists()) continue;
        await batcher.room(1);
        batcher.current.update(ref, { ...u.fields, updatedAt: serverTimestamp() });
        batcher.count(1);
      }
      await batcher.flush();
      for (const d of snap.docs) await deleteDoc(d.ref);
    }),

};
