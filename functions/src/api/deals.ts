// The deal endpoints (docs/api.md#deals-and-pipelines), with the Admin SDK: the one deal schema
// (parseDeal, parseDealPatch) and the won-deal-to-revenue rule of src/domain/deal-writes.ts,
// applied in the same transaction as the deal, so a deal never makes a second revenue. The member
// switches apply as in the app (src/domain/record-access.ts): a member narrowed to their own
// records sees, writes and assigns only the deals assigned to them. Pipelines: pipelines.ts.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, DocumentSnapshot, Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { todayIso } from '../../../src/domain/dates';
import { DEAL_MESSAGES, DEAL_STATUSES, firstStageOfKind, stageOf, statusForStage } from '../../../src/domain/deals';
import type { Deal, DealStatus, Pipeline } from '../../../src/domain/deals';
import { parseDeal, parseDealPatch } from '../../../src/domain/deal-schemas';
import { markWon, moveDeal } from '../../../src/domain/deal-writes';
import type { DealWrite } from '../../../src/domain/deal-writes';
import { ACCESS_MESSAGES, canSee, requestedOwner, scopeOf } from '../../../src/domain/record-access';
import { toNumber } from '../../../src/domain/sanitize';
import { accessOf, DEAL_API_MESSAGES, dealsCol, docIn, invalid } from './deal-common';
import type { DealCaller } from './deal-common';
import { historyRetentionDays, putDeleteEntry } from '../history/entries';
import { ApiError, API_MESSAGES } from './errors';
import { pipelineById } from './pipelines';
import { isDocumentId } from './record-id';
import { recordJson } from './records';
import { checkedValues, definitionsOf, splitCustomFields, withValuesJson } from './custom-fields';
import type { CustomFieldDefinition } from '../../../src/domain/custom-fields';

export type { DealCaller } from './deal-common';
export { DEAL_API_MESSAGES } from './deal-common';

const LIST_FILTERS = ['pipelineId', 'stageId', 'ownerId', 'clientId'] as const;

export type DealPage = { limit: number; cursor: string | null };

/** The filters of GET /v1/deals: pipelineId, stageId, ownerId, clientId (ids) and status. */
function filtersOf(query: Record<string, unknown>): Partial<Record<(typeof LIST_FILTERS)[number] | 'status', string>> {
  const out: Partial<Record<(typeof LIST_FILTERS)[number] | 'status', string>> = {};
  for (const name of LIST_FILTERS) {
    const v = query[name];
    if (v === undefined || v === '') continue;
    if (typeof v !== 'string' || !isDocumentId(v)) throw invalid(DEAL_API_MESSAGES.badFilter(name), name);
    out[name] = v;
  }
  const status = query.status;
  if (status !== undefined && status !== '') {
    if (typeof status !== 'string' || !(DEAL_STATUSES as readonly string[]).includes(status)) throw invalid(DEAL_API_MESSAGES.badStatus, 'status');
    out.status = status;
  }
  return out;
}

export async function listDeals(db: Firestore, caller: DealCaller, query: Record<string, unknown>, page: DealPage) {
  const filters = filtersOf(query);
  const scope = scopeOf(accessOf(caller), caller.uid, 'deals');
  if (scope.ownerId !== null) {
    // Narrowed to their own deals: another owner's filter finds none.
    if (filters.ownerId !== undefined && filters.ownerId !== scope.ownerId) return { data: [], nextCursor: null };
    filters.ownerId = scope.ownerId;
  }
  let q: Query = dealsCol(db, caller.accountId);
  for (const [field, value] of Object.entries(filters)) q = q.where(field, '==', value);
  q = q.orderBy(FieldPath.documentId()).limit(page.limit + 1);
  if (page.cursor) q = q.startAfter(page.cursor);
  const [snap, definitions] = await Promise.all([q.get(), definitionsOf(db, caller.accountId, 'deals')]);
  const docs = snap.docs.slice(0, page.limit);
  const more = snap.docs.length > page.limit;
  return { data: docs.map((d) => dealJson(d, definitions)), nextCursor: more ? (docs[docs.length - 1]?.id ?? null) : null };
}

/** A stored deal as the API answers it, with the values of the account's deal fields. */
const dealJson = (snap: DocumentSnapshot, definitions: readonly CustomFieldDefinition[]) => withValuesJson(recordJson(snap), definitions, snap);

