// Import batches and their undo: rows written in batches of at most 500 operations (a capped,
// basic account writes one client per batch with its counter step, docs/decisions/0004), each
// import recorded under users/{uid}/imports so it can be undone for 30 days.
import { Timestamp, deleteDoc, doc, getDoc, getDocs, increment, query, serverTimestamp, setDoc, where, writeBatch } from 'firebase/firestore';
import type { ImportKind } from '../domain/entitlements';
import { CLIENT_CAP_REACHED } from '../domain/import/messages';
import { generatedExpenseFor, parseRecord } from '../domain/schemas';
import { RECORD_KINDS } from '../domain/types';
import type { RecordInput, RecordKind } from '../domain/types';
import { DataError } from './contract';
import type { ImportRecord, ImportReport, TransferApi } from './contract-transfer';
import { guard } from './errors';
import { db } from './firebase';
import { MAX_BATCH_OPS, readAllDocs } from './paged';
import { recordsOf, countersOf, importsOf, Batcher, clientCount, stamp, rowError, pickFields } from './transfer-common';

/** Entries per import-record document (kept well under Firestore's 1 MiB per document). */
const CREATED_PER_DOC = 500;
const UPDATED_PER_DOC = 100;
export const UNDO_DAYS = 30;

async function recordImport(
  uid: string,
  kind: ImportKind,
  batchId: string,
  created: string[],
  updated: { path: string; fields: Record<string, unknown> }[],
) {
  let part = 0;
  for (let c = 0, u = 0; c < created.length || u < updated.length || part === 0; part++) {
    await setDoc(doc(importsOf(uid), `${batchId}-${part}`), {
      batchId,
      kind,
      part,
      createdAt: serverTimestamp(),
      // Firestore's TTL policy on this field deletes the record, and the overwritten fields it
      // keeps, once the undo window is over (firestore.indexes.json).
      expiresAt: Timestamp.fromMillis(Date.now() + UNDO_DAYS * 86_400_000),
      created: created.slice(c, c + CREATED_PER_DOC),
      updated: updated.slice(u, u + UPDATED_PER_DOC),
    });
    c += CREATED_PER_DOC;
    u += UPDATED_PER_DOC;
  }
}

