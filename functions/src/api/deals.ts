// The deal and pipeline endpoints (docs/api.md#deals-and-pipelines), with the Admin SDK: the one
// deal schema (parseDeal, parseDealPatch), the one pipeline schema (parsePipeline), the pipeline
// edits of src/domain/pipelines.ts and the won-deal-to-revenue rule of src/domain/deal-writes.ts,
// applied in the same transaction as the deal, so a deal never makes a second revenue. The member
// switches apply as in the app (src/domain/record-access.ts): a member narrowed to their own
// records sees, writes and assigns only the deals assigned to them; pipelines are edited only by
// owners and managers, as the rules keep it.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import type { DocumentData, DocumentReference, DocumentSnapshot, Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { canManageAccount } from '../../../src/domain/accounts';
import { todayIso } from '../../../src/domain/dates';
import { DEAL_LIMITS, DEAL_MESSAGES, DEAL_STATUSES, DEFAULT_PIPELINE, firstStageOfKind, stageOf, statusForStage } from '../../../src/domain/deals';
import type { Deal, DealStatus, Pipeline } from '../../../src/domain/deals';
import { parseDeal, parseDealPatch, parsePipeline } from '../../../src/domain/deal-schemas';
import { markWon, moveDeal } from '../../../src/domain/deal-writes';
import type { DealWrite } from '../../../src/domain/deal-writes';
import { removePipeline, sortPipelines } from '../../../src/domain/pipelines';
import type { DealMove } from '../../../src/domain/pipelines';
import { ACCESS_MESSAGES, canSee, recordAccessOf, requestedOwner, scopeOf } from '../../../src/domain/record-access';
import type { RecordAccess } from '../../../src/domain/record-access';
import { toNumber } from '../../../src/domain/sanitize';
import type { Member } from '../shared/membership';
import { historyRetentionDays, putDeleteEntry } from '../history/entries';
import { ApiError, API_MESSAGES } from './errors';
import { isDocumentId } from './record-id';
import { recordJson } from './records';

/** Writes per batch when a pipeline removal moves deals (Firestore allows 500). */
const MAX_BATCH = 450;

export const DEAL_API_MESSAGES = {
  notFound: (id: string) => `No deal with id "${id}".`,
  pipelineNotFound: (id: string) => `No pipeline with id "${id}".`,
  stageNotFound: (stageId: string, pipelineId: string) => `The pipeline "${pipelineId}" has no stage "${stageId}".`,
  clientNotFound: (id: string) => `No client with id "${id}".`,
  badFilter: (name: string) => `The filter "${name}" is not valid.`,
  badStatus: `status must be one of ${DEAL_STATUSES.join(', ')}.`,
  statusStage: (status: string, stage: string, kind: string) =>
    `The status "${status}" does not match the stage "${stage}", which is a ${kind} stage: send one of them, or both in agreement.`,
  removeRevenue: 'removeRevenue must be true or false.',
  notYours: 'The API key\'s creator sees only the deals assigned to them ("own records only"): assign the deal to them.',
  managersOnly: "Only an account's owners and managers edit its pipelines; the API key's creator is not one.",
  stageHoldsDeals: (name: string) => `The stage "${name}" still holds deals: move them to another stage first (PATCH /v1/deals/{id}), then remove the stage.`,
  stageKind: (name: string) => `The stage "${name}" cannot change its kind (open, won or lost): remove it and add another.`,
  moveTo: 'Give the pipeline that takes over the deals of this one: DELETE /v1/pipelines/{id}?moveTo=<pipelineId>.',
} as const;

const invalid = (message: string, field?: string) => new ApiError(400, 'invalid-argument', message, field ? { fields: { [field]: message } } : {});

const dealsCol = (db: Firestore, a: string) => db.collection(`accounts/${a}/deals`);
const pipelinesCol = (db: Firestore, a: string) => db.collection(`accounts/${a}/pipelines`);
const docIn = (db: Firestore, a: string, collection: 'deals' | 'revenues' | 'clients', id: string) => db.doc(`accounts/${a}/${collection}/${id}`);

/** Who asks: the key's member, with what their switches allow. */
export type DealCaller = { accountId: string; uid: string; member: Member };

const accessOf = (caller: DealCaller): RecordAccess => recordAccessOf(caller.member);

// ---------------------------------------------------------------------------------------------
// Pipelines

/** A stored pipeline through the one pipeline schema (what the layers wrote went through it). */
function pipelineOfSnap(snap: DocumentSnapshot): Pipeline {
  const parsed = parsePipeline(snap.data());
  if (parsed.ok) return { id: snap.id, ...parsed.value };
  const d = snap.data() ?? {};
  return { id: snap.id, name: String(d.name ?? ''), order: Number(d.order ?? 0), stages: Array.isArray(d.stages) ? (d.stages as Pipeline['stages']) : [] };
}

