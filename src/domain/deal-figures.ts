// The figures of deals (docs/product/deals.md#figures): the board's columns with their count,
// total and weighted total, and the dashboard's pipeline card (open value, weighted forecast of
// the next three months, win rate of the last 90 days). Computed from the deals a member may
// see (the caller filters own-records-only), summed in integer cents so that thousands of deals
// never drift, and given back in dollars.
import { toCents } from './dashboard-summary';
import { monthOf } from './dates';
import { compareDeals, daysBetween, firstStageOfKind, stageOf, weightedCents } from './deals';
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
 * The pipeline card's forecast, from today's local date: the weighted value of open deals by the
 * month of their expected close, for this month and the next two (a deal without a close date,
 * or expected before this month, counts in the open figures only).
 */
export function forecast(pipelines: readonly Pipeline[], deals: readonly Deal[], today: IsoDate): Forecast {
  const months = Array.from({ length: FORECAST_MONTHS }, (_, i) => monthAfter(today, i));
  const byMonth = new Map(months.map((m) => [m, 0]));
  const byId = new Map(pipelines.map((p) => [p.id, p]));
  let openValue = 0;
  let openWeighted = 0;
  let openCount = 0;
  for (const deal of deals) {
    if (deal.status !== 'open') continue;
    const pipeline = byId.get(deal.pipelineId);
    const stage = stageOf(pipeline, deal.stageId);
    const weighted = weightedCents(deal, stage);
    openValue += toCents(deal.value);
    openWeighted += weighted;
    openCount += 1;
    const month = monthOf(deal.expectedClose);
    const sum = byMonth.get(month);
    if (sum !== undefined) byMonth.set(month, sum + weighted);
  }
  return {
    months: months.map((month) => ({ month, weighted: (byMonth.get(month) ?? 0) / 100 })),
    openValue: openValue / 100,
    openWeighted: openWeighted / 100,
    openCount,
  };
}

export type WinRate = { won: number; lost: number; rate: number | null };

/**
 * Deals won and lost in the last 90 days (today and the 89 before it, by their won or lost
 * date), and won / (won + lost) as a fraction 0-1; null when none closed.
 */
export function winRate(deals: readonly Deal[], today: IsoDate, days: number = WIN_RATE_DAYS): WinRate {
  let won = 0;
  let lost = 0;
  const inWindow = (date: string) => {
    const ago = daysBetween(date, today);
    return ago !== null && ago >= 0 && ago < days;
  };
  for (const deal of deals) {
    if (deal.status === 'won' && inWindow(deal.wonAt)) won += 1;
    if (deal.status === 'lost' && inWindow(deal.lostAt)) lost += 1;
  }
  return { won, lost, rate: won + lost === 0 ? null : won / (won + lost) };
}
