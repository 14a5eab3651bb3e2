// The figures of deals (docs/product/deals.md#figures): the board's columns with their count,
// total and weighted total, and the dashboard's pipeline card (open value, weighted forecast of
// the next three months, win rate of the last 90 days). Computed from the deals a member may
// see (the caller filters own-records-only), summed in integer cents so that thousands of deals
// never drift, and given back in dollars.
import { parseCountedTally, toCents } from './dashboard-summary';
import { isIsoDate, monthOf } from './dates';
import { compareDeals, daysBetween, effectiveProbability, firstStageOfKind, stageOf, weightedCents } from './deals';
import type { Deal, Pipeline, Stage } from './deals';
import type { IsoDate } from './types';

export type BoardColumn = {
  stage: Stage;
  deals: Deal[]; // by position
  count: number;
  total: number; // dollars
  weighted: number; // dollars: value x probability, each deal to the cent
};

/**
 * One column per stage of `pipeline`, in stage order, with the pipeline's deals sorted by
 * position. A deal naming a stage the pipeline no longer has shows in the first stage of the
 * kind of its status (else the first stage), so no deal drops off the board.
 */
export function boardColumns(pipeline: Pipeline, deals: readonly Deal[]): BoardColumn[] {
  const stages = [...pipeline.stages].sort((a, b) => a.order - b.order);
  const byStage = new Map<string, Deal[]>(stages.map((s) => [s.id, []]));
  for (const deal of deals) {
    if (deal.pipelineId !== pipeline.id) continue;
    const stage = stageOf(pipeline, deal.stageId) ?? firstStageOfKind(pipeline, deal.status) ?? stages[0];
    if (stage) byStage.get(stage.id)?.push(deal);
  }
  return stages.map((stage) => {
    const inStage = (byStage.get(stage.id) ?? []).sort(compareDeals);
    let total = 0;
    let weighted = 0;
    for (const deal of inStage) {
      total += toCents(deal.value);
      weighted += weightedCents(deal, stage);
    }
    return { stage, deals: inStage, count: inStage.length, total: total / 100, weighted: weighted / 100 };
  });
}

/** The 'yyyy-mm' `n` months after the month of a business date. */
function monthAfter(today: IsoDate, n: number): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 + n;
  const y = year + Math.floor(month / 12);
  const m = (month % 12) + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
}

export const FORECAST_MONTHS = 3;
export const WIN_RATE_DAYS = 90;

export type Forecast = {
  /** This month and the next two ('yyyy-mm'), each with the weighted value of the open deals expected to close in it. */
  months: { month: string; weighted: number }[];
  /** The value of every open deal, and its weighted value. */
  openValue: number;
  openWeighted: number;
  openCount: number;
};

/**
 * The pipeline card's forecast, from today's local date (pipelineFigures over these deals): the
 * weighted value of open deals by the month of their expected close, for this month and the next
 * two (a deal without a close date, or expected before this month, counts in the open figures only).
 */
export function forecast(pipelines: readonly Pipeline[], deals: readonly Deal[], today: IsoDate): Forecast {
  const { winRate: _w, ...figures } = pipelineFigures(pipelines, tallyDeals(deals), today);
  return figures;
}

export type WinRate = { won: number; lost: number; rate: number | null };

/**
 * Deals won and lost in the last 90 days (today and the 89 before it, by their won or lost
 * date), and won / (won + lost) as a fraction 0-1; null when none closed (pipelineFigures).
 */
export function winRate(deals: readonly Deal[], today: IsoDate, days: number = WIN_RATE_DAYS): WinRate {
  return pipelineFigures([], tallyDeals(deals), today, days).winRate;
}

// ---------------------------------------------------------------------------------------------
// The pipeline card (docs/product/deals.md#figures), from a tally of deals: what every deal adds,
// in counts and integer cents, so that the same figures come from a member's own deals (added up
// here) and from the account's deal summary a function keeps (functions/src/dashboard/deal-summary.ts,
// docs/decisions/0196). Weighting by a stage's default probability waits until the figures are
// read, so editing a stage's probability moves the card without rewriting any deal or the summary.

/** Bumped when the shape or meaning of the deal summary changes: an older one is then rebuilt. */
export const DEAL_SUMMARY_VERSION = 1;

/** What deals add to the pipeline card. Every number is a count or integer cents. */
export type DealTally = {
  openCount: number;
  openCents: number;
  /** Open deals counting with their stage's probability: cents by JSON [pipelineId, stageId, 'yyyy-mm' or ''] of their expected close. */
  byStage: Record<string, number>;
  /** Open deals with their own probability: weighted cents (each to the cent) by 'yyyy-mm' of their expected close, or ''. */
  ownWeighted: Record<string, number>;
  /** Won deals by won date, lost deals by lost date ('yyyy-mm-dd' -> count). */
  won: Record<string, number>;
  lost: Record<string, number>;
};

const DEAL_COUNTS = ['openCount', 'openCents'] as const;
const DEAL_MAPS = ['byStage', 'ownWeighted', 'won', 'lost'] as const;

export function emptyDealTally(): DealTally {
  return { openCount: 0, openCents: 0, byStage: {}, ownWeighted: {}, won: {}, lost: {} };
}

