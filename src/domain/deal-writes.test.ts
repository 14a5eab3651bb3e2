import { describe, expect, it } from 'vitest';
import { DEAL_REVENUE_TYPE, markLost, markWon, moveDeal, reopen, revenueForDeal, revenueRemovedWrites } from './deal-writes';
import type { DealWrite, MoveAnswers } from './deal-writes';
import { DEAL_MESSAGES, DEFAULT_PIPELINE } from './deals';
import type { Deal } from './deals';
import { MESSAGES } from './record-rules';
import { parseRecord } from './schemas';
import { BUILTIN_REVENUE_TYPES } from './types';

const pipeline = DEFAULT_PIPELINE;
const client = { name: 'Acme Ltd' };

function deal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 'd1',
    title: 'Website redesign',
    clientId: 'c1',
    value: 12500.5,
    expectedClose: '2026-12-20',
    ownerId: 'u1',
    pipelineId: 'default',
    stageId: 'negotiation',
    probability: 80,
    status: 'open',
    wonAt: '',
    lostAt: '',
    lostReason: '',
    revenueId: '',
    position: 'a3',
    notes: '',
    ...overrides,
  };
}

function writes(result: { ok: true; writes: DealWrite[] } | { ok: false; message: string }): DealWrite[] {
  if (!result.ok) throw new Error(result.message);
  return result.writes;
}

const won = deal({ status: 'won', stageId: 'won', wonAt: '2026-11-20', revenueId: 'r1' });
const revenue = { id: 'r1', dealId: 'd1' };

describe('marking a deal won', () => {
  it('moves it to the won stage and writes one revenue linked both ways', () => {
    expect(writes(markWon(deal(), pipeline, client, '2026-12-03', () => 'r9'))).toEqual([
      {
        op: 'update',
        collection: 'deals',
        id: 'd1',
        data: { status: 'won', stageId: 'won', wonAt: '2026-12-03', lostAt: '', lostReason: '', revenueId: 'r9' },
      },
      {
        op: 'set',
        collection: 'revenues',
        id: 'r9',
        data: { source: 'Acme Ltd', amount: 12500.5, description: 'Website redesign', date: '2026-12-03', type: 'service', clientId: 'c1', dealId: 'd1' },
      },
    ]);
  });

  it('makes a revenue that passes the revenue schema, of a built-in type', () => {
    const { dealId: _dealId, ...stored } = revenueForDeal(deal(), client, '2026-12-03');
    expect(parseRecord('revenues', stored)).toEqual({ ok: true, value: stored });
    expect(BUILTIN_REVENUE_TYPES).toContain(DEAL_REVENUE_TYPE);
    expect(revenueForDeal(deal(), null, '2026-12-03').source).toBe('Website redesign');
  });

  it('never makes a second revenue for a deal that already names one', () => {
    let asked = 0;
    const result = writes(markWon(won, pipeline, client, '2026-12-03', () => `r${++asked}`));
    expect(result).toEqual([
      { op: 'update', collection: 'deals', id: 'd1', data: { status: 'won', stageId: 'won', wonAt: '2026-12-03', lostAt: '', lostReason: '' } },
    ]);
    expect(asked).toBe(0);
  });

  it('makes no revenue for a deal worth nothing', () => {
    expect(writes(markWon(deal({ value: 0 }), pipeline, client, '2026-12-03', () => 'r9')).map((w) => w.collection)).toEqual(['deals']);
  });

  it('goes to the won stage dropped on, with its position, and refuses an open one or a bad date', () => {
    const twoWon = { ...pipeline, stages: [...pipeline.stages, { id: 'won2', name: 'Won (renewal)', probability: 100, kind: 'won' as const, order: 6 }] };
    const [update] = writes(markWon(deal(), twoWon, client, '2026-12-03', () => 'r9', { stageId: 'won2', position: 'a0V' }));
    expect(update).toMatchObject({ data: { stageId: 'won2', position: 'a0V' } });
    expect(markWon(deal(), pipeline, client, '2026-12-03', () => 'r9', { stageId: 'lead' })).toEqual({ ok: false, message: DEAL_MESSAGES.wonStageRequired });
    expect(markWon(deal(), pipeline, client, '2026-13-01', () => 'r9')).toEqual({ ok: false, message: MESSAGES.dateInvalid });
  });
});

describe('reopening a deal', () => {
  it('goes back to the first open stage and deletes its revenue when asked to', () => {
    expect(writes(reopen(won, pipeline, { removeRevenue: true }, revenue))).toEqual([
      { op: 'update', collection: 'deals', id: 'd1', data: { status: 'open', stageId: 'lead', wonAt: '', lostAt: '', lostReason: '', revenueId: '' } },
      { op: 'delete', collection: 'revenues', id: 'r1' },
    ]);
  });

  it('keeps the revenue, unlinked, when asked to keep it', () => {
    expect(writes(reopen(won, pipeline, { removeRevenue: false }, revenue))[1]).toEqual({
      op: 'update',
      collection: 'revenues',
      id: 'r1',
      data: { dealId: '' },
    });
  });

  it('leaves alone a revenue that is gone or no longer names the deal', () => {
    expect(writes(reopen(won, pipeline, { removeRevenue: true }, null))).toHaveLength(1);
    expect(writes(reopen(won, pipeline, { removeRevenue: true }, { id: 'r1', dealId: '' }))).toHaveLength(1);
    expect(writes(reopen(won, pipeline, { removeRevenue: true }, { id: 'r2', dealId: 'd1' }))).toHaveLength(1);
  });

  it('reopens a lost deal without its reason, in the open stage dropped on', () => {
    const lost = deal({ status: 'lost', stageId: 'lost', lostAt: '2026-11-01', lostReason: 'Price' });
    expect(writes(reopen(lost, pipeline, { removeRevenue: false }, null, { stageId: 'proposal', position: 'a1' }))).toEqual([
      {
        op: 'update',
        collection: 'deals',
        id: 'd1',
        data: { status: 'open', stageId: 'proposal', position: 'a1', wonAt: '', lostAt: '', lostReason: '', revenueId: '' },
      },
    ]);
    expect(reopen(lost, pipeline, { removeRevenue: false }, null, { stageId: 'won' })).toEqual({ ok: false, message: DEAL_MESSAGES.openStageRequired });
  });
});

