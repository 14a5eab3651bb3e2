import { describe, expect, it } from 'vitest';
import {
  DEAL_LIMITS,
  DEAL_MESSAGES,
  DEFAULT_LOST_REASONS,
  DEFAULT_PIPELINE,
  compareDeals,
  daysBetween,
  effectiveProbability,
  firstStageOfKind,
  isOverdue,
  isStale,
  stageOf,
  statusForStage,
  weightedValue,
} from './deals';
import type { Deal } from './deals';
import { pipelineProblem } from './pipelines';
import { dealRecord } from '../testing/record-fixtures';

function deal(overrides: Partial<Deal> = {}): Deal {
  return dealRecord('d1', 'Website redesign', { value: 1000, expectedClose: '2026-12-20', stageId: 'proposal', ...overrides });
}

describe('the default pipeline', () => {
  it('has Lead 10%, Qualified 25%, Proposal 50%, Negotiation 75%, Won 100% and Lost 0% in that order', () => {
    expect(DEFAULT_PIPELINE.stages.map((s) => [s.name, s.probability, s.kind, s.order])).toEqual([
      ['Lead', 10, 'open', 0],
      ['Qualified', 25, 'open', 1],
      ['Proposal', 50, 'open', 2],
      ['Negotiation', 75, 'open', 3],
      ['Won', 100, 'won', 4],
      ['Lost', 0, 'lost', 5],
    ]);
  });

  it('keeps every pipeline rule, with stable stage ids', () => {
    expect(pipelineProblem(DEFAULT_PIPELINE)).toBeNull();
    expect(DEFAULT_PIPELINE.stages.map((s) => s.id)).toEqual(['lead', 'qualified', 'proposal', 'negotiation', 'won', 'lost']);
  });

  it('comes with lost reasons ending in Other', () => {
    expect(DEFAULT_LOST_REASONS).toEqual(['Price', 'Timing', 'Competitor', 'No budget', 'No response', 'Other']);
  });
});

describe('the limits and their messages', () => {
  it('say the numbers the limits hold', () => {
    expect(DEAL_MESSAGES.tooManyStages).toContain(` ${DEAL_LIMITS.stagesPerPipeline} `);
    expect(DEAL_MESSAGES.tooManyPipelines).toContain(` ${DEAL_LIMITS.pipelinesPerAccount} `);
    expect(DEAL_LIMITS.valueMax).toBe(1e12);
  });
});

describe('stages', () => {
  it('are found by id, and the first of a kind in stage order', () => {
    expect(stageOf(DEFAULT_PIPELINE, 'won')?.name).toBe('Won');
    expect(stageOf(DEFAULT_PIPELINE, 'gone')).toBeUndefined();
    expect(stageOf(undefined, 'won')).toBeUndefined();
    const shuffled = { ...DEFAULT_PIPELINE, stages: [...DEFAULT_PIPELINE.stages].reverse() };
    expect(firstStageOfKind(shuffled, 'open')?.id).toBe('lead');
  });

  it('give their kind as the status of the deals in them: won, lost, or open again', () => {
    expect(statusForStage({ kind: 'won' })).toBe('won');
    expect(statusForStage({ kind: 'lost' })).toBe('lost');
    expect(statusForStage({ kind: 'open' })).toBe('open');
  });
});

describe('probability and weighted value', () => {
  const proposal = stageOf(DEFAULT_PIPELINE, 'proposal');

  it("an open deal counts with its stage's probability unless it has its own", () => {
    expect(effectiveProbability(deal(), proposal)).toBe(50);
    expect(effectiveProbability(deal({ probability: 90 }), proposal)).toBe(90);
    expect(effectiveProbability(deal({ probability: 0 }), proposal)).toBe(0);
    expect(effectiveProbability(deal(), undefined)).toBe(0);
  });

  it('a won deal counts in full and a lost one not at all', () => {
    expect(effectiveProbability(deal({ status: 'won', probability: 30 }), proposal)).toBe(100);
    expect(effectiveProbability(deal({ status: 'lost', probability: 30 }), proposal)).toBe(0);
  });

  it('weighs the value by the probability, to the cent', () => {
    expect(weightedValue(deal({ value: 1000 }), proposal)).toBe(500);
    expect(weightedValue(deal({ value: 0.05 }), proposal)).toBe(0.03); // 2.5 cents rounds half up
    expect(weightedValue(deal({ value: 333.33, probability: 33 }), proposal)).toBe(110);
  });
});

describe('overdue and untouched deals', () => {
  it('an open deal is overdue once its expected close date has passed, not on the day', () => {
    expect(isOverdue(deal({ expectedClose: '2026-12-02' }), '2026-12-03')).toBe(true);
    expect(isOverdue(deal({ expectedClose: '2026-12-03' }), '2026-12-03')).toBe(false);
    expect(isOverdue(deal({ expectedClose: '' }), '2026-12-03')).toBe(false);
    expect(isOverdue(deal({ expectedClose: '2026-12-02', status: 'won' }), '2026-12-03')).toBe(false);
  });

  it('an open deal is untouched after 30 days without a change', () => {
    expect(isStale(deal(), '2026-11-03', '2026-12-03')).toBe(true);
    expect(isStale(deal(), '2026-11-04', '2026-12-03')).toBe(false);
    expect(isStale(deal({ status: 'lost' }), '2026-01-01', '2026-12-03')).toBe(false);
    expect(isStale(deal(), '', '2026-12-03')).toBe(false);
  });

  it('counts days between business dates across months, leap days and clock changes', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-03', '2026-11-03')).toBe(-30);
    expect(daysBetween('2026-02-30', '2026-03-01')).toBeNull();
  });
});

describe('board order', () => {
  it('sorts deals by position with plain string order, then by id', () => {
    const deals = [deal({ id: 'b', position: 'a1' }), deal({ id: 'c', position: 'Zz' }), deal({ id: 'a', position: 'a1' }), deal({ id: 'd', position: 'a0V' })];
    expect([...deals].sort(compareDeals).map((d) => d.id)).toEqual(['c', 'd', 'a', 'b']);
  });
});
