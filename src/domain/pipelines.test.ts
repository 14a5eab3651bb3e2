import { describe, expect, it } from 'vitest';
import { DEAL_MESSAGES, DEFAULT_PIPELINE } from './deals';
import type { Pipeline, Stage } from './deals';
import {
  addPipeline,
  addStage,
  pipelineProblem,
  removePipeline,
  removeStage,
  renamePipeline,
  renameStage,
  reorderStages,
  setStageProbability,
} from './pipelines';

const pipeline: Pipeline = DEFAULT_PIPELINE;
const ids = (p: Pipeline) => p.stages.map((s) => s.id);

function ok<T>(result: ({ ok: true } & T) | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(result.message);
  return result;
}

function stages(n: number): Stage[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `s${i}`,
    name: `Stage ${i}`,
    probability: 10,
    kind: i === 0 ? 'won' : i === 1 ? 'lost' : 'open',
    order: i,
  }));
}

describe('pipelineProblem', () => {
  it('needs a name, stage names unique ignoring case, whole-number probabilities and every kind of stage', () => {
    expect(pipelineProblem({ ...pipeline, name: '  ' })).toBe(DEAL_MESSAGES.pipelineNameRequired);
    expect(pipelineProblem({ ...pipeline, stages: [...pipeline.stages, { id: 'x', name: ' lead ', probability: 5, kind: 'open', order: 6 }] })).toBe(
      DEAL_MESSAGES.stageNameTaken,
    );
    expect(pipelineProblem({ ...pipeline, stages: [...pipeline.stages, { id: 'lead', name: 'Other', probability: 5, kind: 'open', order: 6 }] })).toBe(
      DEAL_MESSAGES.stageIdInvalid,
    );
    expect(pipelineProblem({ ...pipeline, stages: pipeline.stages.map((s) => (s.id === 'lead' ? { ...s, probability: 10.5 } : s)) })).toBe(
      DEAL_MESSAGES.probabilityInvalid,
    );
    expect(pipelineProblem({ ...pipeline, stages: pipeline.stages.filter((s) => s.kind !== 'lost') })).toBe(DEAL_MESSAGES.stageKindsMissing);
    expect(pipelineProblem({ ...pipeline, stages: stages(20) })).toBeNull();
    expect(pipelineProblem({ ...pipeline, stages: stages(21) })).toBe(DEAL_MESSAGES.tooManyStages);
  });
});

