// Export, backup restore, wiping and the local cache: all of a user's data read at once, written
// back (merge or replace) in batches, or cleared. The deals, pipelines and lost reasons go with the
// records: read as the member's switches allow, restored under their ids after the clients and
// revenues they name (src/domain/export/restore-deals.ts), wiped with them. So do the activities
// (since backup 2.3.0): read and wiped here, restored by the restoreActivities function, which
// keeps their authors (functions/src/activities/restore-backup.ts, docs/decisions/0221). And
// (since 2.4.0) the custom field definitions and the shared saved views: read here, restored
// first (definitions) and last (views) through one plan (src/domain/export/custom-fields-backup.ts,
// docs/decisions/0240); the records' and deals' `customFields` go with them.
import {
  clearIndexedDbPersistence,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  terminate,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { DocumentReference } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { DEAL_FIELDS } from '../domain/deals';
import { canManageAccount } from '../domain/accounts';
import type { AccountRole } from '../domain/accounts';
import { readCustomFields, readDefinitions } from '../domain/custom-fields';
import type { CustomFieldRecordKind, CustomFieldValues } from '../domain/custom-fields';
import { FIELDS_BACKUP_MESSAGES, planFieldsRestore, planViewsRestore, withRemappedValues } from '../domain/export/custom-fields-backup';
import type { BackupFieldDefinitions, BackupView, FieldsRestorePlan } from '../domain/export/custom-fields-backup';
import { savedViewOf } from '../domain/list-view-stored';
import type { SavedView } from '../domain/list-view';
import type { Deal, Pipeline } from '../domain/deals';
import { ACTIVITY_RESTORE_CHUNK, backupActivityOf } from '../domain/export/activities';
import type { BackupActivity } from '../domain/export/activities';
import { dealLinkOf } from '../domain/export/export';
import { planDealsRestore } from '../domain/export/restore-deals';
import { CLIENT_CAP_REACHED } from '../domain/import/messages';
import { recordAccessOf, scopeOf } from '../domain/record-access';
import { EMPTY_CATEGORIES, mergeCategories, parseCustomCategories, parseRecord } from '../domain/schemas';
import { RECORD_KINDS } from '../domain/types';
import type { RecordKind } from '../domain/types';
import type { AccountData, TransferApi } from './contract-transfer';
import { guard } from './errors';
import { activityFrom } from './activities';
import { db, functions } from './firebase';
import { readAllDocs } from './paged';
import { pipelineFrom } from './deals';
import { narrowed } from './scope';
import { markDeletion } from './writer';
import { fieldsApi } from './fields';
import { viewData } from './views';
import {
  recordsOf,
  countersOf,
  categoriesOf,
  settingsOf,
  dealsOf,
  pipelinesOf,
  lostReasonsOf,
  memberDocOf,
  Batcher,
  rowError,
  clientCount,
  restorer,
  stamp,
  plain,
  pickFields,
} from './transfer-common';
import type { OnProgress } from './contract-transfer';

/** The deals the signed-in member may read: all of them, or theirs alone when narrowed to their own records. */
async function readDeals(accountId: string): Promise<Deal[]> {
  const me = restorer();
  const member = me ? (await getDoc(memberDocOf(accountId, me))).data() : undefined;
  const access = recordAccessOf(member ? { ...member, role: member.role as AccountRole } : null);
  const docs = await readAllDocs(narrowed(dealsOf(accountId), scopeOf(access, me, 'deals')));
  return docs.map((d) => {
    const data = d.data();
    return { ...Object.fromEntries(DEAL_FIELDS.map((f) => [f, data[f]])), ...customFieldsOf(data), id: d.id } as Deal;
  });
}

/** A stored record's or deal's custom field values, when it has some (a record from before them has none). */
function customFieldsOf(data: Record<string, unknown>): { customFields?: Record<string, unknown> } {
  const values = readCustomFields(data.customFields);
  return Object.keys(values).length > 0 ? { customFields: values } : {};
}

const definitionsOf = (accountId: string, kind: CustomFieldRecordKind) => doc(db, 'accounts', accountId, 'fieldDefinitions', kind);
const viewsOf = (accountId: string) => collection(db, 'accounts', accountId, 'views');

async function readFieldDefinitions(accountId: string): Promise<BackupFieldDefinitions> {
  const [clients, deals] = await Promise.all(
    (['clients', 'deals'] as const).map(async (kind) => readDefinitions((await getDoc(definitionsOf(accountId, kind))).get('fields'))),
  );
  return { clients: clients ?? [], deals: deals ?? [] };
}

/** The account's shared views (personal ones are each member's own: not in a backup, docs/decisions/0240). */
async function readSharedViews(accountId: string): Promise<BackupView[]> {
  const snap = await getDocs(query(viewsOf(accountId), where('shared', '==', true)));
  return snap.docs.map((d) => savedViewOf(d.id, d.data())).filter((v): v is SavedView => v !== null);
}

async function managesIn(accountId: string): Promise<boolean> {
  const me = restorer();
  const role = me ? ((await getDoc(memberDocOf(accountId, me))).get('role') as AccountRole | undefined) : undefined;
  return canManageAccount(role ?? null);
}

/** Saves the definitions a restore plans (before the records, so their values have their fields). */
async function restoreDefinitions(accountId: string, data: AccountData, mode: 'merge' | 'replace', manages: boolean): Promise<FieldsRestorePlan> {
  const empty: FieldsRestorePlan = { save: {}, idMap: { clients: new Map(), deals: new Map() }, errors: [] };
  if (!data.fieldDefinitions) return empty;
  if (!manages) return { ...empty, errors: [`custom fields: ${FIELDS_BACKUP_MESSAGES.managersOnly}`] };
  const plan = planFieldsRestore(data.fieldDefinitions, await readFieldDefinitions(accountId), mode);
  for (const kind of ['clients', 'deals'] as const) {
    const list = plan.save[kind];
    if (list) await fieldsApi.saveFieldDefinitions(accountId, kind, list);
  }
  return plan;
}

/** Writes the views a restore plans, each under its id; one the rules refuse (someone else's personal view of that id) is named. */
async function restoreViews(accountId: string, data: AccountData, manages: boolean, idMap: FieldsRestorePlan['idMap']): Promise<string[]> {
  if (!data.views || data.views.length === 0) return [];
  const me = restorer();
  const [shared, own] = await Promise.all([
    getDocs(query(viewsOf(accountId), where('shared', '==', true))),
    getDocs(query(viewsOf(accountId), where('createdBy', '==', me))),
  ]);
  const existing = new Map<string, Pick<SavedView, 'shared' | 'createdBy'>>();
  for (const d of [...shared.docs, ...own.docs]) existing.set(d.id, { shared: d.get('shared') === true, createdBy: String(d.get('createdBy') ?? '') });
  const plan = planViewsRestore(data.views, existing, me, manages, idMap);
  const errors = [...plan.errors];
  for (const v of plan.views) {
    try {
      await setDoc(doc(viewsOf(accountId), v.id), viewData(v, v.createdBy));
    } catch (e) {
      errors.push(rowError(`views ${v.name}`, e));
    }
  }
  return errors;
}

const activitiesOf = (accountId: string) => collection(db, 'accounts', accountId, 'activities');

/** The activities the signed-in member may read: all of them, or those of their own clients when narrowed. */
async function readActivities(accountId: string): Promise<BackupActivity[]> {
  const me = restorer();
  const member = me ? (await getDoc(memberDocOf(accountId, me))).data() : undefined;
  const access = recordAccessOf(member ? { ...member, role: member.role as AccountRole } : null);
  const docs = await readAllDocs(narrowed(activitiesOf(accountId), scopeOf(access, me, 'clients')));
  return docs.map((d) => backupActivityOf(activityFrom(d.id, d.data())));
}

/** Has the restoreActivities function write a backup's activities, ACTIVITY_RESTORE_CHUNK a call, after their clients are back. */
async function restoreActivities(
  accountId: string,
  list: readonly BackupActivity[],
  onEach: (n: number) => void,
): Promise<{ written: number; errors: string[] }> {
  const call = httpsCallable<{ accountId: string; activities: readonly BackupActivity[] }, { written: number; errors: string[] }>(
    functions,
    'restoreActivities',
  );
  const out = { written: 0, errors: [] as string[] };
  for (let i = 0; i < list.length; i += ACTIVITY_RESTORE_CHUNK) {
    const chunk = list.slice(i, i + ACTIVITY_RESTORE_CHUNK);
    const { data } = await call({ accountId, activities: chunk });
    out.written += data.written;
    out.errors.push(...data.errors);
    onEach(chunk.length);
  }
  return out;
}

async function readPipelines(accountId: string): Promise<Pipeline[]> {
  return (await readAllDocs(pipelinesOf(accountId))).map((d) => pipelineFrom(d.id, d.data()));
}

async function readLostReasons(accountId: string): Promise<string[] | null> {
  const reasons: unknown = (await getDoc(lostReasonsOf(accountId))).get('reasons');
  return Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : null;
}

/** Deletes every record, category (with `withDeals`, deal, pipeline and the lost reasons; with `withActivities`, activity). */
async function wipeAll(
  uid: string,
  options: { clientCap: number | null },
  onProgress: OnProgress | undefined,
  withDeals: boolean,
  withActivities: boolean,
): Promise<void> {
  const snaps = await Promise.all(RECORD_KINDS.map((kind) => readAllDocs(recordsOf(uid, kind))));
  // The activities go with the deals, before the pipelines.
  const dealSnaps = [
    ...(withActivities ? [await readAllDocs(activitiesOf(uid))] : []),
    ...(withDeals ? await Promise.all([readAllDocs(dealsOf(uid)), readAllDocs(pipelinesOf(uid))]) : []),
  ];
  const total = snaps.reduce((n, s) => n + s.length, 0) + dealSnaps.reduce((n, s) => n + s.length, 0);
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
        markDeletion(batch, uid, 'clients', d.id);
        batch.set(countersOf(uid), { clients: count > 0 ? increment(-1) : 0, lastClientId: d.id }, { merge: true });
        await batch.commit();
        count = Math.max(0, count - 1);
        onProgress?.({ done: ++done, total });
        continue;
      }
      if (kind === 'clients') {
        await batcher.roomForMarkedDelete();
        batcher.current.delete(d.ref);
        markDeletion(batcher.current, uid, 'clients', d.id);
        batcher.count(2);
        continue;
      }
      await batcher.room(1);
      batcher.current.delete(d.ref);
      batcher.count(1);
    }
  }
  // The deals before their pipelines, so no deal is ever left without one.
  for (const list of dealSnaps) {
    for (const d of list) {
      // A deal's delete goes with its marker, as every browser delete of a deal (writer.ts).
      if (d.ref.parent.id === 'deals') {
        await batcher.roomForMarkedDelete();
        batcher.current.delete(d.ref);
        markDeletion(batcher.current, uid, 'deals', d.id);
        batcher.count(2);
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
  if (withDeals) await deleteDoc(lostReasonsOf(uid));
}

export const backupApi: Pick<TransferApi, 'readAll' | 'restore' | 'clearLocalCache' | 'wipe'> = {
  readAll: (uid, onProgress) =>
    guard(async () => {
      const total = RECORD_KINDS.length + 8;
      let done = 0;
      const records = {} as AccountData['records'];
      for (const kind of RECORD_KINDS) {
        const docs = await readAllDocs(recordsOf(uid, kind));
        (records as Record<string, unknown[]>)[kind] = docs.map((d) => ({
          ...pickFields(kind, d.data()),
          ...dealLinkOf(kind, d.data()),
          ...(kind === 'clients' ? customFieldsOf(d.data()) : {}),
          id: d.id,
        }));
        onProgress?.({ done: ++done, total });
      }
      const deals = await readDeals(uid);
      onProgress?.({ done: ++done, total });
      const pipelines = await readPipelines(uid);
      onProgress?.({ done: ++done, total });
      const lostReasons = await readLostReasons(uid);
      onProgress?.({ done: ++done, total });
      const activities = await readActivities(uid);
      onProgress?.({ done: ++done, total });
      const cat = await getDoc(categoriesOf(uid));
      const parsedCategories = parseCustomCategories(cat.data() ?? {});
      onProgress?.({ done: ++done, total });
      const fieldDefinitions = await readFieldDefinitions(uid);
      onProgress?.({ done: ++done, total });
      const views = await readSharedViews(uid);
      onProgress?.({ done: ++done, total });
      const settingsSnap = await getDoc(settingsOf(uid));
      onProgress?.({ done: done + 1, total });
      return {
        records,
        categories: parsedCategories.ok ? parsedCategories.value : EMPTY_CATEGORIES,
        settings: plain(settingsSnap.data() ?? {}) as Record<string, unknown>,
        deals,
        pipelines,
        lostReasons,
        activities,
        fieldDefinitions,
        views,
      };
    }),

  restore: (uid, data, mode, options, onProgress) =>
    guard(async () => {
      // A backup from before deals leaves the account's deals alone, in a replace too (docs/decisions/0202).
      const withDeals = data.deals !== undefined || data.pipelines !== undefined || data.lostReasons !== undefined;
      // So does one from before activities (2.3.0) for the activities.
      const withActivities = data.activities !== undefined;
      if (mode === 'replace') await wipeAll(uid, options, undefined, withDeals, withActivities);
      // The custom fields first, so the values restored with the records have their fields; a
      // backup field whose label the account has maps onto the account's (idMap).
      const manages = data.fieldDefinitions !== undefined || data.views !== undefined ? await managesIn(uid) : false;
      const fieldsPlan = await restoreDefinitions(uid, data, mode, manages);
      const existing = new Map<RecordKind, Set<string>>();
      for (const kind of RECORD_KINDS) {
        if (mode === 'replace') existing.set(kind, new Set());
        else existing.set(kind, new Set((await readAllDocs(recordsOf(uid, kind))).map((d) => d.id)));
      }
      // Records, deals and activities, as the screen counts them (countRecords); pipelines are written but not counted.
      const total = RECORD_KINDS.reduce((n, k) => n + data.records[k].length, 0) + (data.deals?.length ?? 0) + (data.activities?.length ?? 0);
      let done = 0;
      const errors: string[] = [...fieldsPlan.errors];
      const batcher = new Batcher();
      const capped = options.clientCap !== null;
      let count = await clientCount(uid);
      let newClients = 0;
      let lastClientId = '';
      for (const kind of RECORD_KINDS) {
        for (const record of data.records[kind] as { id?: unknown }[]) {
          done++;
          const id = typeof record.id === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(record.id) ? record.id : null;
          const parsed = parseRecord(
            kind,
            kind === 'clients' ? withRemappedValues(record as { customFields?: CustomFieldValues }, fieldsPlan.idMap.clients) : record,
          );
          if (!id || !parsed.ok) {
            errors.push(`${kind} ${String(record.id ?? '?')}: ${parsed.ok ? 'Invalid record id' : parsed.message}`);
            continue;
          }
          const value = { ...parsed.value, ...dealLinkOf(kind, record) };
          const ref: DocumentReference = doc(recordsOf(uid, kind), id);
          const exists = existing.get(kind)?.has(id) ?? false;
          if (kind === 'clients' && !exists && capped) {
            if (count >= (options.clientCap ?? 0)) {
              errors.push(`clients ${id}: ${CLIENT_CAP_REACHED(options.clientCap ?? 0)}`);
              continue;
            }
            const batch = writeBatch(db);
            batch.set(ref, { ...value, ...stamp() });
            batch.set(countersOf(uid), { clients: increment(1), lastClientId: id }, { merge: true });
            await batch.commit();
            count++;
            onProgress?.({ done, total });
            continue;
          }
          await batcher.room(2);
          if (exists) batcher.current.set(ref, { ...value, ...(restorer() ? { updatedBy: restorer() } : {}), updatedAt: serverTimestamp() }, { merge: true });
          else batcher.current.set(ref, { ...value, ...stamp() });
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
      // The pipelines, then the deals on them (their clients and revenues are back by now), then the lost reasons.
      const plan = planDealsRestore(
        data.deals ? { ...data, deals: data.deals.map((d) => withRemappedValues(d, fieldsPlan.idMap.deals)) } : data,
        {
          pipelines: mode === 'merge' && withDeals ? await readPipelines(uid) : [],
          lostReasons: mode === 'merge' && withDeals ? await readLostReasons(uid) : null,
        },
        mode,
      );
      errors.push(...plan.errors);
      // A refused pipeline (and custom field and view) is named, but they are not counted as records.
      let uncounted = plan.errors.length - plan.refusedDeals + fieldsPlan.errors.length;
      done += plan.refusedDeals;
      const by = restorer();
      for (const p of plan.pipelines) {
        await batcher.room(1);
        batcher.current.set(doc(pipelinesOf(uid), p.id), { name: p.name, order: p.order, stages: p.stages, updatedAt: serverTimestamp(), updatedBy: by });
        batcher.count(1);
      }
      await batcher.flush();
      onProgress?.({ done, total });
      const existingDeals = mode === 'merge' && plan.deals.length > 0 ? new Set((await readAllDocs(dealsOf(uid))).map((d) => d.id)) : new Set<string>();
      for (const deal of plan.deals) {
        const { id, ...fields } = deal;
        await batcher.room(1);
        if (existingDeals.has(id))
          batcher.current.set(doc(dealsOf(uid), id), { ...fields, ...(by ? { updatedBy: by } : {}), updatedAt: serverTimestamp() }, { merge: true });
        else
          batcher.current.set(doc(dealsOf(uid), id), {
            ...fields,
            ...(by ? { createdBy: by, updatedBy: by } : {}),
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          });
        batcher.count(1);
        if (++done % 100 === 0) onProgress?.({ done, total });
      }
      await batcher.flush();
      onProgress?.({ done, total });
      if (plan.lostReasons !== undefined) await setDoc(lostReasonsOf(uid), { reasons: plan.lostReasons });
      // The activities last: their clients are back by now.
      if (data.activities && data.activities.length > 0) {
        const restored = await restoreActivities(uid, data.activities, (n) => {
          done += n;
          onProgress?.({ done, total });
        });
        errors.push(...restored.errors);
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
      // The views last: their custom field columns exist by now.
      const viewErrors = await restoreViews(uid, data, manages, fieldsPlan.idMap);
      errors.push(...viewErrors);
      uncounted += viewErrors.length;
      // A backup's `settings` are not written back: the rules keep users/{uid}/meta/settings
      // read-only (an unchecked object from a file; docs/decisions/0052).
      return { written: total - (errors.length - uncounted), errors };
    }),

  clearLocalCache: () =>
    guard(async () => {
      await terminate(db);
      await clearIndexedDbPersistence(db);
    }),

  wipe: (uid, options, onProgress) => guard(() => wipeAll(uid, options, onProgress, true, true)),
};
