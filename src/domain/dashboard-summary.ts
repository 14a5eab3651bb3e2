// The dashboard summary (docs/decisions/0148): the figures the dashboard shows, kept up to date by
// functions as records change, so a visit reads a fixed number of documents whatever the number of
// records. A user's summary is spread over SUMMARY_SHARDS documents (users/{uid}/summary/{n}); a
// record always counts in the shard its id hashes to, and the dashboard adds the shards up.
// Amounts are kept in integer cents so that thousands of additions never drift.
import { EMPTY_FIGURES, RECENT_CLIENTS, RECENT_REVENUES } from './dashboard';
import type { DashboardFigures, RecentClient, RecentRevenue } from './dashboard';
import { monthOf } from './dates';
import { BUILTIN_EXPENSE_CATEGORIES } from './types';
import type { RecordKind } from './types';

export const SUMMARY_SHARDS = 10;
/**
 * What salaries and the expenses generated from them add is kept apart, in
 * accounts/{a}/payrollSummary/{n}, which only members with payroll read (src/domain/record-access.ts):
 * fewer shards, since payroll is written far less often than the rest, and a payroll visit reads
 * them too (docs/decisions/0186).
 */
export const PAYROLL_SHARDS = 3;
/** Bumped when the shape or meaning of a shard changes: older shards are then rebuilt. Version 2: payroll apart. */
export const SUMMARY_VERSION = 2;

/** The two parts of an account's summary: what every member reads, and the payroll. */
export const SUMMARY_PARTS = ['summary', 'payroll'] as const;
export type SummaryPart = (typeof SUMMARY_PARTS)[number];
export const SHARDS_OF: Record<SummaryPart, number> = { summary: SUMMARY_SHARDS, payroll: PAYROLL_SHARDS };
export const SUMMARIZED_KINDS = ['clients', 'revenues', 'expenses', 'salaries'] as const satisfies readonly RecordKind[];
export type SummarizedKind = (typeof SUMMARIZED_KINDS)[number];

/** What records add to the figures. Every number is a count or integer cents. */
export type Tally = {
  clients: number;
  activeClients: number;
  revenueCents: number;
  revenueByMonth: Record<string, number>;
  expenseCents: number;
  expenseByMonth: Record<string, number>;
  expenseByCategory: Record<string, number>;
  pendingSalaries: number;
};

const MAPS = ['revenueByMonth', 'expenseByMonth', 'expenseByCategory'] as const;
const COUNTS = ['clients', 'activeClients', 'revenueCents', 'expenseCents', 'pendingSalaries'] as const;
const BUILTIN = new Set<string>(BUILTIN_EXPENSE_CATEGORIES);

export function emptyTally(): Tally {
  return { clients: 0, activeClients: 0, revenueCents: 0, revenueByMonth: {}, expenseCents: 0, expenseByMonth: {}, expenseByCategory: {}, pendingSalaries: 0 };
}