/** The account's pipelines, ordered; the default one while it has stored none (as the app shows it). */
async function pipelinesOf(db: Firestore, accountId: string, tx?: Transaction): Promise<{ pipelines: Pipeline[]; stored: boolean }> {
  const snap = tx ? await tx.get(pipelinesCol(db, accountId)) : await pipelinesCol(db, accountId).get();
  if (snap.empty) return { pipelines: [DEFAULT_PIPELINE], stored: false };
  return { pipelines: sortPipelines(snap.docs.map(pipelineOfSnap)), stored: true };
}

async function pipelineById(db: Firestore, accountId: string, id: string, tx?: Transaction): Promise<Pipeline | null> {
  const ref = pipelinesCol(db, accountId).doc(id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (snap.exists) return pipelineOfSnap(snap);
  if (id !== DEFAULT_PIPELINE.id) return null;
  // The default pipeline counts only while the account has stored none.
  const any = await pipelinesCol(db, accountId).limit(1).get();
  return any.empty ? DEFAULT_PIPELINE : null;
}

const pipelineJson = (p: Pipeline) => ({ id: p.id, name: p.name, order: p.order, stages: p.stages });

const pipelineData = (p: Omit<Pipeline, 'id'>, uid: string) => ({
  name: p.name,
  order: p.order,
  stages: p.stages,
  updatedAt: FieldValue.serverTimestamp(),
  updatedBy: uid,
});

function requireManager(caller: DealCaller): void {
  if (!canManageAccount(caller.member.role)) throw new ApiError(403, 'permission-denied', DEAL_API_MESSAGES.managersOnly);
}

export async function listPipelines(db: Firestore, caller: DealCaller) {
  const { pipelines } = await pipelinesOf(db, caller.accountId);
  return { data: pipelines.map(pipelineJson), nextCursor: null };
}

export async function getPipeline(db: Firestore, caller: DealCaller, id: string) {
  const pipeline = await pipelineById(db, caller.accountId, id);
  if (!pipeline) throw new ApiError(404, 'not-found', DEAL_API_MESSAGES.pipelineNotFound(id));
  return pipelineJson(pipeline);
}

export async function createPipeline(db: Firestore, caller: DealCaller, body: Record<string, unknown>) {
  requireManager(caller);
  const parsed = parsePipeline(body);
  if (!parsed.ok) throw new ApiError(400, 'invalid-argument', parsed.message, { fields: parsed.errors });
  const col = pipelinesCol(db, caller.accountId);
  const ref = col.doc();
  await db.runTransaction(async (tx) => {
    const { pipelines, stored } = await pipelinesOf(db, caller.accountId, tx);
    if (pipelines.length >= DEAL_LIMITS.pipelinesPerAccount) throw invalid(DEAL_MESSAGES.tooManyPipelines);
    // An account that never stored its default pipeline keeps it: its deals may name it.
    if (!stored) {
      const { id: _id, ...defaults } = DEFAULT_PIPELINE;
      tx.set(col.doc(DEFAULT_PIPELINE.id), pipelineData(defaults, caller.uid));
    }
    const order = body.order === undefined ? pipelines.reduce((max, p) => Math.max(max, p.order + 1), 0) : parsed.value.order;
    tx.set(ref, pipelineData({ ...parsed.value, order }, caller.uid));
  });
  return getPipeline(db, caller, ref.id);
}

export async function updatePipeline(db: Firestore, caller: DealCaller, id: string, body: Record<string, unknown>) {
  requireManager(caller);
  const known = ['name', 'order', 'stages'].filter((k) => k in body);
  if (known.length === 0) throw invalid(API_MESSAGES.noChanges);
  const current = await pipelineById(db, caller.accountId, id);
  if (!current) throw new ApiError(404, 'not-found', DEAL_API_MESSAGES.pipelineNotFound(id));
  const { id: _id, ...base } = current;
  const parsed = parsePipeline({ ...base, ...Object.fromEntries(known.map((k) => [k, body[k]])) });
  if (!parsed.ok) throw new ApiError(400, 'invalid-argument', parsed.message, { fields: parsed.errors });
  const next = parsed.value;
  for (const stage of current.stages) {
    const kept = next.stages.find((s) => s.id === stage.id);
    if (kept && kept.kind !== stage.kind) throw invalid(DEAL_API_MESSAGES.stageKind(stage.name), 'stages');
    if (!kept) {
      const holding = await dealsCol(db, caller.accountId).where('pipelineId', '==', id).where('stageId', '==', stage.id).limit(1).get();
      if (!holding.empty) throw invalid(DEAL_API_MESSAGES.stageHoldsDeals(stage.name), 'stages');
    }
  }
  await pipelinesCol(db, caller.accountId).doc(id).set(pipelineData(next, caller.uid));
  return getPipeline(db, caller, id);
}

function moveUpdate(move: DealMove, uid: string): DocumentData {
  const { dealId: _d, ...data } = move;
  return { ...data, updatedBy: uid, updatedAt: FieldValue.serverTimestamp() };
}

/** Removes a pipeline; its deals move to `moveTo` (src/domain/pipelines.ts removePipeline), the pipeline going with the last batch. */
export async function deletePipeline(db: Firestore, caller: DealCaller, id: string, moveTo: string | null) {
  requireManager(caller);
  const { pipelines, stored } = await pipelinesOf(db, caller.accountId);
  if (!pipelines.some((p) => p.id === id)) throw new ApiError(404, 'not-found', DEAL_API_MESSAGES.pipelineNotFound(id));
  const deals = (await dealsCol(db, caller.accountId).where('pipelineId', '==', id).get()).docs.map((d) => ({ ...(d.data() as Deal), id: d.id }));
  const staying = moveTo
    ? (await dealsCol(db, caller.accountId).where('pipelineId', '==', moveTo).get()).docs.map((d) => ({ ...(d.data() as Deal), id: d.id }))
    : [];
  const result = removePipeline(pipelines, id, moveTo ? { pipelineId: moveTo } : null, [...deals, ...staying]);
  if (!result.ok) {
    if (result.message === DEAL_MESSAGES.pipelineTargetRequired) throw invalid(DEAL_API_MESSAGES.moveTo, 'moveTo');
    if (result.message === DEAL_MESSAGES.pipelineNotFound && moveTo) throw invalid(DEAL_API_MESSAGES.pipelineNotFound(moveTo), 'moveTo');
    throw invalid(result.message);
  }
  const moves = result.moves;
  for (let i = 0; i === 0 || i < moves.length; i += MAX_BATCH) {
    const batch = db.batch();
    for (const move of moves.slice(i, i + MAX_BATCH)) batch.update(dealsCol(db, caller.accountId).doc(move.dealId), moveUpdate(move, caller.uid));
    if (i + MAX_BATCH >= moves.length) {
      batch.delete(pipelinesCol(db, caller.accountId).doc(id));
      // Never stored: the others become stored ones, so the default does not come back.
      if (!stored) for (const p of result.pipelines) batch.set(pipelinesCol(db, caller.accountId).doc(p.id), pipelineData(p, caller.uid));
    }
    await batch.commit();
  }
}

// ---------------------------------------------------------------------------------------------
// Deals

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
  const snap = await q.get();
  const docs = snap.docs.slice(0, page.limit);
  const more = snap.docs.length > page.limit;
  return { data: docs.map(recordJson), nextCursor: more ? (docs[docs.length - 1]?.id ?? null) : null };
}

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
  return recordJson((await visibleDeal(db, caller, id)).snap);
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
  const first = parseDeal({ ...body, ownerId: owner }, now);
  if (!first.ok) throw new ApiError(400, 'invalid-argument', first.message, { fields: first.errors });
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
    const parsed = parseDeal({ ...body, ownerId: owner, status: statusForStage(stage) }, now);
    if (!parsed.ok) throw new ApiError(400, 'invalid-argument', parsed.message, { fields: parsed.errors });
    if (parsed.value.status === 'lost' && parsed.value.lostReason === '') throw invalid(DEAL_MESSAGES.lostReasonRequired, 'lostReason');
    let data: Record<string, unknown> = { ...parsed.value, revenueId: '' };
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
  return { data: recordJson(await ref.get()), revenue };
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
  const parsed = parseDealPatch(body);
  if (!parsed.ok) throw new ApiError(400, 'invalid-argument', parsed.message, { fields: parsed.errors });
  const owner = ownerFor(caller, body);
  const removeRevenue = removeRevenueOf(query, body);
  const patch = parsed.value;
  if (typeof body.status === 'string' && body.status !== '' && !(DEAL_STATUSES as readonly string[]).includes(body.status))
    throw invalid(DEAL_API_MESSAGES.badStatus, 'status');
  if (Object.keys(patch).length === 0 && owner === undefined) throw invalid(API_MESSAGES.noChanges);
  let revenue: RevenueOutcome = null;
  await db.runTransaction(async (tx) => {
    const { ref, deal } = await visibleDeal(db, caller, id, tx);
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
    };
    tx.update(ref, { ...data, updatedBy: caller.uid, updatedAt: FieldValue.serverTimestamp() });
    for (const w of others) put(db, caller.accountId, tx, w, { uid: caller.uid, ownerId: edited.ownerId });
    revenue = revenueOutcome(others);
  });
  return { data: recordJson(await dealsCol(db, caller.accountId).doc(id).get()), revenue };
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
