// Export, backup restore, wiping and the local cache: all of a user's data read at once, written
// back (merge or replace) in batches, or cleared.
import { clearIndexedDbPersistence, deleteDoc, doc, getDoc, increment, serverTimestamp, setDoc, terminate, writeBatch } from 'firebase/firestore';
import type { DocumentReference } from 'firebase/firestore';
import { CLIENT_CAP_REACHED } from '../domain/import/messages';
import { EMPTY_CATEGORIES, mergeCategories, parseCustomCategories, parseRecord } from '../domain/schemas';
import { RECORD_KINDS } from '../domain/types';
import type { RecordKind } from '../domain/types';
import type { AccountData, TransferApi } from './contract-transfer';
import { guard } from './errors';
import { db } from './firebase';
import { readAllDocs } from './paged';
import { recordsOf, countersOf, categoriesOf, settingsOf, Batcher, clientCount, restorer, stamp, plain, pickFields } from './transfer-common';

export const backupApi: Pick<TransferApi, 'readAll' | 'restore' | 'clearLocalCache' | 'wipe'> = {
  readAll: (uid, onProgress) =>
    guard(async () => {
      const total = RECORD_KINDS.length + 2;
      let done = 0;
      const records = {} as AccountData['records'];
      for (const kind of RECORD_KINDS) {
        const docs = await readAllDocs(recordsOf(uid, kind));
        (records as Record<string, unknown[]>)[kind] = docs.map((d) => ({ ...pickFields(kind, d.data()), id: d.id }));
        onProgress?.({ done: ++done, total });
      }
      const cat = await getDoc(categoriesOf(uid));
      const parsedCategories = parseCustomCategories(cat.data() ?? {});
      onProgress?.({ done: ++done, total });
      const settingsSnap = await getDoc(settingsOf(uid));
      onProgress?.({ done: done + 1, total });
      return {
        records,
        categories: parsedCategories.ok ? parsedCategories.value : EMPTY_CATEGORIES,
        settings: plain(settingsSnap.data() ?? {}) as Record<string, unknown>,
      };
    }),

  restore: (uid, data, mode, options, onProgress) =>
    guard(async () => {
      if (mode === 'replace') await backupApi.wipe(uid, options);
      const existing = new Map<RecordKind, Set<string>>();
      for (const kind of RECORD_KINDS) {
        if (mode === 'replace') existing.set(kind, new Set());
        else existing.set(kind, new Set((await readAllDocs(recordsOf(uid, kind))).map((d) => d.id)));
      }
      const total = RECORD_KINDS.reduce((n, k) => n + data.records[k].length, 0);
      let done = 0;
      const errors: string[] = [];
      const batcher = new Batcher();
      const capped = options.clientCap !== null;
      let count = await clientCount(uid);
      let newClients = 0;
      let lastClientId = '';
      for (const kind of RECORD_KINDS) {
        for (const record of data.records[kind] as { id?: unknown }[]) {
          done++;
          const id = typeof record.id === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(record.id) ? record.id : null;
          const parsed = parseRecord(kind, record);
          if (!id || !parsed.ok) {
            errors.push(`${kind} ${String(record.id ?? '?')}: ${parsed.ok ? 'Invalid record id' : parsed.message}`);
            continue;
          }
          const ref: DocumentReference = doc(recordsOf(uid, kind), id);
          const exists = existing.get(kind)?.has(id) ?? false;
          if (kind === 'clients' && !exists && capped) {
            if (count >= (options.clientCap ?? 0)) {
              errors.push(`clients ${id}: ${CLIENT_CAP_REACHED(options.clientCap ?? 0)}`);
              continue;
            }
            const batch = writeBatch(db);
            batch.set(ref, { ...parsed.value, ...stamp() });
            batch.set(countersOf(uid), { clients: increment(1), lastClientId: id }, { merge: true });
            await batch.commit();
            count++;
            onProgress?.({ done, total });
            continue;
          }
          await batcher.room(2);
          if (exists)
            batcher.current.set(ref, { ...parsed.value, ...(restorer() ? { updatedBy: restorer() } : {}), updatedAt: serverTimestamp() }, { merge: true });
          else batcher.current.set(ref, { ...parsed.value, ...stamp() });
          batcher.count(1);
          if (kind === 'clients' && !exists) {
            newClients++;
            lastClientId = id;
          }
          if (done % 100 === 0) onProgress?.({ done, total });
        }
        if (newClients > 0) {
          batcher.current.set(countersOf(uid), { clients: increment(newClients), lastClientId }, { merge: true });
          batcher.count(1);
          newClients = 0;
        }
        await batcher.flush();
        onProgress?.({ done, total });
      }
      const categories = parseCustomCategories(data.categories);
      if (categories.ok) {
        if (mode === 'merge') {
          const current = parseCustomCategories((await getDoc(categoriesOf(uid))).data() ?? {});
          const base = current.ok ? current.value : EMPTY_CATEGORIES;
          await setDoc(categoriesOf(uid), mergeCategories(base, categories.value));
        } else {
          await setDoc(categoriesOf(uid), categories.value);
        }
      } else errors.push(`categories: ${categories.message}`);
      // A backup's `settings` are not written back: the rules keep users/{uid}/meta/settings
      // read-only (an unchecked object from a file; docs/decisions/0052).
      return { written: total - errors.length, errors };
    }),

  clearLocalCache: () =>
    guard(async () => {
      await terminate(db);
      await clearIndexedDbPersistence(db);
    }),

  wipe: (uid, options, onProgress) =>
    guard(async () => {
      const snaps = await Promise.all(RECORD_KINDS.map((kind) => readAllDocs(recordsOf(uid, kind))));
      const total = snaps.reduce((n, s) => n + s.length, 0);
      let done = 0;
      const batcher = new Batcher((ops) => {
        done += ops;
        onProgress?.({ done: Math.min(done, total), total });
      });
      const capped = options.clientCap !== null;
      let count = await clientCount(uid);
      for (const [i, kind] of RECORD_KINDS.entries()) {
        for (const d of snaps[i]!) {
          if (kind === 'clients' && capped) {
            const batch = writeBatch(db);
            batch.delete(d.ref);
            batch.set(countersOf(uid), { clients: count > 0 ? increment(-1) : 0, lastClientId: d.id }, { merge: true });
            await batch.commit();
            count = Math.max(0, count - 1);
            onProgress?.({ done: ++done, total });
            continue;
          }
          await batcher.room(1);
          batcher.current.delete(d.ref);
          batcher.count(1);
        }
      }
      await batcher.flush();
      if (!capped) await setDoc(countersOf(uid), { clients: 0, lastClientId: '' });
      await deleteDoc(categoriesOf(uid));
    }),
};