describe('marking a deal lost', () => {
  it('needs a reason and records it with the date', () => {
    expect(writes(markLost(deal(), pipeline, { reason: ' Price ', lostAt: '2026-12-03' }, null))).toEqual([
      {
        op: 'update',
        collection: 'deals',
        id: 'd1',
        data: { status: 'lost', stageId: 'lost', lostAt: '2026-12-03', lostReason: 'Price', wonAt: '', revenueId: '' },
      },
    ]);
    expect(markLost(deal(), pipeline, { reason: '  ', lostAt: '2026-12-03' }, null)).toEqual({ ok: false, message: DEAL_MESSAGES.lostReasonRequired });
    expect(markLost(deal(), pipeline, { reason: 'Price', lostAt: '' }, null)).toEqual({ ok: false, message: MESSAGES.dateInvalid });
  });

  it('unlinks or removes the revenue of a deal that was won', () => {
    expect(writes(markLost(won, pipeline, { reason: 'Other', lostAt: '2026-12-03' }, revenue))[1]).toEqual({
      op: 'update',
      collection: 'revenues',
      id: 'r1',
      data: { dealId: '' },
    });
    expect(writes(markLost(won, pipeline, { reason: 'Other', lostAt: '2026-12-03', removeRevenue: true }, revenue))[1]).toEqual({
      op: 'delete',
      collection: 'revenues',
      id: 'r1',
    });
  });
});

describe('a drop on the board', () => {
  const answers: MoveAnswers = { today: '2026-12-03', client, newRevenueId: () => 'r9', linked: null };

  it('to a stage of the same kind writes the deal alone: its stage and position', () => {
    expect(writes(moveDeal(deal(), pipeline, { stageId: 'lead', position: 'a0V' }, answers))).toEqual([
      { op: 'update', collection: 'deals', id: 'd1', data: { stageId: 'lead', position: 'a0V' } },
    ]);
  });

  it('to a won stage wins the deal and makes its revenue', () => {
    expect(writes(moveDeal(deal(), pipeline, { stageId: 'won', position: 'a0' }, answers)).map((w) => [w.op, w.collection])).toEqual([
      ['update', 'deals'],
      ['set', 'revenues'],
    ]);
  });

  it('to a lost stage asks for the reason first', () => {
    expect(moveDeal(deal(), pipeline, { stageId: 'lost' }, answers)).toEqual({ ok: false, message: DEAL_MESSAGES.lostReasonRequired, needs: 'lostReason' });
    expect(writes(moveDeal(deal(), pipeline, { stageId: 'lost' }, { ...answers, lostReason: 'Timing' }))[0]).toMatchObject({
      data: { status: 'lost', lostReason: 'Timing', lostAt: '2026-12-03' },
    });
  });

  it('out of the won stages asks whether to remove the revenue first', () => {
    expect(moveDeal(won, pipeline, { stageId: 'lead' }, { ...answers, linked: revenue })).toEqual({
      ok: false,
      message: DEAL_MESSAGES.removeRevenueAnswer,
      needs: 'removeRevenue',
    });
    const result = writes(moveDeal(won, pipeline, { stageId: 'lead' }, { ...answers, linked: revenue, removeRevenue: true }));
    expect(result.map((w) => [w.op, w.collection])).toEqual([
      ['update', 'deals'],
      ['delete', 'revenues'],
    ]);
    expect(moveDeal(won, pipeline, { stageId: 'nope' }, answers)).toEqual({ ok: false, message: DEAL_MESSAGES.stageNotFound });
  });
});

describe('a won deal whose revenue was deleted', () => {
  const answers: MoveAnswers = { today: '2026-12-03', client, newRevenueId: () => 'r9', linked: null };

  it('is reopened without a question about the revenue, and its link is cleared', () => {
    const result = writes(moveDeal(won, pipeline, { stageId: 'lead' }, answers));
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ op: 'update', collection: 'deals', data: { status: 'open', revenueId: '' } });
  });

  it('makes a new revenue when it is won again', () => {
    const lost = { ...won, status: 'lost' as const, stageId: 'lost' };
    const result = writes(moveDeal(lost, pipeline, { stageId: 'won' }, answers));
    expect(result.map((w) => [w.op, w.collection, w.id])).toEqual([
      ['update', 'deals', won.id],
      ['set', 'revenues', 'r9'],
    ]);
  });
});

describe('deleting a revenue a deal made', () => {
  it('takes the link off the deal that still names it', () => {
    expect(revenueRemovedWrites('r1', { id: 'd1', revenueId: 'r1' })).toEqual([{ op: 'update', collection: 'deals', id: 'd1', data: { revenueId: '' } }]);
    expect(revenueRemovedWrites('r1', { id: 'd1', revenueId: 'r2' })).toEqual([]);
    expect(revenueRemovedWrites('r1', null)).toEqual([]);
  });
});
