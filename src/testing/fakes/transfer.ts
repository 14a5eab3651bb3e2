// In-memory fake of the transfer part of the data layer, for component tests. Built on the fake
// records API, so imported rows show up in the fake's records and watchers.
import type { DealsApi, DealView, RecordsApi, TransferApi, WithId } from '../../data/contract';
import type { AccountData, ImportOptions, ImportRecord, ImportReport, ImportRow, OnProgress } from '../../data/contract-transfer';
import { DEAL_FIELDS } from '../../domain/deals';
import type { FieldsApi } from '../../data/contract-fields';
import { readCustomFields } from '../../domain/custom-fields';
import type { CustomFieldDefinition, CustomFieldRecordKind, CustomFieldValues } from '../../domain/custom-fields';
import { FIELDS_BACKUP_MESSAGES, planFieldsRestore, planViewsRestore, withRemappedValues } from '../../domain/export/custom-fields-backup';
import type { FieldsRestorePlan } from '../../domain/export/custom-fields-backup';
import type { FakeViewsStore } from './views';
import type { Deal, Pipeline } from '../../domain/deals';
import { backupActivityOf, planActivitiesRestore } from '../../domain/export/activities';
import { dealLinkOf } from '../../domain/export/export';
import { DataError } from '../../data/contract';
import type { ActivityView } from '../../data/contract';
import type { FakeActivitiesStore } from './activities';
import { holdsDeals, planDealsRestore } from '../../domain/export/restore-deals';
import {
  DEAL_IMPORT_MESSAGES,
  clientOfRow,
  dealInputOf,
  dealRowOf,
  indexClients,
  matchClient,
  newClientOf,
  ownerOfRow,
  stageForRow,
} from '../../domain/import/deal-import';
import type { FakeDealsStore } from './deals';
import { CLIENT_CAP_REACHED } from '../../domain/import/messages';
import { EMPTY_CATEGORIES, RECORD_FIELDS, mergeCategories } from '../../domain/record-rules';
import { RECORD_KINDS } from '../../domain/types';
import type { CustomCategories, RecordInput, RecordKind } from '../../domain/types';

function snapshot<K extends RecordKind>(records: RecordsApi, uid: string, kind: K): WithId<K>[] {
  let list: WithId<K>[] = [];
  const stop = records.watchRecords(uid, kind, (l) => (list = l));
  stop();
  return list;
}

function categoriesOf(records: RecordsApi, uid: string): CustomCategories {
  let value = EMPTY_CATEGORIES;
  const stop = records.watchCategories(uid, (c) => (value = c));
  stop();
  return value;
}

type Stored = {
  record: ImportRecord;
  created: { kind: RecordKind | 'deals'; id: string }[];
  updated: { kind: RecordKind; id: string; fields: Record<string, unknown> }[];
};

/** Stores records as they are, with their ids (a restore writes a backup's records unchanged). */
export type PutRecords = <K extends RecordKind>(uid: string, kind: K, list: WithId<K>[]) => void;

/** Replaces an account's custom categories as they are (a wipe clears them, a replace writes the backup's). */
export type SetCategories = (uid: string, categories: CustomCategories) => void;

/** The deals part: its API (the import adds deals through it), its store, and whether the signed-in person may see a deal (own records only). */
export type FakeTransferDeals = { api: DealsApi; store: FakeDealsStore; sees: (accountId: string, deal: DealView) => boolean };

/** The activities part: its store, whether the signed-in person may see one (own records only), and whether they manage the account (who restores them). */
export type FakeTransferActivities = {
  store: FakeActivitiesStore;
  sees: (accountId: string, a: ActivityView) => boolean;
  manages: (accountId: string) => boolean;
};

/** The custom fields and views part: the definitions (saved through the fields fake, as the real layer), the views' store, who restores. */
export type FakeTransferSetup = {
  fields: FieldsApi;
  definitions: (accountId: string, kind: CustomFieldRecordKind) => CustomFieldDefinition[];
  views: FakeViewsStore;
  me: () => string;
  manages: (accountId: string) => boolean;
};

/** A record's values when it has some (as the real read: none, no key). */
const valuesOf = (r: { customFields?: unknown }): { customFields?: CustomFieldValues } => {
  const values = readCustomFields(r.customFields);
  return Object.keys(values).length > 0 ? { customFields: values } : {};
};