/** The stored deal, or 404 (also when the caller may not see it: narrowed to their own). */
async function visibleDeal(
  db: Firestore,
  caller: DealCaller,
  id: string,
  tx?: Transaction,
): Promise<{ ref: DocumentReference; snap: DocumentSnapshot; deal: Deal }> {
  const ref = dealsCol(db, caller.accountId).doc(id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists || !canSee(accessOf(caller), caller.uid, 'deals', snap.data() ?? {})) throw new ApiError(404, 'not-found', DEAL_API_MESSAGES.notFound(id));
  const { createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...fields } = snap.data() ?? {};
  return { ref, snap, deal: { ...(fields as Omit<Deal, 'id'>), id } };
}

export async function getDeal(db: Firestore, caller: DealCaller, id: string) {
  const [{ snap }, definitions] = await Promise.all([visibleDeal(db, caller, id), definitionsOf(db, caller.accountId, 'deals')]);
  return dealJson(snap, definitions);
}

/** The member a write assigns the deal to, checked: a narrowed member assigns only to themselves. */
function ownerFor(caller: DealCaller, body: Record<string, unknown>): string | undefined {
  const owner = requestedOwner(body);
  if (owner === null) throw invalid(ACCESS_MESSAGES.badOwner, 'ownerId');
  if (owner !== undefined && owner !== caller.uid && accessOf(caller).ownRecordsOnly) throw new ApiError(403, 'permission-denied', DEAL_API_MESSAGES.notYours);
  return owner;
}

/** 400 naming a number field sent as text that is not a number, before the schema cleans it to 0 (as records.ts does). */
function refuseNonNumbers(body: Record<string, unknown>): void {
  const v = body.value;
  if ('value' in body && v !== null && v !== '' && toNumber(v) === null) throw invalid('The field "value" must be a number.', 'value');
}

async function clientName(db: Firestore, accountId: string, clientId: string, tx: Transaction): Promise<{ name: string }> {
  const snap = await tx.get(docIn(db, accountId, 'clients', clientId));
  if (!snap.exists) throw invalid(DEAL_API_MESSAGES.clientNotFound(clientId), 'clientId');
  return { name: String(snap.get('name') ?? '') };
}

/** One write of a deal rule in the transaction, stamped as the records are (records.ts putWrite). */
function put(db: Firestore, accountId: string, tx: Transaction, write: DealWrite, by: { uid: string; ownerId: string }): void {
  const ref = docIn(db, accountId, write.collection, write.id);
  const now = FieldValue.serverTimestamp();
  if (write.op === 'set') tx.set(ref, { ownerId: by.ownerId, ...write.data, createdBy: by.uid, updatedBy: by.uid, createdAt: now, updatedAt: now });
  else if (write.op === 'delete') tx.delete(ref);
  else tx.update(ref, { ...write.data, updatedBy: by.uid, updatedAt: now });
}

/** What a write did to the deal's revenue, answered beside the deal. */
export type RevenueOutcome = { id: string; outcome: 'created' | 'removed' | 'kept' } | null;

function revenueOutcome(writes: readonly DealWrite[]): RevenueOutcome {
  const w = writes.find((x) => x.collection === 'revenues');
  if (!w) return null;
  return { id: w.id, outcome: w.op === 'set' ? 'created' : w.op === 'delete' ? 'removed' : 'kept' };
}

function stageIn(pipeline: Pipeline, stageId: string) {
  const stage = stageOf(pipeline, stageId);
  if (!stage) throw invalid(DEAL_API_MESSAGES.stageNotFound(stageId, pipeline.id), 'stageId');
  return stage;
}