export const importApi: Pick<TransferApi, 'importBatch' | 'listImports' | 'undoImport'> = {
  importBatch: (uid, kind, rows, options, onProgress) =>
    guard(async () => {
      const batchId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const report: ImportReport = { created: 0, updated: 0, errors: [], batchId: null };
      const createdPaths: string[] = [];
      const updated: { path: string; fields: Record<string, unknown> }[] = [];
      const total = rows.length;
      let done = 0;
      const tick = (n: number) => {
        done += n;
        onProgress?.({ done, total });
      };

      // Fields an update will overwrite, to put back on undo.
      const updates = rows.filter((r) => r.updateId);
      const before = new Map<string, Record<string, unknown>>();
      if (updates.length > 0) {
        for (const d of await readAllDocs(recordsOf(uid, kind))) before.set(d.id, d.data());
      }

      const capped = kind === 'clients' && options.clientCap !== null;
      if (capped) {
        const cap = options.clientCap ?? 0;
        let count = await clientCount(uid);
        for (const row of rows) {
          try {
            const value = parseRecord('clients', row.input);
            if (!value.ok) throw new DataError('invalid-argument', value.message);
            if (row.updateId) {
              const old = before.get(row.updateId);
              if (!old) throw new DataError('not-found', 'The record to update no longer exists');
              const batch = writeBatch(db);
              batch.update(doc(recordsOf(uid, kind), row.updateId), { ...value.value, updatedAt: serverTimestamp() });
              await batch.commit();
              updated.push({ path: `${kind}/${row.updateId}`, fields: pickFields(kind, old) });
              report.updated++;
            } else {
              if (count >= cap) {
                report.errors.push(`${row.label}: ${CLIENT_CAP_REACHED(cap)}`);
                tick(1);
                continue;
              }
              const ref = doc(recordsOf(uid, 'clients'));
              const batch = writeBatch(db);
              batch.set(ref, { ...value.value, ...stamp() });
              batch.set(countersOf(uid), { clients: increment(1), lastClientId: ref.id }, { merge: true });
              await batch.commit();
              count++;
              createdPaths.push(`clients/${ref.id}`);
              report.created++;
            }
          } catch (error) {
            report.errors.push(rowError(row.label, error));
          }
          tick(1);
        }
      } else {
        // Progress moves per chunk of up to MAX_BATCH_OPS - 1 writes; each chunk is committed as
        // several small batches sent together. The SDK's persistent cache stores a batch once per
        // write it holds (IndexedDbMutationQueue.addMutationBatch), on the page's thread: work
        // grows with the square of the batch size, and a 100-write commit blocked the page for
        // 130 ms or more. A failing batch is reported row by row; the others still count.
        const IMPORT_COMMIT_OPS = 26;
        const perRow = kind === 'salaries' ? 2 : 1;
        const chunkSize = Math.floor((MAX_BATCH_OPS - 1) / perRow);
        const commitRows = Math.max(1, Math.floor((IMPORT_COMMIT_OPS - 1) / perRow));
        const commitPart = async (part: typeof rows) => {
          const batch = writeBatch(db);
          const created: string[] = [];
          const partUpdated: { path: string; fields: Record<string, unknown> }[] = [];
          let newClients = 0;
          let lastClientId = '';
          const failed: string[] = [];
          for (const row of part) {
            const parsed = parseRecord(kind, row.input);
            if (!parsed.ok) {
              failed.push(`${row.label}: ${parsed.message}`);
              continue;
            }
            const value = parsed.value as RecordInput<RecordKind>;
            if (row.updateId) {
              const old = before.get(row.updateId);
              if (!old) {
                failed.push(`${row.label}: The record to update no longer exists`);
                continue;
              }
              batch.update(doc(recordsOf(uid, kind), row.updateId), { ...value, updatedAt: serverTimestamp() });
              partUpdated.push({ path: `${kind}/${row.updateId}`, fields: pickFields(kind, old) });
            } else if (kind === 'salaries') {
              const salaryRef = doc(recordsOf(uid, 'salaries'));
              const expenseRef = doc(recordsOf(uid, 'expenses'));
              const salary = { ...(value as RecordInput<'salaries'>), expenseId: expenseRef.id };
              batch.set(salaryRef, { ...salary, ...stamp() });
              batch.set(expenseRef, { ...generatedExpenseFor(salary, salaryRef.id), ...stamp() });
              created.push(`salaries/${salaryRef.id}`, `expenses/${expenseRef.id}`);
            } else {
              const ref = doc(recordsOf(uid, kind));
              batch.set(ref, { ...value, ...stamp() });
              created.push(`${kind}/${ref.id}`);
              if (kind === 'clients') {
                newClients++;
                lastClientId = ref.id;
              }
            }
          }
          if (newClients > 0) {
            batch.set(countersOf(uid), { clients: increment(newClients), lastClientId }, { merge: true });
          }
          const written = part.length - failed.length;
          try {
            if (written > 0) await batch.commit();
            return { created, updated: partUpdated, written, errors: failed };
          } catch (error) {
            return { created: [], updated: [], written: 0, errors: part.map((row) => rowError(row.label, error)) };
          }
        };
        for (let start = 0; start < rows.length; start += chunkSize) {
          const chunk = rows.slice(start, start + chunkSize);
          const parts: (typeof rows)[] = [];
          for (let p = 0; p < chunk.length; p += commitRows) parts.push(chunk.slice(p, p + commitRows));
          // Committed in order (the SDK sends batches in the order commit() is called).
          for (const result of await Promise.all(parts.map(commitPart))) {
            createdPaths.push(...result.created);
            updated.push(...result.updated);
            report.updated += result.updated.length;
            report.created += result.written - result.updated.length;
            report.errors.push(...result.errors);
          }
          tick(chunk.length);
        }
      }

      if (createdPaths.length > 0 || updated.length > 0) {
        await recordImport(uid, kind, batchId, createdPaths, updated);
        report.batchId = batchId;
      }
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
