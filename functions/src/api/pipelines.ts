// The pipeline endpoints (docs/api.md#deals-and-pipelines), with the Admin SDK: the one pipeline
// schema (parsePipeline) and the pipeline edits of src/domain/pipelines.ts. Pipelines are edited
// only by owners and managers, as the rules keep it; a removed pipeline's deals move to another.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentData, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { canManageAccount } from '../../../src/domain/accounts';
import { DEAL_LIMITS, DEAL_MESSAGES, DEFAULT_PIPELINE } from '../../../src/domain/deals';
import type { Deal, Pipeline } from '../../../src/domain/deals';
import { parsePipeline } from '../../../src/domain/deal-schemas';
import { removePipeline, sortPipelines } from '../../../src/domain/pipelines';
import type { DealMove } from '../../../src/domain/pipelines';
import { DEAL_API_MESSAGES, dealsCol, invalid, pipelinesCol } from './deal-common';
import type { DealCaller } from './deal-common';
import { ApiError, API_MESSAGES } from './errors';

/** Writes per batch when a pipeline removal moves deals (Firestore allows 500). */
const MAX_BATCH = 450;

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

export async function pipelineById(db: Firestore, accountId: string, id: string, tx?: Transaction): Promise<Pipeline | null> {
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
