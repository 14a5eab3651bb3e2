import { describe, expect, it } from 'vitest';
import { computeFigures } from './dashboard';
import {
  PAYROLL_SHARDS,
  SUMMARY_SHARDS,
  SUMMARY_VERSION,
  partOf,
  tallyDeltas,
  addTally,
  emptyTally,
  figuresFromSummary,
  isZeroTally,
  parseShard,
  shardFields,
  shardOf,
  summaryFrom,
  tallyDelta,
  tallyOf,
  toCents,
} from './dashboard-summary';
import type { SummarizedKind, Tally } from './dashboard-summary';
import type { Client, Expense, Revenue, Salary } from './types';

// A small deterministic generator, so a failure can be replayed.
function random(seed: number) {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

type Store = { clients: Client[]; revenues: Revenue[]; expenses: Expense[]; salaries: Salary[] };

function makeRecord(kind: SummarizedKind, id: string, rnd: () => number): Record<string, unknown> & { id: string } {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const amount = Math.round(rnd() * 100000) / 100;
  const date = pick(['2026-01-05', '2026-02-28', '2026-11-30', '2025-11-01', '', 'not a date']);
  if (kind === 'clients') return { id, name: id, dateAdded: '2026-01-01', status: pick(['active', 'inactive', 'former']) };
  if (kind === 'salaries') return { id, employeeName: id, amount, status: pick(['pending', 'paid']) };
  if (kind === 'revenues') return { id, source: id, amount, date };
  return { id, description: id, amount, date, category: pick(['office', 'travel', 'salary', 'Custom', '']) };
}

describe('the dashboard summary', () => {
  it('adding up the deltas of any sequence of writes gives the tally of the records left', () => {
    const rnd = random(7);
    const kinds: SummarizedKind[] = ['clients', 'revenues', 'expenses', 'salaries'];
    const stored = new Map<string, { kind: SummarizedKind; data: Record<string, unknown> }>();
    const shards: Tally[] = Array.from({ length: SUMMARY_SHARDS }, () => emptyTally());
    for (let step = 0; step < 3000; step += 1) {
      const kind = kinds[Math.floor(rnd() * kinds.length)]!;
      const id = `${kind}-${Math.floor(rnd() * 60)}`;
      const before = stored.get(id)?.data;
      const after = rnd() < 0.25 ? undefined : makeRecord(kind, id, rnd);
      if (after) stored.set(id, { kind, data: after });
      else stored.delete(id);
      const n = shardOf(id);
      shards[n] = addTally(shards[n]!, tallyDelta(kind, before, after));
    }
    let expected = emptyTally();
    for (const { kind, data } of stored.values()) expected = addTally(expected, tallyOf(kind, data));
    const summary = summaryFrom(shards.map((t, n) => ({ id: String(n), data: shardFields(t) })));
    expect(summary).toEqual(expected);

    // And the figures from it are what adding up every record gives.
    const records: Store = { clients: [], revenues: [], expenses: [], salaries: [] };
    for (const { kind, data } of stored.values()) (records[kind] as unknown[]).push(data);
    const reference = computeFigures(records, new Date(2026, 10, 15), '2026-11');
    const figures = figuresFromSummary(summary!, { clients: reference.recentClients, revenues: reference.recentRevenues }, '2026-11');
    expect(figures).toEqual(reference);
  });

  it('an edit that moves no figure has a zero delta', () => {
    const before = { amount: 10, date: '2026-01-01', description: 'a' };
    expect(isZeroTally(tallyDelta('revenues', before, { ...before, description: 'b' }))).toBe(true);
    expect(isZeroTally(tallyDelta('revenues', before, { ...before, date: '2026-02-01' }))).toBe(false);
    expect(isZeroTally(tallyDelta('clients', { status: 'active', name: 'x' }, { status: 'active', name: 'y' }))).toBe(true);
  });

  it('keeps amounts in whole cents, so many small additions do not drift', () => {
    expect(toCents(0.1)).toBe(10);
    expect(toCents(1.005)).toBe(101);
    expect(toCents('12')).toBe(0);
    expect(toCents(Number.NaN)).toBe(0);
    let t = emptyTally();
    for (let i = 0; i < 1000; i += 1) t = addTally(t, tallyOf('revenues', { amount: 0.1, date: '2026-01-01' }));
    expect(t.revenueCents).toBe(10000);
    expect(figuresFromSummary(t, { clients: [], revenues: [] }, '2026-01').revenue).toEqual({ total: 100, thisMonth: 100 });
  });

  it('counts only the built-in expense categories, and drops map entries that come back to zero', () => {
    const custom = tallyOf('expenses', { amount: 5, date: '2026-01-01', category: 'Rent' });
    expect(custom.expenseByCategory).toEqual({});
    expect(custom.expenseCents).toBe(500);
    const office = tallyOf('expenses', { amount: 5, date: '2026-01-01', category: 'office' });
    expect(addTally(office, office, -1)).toEqual(emptyTally());
  });

  it('a missing, outdated or malformed shard means the summary must be rebuilt', () => {
    const all = Array.from({ length: SUMMARY_SHARDS }, (_, n) => ({ id: String(n), data: shardFields(emptyTally()) as Record<string, unknown> }));
    expect(summaryFrom(all)).toEqual(emptyTally());
    expect(summaryFrom(all.slice(1))).toBeNull();
    expect(summaryFrom(all.map((s, n) => (n === 3 ? { ...s, data: { ...s.data, v: SUMMARY_VERSION + 1 } } : s)))).toBeNull();
    expect(parseShard({ ...shardFields(emptyTally()), clients: 1.5 })).toBeNull();
    expect(parseShard({ ...shardFields(emptyTally()), revenueByMonth: { '2026-01': 'x' } })).toBeNull();
    expect(parseShard(undefined)).toBeNull();
  });

  it('spreads ids over every shard', () => {
    const used = new Set(Array.from({ length: 500 }, (_, i) => shardOf(`id${i}`)));
    expect(used.size).toBe(SUMMARY_SHARDS);
    expect(shardOf('abc')).toBe(shardOf('abc'));
  });
});

describe('the payroll part of the summary', () => {
  const expense = (salaryId: string) => ({ amount: 50, date: '2026-01-02', category: 'salary', salaryId });

  it('counts salaries and the expenses generated from them in the payroll part, everything else in the rest', () => {
    expect(partOf('salaries', { status: 'pending' })).toBe('payroll');
    expect(partOf('expenses', expense('s1'))).toBe('payroll');
    expect(partOf('expenses', expense(''))).toBe('summary');
    expect(partOf('clients', { status: 'active' })).toBe('summary');
  });

  it('moves an expense unlinked from its deleted salary from the payroll to the rest, in one write', () => {
    const deltas = tallyDeltas('expenses', expense('s1'), expense(''));
    expect(deltas.payroll.expenseCents).toBe(-5000);
    expect(deltas.summary.expenseCents).toBe(5000);
    expect(deltas.summary.expenseByCategory).toEqual({ salary: 5000 });
  });

  it('adds up to the same figures as one summary would', () => {
    const d = tallyDeltas('salaries', undefined, { status: 'pending' });
    expect(isZeroTally(d.summary)).toBe(true);
    expect(d.payroll.pendingSalaries).toBe(1);
    expect(shardOf('abc', PAYROLL_SHARDS)).toBeLessThan(PAYROLL_SHARDS);
  });
});
