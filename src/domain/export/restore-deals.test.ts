import { describe, expect, it } from 'vitest';
import { DEFAULT_LOST_REASONS, DEFAULT_PIPELINE } from '../deals';
import type { Deal, Pipeline } from '../deals';
import { planDealsRestore } from './restore-deals';
import { dealRecord } from '../../testing/record-fixtures';

const deal = (over: Partial<Deal>): Deal => dealRecord('d1', 'Website', { value: 10, ...over });

const pipeline = (id: string): Pipeline => ({ ...DEFAULT_PIPELINE, id, name: `P ${id}` });

describe('planDealsRestore', () => {
  it('a backup from before deals touches nothing', () => {
    expect(planDealsRestore({}, { pipelines: [], lostReasons: null }, 'replace')).toEqual({
      holdsDeals: false,
      pipelines: [],
      deals: [],
      lostReasons: undefined,
      errors: [],
      refusedDeals: 0,
    });
  });

  it('keeps ids and links, refuses bad ids, unknown stages and pipelines beyond 10', () => {
    const won = deal({ id: 'w', stageId: 'won', status: 'won', wonAt: '2026-01-02', revenueId: 'r1' });
    const plan = planDealsRestore(
      {
        pipelines: [pipeline('p1'), { ...pipeline('bad/id') }],
        deals: [won, deal({ id: 'x', pipelineId: 'p1', stageId: 'qualified' }), deal({ id: 'y', stageId: 'nowhere' }), deal({ id: 'z', pipelineId: 'gone' })],
        lostReasons: null,
      },
      { pipelines: [], lostReasons: null },
      'replace',
    );
    expect(plan.pipelines.map((p) => p.id)).toEqual(['p1']);
    expect(plan.deals.map((d) => d.id)).toEqual(['x']);
    // A replace leaves only the backup's pipelines: one naming 'default' would be on none of them.
    expect(plan.errors).toEqual([
      'pipelines bad/id: Invalid record id',
      'deals w: This pipeline was not found.',
      'deals y: This pipeline was not found.',
      'deals z: This pipeline was not found.',
    ]);
    const kept = planDealsRestore({ pipelines: [], deals: [won, deal({ id: 'y', stageId: 'nowhere' })] }, { pipelines: [], lostReasons: null }, 'replace');
    // No pipeline at all: the account shows the default one, and the won deal keeps its revenue link.
    expect(kept.deals.map((d) => [d.id, d.revenueId])).toEqual([['w', 'r1']]);
    expect(kept.errors).toEqual(['deals y: This stage was not found.']);
    expect([plan.refusedDeals, kept.refusedDeals]).toEqual([3, 1]);
    expect(plan.lostReasons).toBeUndefined();

    const full = Array.from({ length: 10 }, (_, i) => pipeline(`n${i}`));
    const capped = planDealsRestore({ pipelines: [pipeline('n0'), pipeline('extra')], deals: [] }, { pipelines: full, lostReasons: null }, 'merge');
    expect(capped.pipelines.map((p) => p.id)).toEqual(['n0']);
    expect(capped.errors).toEqual(['pipelines extra: An account can have at most 10 pipelines.']);
  });

  it("a merge adds the lost reasons to those offered now; a replace writes the backup's, at most 30", () => {
    expect(planDealsRestore({ lostReasons: ['price', 'Late'] }, { pipelines: [], lostReasons: null }, 'merge').lostReasons).toEqual([
      ...DEFAULT_LOST_REASONS,
      'Late',
    ]);
    expect(planDealsRestore({ lostReasons: ['Late'] }, { pipelines: [], lostReasons: ['Mine'] }, 'replace').lostReasons).toEqual(['Late']);
    const many = Array.from({ length: 40 }, (_, i) => `R${i}`);
    expect(planDealsRestore({ lostReasons: many }, { pipelines: [], lostReasons: null }, 'replace').lostReasons).toHaveLength(30);
  });
});
