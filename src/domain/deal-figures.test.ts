import { describe, expect, it } from 'vitest';
import {
  addDealTally,
  boardColumns,
  dealSummaryFields,
  dealTallyDelta,
  dealTallyOf,
  emptyDealTally,
  forecast,
  isZeroDealTally,
  parseDealSummary,
  pipelineFigures,
  tallyDeals,
  winRate,
} from './deal-figures';
import { DEFAULT_PIPELINE } from './deals';
import type { Deal, Pipeline } from './deals';
import { dealRecord } from '../testing/record-fixtures';

let n = 0;
function deal(overrides: Partial<Deal> = {}): Deal {
  n += 1;
  return dealRecord(`d${n}`, `Deal ${n}`, overrides);
}

const TODAY = '2026-12-03';

describe('board columns', () => {
  it('has one column per stage in stage order with its count, total and weighted total', () => {
    const deals = [
      deal({ stageId: 'lead', value: 1000 }),
      deal({ stageId: 'lead', value: 250.5, probability: 50 }),
      deal({ stageId: 'proposal', value: 300 }),
      deal({ stageId: 'won', status: 'won', value: 80 }),
    ];
    const columns = boardColumns(DEFAULT_PIPELINE, deals);
    expect(columns.map((c) => [c.stage.id, c.count, c.total, c.weighted])).toEqual([
      ['lead', 2, 1250.5, 225.25],
      ['qualified', 0, 0, 0],
      ['proposal', 1, 300, 150],
      ['negotiation', 0, 0, 0],
      ['won', 1, 80, 80],
      ['lost', 0, 0, 0],
    ]);
  });

  it('sorts each column by position and leaves out the deals of other pipelines', () => {
    const deals = [
      deal({ id: 'b', position: 'a2' }),
      deal({ id: 'a', position: 'a1' }),
      deal({ id: 'x', pipelineId: 'other' }),
      deal({ id: 'c', position: 'Zz' }),
    ];
    expect(boardColumns(DEFAULT_PIPELINE, deals)[0]?.deals.map((d) => d.id)).toEqual(['c', 'a', 'b']);
  });

  it('shows a deal whose stage is gone in the first stage of its status, so none drops off the board', () => {
    const columns = boardColumns(DEFAULT_PIPELINE, [deal({ id: 'o', stageId: 'gone' }), deal({ id: 'w', stageId: 'gone', status: 'won' })]);
    expect(columns.find((c) => c.stage.id === 'lead')?.deals.map((d) => d.id)).toEqual(['o']);
    expect(columns.find((c) => c.stage.id === 'won')?.deals.map((d) => d.id)).toEqual(['w']);
  });

  it('adds thousands of cents without drift', () => {
    const deals = Array.from({ length: 3000 }, () => deal({ value: 0.1 }));
    expect(boardColumns(DEFAULT_PIPELINE, deals)[0]).toMatchObject({ count: 3000, total: 300, weighted: 30 });
  });
});