export async function createDeal(db: Firestore, caller: DealCaller, body: Record<string, unknown>, now = new Date()) {
  refuseNonNumbers(body);
  if (typeof body.status === 'string' && body.status !== '' && !(DEAL_STATUSES as readonly string[]).includes(body.status)) {
    throw invalid(DEAL_API_MESSAGES.badStatus, 'status');
  }
  const owner = ownerFor(caller, body) ?? caller.uid;
  // The custom fields go through the one schema of the account's definitions, not the deal's.
  const { rest, input, given } = splitCustomFields(body);
  const first = parseDeal({ ...rest, ownerId: owner }, now);
  if (!first.ok) throw new ApiError(400, 'invalid-argument', first.message, { fields: first.errors });
  const definitions = await definitionsOf(db, caller.accountId, 'deals');
  const values = checkedValues(definitions, input, { given, partial: false });
  const ref = dealsCol(db, caller.accountId).doc();
  let revenue: RevenueOutcome = null;
  await db.runTransaction(async (tx) => {
    const pipeline = await pipelineById(db, caller.accountId, first.value.pipelineId, tx);
    if (!pipeline) throw invalid(DEAL_API_MESSAGES.pipelineNotFound(first.value.pipelineId), 'pipelineId');
    const stage = stageIn(pipeline, first.value.stageId);
    if (typeof body.status === 'string' && body.status !== '' && body.status !== stage.kind) {
      throw invalid(DEAL_API_MESSAGES.statusStage(body.status, stage.name, stage.kind), 'status');
    }
    const client = await clientName(db, caller.accountId, first.value.clientId, tx);
    // A deal's status is its stage's kind; its dates and reason follow (parseDeal).
    const parsed = parseDeal({ ...rest, ownerId: owner, status: statusForStage(stage) }, now);
    if (!parsed.ok) throw new ApiError(400, 'invalid-argument', parsed.message, { fields: parsed.errors });
    if (parsed.value.status === 'lost' && parsed.value.lostReason === '') throw invalid(DEAL_MESSAGES.lostReasonRequired, 'lostReason');
    let data: Record<string, unknown> = { ...parsed.value, revenueId: '', ...(values !== undefined ? { customFields: values } : {}) };
    const others: DealWrite[] = [];
    if (parsed.value.status === 'won') {
      const won = markWon(
        { ...parsed.value, revenueId: '', id: ref.id },
        pipeline,
        client,
        parsed.value.wonAt || todayIso(now),
        () => db.collection(`accounts/${caller.accountId}/revenues`).doc().id,
        {
          stageId: stage.id,
          position: parsed.value.position,
        },
      );
      if (!won.ok) throw invalid(won.message);
      for (const w of won.writes) {
        if (w.collection === 'deals' && w.op === 'update') data = { ...data, ...w.data };
        else others.push(w);
      }
    }
    const by = { uid: caller.uid, ownerId: owner };
    put(db, caller.accountId, tx, { op: 'set', collection: 'deals', id: ref.id, data }, by);
    for (const w of others) put(db, caller.accountId, tx, w, by);
    revenue = revenueOutcome(others);
  });
  return { data: dealJson(await ref.get(), definitions), revenue };
}

/** `removeRevenue` of a PATCH (query or body): true, false, or not given. */
function removeRevenueOf(query: Record<string, unknown>, body: Record<string, unknown>): boolean | undefined {
  const v = query.removeRevenue ?? body.removeRevenue;
  if (v === undefined) return undefined;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw invalid(DEAL_API_MESSAGES.removeRevenue, 'removeRevenue');
}

const KIND_FIELDS = new Set(['status', 'wonAt', 'lostAt', 'lostReason', 'revenueId', 'stageId', 'pipelineId']);

/**
 * PATCH /v1/deals/{id}: the fields sent change. A new stage (or pipeline, or status) of another
 * kind moves the deal as the board does (src/domain/deal-writes.ts moveDeal): to a won stage it
 * makes its revenue, once; to a lost stage it needs `lostReason`; leaving a won stage its revenue
 * is kept (unlinked) unless `removeRevenue=true`. The answer says what happened to the revenue.
 */