describe('adding, renaming and reordering stages', () => {
  it('adds an open stage after the last open stage, and a won or lost stage at the end', () => {
    const open = ok(addStage(pipeline, { name: 'Demo', probability: 60, kind: 'open' }, 'demo')).pipeline;
    expect(ids(open)).toEqual(['lead', 'qualified', 'proposal', 'negotiation', 'demo', 'won', 'lost']);
    expect(open.stages.map((s) => s.order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const lost = ok(addStage(pipeline, { name: 'Disqualified', probability: 0, kind: 'lost' }, 'dq')).pipeline;
    expect(ids(lost).at(-1)).toBe('dq');
    expect(ids(ok(addStage(pipeline, { name: 'First', probability: 5, kind: 'open' }, 'first', 0)).pipeline)[0]).toBe('first');
  });

  it('refuses a stage without a name, with a name taken, a probability out of range, or past 20 stages', () => {
    expect(addStage(pipeline, { name: ' ', probability: 5, kind: 'open' }, 'x')).toEqual({ ok: false, message: DEAL_MESSAGES.stageNameRequired });
    expect(addStage(pipeline, { name: 'WON', probability: 5, kind: 'open' }, 'x')).toEqual({ ok: false, message: DEAL_MESSAGES.stageNameTaken });
    expect(addStage(pipeline, { name: 'X', probability: 101, kind: 'open' }, 'x')).toEqual({ ok: false, message: DEAL_MESSAGES.probabilityInvalid });
    expect(addStage(pipeline, { name: 'X', probability: 5, kind: 'open' }, 'lead')).toEqual({ ok: false, message: DEAL_MESSAGES.stageIdInvalid });
    expect(addStage({ ...pipeline, stages: stages(20) }, { name: 'X', probability: 5, kind: 'open' }, 'x')).toEqual({
      ok: false,
      message: DEAL_MESSAGES.tooManyStages,
    });
  });

  it('renames a stage and changes its probability, keeping names unique', () => {
    expect(ok(renameStage(pipeline, 'lead', '  Prospect ')).pipeline.stages[0]?.name).toBe('Prospect');
    expect(renameStage(pipeline, 'lead', 'qualified')).toEqual({ ok: false, message: DEAL_MESSAGES.stageNameTaken });
    expect(renameStage(pipeline, 'lead', 'Lead')).toMatchObject({ ok: true });
    expect(renameStage(pipeline, 'gone', 'X')).toEqual({ ok: false, message: DEAL_MESSAGES.stageNotFound });
    expect(ok(setStageProbability(pipeline, 'lead', 15)).pipeline.stages[0]?.probability).toBe(15);
    expect(setStageProbability(pipeline, 'lead', '15')).toEqual({ ok: false, message: DEAL_MESSAGES.probabilityInvalid });
  });

  it('reorders stages when given every stage once', () => {
    const order = ['won', 'lost', 'lead', 'qualified', 'proposal', 'negotiation'];
    const next = ok(reorderStages(pipeline, order)).pipeline;
    expect(ids(next)).toEqual(order);
    expect(next.stages.map((s) => s.order)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(reorderStages(pipeline, order.slice(1))).toEqual({ ok: false, message: DEAL_MESSAGES.stageOrderInvalid });
    expect(reorderStages(pipeline, [...order.slice(1), 'won'].concat('won'))).toEqual({ ok: false, message: DEAL_MESSAGES.stageOrderInvalid });
    expect(reorderStages(pipeline, [...order.slice(1), 'nope'])).toEqual({ ok: false, message: DEAL_MESSAGES.stageOrderInvalid });
  });
});

describe('removing a stage', () => {
  const deals = [
    { id: 'd1', pipelineId: 'default', stageId: 'lead', position: 'a1' },
    { id: 'd2', pipelineId: 'default', stageId: 'lead', position: 'a0' },
    { id: 'd3', pipelineId: 'default', stageId: 'qualified', position: 'a5' },
    { id: 'd4', pipelineId: 'other', stageId: 'lead', position: 'a0' },
  ];

  it('moves its deals, in board order, to the end of the chosen stage', () => {
    const { pipeline: next, moves } = ok(removeStage(pipeline, 'lead', 'qualified', deals));
    expect(ids(next)).toEqual(['qualified', 'proposal', 'negotiation', 'won', 'lost']);
    expect(next.stages.map((s) => s.order)).toEqual([0, 1, 2, 3, 4]);
    expect(moves.map((m) => [m.dealId, m.pipelineId, m.stageId, m.status])).toEqual([
      ['d2', 'default', 'qualified', 'open'],
      ['d1', 'default', 'qualified', 'open'],
    ]);
    const [first, second] = moves.map((m) => m.position);
    expect('a5' < first! && first! < second!).toBe(true);
  });

  it('needs no target when the stage holds no deals, and asks for one when it does', () => {
    expect(ok(removeStage(pipeline, 'proposal', null, deals)).moves).toEqual([]);
    expect(removeStage(pipeline, 'lead', null, deals)).toEqual({ ok: false, message: DEAL_MESSAGES.moveTargetRequired });
  });

  it('moves deals only to another existing stage of the same kind', () => {
    expect(removeStage(pipeline, 'lead', 'won', deals)).toEqual({ ok: false, message: DEAL_MESSAGES.moveTargetKind });
    expect(removeStage(pipeline, 'lead', 'lead', deals)).toEqual({ ok: false, message: DEAL_MESSAGES.stageNotFound });
    expect(removeStage(pipeline, 'lead', 'nope', deals)).toEqual({ ok: false, message: DEAL_MESSAGES.stageNotFound });
  });

  it('refuses to remove the last won or lost stage, or a stage that does not exist', () => {
    expect(removeStage(pipeline, 'won', null, [])).toEqual({ ok: false, message: DEAL_MESSAGES.stageKindsMissing });
    expect(removeStage(pipeline, 'lost', null, [])).toEqual({ ok: false, message: DEAL_MESSAGES.stageKindsMissing });
    const oneOpen = { ...pipeline, stages: pipeline.stages.filter((s) => s.kind !== 'open' || s.id === 'lead') };
    expect(removeStage(oneOpen, 'lead', null, [])).toEqual({ ok: false, message: DEAL_MESSAGES.stageKindsMissing });
    expect(removeStage(pipeline, 'nope', null, [])).toEqual({ ok: false, message: DEAL_MESSAGES.stageNotFound });
  });
});

describe('pipelines of an account', () => {
  const second: Pipeline = {
    id: 'partners',
    name: 'Partners',
    order: 1,
    stages: [
      { id: 'intro', name: 'Intro', probability: 20, kind: 'open', order: 0 },
      { id: 'signed', name: 'Signed', probability: 100, kind: 'won', order: 1 },
      { id: 'dropped', name: 'Dropped', probability: 0, kind: 'lost', order: 2 },
      { id: 'paused', name: 'Paused', probability: 0, kind: 'lost', order: 3 },
    ],
  };

  it('adds a pipeline with the default stages after the others, at most 10', () => {
    const { pipeline: added } = ok(addPipeline([pipeline, second], 'p3', ' Renewals '));
    expect(added).toMatchObject({ id: 'p3', name: 'Renewals', order: 2 });
    expect(ids(added)).toEqual(ids(pipeline));
    expect(addPipeline([pipeline], 'p3', '')).toEqual({ ok: false, message: DEAL_MESSAGES.pipelineNameRequired });
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...pipeline, id: `p${i}`, order: i }));
    expect(addPipeline(ten, 'p10', 'More')).toEqual({ ok: false, message: DEAL_MESSAGES.tooManyPipelines });
  });

  it('renames a pipeline, never to a blank name', () => {
    expect(ok(renamePipeline(second, ' Resellers ')).pipeline.name).toBe('Resellers');
    expect(renamePipeline(second, '')).toEqual({ ok: false, message: DEAL_MESSAGES.pipelineNameRequired });
  });

  it('removes a pipeline, moving each deal to the first stage of the same kind in the chosen pipeline (by its status when its stage is gone)', () => {
    const deals = [
      { id: 'd1', pipelineId: 'partners', stageId: 'intro', position: 'a0' },
      { id: 'd2', pipelineId: 'partners', stageId: 'signed', position: 'a0' },
      { id: 'd3', pipelineId: 'partners', stageId: 'paused', position: 'a0' },
      { id: 'd4', pipelineId: 'partners', stageId: 'gone', position: 'a0' },
      { id: 'd5', pipelineId: 'default', stageId: 'lead', position: 'a3' },
      { id: 'd6', pipelineId: 'partners', stageId: 'gone', position: 'a1', status: 'won' as const },
    ];
    const { pipelines, moves } = ok(removePipeline([pipeline, second], 'partners', { pipelineId: 'default' }, deals));
    expect(pipelines.map((p) => p.id)).toEqual(['default']);
    expect(moves.map((m) => [m.dealId, m.stageId, m.status])).toEqual([
      ['d1', 'lead', 'open'],
      ['d4', 'lead', 'open'],
      ['d2', 'won', 'won'],
      ['d6', 'won', 'won'],
      ['d3', 'lost', 'lost'],
    ]);
    expect(moves.every((m) => m.pipelineId === 'default')).toBe(true);
    expect(moves.filter((m) => m.stageId === 'lead').every((m) => m.position > 'a3')).toBe(true);
  });

  it('follows a stage map of the same kind when one is given', () => {
    const deals = [{ id: 'd1', pipelineId: 'default', stageId: 'lost', position: 'a0' }];
    const { moves } = ok(removePipeline([pipeline, second], 'default', { pipelineId: 'partners', stageMap: { lost: 'paused' } }, deals));
    expect(moves.map((m) => m.stageId)).toEqual(['paused']);
    expect(removePipeline([pipeline, second], 'default', { pipelineId: 'partners', stageMap: { lost: 'intro' } }, deals)).toEqual({
      ok: false,
      message: DEAL_MESSAGES.moveTargetKind,
    });
  });

  it('never removes the last pipeline, and asks where deals go when it has some', () => {
    expect(removePipeline([pipeline], 'default', null, [])).toEqual({ ok: false, message: DEAL_MESSAGES.lastPipeline });
    const deals = [{ id: 'd1', pipelineId: 'partners', stageId: 'intro', position: 'a0' }];
    expect(removePipeline([pipeline, second], 'partners', null, deals)).toEqual({ ok: false, message: DEAL_MESSAGES.pipelineTargetRequired });
    expect(removePipeline([pipeline, second], 'partners', { pipelineId: 'partners' }, deals)).toEqual({ ok: false, message: DEAL_MESSAGES.pipelineNotFound });
    expect(ok(removePipeline([pipeline, second], 'partners', null, []))).toEqual({ ok: true, pipelines: [pipeline], moves: [] });
    expect(removePipeline([pipeline, second], 'nope', null, [])).toEqual({ ok: false, message: DEAL_MESSAGES.pipelineNotFound });
  });
});