/** The key of a stage bucket: unambiguous whatever characters the ids hold. */
export const stageBucket = (pipelineId: string, stageId: string, month: string) => JSON.stringify([pipelineId, stageId, month]);

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** What one stored deal adds to the card (nothing when there is none); fields as stored, checked here. */
export function dealTallyOf(data: Record<string, unknown> | null | undefined): DealTally {
  const t = emptyDealTally();
  if (!data) return t;
  const status = data.status === 'won' || data.status === 'lost' ? data.status : 'open';
  if (status === 'won') {
    if (isIsoDate(text(data.wonAt))) t.won[text(data.wonAt)] = 1;
    return t;
  }
  if (status === 'lost') {
    if (isIsoDate(text(data.lostAt))) t.lost[text(data.lostAt)] = 1;
    return t;
  }
  const cents = toCents(data.value);
  t.openCount = 1;
  t.openCents = cents;
  const month = monthOf(text(data.expectedClose));
  const own = typeof data.probability === 'number' && Number.isFinite(data.probability) ? data.probability : null;
  if (cents === 0) return t;
  if (own === null) t.byStage[stageBucket(text(data.pipelineId), text(data.stageId), month)] = cents;
  else {
    const weighted = weightedCents({ value: cents / 100, probability: own, status: 'open' }, undefined);
    if (weighted !== 0) t.ownWeighted[month] = weighted;
  }
  return t;
}

/** a + sign * b, dropping map entries that come to zero. */
export function addDealTally(a: DealTally, b: DealTally, sign: 1 | -1 = 1): DealTally {
  const out = emptyDealTally();
  for (const key of DEAL_COUNTS) out[key] = a[key] + sign * b[key];
  for (const key of DEAL_MAPS) {
    const merged: Record<string, number> = { ...a[key] };
    for (const [k, v] of Object.entries(b[key])) merged[k] = (merged[k] ?? 0) + sign * v;
    for (const [k, v] of Object.entries(merged)) if (v !== 0) out[key][k] = v;
  }
  return out;
}

/** How a write of a deal (create: no before; delete: no after) moves the tally. */
export function dealTallyDelta(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): DealTally {
  return addDealTally(dealTallyOf(after), dealTallyOf(before), -1);
}

export function isZeroDealTally(t: DealTally): boolean {
  return DEAL_COUNTS.every((k) => t[k] === 0) && DEAL_MAPS.every((k) => Object.keys(t[k]).length === 0);
}

/** The tally of a list of deals (a narrowed member's own, the fake's, a rebuild's). */
export function tallyDeals(deals: readonly (Deal | Record<string, unknown>)[]): DealTally {
  let t = emptyDealTally();
  for (const deal of deals) t = addDealTally(t, dealTallyOf(deal as Record<string, unknown>));
  return t;
}

/** A deal summary document as stored, or null when it is missing, of another version or malformed. */
export function parseDealSummary(data: Record<string, unknown> | null | undefined): DealTally | null {
  return parseCountedTally(data, DEAL_SUMMARY_VERSION, DEAL_COUNTS, DEAL_MAPS, emptyDealTally);
}

/** The stored fields of a deal summary holding `t` (its `since` is added by the writer). */
export function dealSummaryFields(t: DealTally): DealTally & { v: number } {
  return { v: DEAL_SUMMARY_VERSION, ...t };
}

export type PipelineFigures = Forecast & { winRate: WinRate };

/**
 * The pipeline card from a tally, the account's pipelines (for each stage's default probability)
 * and today's local date in the account's time zone: open value and its weighted value, the
 * weighted forecast of this month and the next two by expected close, and the win rate of the
 * last 90 days. Deals counting with their stage's probability are weighted per stage and month
 * (sum, then to the cent); those with their own, each to the cent. A stage that is gone weighs 0.
 */
export function pipelineFigures(pipelines: readonly Pipeline[], tally: DealTally, today: IsoDate, days: number = WIN_RATE_DAYS): PipelineFigures {
  const months = Array.from({ length: FORECAST_MONTHS }, (_, i) => monthAfter(today, i));
  const byMonth = new Map(months.map((m) => [m, 0]));
  const byId = new Map(pipelines.map((p) => [p.id, p]));
  let openWeighted = 0;
  const add = (month: string, cents: number) => {
    openWeighted += cents;
    const sum = byMonth.get(month);
    if (sum !== undefined) byMonth.set(month, sum + cents);
  };
  for (const [key, cents] of Object.entries(tally.byStage)) {
    let parts: unknown;
    try {
      parts = JSON.parse(key);
    } catch {
      continue;
    }
    if (!Array.isArray(parts) || parts.length !== 3) continue;
    const [pipelineId, stageId, month] = parts.map(text) as [string, string, string];
    const stage = stageOf(byId.get(pipelineId), stageId);
    add(month, Math.round((cents * effectiveProbability({ probability: null, status: 'open' }, stage)) / 100));
  }
  for (const [month, cents] of Object.entries(tally.ownWeighted)) add(month, cents);
  const inWindow = (date: string) => {
    const ago = daysBetween(date, today);
    return ago !== null && ago >= 0 && ago < days;
  };
  const countIn = (m: Record<string, number>) => Object.entries(m).reduce((n, [date, count]) => (inWindow(date) ? n + count : n), 0);
  const won = countIn(tally.won);
  const lost = countIn(tally.lost);
  return {
    months: months.map((month) => ({ month, weighted: (byMonth.get(month) ?? 0) / 100 })),
    openValue: tally.openCents / 100,
    openWeighted: openWeighted / 100,
    openCount: tally.openCount,
    winRate: { won, lost, rate: won + lost === 0 ? null : won / (won + lost) },
  };
}