describe('the forecast', () => {
  const other: Pipeline = { ...DEFAULT_PIPELINE, id: 'other', stages: DEFAULT_PIPELINE.stages.map((s) => (s.id === 'lead' ? { ...s, probability: 40 } : s)) };

  it('weighs open deals by the month of their expected close, this month and the next two', () => {
    const deals = [
      deal({ value: 1000, expectedClose: '2026-12-31' }), // 10% of 1000
      deal({ value: 1000, expectedClose: '2026-12-01', probability: 20 }), // overdue but this month
      deal({ value: 1000, expectedClose: '2027-01-15', stageId: 'negotiation' }),
      deal({ value: 1000, expectedClose: '2027-02-28', pipelineId: 'other' }), // 40% in its own pipeline
      deal({ value: 1000, expectedClose: '2027-03-01' }), // after the three months
      deal({ value: 1000, expectedClose: '2026-11-30' }), // before this month
      deal({ value: 1000 }), // no date
      deal({ value: 1000, expectedClose: '2026-12-99' }), // not a date
      deal({ value: 1000, expectedClose: '2026-12-10', status: 'won', stageId: 'won' }),
      deal({ value: 1000, expectedClose: '2026-12-10', status: 'lost', stageId: 'lost' }),
    ];
    expect(forecast([DEFAULT_PIPELINE, other], deals, TODAY)).toEqual({
      months: [
        { month: '2026-12', weighted: 300 },
        { month: '2027-01', weighted: 750 },
        { month: '2027-02', weighted: 400 },
      ],
      openValue: 8000,
      openWeighted: 1850,
      openCount: 8,
    });
  });

  it('crosses the year end and counts nothing when there are no open deals', () => {
    expect(forecast([DEFAULT_PIPELINE], [], '2026-11-30').months.map((m) => m.month)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(forecast([DEFAULT_PIPELINE], [], TODAY)).toMatchObject({ openValue: 0, openWeighted: 0, openCount: 0 });
  });
});

describe('the win rate', () => {
  it('is won / (won + lost) of the deals closed in the last 90 days', () => {
    const deals = [
      deal({ status: 'won', wonAt: '2026-12-03' }),
      deal({ status: 'won', wonAt: '2026-09-05' }), // 89 days ago: in
      deal({ status: 'won', wonAt: '2026-09-04' }), // 90 days ago: out
      deal({ status: 'lost', lostAt: '2026-10-01' }),
      deal({ status: 'lost', lostAt: '2026-12-04' }), // tomorrow: out
      deal({ status: 'open', wonAt: '2026-12-01' }),
    ];
    expect(winRate(deals, TODAY)).toEqual({ won: 2, lost: 1, rate: 2 / 3 });
  });

  it('is null when no deal closed in the window', () => {
    expect(winRate([deal(), deal({ status: 'won', wonAt: '2025-01-01' })], TODAY)).toEqual({ won: 0, lost: 0, rate: null });
  });
});

describe('the pipeline card from a tally (the deal summary)', () => {
  const stored = (d: Deal) => d as unknown as Record<string, unknown>;

  it('gives the same figures from the summary kept write by write as from the deals themselves', () => {
    const a = deal({ id: 'a', value: 1000, expectedClose: '2026-12-20' });
    const b = deal({ id: 'b', value: 2000, expectedClose: '2027-01-05', stageId: 'proposal' });
    const c = deal({ id: 'c', value: 500, expectedClose: '2027-02-01', probability: 33 });
    const w = deal({ id: 'w', value: 900, status: 'won', stageId: 'won', wonAt: '2026-11-01' });
    let summary = emptyDealTally();
    for (const d of [a, b, c, w]) summary = addDealTally(summary, dealTallyDelta(null, stored(d)));
    // b is lost, then a's value changes, then c is deleted.
    const bLost = { ...b, status: 'lost' as const, stageId: 'lost', lostAt: '2026-12-02' };
    summary = addDealTally(summary, dealTallyDelta(stored(b), stored(bLost)));
    const a2 = { ...a, value: 1500 };
    summary = addDealTally(summary, dealTallyDelta(stored(a), stored(a2)));
    summary = addDealTally(summary, dealTallyDelta(stored(c), null));
    expect(summary).toEqual(tallyDeals([a2, bLost, w]));
    expect(pipelineFigures([DEFAULT_PIPELINE], summary, TODAY)).toEqual({
      months: [
        { month: '2026-12', weighted: 150 },
        { month: '2027-01', weighted: 0 },
        { month: '2027-02', weighted: 0 },
      ],
      openValue: 1500,
      openWeighted: 150,
      openCount: 1,
      winRate: { won: 1, lost: 1, rate: 0.5 },
    });
    expect(isZeroDealTally(dealTallyDelta(stored(a2), stored({ ...a2, notes: 'just a note', position: 'a5' })))).toBe(true);
  });

  it("weighs by the stage's probability when read, so a stage edit moves the card without a deal write", () => {
    const tally = tallyDeals([deal({ value: 1000, expectedClose: '2026-12-20' }), deal({ value: 0.05, expectedClose: '2026-12-20' })]);
    expect(pipelineFigures([DEFAULT_PIPELINE], tally, TODAY).openWeighted).toBe(100.01);
    const edited = { ...DEFAULT_PIPELINE, stages: DEFAULT_PIPELINE.stages.map((st) => (st.id === 'lead' ? { ...st, probability: 60 } : st)) };
    expect(pipelineFigures([edited], tally, TODAY).months[0]).toEqual({ month: '2026-12', weighted: 600.03 });
    // A stage that is gone weighs nothing; its deals still count in the open value.
    expect(pipelineFigures([], tally, TODAY)).toMatchObject({ openValue: 1000.05, openWeighted: 0, openCount: 2 });
  });

  it('reads back what it stores, and refuses another version or a malformed document', () => {
    const tally = tallyDeals([deal({ value: 10, expectedClose: '2026-12-01' }), deal({ status: 'won', wonAt: '2026-12-01' })]);
    expect(parseDealSummary({ ...dealSummaryFields(tally), since: 'any' })).toEqual(tally);
    expect(parseDealSummary({ ...dealSummaryFields(tally), v: 0 })).toBeNull();
    expect(parseDealSummary({ ...dealSummaryFields(tally), openCents: 1.5 })).toBeNull();
    expect(parseDealSummary({ ...dealSummaryFields(tally), won: { '2026-12-01': 'one' } })).toBeNull();
    expect(parseDealSummary(undefined)).toBeNull();
    expect(dealTallyOf(null)).toEqual(emptyDealTally());
  });
});