export async function updateDeal(
  db: Firestore,
  caller: DealCaller,
  id: string,
  body: Record<string, unknown>,
  query: Record<string, unknown>,
  now = new Date(),
) {
  refuseNonNumbers(body);
  const { rest, input, given } = splitCustomFields(body);
  const parsed = parseDealPatch(rest);
  if (!parsed.ok) throw new ApiError(400, 'invalid-argument', parsed.message, { fields: parsed.errors });
  const owner = ownerFor(caller, body);
  const removeRevenue = removeRevenueOf(query, body);
  const patch = parsed.value;
  if (typeof body.status === 'string' && body.status !== '' && !(DEAL_STATUSES as readonly string[]).includes(body.status))
    throw invalid(DEAL_API_MESSAGES.badStatus, 'status');
  if (Object.keys(patch).length === 0 && owner === undefined && !given) throw invalid(API_MESSAGES.noChanges);
  const definitions = await definitionsOf(db, caller.accountId, 'deals');
  let revenue: RevenueOutcome = null;
  await db.runTransaction(async (tx) => {
    const { ref, deal } = await visibleDeal(db, caller, id, tx);
    // Merged per key over the stored values (null clears one); left out, they stay as they are.
    const values = checkedValues(definitions, input, { given, partial: true, previous: deal.customFields });
    // Another client must exist, as for a new deal.
    const newClient = patch.clientId !== undefined && patch.clientId !== deal.clientId ? await clientName(db, caller.accountId, patch.clientId, tx) : null;
    const pipelineId = patch.pipelineId ?? deal.pipelineId;
    const pipeline = await pipelineById(db, caller.accountId, pipelineId, tx);
    if (!pipeline) throw invalid(DEAL_API_MESSAGES.pipelineNotFound(pipelineId), 'pipelineId');
    const wanted: DealStatus | undefined = 'status' in body && body.status !== '' ? patch.status : undefined;
    // The stage: the one sent; else its own when it is in the pipeline and of the wanted kind; else the first of that kind.
    const kind: DealStatus = wanted ?? (patch.stageId !== undefined ? stageIn(pipeline, patch.stageId).kind : deal.status);
    const stage =
      patch.stageId !== undefined
        ? stageIn(pipeline, patch.stageId)
        : (() => {
            const own = stageOf(pipeline, deal.stageId);
            return own?.kind === kind ? own : firstStageOfKind(pipeline, kind);
          })();
    if (!stage) throw invalid(DEAL_MESSAGES.stageNotFound, 'stageId');
    if (wanted !== undefined && stage.kind !== wanted) throw invalid(DEAL_API_MESSAGES.statusStage(wanted, stage.name, stage.kind), 'status');
    const fields = Object.fromEntries(Object.entries(patch).filter(([k]) => !KIND_FIELDS.has(k)));
    const edited: Deal = { ...deal, ...fields, ...(owner !== undefined ? { ownerId: owner } : {}) };
    let writes: DealWrite[];
    if (stage.kind === deal.status) {
      // The same kind: the dates and the reason of its status may be corrected; the revenue stays as it is.
      const dates: Record<string, unknown> = {};
      if (deal.status === 'won' && patch.wonAt) dates.wonAt = patch.wonAt;
      if (deal.status === 'lost' && patch.lostAt) dates.lostAt = patch.lostAt;
      if (deal.status === 'lost' && 'lostReason' in patch) {
        if (patch.lostReason === '') throw invalid(DEAL_MESSAGES.lostReasonRequired, 'lostReason');
        dates.lostReason = patch.lostReason;
      }
      writes = [{ op: 'update', collection: 'deals', id, data: { stageId: stage.id, ...dates } }];
    } else {
      const revenueId = deal.revenueId;
      const linkedSnap = revenueId !== '' ? await tx.get(docIn(db, caller.accountId, 'revenues', revenueId)) : null;
      const linked = linkedSnap?.exists ? { id: linkedSnap.id, dealId: linkedSnap.get('dealId') as unknown } : null;
      const client = stage.kind === 'won' ? (newClient ?? (await clientName(db, caller.accountId, edited.clientId, tx))) : null;
      const today = (stage.kind === 'won' ? patch.wonAt : stage.kind === 'lost' ? patch.lostAt : '') || todayIso(now);
      const result = moveDeal(
        edited,
        pipeline,
        { stageId: stage.id },
        {
          today,
          client,
          newRevenueId: () => db.collection(`accounts/${caller.accountId}/revenues`).doc().id,
          linked,
          lostReason: patch.lostReason,
          removeRevenue: removeRevenue ?? false,
        },
      );
      if (!result.ok) throw invalid(result.message, 'needs' in result ? result.needs : undefined);
      writes = result.writes;
    }
    const [first, ...others] = writes;
    const data = {
      ...fields,
      ...(owner !== undefined ? { ownerId: owner } : {}),
      ...(pipelineId !== deal.pipelineId ? { pipelineId } : {}),
      ...(first?.op === 'update' ? first.data : {}),
      ...(values !== undefined ? { customFields: values } : {}),
    };
    tx.update(ref, { ...data, updatedBy: caller.uid, updatedAt: FieldValue.serverTimestamp() });
    for (const w of others) put(db, caller.accountId, tx, w, { uid: caller.uid, ownerId: edited.ownerId });
    revenue = revenueOutcome(others);
  });
  return { data: dealJson(await dealsCol(db, caller.accountId).doc(id).get(), definitions), revenue };
}

/** Deletes a deal; its revenue, if any, stays, no longer naming it (as in the app). */
export async function deleteDeal(db: Firestore, caller: DealCaller, id: string) {
  const days = await historyRetentionDays(db);
  await db.runTransaction(async (tx) => {
    const { ref, snap, deal } = await visibleDeal(db, caller, id, tx);
    const revenueRef = deal.revenueId !== '' ? docIn(db, caller.accountId, 'revenues', deal.revenueId) : null;
    const revenue = revenueRef ? await tx.get(revenueRef) : null;
    tx.delete(ref);
    // Its history entry names the API (functions/src/history), as a client's delete does.
    putDeleteEntry(db, tx, caller.accountId, 'deals', snap, { actor: caller.uid, source: 'api' }, days);
    if (revenueRef && revenue?.exists && revenue.get('dealId') === id)
      tx.update(revenueRef, { dealId: '', updatedBy: caller.uid, updatedAt: FieldValue.serverTimestamp() });
  });
}
