// Edits of an account's pipelines (docs/product/deals.md#pipelines-and-stages) as pure functions:
// each takes the stored pipeline(s), and the deals when it moves some, and returns the new
// pipeline(s) and the deal moves to write with it, or the message saying why not. The rules:
// a pipeline keeps 1 to 20 stages with unique names and at least one open, one won and one lost
// stage; an account keeps 1 to 10 pipelines; no deal is ever left without a stage, and a removal
// moves deals only to a stage of the same kind, so no settings edit changes a deal's status (nor
// creates or removes the revenue of a won deal). A stage's kind never changes: remove it and add
// another. Pure TypeScript, no zod: the settings screen imports it.
import { DEAL_LIMITS, DEAL_MESSAGES, DEFAULT_PIPELINE, compareDeals, statusForStage } from './deals';
import type { Deal, DealStatus, Pipeline, PipelineInput, Stage, StageKind } from './deals';
import { isValidKey, keysBetween } from './fractional';
import { cleanText, sameName } from './sanitize';

/** Where a deal goes: written to the deal with the pipeline edit, in the same batch. */
export type DealMove = { dealId: string; pipelineId: string; stageId: string; status: DealStatus; position: string };

export type EditResult<T> = ({ ok: true } & T) | { ok: false; message: string };

/** What a move needs of a deal; its status places it when its stage is gone. */
type MovableDeal = Pick<Deal, 'id' | 'pipelineId' | 'stageId' | 'position'> & { status?: DealStatus };

/** Stages sorted by order and numbered 0, 1, 2, ... */
function renumber(stages: readonly Stage[]): Stage[] {
  return [...stages].sort((a, b) => a.order - b.order).map((s, order) => ({ ...s, order }));
}

function isProbability(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 100;
}

/** What is wrong with a pipeline, or null: the rules every edit and parsePipeline keep. */
export function pipelineProblem(pipeline: PipelineInput): string | null {
  if (cleanText(pipeline.name) === '') return DEAL_MESSAGES.pipelineNameRequired;
  const stages = pipeline.stages;
  if (stages.length > DEAL_LIMITS.stagesPerPipeline) return DEAL_MESSAGES.tooManyStages;
  for (const [i, stage] of stages.entries()) {
    if (stage.id === '' || stages.slice(0, i).some((s) => s.id === stage.id)) return DEAL_MESSAGES.stageIdInvalid;
    if (cleanText(stage.name) === '') return DEAL_MESSAGES.stageNameRequired;
    if (stages.slice(0, i).some((s) => sameName(s.name, stage.name))) return DEAL_MESSAGES.stageNameTaken;
    if (!isProbability(stage.probability)) return DEAL_MESSAGES.probabilityInvalid;
  }
  const kinds = new Set(stages.map((s) => s.kind));
  if (!kinds.has('open') || !kinds.has('won') || !kinds.has('lost')) return DEAL_MESSAGES.stageKindsMissing;
  return null;
}

function checked(pipeline: Pipeline): EditResult<{ pipeline: Pipeline }> {
  const problem = pipelineProblem(pipeline);
  return problem ? { ok: false, message: problem } : { ok: true, pipeline };
}

/**
 * Adds a stage. `id` is a fresh id (unique within the pipeline); `index` is its place in stage
 * order, by default after the last open stage for an open stage and at the end otherwise.
 */
export function addStage(
  pipeline: Pipeline,
  stage: { name: unknown; probability: unknown; kind: StageKind },
  id: string,
  index?: number,
): EditResult<{ pipeline: Pipeline }> {
  const sorted = renumber(pipeline.stages);
  if (sorted.length >= DEAL_LIMITS.stagesPerPipeline) return { ok: false, message: DEAL_MESSAGES.tooManyStages };
  const lastOpen = sorted.map((s) => s.kind).lastIndexOf('open');
  const at = Math.max(0, Math.min(index ?? (stage.kind === 'open' ? lastOpen + 1 : sorted.length), sorted.length));
  const added: Stage = { id, name: cleanText(stage.name), probability: stage.probability as number, kind: stage.kind, order: 0 };
  const stages = [...sorted.slice(0, at), added, ...sorted.slice(at)].map((s, order) => ({ ...s, order }));
  return checked({ ...pipeline, stages });
}