const dealFields = (d: DealView): Deal => ({
  ...(Object.fromEntries(DEAL_FIELDS.map((f) => [f, d[f]])) as unknown as Omit<Deal, 'id'>),
  ...valuesOf(d),
  id: d.id,
});

export function fakeTransferApi(
  records: RecordsApi,
  put: PutRecords,
  setCategories: SetCategories,
  restorer: () => string = () => '',
  deals?: FakeTransferDeals,
  activities?: FakeTransferActivities,
  setup?: FakeTransferSetup,
): TransferApi {
  const imports = new Map<string, Map<string, Stored>>();
  let next = 1;
  let cacheClears = 0;

  function pick(kind: RecordKind, r: Record<string, unknown>) {
    const out: Record<string, unknown> = {};
    for (const f of RECORD_FIELDS[kind]) out[f] = r[f];
    return out;
  }

  function remember(uid: string, stored: Stored, report: ImportReport) {
    if (report.created + report.updated === 0) return;
    stored.record.created = report.created;
    stored.record.updated = report.updated;
    report.batchId = stored.record.batchId;
    let perUser = imports.get(uid);
    if (!perUser) imports.set(uid, (perUser = new Map()));
    perUser.set(stored.record.batchId, stored);
  }

  /** As the importRecords function's deals chunk (functions/src/import/import-deals.ts), on the fakes, with the same domain rules. */
  async function importDeals(accountId: string, rows: ImportRow<'deals'>[], options: ImportOptions, onProgress?: OnProgress): Promise<ImportReport> {
    const report: ImportReport = { created: 0, updated: 0, errors: [], batchId: null };
    const by = restorer();
    const stored: Stored = {
      record: { batchId: `import-${next++}`, kind: 'deals', createdAt: new Date(), created: 0, updated: 0, by },
      created: [],
      updated: [],
    };
    const choice = options.deals;
    if (!deals || !choice) throw new Error('The request is not valid.');
    let pipelines: Pipeline[] = [];
    deals.api.watchPipelines(accountId, (list) => (pipelines = list))();
    const pipeline = pipelines.find((p) => p.id === choice.pipelineId);
    if (!pipeline) throw new Error(DEAL_IMPORT_MESSAGES.pipelineGone);
    let done = 0;
    for (const r of rows) {
      try {
        const row = dealRowOf(r.input);
        const stage = stageForRow(pipeline, row, choice.stages);
        if (!stage) throw new Error(DEAL_IMPORT_MESSAGES.stageUnmapped);
        const client = clientOfRow(row);
        if (client.email === '' && client.name === '' && client.contactName === '') throw new Error(DEAL_IMPORT_MESSAGES.clientUnnamed);
        const clients = snapshot(records, accountId, 'clients');
        let clientId = matchClient(indexClients(clients), client);
        if (!clientId) {
          if (choice.missingClients === 'skip') throw new Error(DEAL_IMPORT_MESSAGES.clientMissing);
          const fresh = newClientOf(client);
          if (!fresh) throw new Error(DEAL_IMPORT_MESSAGES.newClientEmail);
          if (options.clientCap !== null && clients.length >= options.clientCap) throw new Error(CLIENT_CAP_REACHED(options.clientCap));
          clientId = await records.addRecord(accountId, 'clients', {
            status: 'active',
            type: 'one-time',
            value: 0,
            phone: '',
            progress: 0,
            notes: '',
            ...fresh,
          } as RecordInput<'clients'>);
          stored.created.push({ kind: 'clients', id: clientId });
        }
        const owner = ownerOfRow([], row.owner, by, false);
        // The row's custom fields, checked by the fake deals API with the account's schema.
        const custom = (r.input as { customFields?: unknown }).customFields;
        const id = await deals.api.addDeal(accountId, {
          ...dealInputOf(row, pipeline.id, stage, clientId, owner),
          ...(custom ? { customFields: custom } : {}),
        } as never);
        stored.created.push({ kind: 'deals', id });
        const revenue = snapshot(records, accountId, 'revenues').find((x) => (x as { dealId?: string }).dealId === id);
        if (revenue) stored.created.push({ kind: 'revenues', id: revenue.id });
        report.created++;
      } catch (e) {
        report.errors.push(`${r.label}: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        onProgress?.({ done: ++done, total: rows.length });
      }
    }
    remember(accountId, stored, report);
    return report;
  }

  /** As the real wipe: every record, the custom categories, (withDeals) the deals, pipelines and lost reasons, and (withActivities) the activities. */
  async function wipeAll(uid: string, withDeals: boolean, withActivities: boolean) {
    if (withActivities) activities?.store.clear(uid);
    // The real wipe deletes documents as they are: a deal keeps its revenue link (a replace
    // restore brings the revenue back under its id), where removing a revenue one by one clears it.
    const kept = withDeals ? [] : (deals?.store.deals(uid) ?? []);
    for (const kind of RECORD_KINDS) {
      for (const r of snapshot(records, uid, kind)) await records.removeRecord(uid, kind, r.id);
    }
    setCategories(uid, EMPTY_CATEGORIES);
    if (withDeals) deals?.store.clear(uid);
    for (const d of kept) deals?.store.putDeal(uid, d);
  }

  const api: TransferApi = {
    async importBatch(uid, kind, rows, options, onProgress) {
      if (kind === 'deals') return importDeals(uid, rows as ImportRow<'deals'>[], options, onProgress);
      const report: ImportReport = { created: 0, updated: 0, errors: [], batchId: null };
      const stored: Stored = { record: { batchId: `import-${next++}`, kind, createdAt: new Date(), created: 0, updated: 0 }, created: [], updated: [] };
      let clients = kind === 'clients' ? snapshot(records, uid, 'clients').length : 0;
      let done = 0;
      for (const row of rows) {
        try {
          if (row.updateId) {
            const old = snapshot(records, uid, kind).find((r) => r.id === row.updateId);
            if (!old) throw new Error('The record to update no longer exists');
            // As the function: the file's custom values over the record's own.
            const input = row.input as Record<string, unknown>;
            const custom = input.customFields as Record<string, unknown> | undefined;
            const own = (old as { customFields?: Record<string, unknown> }).customFields;
            const changes = custom ? { ...input, customFields: { ...own, ...custom } } : input;
            await records.updateRecord(uid, kind, row.updateId, changes as Partial<RecordInput<RecordKind>>);
            stored.updated.push({ kind, id: row.updateId, fields: pick(kind, old as unknown as Record<string, unknown>) });
            report.updated++;
          } else {
            if (kind === 'clients' && options.clientCap !== null && clients >= options.clientCap) {
              report.errors.push(`${row.label}: ${CLIENT_CAP_REACHED(options.clientCap)}`);
              continue;
            }
            const id = await records.addRecord(uid, kind, row.input as RecordInput<RecordKind>);
            stored.created.push({ kind, id });
            // A salary brings its generated expense, which the undo removes too (as the real import).
            const expenseId = kind === 'salaries' ? snapshot(records, uid, 'salaries').find((r) => r.id === id)?.expenseId : '';
            if (expenseId) stored.created.push({ kind: 'expenses', id: expenseId });
            clients++;
            report.created++;
          }
        } catch (e) {
          report.errors.push(`${row.label}: ${e instanceof Error ? e.message : String(e)}`);
        } finally {
          onProgress?.({ done: ++done, total: rows.length });
        }
      }
      remember(uid, stored, report);
      return report;
    },
    async listImports(uid) {
      return [...(imports.get(uid)?.values() ?? [])].map((s) => s.record).reverse();
    },
    async undoImport(uid, batchId, _options, onProgress) {
      const stored = imports.get(uid)?.get(batchId);
      if (!stored) throw new Error('This import can no longer be undone');
      const total = stored.created.length + stored.updated.length;
      let done = 0;
      for (const c of stored.created) {
        if (c.kind === 'deals') await deals?.api.removeDeal(uid, c.id).catch(() => undefined);
        else if (snapshot(records, uid, c.kind).some((r) => r.id === c.id)) await records.removeRecord(uid, c.kind, c.id);
        onProgress?.({ done: ++done, total });
      }
      for (const u of stored.updated) {
        if (snapshot(records, uid, u.kind).some((r) => r.id === u.id)) await records.updateRecord(uid, u.kind, u.id, u.fields);
        onProgress?.({ done: ++done, total });
      }
      imports.get(uid)?.delete(batchId);
    },
    async readAll(uid, onProgress) {
      const out = {} as AccountData['records'];
      RECORD_KINDS.forEach((kind, i) => {
        (out as Record<string, unknown>)[kind] = snapshot(records, uid, kind);
        onProgress?.({ done: i + 1, total: RECORD_KINDS.length });
      });
      const dealParts = deals
        ? {
            deals: deals.store
              .deals(uid)
              .filter((d) => deals.sees(uid, d))
              .map(dealFields),
            pipelines: deals.store.pipelines(uid),
            lostReasons: deals.store.lostReasons(uid),
          }
        : {};
      const activityPart = activities
        ? {
            activities: activities.store
              .all(uid)
              .filter((a) => activities.sees(uid, a))
              .map(backupActivityOf),
          }
        : {};
      const setupPart = setup
        ? {
            fieldDefinitions: { clients: setup.definitions(uid, 'clients'), deals: setup.definitions(uid, 'deals') },
            views: setup.views.all(uid).filter((v) => v.shared),
          }
        : {};
      return { records: out, categories: categoriesOf(records, uid), settings: {}, ...dealParts, ...activityPart, ...setupPart }; // nothing writes meta/settings
    },
    async restore(uid, data, mode, options, onProgress) {
      // As the real restore: a backup from before deals leaves the account's deals alone.
      // As the real restore: only owners and managers restore activities (the restoreActivities function).
      if (data.activities && data.activities.length > 0 && activities && !activities.manages(uid))
        throw new DataError('permission-denied', "Only an account's owners and managers restore a backup.");
      if (mode === 'replace') await wipeAll(uid, holdsDeals(data), data.activities !== undefined);
      const { parseCustomCategories, parseRecord } = await import('../../domain/schemas'); // as the real layer: zod on first use
      // As the real restore: the custom fields first (owners and managers), values mapped by label.
      let fieldsPlan: FieldsRestorePlan = { save: {}, idMap: { clients: new Map(), deals: new Map() }, errors: [] };
      const manages = setup ? setup.manages(uid) : false;
      if (setup && data.fieldDefinitions) {
        if (!manages) fieldsPlan.errors.push(`custom fields: ${FIELDS_BACKUP_MESSAGES.managersOnly}`);
        else {
          fieldsPlan = planFieldsRestore(data.fieldDefinitions, { clients: setup.definitions(uid, 'clients'), deals: setup.definitions(uid, 'deals') }, mode);
          for (const kind of ['clients', 'deals'] as const) {
            const list = fieldsPlan.save[kind];
            if (list) await setup.fields.saveFieldDefinitions(uid, kind, list);
          }
        }
      }
      const errors: string[] = [...fieldsPlan.errors];
      let written = 0;
      // Records and deals, as the screen counts them; pipelines are written but not counted.
      const total = RECORD_KINDS.reduce((n, k) => n + data.records[k].length, 0) + (data.deals?.length ?? 0) + (data.activities?.length ?? 0);
      // As the real restore: the client counter (here the clients stored) against the cap, for new clients only.
      let clients = snapshot(records, uid, 'clients').length;
      for (const kind of RECORD_KINDS) {
        const existing = new Set(snapshot(records, uid, kind).map((r) => r.id));
        for (const r of data.records[kind]) {
          // As the real restore: each record under its own id, its links as they are.
          const id = typeof r.id === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(r.id) ? r.id : null;
          const parsed = parseRecord(kind, kind === 'clients' ? withRemappedValues(r as { customFields?: CustomFieldValues }, fieldsPlan.idMap.clients) : r);
          if (!id || !parsed.ok) errors.push(`${kind} ${String(r.id ?? '?')}: ${parsed.ok ? 'Invalid record id' : parsed.message}`);
          else if (kind === 'clients' && !existing.has(id) && options.clientCap !== null && clients >= options.clientCap) {
            errors.push(`clients ${id}: ${CLIENT_CAP_REACHED(options.clientCap)}`);
          } else {
            // As the real restore: a new record is the restorer's; an existing one keeps its owner and creator.
            const by = restorer();
            const before = existing.has(id) ? snapshot(records, uid, kind).find((s) => s.id === id) : undefined;
            const stamps = !by
              ? {}
              : before
                ? { ownerId: before.ownerId, createdBy: before.createdBy, updatedBy: by }
                : { ownerId: by, createdBy: by, updatedBy: by };
            // As the real restore's merge write: an existing client keeps the values the backup does not name.
            const merged =
              kind === 'clients' && before && parsed.value && 'customFields' in parsed.value
                ? {
                    customFields: {
                      ...readCustomFields((before as { customFields?: unknown }).customFields),
                      ...(parsed.value as { customFields?: CustomFieldValues }).customFields,
                    },
                  }
                : {};
            put(uid, kind, [{ ...parsed.value, ...merged, ...dealLinkOf(kind, r), ...stamps, id } as WithId<typeof kind>]);
            if (kind === 'clients' && !existing.has(id)) clients++;
            written++;
          }
          onProgress?.({ done: written + errors.length, total });
        }
      }
      if (deals) {
        const store = deals.store;
        const merging = mode === 'merge' && holdsDeals(data);
        const remapped = data.deals ? { ...data, deals: data.deals.map((d) => withRemappedValues(d, fieldsPlan.idMap.deals)) } : data;
        const plan = planDealsRestore(remapped, { pipelines: merging ? store.pipelines(uid) : [], lostReasons: merging ? store.lostReasons(uid) : null }, mode);
        errors.push(...plan.errors);
        const by = restorer();
        for (const p of plan.pipelines) store.putPipeline(uid, p);
        const before = new Map(store.deals(uid).map((d) => [d.id, d]));
        for (const d of plan.deals) {
          const old = before.get(d.id);
          // As the real merge write: an existing deal keeps the values the backup does not name.
          const values = old && d.customFields ? { customFields: { ...readCustomFields(old.customFields), ...d.customFields } } : {};
          store.putDeal(uid, { ...d, ...values, ...(by ? { createdBy: old ? old.createdBy : by, updatedBy: by } : {}) });
          written++;
        }
        if (plan.lostReasons !== undefined) store.setLostReasons(uid, plan.lostReasons);
        onProgress?.({ done: Math.min(total, written + errors.length), total });
      }
      // The activities last, on the clients now stored, by their own authors (as the restoreActivities function).
      if (activities && data.activities && data.activities.length > 0) {
        const owners = new Map(snapshot(records, uid, 'clients').map((c) => [c.id, typeof c.ownerId === 'string' ? c.ownerId : '']));
        const plan = planActivitiesRestore(data.activities, owners);
        errors.push(...plan.errors);
        for (const a of plan.activities) {
          activities.store.put(uid, { ...a, at: new Date(a.at) });
          written++;
        }
        onProgress?.({ done: Math.min(total, written + errors.length), total });
      }
      // The real restore's rule: a replace writes the backup's names, a merge adds them as addCategory does.
      const categories = parseCustomCategories(data.categories);
      if (!categories.ok) errors.push(`categories: ${categories.message}`);
      else setCategories(uid, mode === 'replace' ? categories.value : mergeCategories(categoriesOf(records, uid), categories.value));
      // As the real restore: the views last, each under its id (the shared ones by owners and managers).
      if (setup && data.views && data.views.length > 0) {
        const me = setup.me();
        const all = new Map(setup.views.all(uid).map((v) => [v.id, v]));
        const seen = new Map([...all].filter(([, v]) => v.shared || v.createdBy === me));
        const plan = planViewsRestore(data.views, seen, me, manages, fieldsPlan.idMap);
        errors.push(...plan.errors);
        for (const v of plan.views) {
          const hidden = all.get(v.id);
          // Someone else's personal view under that id: the rules refuse the write.
          if (hidden && !seen.has(v.id)) errors.push(`views ${v.name}: You do not have permission to save this record`);
          else setup.views.put(uid, v);
        }
      }
      return { written, errors };
    },
    async clearLocalCache() {
      cacheClears++;
    },
    async wipe(uid) {
      await wipeAll(uid, true, true);
    },
  };
  return Object.assign(api, {
    get cacheClears() {
      return cacheClears;
    },
  });
}
