// Deals, pipelines and lost reasons on Firestore (contract-deals.ts, docs/product/deals.md): deals
// in accounts/{a}/deals, pipelines in accounts/{a}/pipelines, the lost reasons in
// accounts/{a}/meta/lostReasons. Deals are written as records are (records.ts): the writer named
// from the signed-in person, the server's timestamps, settleWrite; what a move does to the deal's
// revenue comes from src/domain/deal-writes.ts, committed in one batch.
import { Timestamp, collection, doc, getDoc, getDocs, limit, onSnapshot, query, runTransaction, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import type { DocumentData, Query, QueryDocumentSnapshot, WriteBatch } from 'firebase/firestore';
import { canWriteRecords } from '../domain/accounts';
import type { AccountRole } from '../domain/accounts';
import { todayIso } from '../domain/dates';
import { DEAL_LIMITS, DEAL_MESSAGES, DEFAULT_LOST_REASONS, DEFAULT_PIPELINE, STAGE_KINDS, cleanLostReasons, stageOf, statusForStage } from '../domain/deals';
import type { Deal, Pipeline, Stage, StageKind } from '../domain/deals';
import { markWon, moveDeal as moveDealWrites } from '../domain/deal-writes';
import type { DealWrite, LinkedRevenue } from '../domain/deal-writes';
import { removePipeline as removePipelineEdit, removeStage as removeStageEdit, sortPipelines } from '../domain/pipelines';
import type { DealMove } from '../domain/pipelines';
import { ACCESS_MESSAGES, requestedOwner } from '../domain/record-access';
import { DataError } from './contract-common';
import type { DealView, DealsApi } from './contract-deals';
import { guard, toDataError } from './errors';
import { db } from './firebase';
import { narrowed } from './scope';
import { markDeletion, signedInUid, writer } from './writer';
import { noteLocalWrite, watchAllDocs } from './paged';
import { settleWrite } from './pending-writes';
import { checkedCustomFields } from './fields';
import { customFieldsIn, withCustomFields } from '../domain/custom-fields';

const dealsOf = (a: string) => collection(db, 'accounts', a, 'deals');
const pipelinesOf = (a: string) => collection(db, 'accounts', a, 'pipelines');
const revenuesOf = (a: string) => collection(db, 'accounts', a, 'revenues');
const lostReasonsOf = (a: string) => doc(db, 'accounts', a, 'meta', 'lostReasons');

/** Writes per batch when a pipeline edit moves deals (Firestore allows 500). */
export const DEAL_BATCH_OPS = 499;

/** The deal schemas (zod), loaded on the first write as the record schemas are (records.ts). */
const schemas = () => import('../domain/deal-schemas');

const invalid = (message: string) => new DataError('invalid-argument', message);

/** A server timestamp as an ISO instant (plain text crosses to the page from the worker); undefined when absent. */
function instantOf(v: unknown): string | undefined {
  const date = v instanceof Timestamp ? v.toDate() : v instanceof Date ? v : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}

/** A stored deal as screens see it: its fields and id, its timestamps as ISO instants. */
function dealOf(d: QueryDocumentSnapshot<DocumentData>): DealView {
  const { createdAt, updatedAt, ...data } = d.data({ serverTimestamps: 'estimate' });
  const times = { createdAt: instantOf(createdAt), updatedAt: instantOf(updatedAt) };
  return { ...data, ...Object.fromEntries(Object.entries(times).filter(([, v]) => v !== undefined)), id: d.id } as DealView;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A stored pipeline as screens see it. The rules check only the number of its stages (they cannot
 * loop over a list of maps); what the layers wrote went through parsePipeline, so this only keeps
 * out what is not a stage at all, without loading the schemas to draw a board.
 */
export function pipelineFrom(id: string, data: Record<string, unknown>): Pipeline {
  const stages: Stage[] = (Array.isArray(data.stages) ? data.stages : [])
    .filter(isObject)
    .filter((s) => typeof s.id === 'string' && s.id !== '')
    .map((s, i) => ({
      id: s.id as string,
      name: typeof s.name === 'string' ? s.name : '',
      probability: typeof s.probability === 'number' ? s.probability : 0,
      kind: (STAGE_KINDS as readonly unknown[]).includes(s.kind) ? (s.kind as StageKind) : 'open',
      order: typeof s.order === 'number' ? s.order : i,
    }))
    .sort((a, b) => a.order - b.order);
  return { id, name: typeof data.name === 'string' ? data.name : '', order: typeof data.order === 'number' ? data.order : 0, stages };
}

/** What is stored of a pipeline: its fields and who wrote it last, when. */
function pipelineData(pipeline: Omit<Pipeline, 'id'>) {
  return { name: pipeline.name, order: pipeline.order, stages: pipeline.stages, updatedAt: serverTimestamp(), updatedBy: writer() };
}

/** The stored pipeline, or the default one while an account has not stored it yet. */
async function pipelineOf(accountId: string, pipelineId: string): Promise<Pipeline | null> {
  const snap = await getDoc(doc(pipelinesOf(accountId), pipelineId));
  if (snap.exists()) return pipelineFrom(snap.id, snap.data());
  return pipelineId === DEFAULT_PIPELINE.id ? DEFAULT_PIPELINE : null;
}

async function storedDeal(accountId: string, id: string): Promise<Deal> {
  const snap = await getDoc(doc(dealsOf(accountId), id));
  if (!snap.exists()) throw new DataError('not-found', DEAL_MESSAGES.dealNotFound);
  const { createdAt: _c, updatedAt: _u, ...data } = snap.data();
  return { ...data, id: snap.id } as Deal;
}

/** The client's name for a won deal's revenue; null when it is gone or not this member's to read. */
async function clientOf(accountId: string, clientId: string): Promise<{ name: string } | null> {
  if (clientId === '') return null;
  try {
    const snap = await getDoc(doc(db, 'accounts', accountId, 'clients', clientId));
    const name: unknown = snap.get('name');
    return typeof name === 'string' ? { name } : null;
  } catch {
    return null;
  }
}

/** The revenue a deal names, as deal-writes.ts needs it (null when none or gone). */
async function linkedOf(accountId: string, deal: Pick<Deal, 'revenueId'>): Promise<LinkedRevenue> {
  if (deal.revenueId === '') return null;
  const snap = await getDoc(doc(revenuesOf(accountId), deal.revenueId));
  return snap.exists() ? { id: snap.id, dealId: snap.get('dealId') as unknown } : null;
}

/**
 * One write of a deal rule, stamped as records are (records.ts put): a new deal keeps the owner
 * it names; a new revenue goes to the deal's owner; every write names the writer.
 */
function put(batch: WriteBatch, accountId: string, write: DealWrite, owner: string) {
  const ref = doc(collection(db, 'accounts', accountId, write.collection), write.id);
  const by = writer();
  // A list still showing the deal (or revenue) from its snapshot follows the change at once.
  if (write.op !== 'set') noteLocalWrite(ref.path);
  if (write.op === 'set') {
    batch.set(ref, { ownerId: owner, ...write.data, createdBy: by, updatedBy: by, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  } else if (write.op === 'delete') {
    batch.delete(ref);
    if (write.collection === 'deals') markDeletion(batch, accountId, 'deals', write.id);
  } else batch.update(ref, { ...write.data, updatedBy: by, updatedAt: serverTimestamp() });
}

function moveWrite(move: DealMove): DealWrite {
  const { dealId, ...data } = move;
  return { op: 'update', collection: 'deals', id: dealId, data };
}

/** Deal moves in batches of DEAL_BATCH_OPS, then `last` (the pipeline edit) with the last of them: no deal is left without a stage. */
async function commitMoves(accountId: string, moves: DealMove[], last: (batch: WriteBatch) => void) {
  const size = DEAL_BATCH_OPS - 1;
  for (let i = 0; i === 0 || i < moves.length; i += size) {
    const batch = writeBatch(db);
    for (const move of moves.slice(i, i + size)) put(batch, accountId, moveWrite(move), '');
    if (i + size >= moves.length) last(batch);
    await settleWrite(batch.commit());
  }
}

async function readDeals(q: Query): Promise<Deal[]> {
  return (await getDocs(q)).docs.map((d) => ({ ...d.data(), id: d.id }) as Deal);
}

/** Whether the signed-in person writes records in the account (their member document). */
async function writesRecords(accountId: string): Promise<boolean> {
  const uid = signedInUid();
  if (!uid) return false;
  const role = (await getDoc(doc(db, 'accounts', accountId, 'members', uid))).get('role') as AccountRole | undefined;
  return canWriteRecords(role);
}

/** Writes the default pipeline once, unless another tab or person did meanwhile. */
async function writeDefaultPipeline(accountId: string): Promise<void> {
  if (!(await writesRecords(accountId))) return;
  const ref = doc(pipelinesOf(accountId), DEFAULT_PIPELINE.id);
  const { id: _id, ...pipeline } = DEFAULT_PIPELINE;
  await runTransaction(db, async (tx) => {
    if (!(await tx.get(ref)).exists()) tx.set(ref, pipelineData(pipeline));
  });
}

export const dealsApi: DealsApi = {
  watchPipelines(accountId, cb, onError) {
    let wrote = false;
    return onSnapshot(
      pipelinesOf(accountId),
      (snap) => {
        if (snap.empty) {
          // Nothing cached proves nothing: wait for the server before writing or showing the default.
          if (snap.metadata.fromCache) return;
          cb([DEFAULT_PIPELINE]);
          if (!wrote) {
            wrote = true;
            // A viewer, an expired plan or a race with another tab: the default shown here is the same.
            writeDefaultPipeline(accountId).catch(() => undefined);
          }
          return;
        }
        cb(sortPipelines(snap.docs.map((d) => pipelineFrom(d.id, d.data({ serverTimestamps: 'estimate' })))));
      },
      (error) => onError?.(toDataError(error)),
    );
  },

  savePipeline: (accountId, pipeline) =>
    guard(async () => {
      const parsed = (await schemas()).parsePipeline(pipeline);
      if (!parsed.ok) throw invalid(parsed.message);
      let id = pipeline.id;
      if (id !== undefined) {
        // A stage that holds deals goes only through removeStage, which moves them.
        const before = await getDoc(doc(pipelinesOf(accountId), id));
        const kept = new Set(parsed.value.stages.map((st) => st.id));
        const dropped = before.exists()
          ? pipelineFrom(id, before.data())
              .stages.filter((st) => !kept.has(st.id))
              .map((st) => st.id)
          : [];
        if (dropped.length > 0) {
          const holding = await getDocs(query(dealsOf(accountId), where('pipelineId', '==', id), where('stageId', 'in', dropped.slice(0, 30)), limit(1)));
          if (!holding.empty) throw invalid(DEAL_MESSAGES.moveTargetRequired);
        }
      } else {
        const count = (await getDocs(pipelinesOf(accountId))).size;
        if (count >= DEAL_LIMITS.pipelinesPerAccount) throw invalid(DEAL_MESSAGES.tooManyPipelines);
        id = doc(pipelinesOf(accountId)).id;
      }
      const ref = doc(pipelinesOf(accountId), id);
      const batch = writeBatch(db);
      batch.set(ref, pipelineData(parsed.value));
      await settleWrite(batch.commit());
      return id;
    }),

  removeStage: (accountId, pipelineId, stageId, moveToStageId) =>
    guard(async () => {
      const pipeline = await pipelineOf(accountId, pipelineId);
      if (!pipeline) throw invalid(DEAL_MESSAGES.pipelineNotFound);
      const deals = await readDeals(query(dealsOf(accountId), where('pipelineId', '==', pipelineId)));
      const result = removeStageEdit(pipeline, stageId, moveToStageId, deals);
      if (!result.ok) throw invalid(result.message);
      const { id: _id, ...edited } = result.pipeline;
      await commitMoves(accountId, result.moves, (batch) => batch.set(doc(pipelinesOf(accountId), pipelineId), pipelineData(edited)));
    }),

  removePipeline: (accountId, pipelineId, moveTo) =>
    guard(async () => {
      const snap = await getDocs(pipelinesOf(accountId));
      const pipelines = snap.docs.map((d) => pipelineFrom(d.id, d.data()));
      const ids = [pipelineId, ...(moveTo ? [moveTo.pipelineId] : [])];
      const deals = await readDeals(query(dealsOf(accountId), where('pipelineId', 'in', ids)));
      const result = removePipelineEdit(pipelines, pipelineId, moveTo, deals);
      if (!result.ok) throw invalid(result.message);
      await commitMoves(accountId, result.moves, (batch) => batch.delete(doc(pipelinesOf(accountId), pipelineId)));
    }),

  watchDeals(accountId, cb, onError, scope) {
    if (scope?.hidden) {
      cb([], { complete: true });
      return () => {};
    }
    return watchAllDocs(narrowed(dealsOf(accountId), scope), 'createdAt', dealOf, cb, (error) => onError?.(toDataError(error)));
  },

  addDeal: (accountId, input) =>
    guard(async () => {
      const by = writer();
      const raw: Record<string, unknown> = isObject(input) ? input : {};
      const owner = requestedOwner(raw) ?? (raw.ownerId === undefined || raw.ownerId === '' ? by : null);
      if (owner === null) throw invalid(ACCESS_MESSAGES.badOwner);
      const { parseDeal } = await schemas();
      const first = parseDeal({ ...raw, ownerId: owner });
      if (!first.ok) throw invalid(first.message);
      const pipeline = await pipelineOf(accountId, first.value.pipelineId);
      if (!pipeline) throw invalid(DEAL_MESSAGES.pipelineNotFound);
      const stage = stageOf(pipeline, first.value.stageId);
      if (!stage) throw invalid(DEAL_MESSAGES.stageNotFound);
      // A deal's status is its stage's kind; its dates and reason follow (parseDeal).
      const parsed = parseDeal({ ...raw, ownerId: owner, status: statusForStage(stage) });
      if (!parsed.ok) throw invalid(parsed.message);
      withCustomFields(parsed.value, await checkedCustomFields(accountId, 'deals', customFieldsIn(raw), undefined, false));
      const id = doc(dealsOf(accountId)).id;
      let data: Record<string, unknown> = { ...parsed.value, revenueId: '' };
      const writes: DealWrite[] = [];
      if (parsed.value.status === 'won') {
        const deal: Deal = { ...parsed.value, revenueId: '', id };
        const won = markWon(deal, pipeline, await clientOf(accountId, deal.clientId), parsed.value.wonAt || todayIso(), () => doc(revenuesOf(accountId)).id, {
          stageId: stage.id,
          position: parsed.value.position,
        });
        if (!won.ok) throw invalid(won.message);
        for (const w of won.writes) {
          if (w.collection === 'deals' && w.op === 'update') data = { ...data, ...w.data };
          else writes.push(w);
        }
      }
      const batch = writeBatch(db);
      put(batch, accountId, { op: 'set', collection: 'deals', id, data }, owner);
      for (const w of writes) put(batch, accountId, w, owner);
      await settleWrite(batch.commit());
      return id;
    }),

  updateDeal: (accountId, id, changes) =>
    guard(async () => {
      const parsed = (await schemas()).parseDealPatch(changes);
      if (!parsed.ok) throw invalid(parsed.message);
      if (requestedOwner(changes) === null) throw invalid(ACCESS_MESSAGES.badOwner);
      // The status, its dates and the revenue link change only with a move (moveDeal).
      const { status: _s, wonAt: _w, lostAt: _l, revenueId: _r, ...patch } = parsed.value;
      if (patch.stageId !== undefined || patch.pipelineId !== undefined) {
        const deal = await storedDeal(accountId, id);
        const pipeline = await pipelineOf(accountId, patch.pipelineId ?? deal.pipelineId);
        if (!pipeline) throw invalid(DEAL_MESSAGES.pipelineNotFound);
        const stage = stageOf(pipeline, patch.stageId ?? deal.stageId);
        if (!stage) throw invalid(DEAL_MESSAGES.stageNotFound);
        if (stage.kind !== deal.status) throw invalid(DEAL_MESSAGES.moveTargetKind);
      }
      if ('customFields' in patch) {
        const stored = await storedDeal(accountId, id);
        withCustomFields(patch, await checkedCustomFields(accountId, 'deals', customFieldsIn(changes), stored.customFields, false));
      }
      const batch = writeBatch(db);
      put(batch, accountId, { op: 'update', collection: 'deals', id, data: patch }, '');
      await settleWrite(batch.commit());
    }),

  moveDeal: (accountId, id, to, answers) =>
    guard(async () => {
      const deal = await storedDeal(accountId, id);
      const pipeline = await pipelineOf(accountId, deal.pipelineId);
      if (!pipeline) throw invalid(DEAL_MESSAGES.pipelineNotFound);
      const target = stageOf(pipeline, to.stageId);
      // Only a move between kinds reaches the revenue: read the client and the revenue then.
      const crosses = target !== undefined && target.kind !== deal.status;
      const result = moveDealWrites(deal, pipeline, to, {
        today: answers?.today ?? todayIso(),
        client: crosses && target.kind === 'won' ? await clientOf(accountId, deal.clientId) : null,
        newRevenueId: () => doc(revenuesOf(accountId)).id,
        linked: crosses ? await linkedOf(accountId, deal) : null,
        lostReason: answers?.lostReason,
        removeRevenue: answers?.removeRevenue,
      });
      if (!result.ok) {
        if ('needs' in result) return { done: false, needs: result.needs, message: result.message };
        throw invalid(result.message);
      }
      const batch = writeBatch(db);
      for (const w of result.writes) put(batch, accountId, w, deal.ownerId);
      await settleWrite(batch.commit());
      return { done: true };
    }),

  removeDeal: (accountId, id) =>
    guard(async () => {
      const deal = await storedDeal(accountId, id);
      const linked = await linkedOf(accountId, deal);
      const batch = writeBatch(db);
      put(batch, accountId, { op: 'delete', collection: 'deals', id }, '');
      // Its revenue stays, no longer naming a deal that is gone.
      if (linked && linked.dealId === id) put(batch, accountId, { op: 'update', collection: 'revenues', id: linked.id, data: { dealId: '' } }, '');
      await settleWrite(batch.commit());
    }),

  watchLostReasons(accountId, cb) {
    return onSnapshot(
      lostReasonsOf(accountId),
      (snap) => {
        const reasons: unknown = snap.get('reasons');
        cb(Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : [...DEFAULT_LOST_REASONS]);
      },
      () => cb([...DEFAULT_LOST_REASONS]),
    );
  },

  saveLostReasons: (accountId, reasons) =>
    guard(async () => {
      const cleaned = cleanLostReasons(reasons);
      if (!cleaned.ok) throw invalid(cleaned.message);
      const batch = writeBatch(db);
      batch.set(lostReasonsOf(accountId), { reasons: cleaned.reasons });
      await settleWrite(batch.commit());
    }),
};