function editStage(pipeline: Pipeline, stageId: string, change: Partial<Stage>): EditResult<{ pipeline: Pipeline }> {
  if (!pipeline.stages.some((s) => s.id === stageId)) return { ok: false, message: DEAL_MESSAGES.stageNotFound };
  return checked({ ...pipeline, stages: renumber(pipeline.stages.map((s) => (s.id === stageId ? { ...s, ...change } : s))) });
}

/** Renames a stage (trimmed, 500 characters; unique within the pipeline, ignoring case). */
export function renameStage(pipeline: Pipeline, stageId: string, name: unknown): EditResult<{ pipeline: Pipeline }> {
  return editStage(pipeline, stageId, { name: cleanText(name) });
}

/** Changes a stage's default probability (a whole number 0-100); deals with their own keep it. */
export function setStageProbability(pipeline: Pipeline, stageId: string, probability: unknown): EditResult<{ pipeline: Pipeline }> {
  if (!isProbability(probability)) return { ok: false, message: DEAL_MESSAGES.probabilityInvalid };
  return editStage(pipeline, stageId, { probability });
}

/** Puts the stages in the order of `stageIds`, which names every stage of the pipeline once. */
export function reorderStages(pipeline: Pipeline, stageIds: readonly string[]): EditResult<{ pipeline: Pipeline }> {
  const byId = new Map(pipeline.stages.map((s) => [s.id, s]));
  if (stageIds.length !== byId.size || new Set(stageIds).size !== stageIds.length || stageIds.some((id) => !byId.has(id))) {
    return { ok: false, message: DEAL_MESSAGES.stageOrderInvalid };
  }
  return checked({ ...pipeline, stages: stageIds.map((id, order) => ({ ...(byId.get(id) as Stage), order })) });
}

/** Moves of `moving` (in board order) to the end of a stage, after the deals already there. */
function appendMoves(pipelineId: string, stage: Stage, moving: readonly MovableDeal[], staying: readonly MovableDeal[]): DealMove[] {
  if (moving.length === 0) return [];
  const there = staying.filter((d) => d.pipelineId === pipelineId && d.stageId === stage.id && isValidKey(d.position));
  const last = there.map((d) => d.position).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))[there.length - 1] ?? null;
  const keys = keysBetween(last, null, moving.length);
  return [...moving]
    .sort(compareDeals)
    .map((d, i) => ({ dealId: d.id, pipelineId, stageId: stage.id, status: statusForStage(stage), position: keys[i] as string }));
}

/**
 * Removes a stage. Its deals (those of `deals` in this pipeline and stage) move to the end of
 * `moveToStageId`, another stage of the same kind; without deals no target is needed. The last
 * open, won or lost stage cannot be removed.
 */
export function removeStage(
  pipeline: Pipeline,
  stageId: string,
  moveToStageId: string | null,
  deals: readonly MovableDeal[],
): EditResult<{ pipeline: Pipeline; moves: DealMove[] }> {
  const stage = pipeline.stages.find((s) => s.id === stageId);
  if (!stage) return { ok: false, message: DEAL_MESSAGES.stageNotFound };
  const rest = renumber(pipeline.stages.filter((s) => s.id !== stageId));
  if (!rest.some((s) => s.kind === stage.kind)) return { ok: false, message: DEAL_MESSAGES.stageKindsMissing };
  const moving = deals.filter((d) => d.pipelineId === pipeline.id && d.stageId === stageId);
  let moves: DealMove[] = [];
  if (moving.length > 0 || moveToStageId !== null) {
    const target = rest.find((s) => s.id === moveToStageId);
    if (moveToStageId === null) return { ok: false, message: DEAL_MESSAGES.moveTargetRequired };
    if (!target) return { ok: false, message: DEAL_MESSAGES.stageNotFound };
    if (target.kind !== stage.kind) return { ok: false, message: DEAL_MESSAGES.moveTargetKind };
    moves = appendMoves(pipeline.id, target, moving, deals);
  }
  const result = checked({ ...pipeline, stages: rest });
  return result.ok ? { ok: true, pipeline: result.pipeline, moves } : result;
}

