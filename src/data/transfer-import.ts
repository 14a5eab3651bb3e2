// Imports and their undo. The rows are written by the importRecords function
// (functions/src/import/import-records.ts, docs/decisions/0147): the browser sends them in
// chunks of 500, two calls in flight, and the function validates, writes and records each chunk
// under accounts/{accountId}/imports so the import can be undone for 30 days. The undo is written by the
// undoImport function (functions/src/import/undo-import.ts, docs/decisions/0153), one import
// record per call.
import { Timestamp, getDocs, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import type { ImportKind } from '../domain/entitlements';
import { eachInFlight } from '../domain/in-flight';
import { IMPORT_CALL, IMPORT_MESSAGES, UNDO_DAYS } from '../domain/import/server-import';
import type { ImportCallReply, ImportCallRequest, ImportCallRow, UndoCallReply, UndoCallRequest } from '../domain/import/server-import';
import { DataError } from './contract';
import type { ImportRecord, ImportReport, TransferApi } from './contract-transfer';
import { guard, toDataError } from './errors';
import { functions } from './firebase';
import { importsOf, rowError } from './transfer-common';

export { UNDO_DAYS };

/** Codes whose message the function wrote for the user (IMPORT_MESSAGES, GUARD_MESSAGES). */
const SAYS_WHY = new Set(['permission-denied', 'failed-precondition', 'invalid-argument', 'unauthenticated']);

/** A refused or failed call, as each of its rows reports it. */
function callError(label: string, error: unknown): string {
  const e = toDataError(error);
  return SAYS_WHY.has(e.code.replace(/^functions\//, '')) ? `${label}: ${e.message}` : rowError(label, error);
}

export const importApi: Pick<TransferApi, 'importBatch' | 'listImports' | 'undoImport'> = {
  importBatch: (accountId, kind, rows, options, onProgress) =>
    guard(async () => {
      // The function checks the caller's role in the account itself, and takes the plan's client
      // cap from the account: the options the screen passes are not trusted with it.
      const call = httpsCallable<ImportCallRequest, ImportCallReply>(functions, 'importRecords');
      const batchId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const chunks: ImportCallRow[][] = [];
      for (let start = 0; start < rows.length; start += IMPORT_CALL.rows) {
        chunks.push(
          rows.slice(start, start + IMPORT_CALL.rows).map((r) => ({ label: r.label, input: r.input, ...(r.updateId ? { updateId: r.updateId } : {}) })),
        );
      }
      const replies: ImportCallReply[] = new Array(chunks.length);
      const total = rows.length;
      let done = 0;
      // Updates go one call at a time, so a record a file updates twice ends with the later row;
      // deals too, so a client one chunk creates is the one the next chunk's rows find.
      const inFlight = rows.some((r) => r.updateId) || kind === 'deals' ? 1 : IMPORT_CALL.inFlight;
      const deals = kind === 'deals' ? { deals: options.deals } : {};
      await eachInFlight(chunks, inFlight, async (chunk, part) => {
        try {
          replies[part] = (await call({ accountId, kind, batchId, part, rows: chunk, ...deals })).data;
        } catch (error) {
          // A chunk the function refused (a read-only account, a Pro kind on Basic) or that
          // never arrived: each of its rows says why; the other chunks still count.
          replies[part] = { created: 0, updated: 0, errors: chunk.map((row) => callError(row.label, error)) };
        }
        done += chunk.length;
        onProgress?.({ done, total });
      });
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
          ...(typeof data.by === 'string' ? { by: data.by } : {}),
        };
        const created = (data.created as string[]).filter((p) => p.startsWith(`${entry.kind}/`)).length;
        entry.created += created;
        entry.updated += (data.updated as unknown[]).length;
        byBatch.set(batchId, entry);
      });
      return [...byBatch.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    }),

  undoImport: (accountId, batchId, _options, onProgress) =>
    guard(async () => {
      const snap = await getDocs(query(importsOf(accountId), where('batchId', '==', batchId)));
      if (snap.empty) throw new DataError('not-found', IMPORT_MESSAGES.undoGone);
      const recordedAt = snap.docs[0]?.get('createdAt') as Timestamp | null | undefined;
      if (recordedAt && Date.now() - recordedAt.toMillis() > UNDO_DAYS * 86_400_000) {
        throw new DataError('failed-precondition', IMPORT_MESSAGES.undoTooOld);
      }
      // The undoImport function undoes one import record per call (the function checks the
      // account and the undo window itself), two calls in flight; the bar moves as each ends.
      const call = httpsCallable<UndoCallRequest, UndoCallReply>(functions, 'undoImport');
      const parts = snap.docs.map((d) => ({
        part: Number(d.get('part')),
        size: ((d.get('created') as unknown[] | undefined)?.length ?? 0) + ((d.get('updated') as unknown[] | undefined)?.length ?? 0),
      }));
      const total = parts.reduce((sum, p) => sum + p.size, 0);
      let done = 0;
      await eachInFlight(parts, IMPORT_CALL.inFlight, async ({ part, size }) => {
        await call({ accountId, batchId, part });
        done += size;
        onProgress?.({ done, total });
      });
    }),
};