/** An amount as integer cents (what the figures add up); anything not a finite number counts 0. */
export function toCents(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return 0;
  return Math.round(Number(`${amount}e2`)) || 0;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What one record of `kind` adds to the figures (nothing when there is no record). */
export function tallyOf(kind: SummarizedKind, data: Record<string, unknown> | undefined | null): Tally {
  const t = emptyTally();
  if (!data) return t;
  if (kind === 'clients') {
    t.clients = 1;
    if (data.status === 'active') t.activeClients = 1;
  } else if (kind === 'salaries') {
    if (data.status === 'pending') t.pendingSalaries = 1;
  } else {
    const cents = toCents(data.amount);
    const month = monthOf(text(data.date));
    if (kind === 'revenues') {
      t.revenueCents = cents;
      if (month && cents) t.revenueByMonth[month] = cents;
    } else {
      t.expenseCents = cents;
      if (month && cents) t.expenseByMonth[month] = cents;
      const category = text(data.category);
      if (BUILTIN.has(category) && cents) t.expenseByCategory[category] = cents;
    }
  }
  return t;
}

/** a + sign * b, dropping map entries that come to zero. */
export function addTally(a: Tally, b: Tally, sign: 1 | -1 = 1): Tally {
  const out = emptyTally();
  for (const key of COUNTS) out[key] = a[key] + sign * b[key];
  for (const key of MAPS) {
    const merged: Record<string, number> = { ...a[key] };
    for (const [k, v] of Object.entries(b[key])) merged[k] = (merged[k] ?? 0) + sign * v;
    for (const [k, v] of Object.entries(merged)) if (v !== 0) out[key][k] = v;
  }
  return out;
}

/** How a write (create: no before; delete: no after) moves the figures. */
export function tallyDelta(kind: SummarizedKind, before: Record<string, unknown> | undefined | null, after: Record<string, unknown> | undefined | null): Tally {
  return addTally(tallyOf(kind, after), tallyOf(kind, before), -1);
}

/** The part a record counts in: salaries and the expenses generated from them are payroll. */
export function partOf(kind: SummarizedKind, data: Record<string, unknown> | undefined | null): SummaryPart {
  if (kind === 'salaries') return 'payroll';
  if (kind === 'expenses' && typeof data?.salaryId === 'string' && data.salaryId !== '') return 'payroll';
  return 'summary';
}

/**
 * How a write moves each part: an expense unlinked from its deleted salary leaves the payroll
 * and joins the rest, in one write.
 */
export function tallyDeltas(
  kind: SummarizedKind,
  before: Record<string, unknown> | undefined | null,
  after: Record<string, unknown> | undefined | null,
): Record<SummaryPart, Tally> {
  const out: Record<SummaryPart, Tally> = { summary: emptyTally(), payroll: emptyTally() };
  if (before) out[partOf(kind, before)] = addTally(out[partOf(kind, before)], tallyOf(kind, before), -1);
  if (after) out[partOf(kind, after)] = addTally(out[partOf(kind, after)], tallyOf(kind, after));
  return out;
}

export function isZeroTally(t: Tally): boolean {
  return COUNTS.every((k) => t[k] === 0) && MAPS.every((k) => Object.keys(t[k]).length === 0);
}

/** The shard a record counts in (of `count`): a stable hash (FNV-1a) of its id. */
export function shardOf(id: string, count: number = SUMMARY_SHARDS): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % count;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/**
 * A stored tally of whole counts (`counts`) and maps of them (`maps`) at `version`, into `empty`;
 * null when it is missing, of another version or malformed. Shards and the deal summary share it.
 */
export function parseCountedTally<T extends Record<C, number> & Record<M, Record<string, number>>, C extends string, M extends string>(
  data: Record<string, unknown> | undefined | null,
  version: number,
  counts: readonly C[],
  maps: readonly M[],
  empty: () => T,
): T | null {
  if (!data || data.v !== version) return null;
  const t = empty();
  for (const key of counts) {
    const v = data[key];
    if (!isCount(v)) return null;
    (t as Record<C, number>)[key] = v;
  }
  for (const key of maps) {
    const m = data[key];
    if (typeof m !== 'object' || m === null || Array.isArray(m)) return null;
    for (const [k, v] of Object.entries(m as Record<string, unknown>)) {
      if (!isCount(v)) return null;
      if (v !== 0) (t[key] as Record<string, number>)[k] = v;
    }
  }
  return t;
}

/** A shard document as stored, or null when it is missing, of another version or malformed. */
export function parseShard(data: Record<string, unknown> | undefined | null): Tally | null {
  return parseCountedTally(data, SUMMARY_VERSION, COUNTS, MAPS, emptyTally);
}

/** The stored fields of a shard holding `t` (its version and `since` are added by the writer). */
export function shardFields(t: Tally): Tally & { v: number } {
  return { v: SUMMARY_VERSION, ...t };
}

/**
 * The summary of a user from the shard documents read, or null when it must be rebuilt (a shard
 * missing, of another version or malformed: an account older than the summary, or one whose
 * summary was never built).
 */
export function summaryFrom(shards: { id: string; data: Record<string, unknown> | undefined }[], count: number = SUMMARY_SHARDS): Tally | null {
  let total = emptyTally();
  const seen = new Set<string>();
  for (const s of shards) {
    const t = parseShard(s.data);
    if (!t) return null;
    seen.add(s.id);
    total = addTally(total, t);
  }
  for (let n = 0; n < count; n += 1) if (!seen.has(String(n))) return null;
  return total;
}

const fromCents = (cents: number) => cents / 100;

/** The dashboard's figures from a summary, the newest records and the month called "this month". */
export function figuresFromSummary(summary: Tally, recent: { clients: RecentClient[]; revenues: RecentRevenue[] }, month: string): DashboardFigures {
  return {
    ...EMPTY_FIGURES,
    clients: { active: summary.activeClients, total: summary.clients },
    revenue: { total: fromCents(summary.revenueCents), thisMonth: fromCents(summary.revenueByMonth[month] ?? 0) },
    expenses: { total: fromCents(summary.expenseCents), thisMonth: fromCents(summary.expenseByMonth[month] ?? 0) },
    netProfit: fromCents(summary.revenueCents - summary.expenseCents),
    pendingSalaries: summary.pendingSalaries,
    expensesByCategory: BUILTIN_EXPENSE_CATEGORIES.map((category) => ({ category, amount: fromCents(summary.expenseByCategory[category] ?? 0) })),
    recentClients: recent.clients.slice(0, RECENT_CLIENTS),
    recentRevenues: recent.revenues.slice(0, RECENT_REVENUES),
  };
}