/** Pipelines sorted by order. */
export function sortPipelines(pipelines: readonly Pipeline[]): Pipeline[] {
  return [...pipelines].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A new pipeline with the default stages, after the others; at most 10 per account. */
export function addPipeline(pipelines: readonly Pipeline[], id: string, name: unknown): EditResult<{ pipeline: Pipeline }> {
  if (pipelines.length >= DEAL_LIMITS.pipelinesPerAccount) return { ok: false, message: DEAL_MESSAGES.tooManyPipelines };
  const order = pipelines.reduce((max, p) => Math.max(max, p.order + 1), 0);
  return checked({ id, name: cleanText(name), order, stages: DEFAULT_PIPELINE.stages.map((s) => ({ ...s })) });
}

/** Renames a pipeline (trimmed, 500 characters, not blank). */
export function renamePipeline(pipeline: Pipeline, name: unknown): EditResult<{ pipeline: Pipeline }> {
  return checked({ ...pipeline, name: cleanText(name) });
}

/**
 * Removes a pipeline. Its deals move to the pipeline `moveTo.pipelineId`: each to the stage
 * `moveTo.stageMap` names for its stage (of the same kind), by default the first stage of the
 * same kind, at the end of that stage. Without deals no target is needed; the last pipeline
 * cannot be removed.
 */
export function removePipeline(
  pipelines: readonly Pipeline[],
  pipelineId: string,
  moveTo: { pipelineId: string; stageMap?: Readonly<Partial<Record<string, string>>> } | null,
  deals: readonly MovableDeal[],
): EditResult<{ pipelines: Pipeline[]; moves: DealMove[] }> {
  const removed = pipelines.find((p) => p.id === pipelineId);
  if (!removed) return { ok: false, message: DEAL_MESSAGES.pipelineNotFound };
  const rest = sortPipelines(pipelines.filter((p) => p.id !== pipelineId));
  if (rest.length === 0) return { ok: false, message: DEAL_MESSAGES.lastPipeline };
  const moving = deals.filter((d) => d.pipelineId === pipelineId);
  if (moving.length === 0) return { ok: true, pipelines: rest, moves: [] };
  if (!moveTo) return { ok: false, message: DEAL_MESSAGES.pipelineTargetRequired };
  const target = rest.find((p) => p.id === moveTo.pipelineId);
  if (!target) return { ok: false, message: DEAL_MESSAGES.pipelineNotFound };
  const sortedTarget = renumber(target.stages);
  const groups = new Map<Stage, MovableDeal[]>();
  for (const deal of moving) {
    // A deal whose stage is gone goes by its status, as the board shows it (deal-figures.ts).
    const kind = removed.stages.find((s) => s.id === deal.stageId)?.kind ?? deal.status ?? 'open';
    const mapped = moveTo.stageMap?.[deal.stageId];
    const stage = mapped === undefined ? sortedTarget.find((s) => s.kind === kind) : sortedTarget.find((s) => s.id === mapped);
    if (!stage) return { ok: false, message: DEAL_MESSAGES.stageNotFound };
    if (stage.kind !== kind) return { ok: false, message: DEAL_MESSAGES.moveTargetKind };
    groups.set(stage, [...(groups.get(stage) ?? []), deal]);
  }
  const moves = [...groups].flatMap(([stage, group]) => appendMoves(target.id, stage, group, deals));
  return { ok: true, pipelines: rest, moves };
}
