// The rules that span a deal and its revenue (docs/product/deals.md#won-deals-become-revenue), as
// pure functions in the manner of record-writes.ts: each takes the stored records it needs (read
// by its caller, in the transaction that applies the result) and returns the writes to make,
// `{ op, collection: 'deals' | 'revenues', id, data }`, without paths, SDKs or timestamps.
//
// Winning a deal writes one revenue (source: the client, description: the deal, amount: the
// value, date: the won date) and links the two both ways: the deal's `revenueId`, the revenue's
// `dealId` (a field revenues gain with deals). A deal that already names a revenue never makes a
// second one; a deal worth nothing makes none. Reopening or losing a won deal removes that
// revenue or unlinks it (its `dealId` cleared), as the person chooses. A move within the same kind
// of stage writes the deal alone (its stage and position). The writes here are not yet part of
// RecordWrite (record-writes.ts): deals join the record kinds when the screens do.
import { toCents } from './dashboard-summary';
import { isIsoDate } from './dates';
import { DEAL_MESSAGES, firstStageOfKind, stageOf } from './deals';
import type { Deal, Pipeline, Stage, StageKind } from './deals';
import { MESSAGES } from './record-rules';
import { cleanText } from './sanitize';
import type { Client, IsoDate, RecordInput } from './types';

export type DealCollection = 'deals' | 'revenues';

export type DealWrite =
  | { op: 'set'; collection: DealCollection; id: string; data: Record<string, unknown> }
  | { op: 'update'; collection: DealCollection; id: string; data: Record<string, unknown> }
  | { op: 'delete'; collection: DealCollection; id: string };

export type WritesResult = { ok: true; writes: DealWrite[] } | { ok: false; message: string };

/** A revenue as stored with the link back to its deal. */
export type DealRevenue = RecordInput<'revenues'> & { dealId: string };

/** A stored revenue as its caller read it (null: gone or never read). */
export type LinkedRevenue = { id: string; dealId?: unknown } | null;

/** Where a deal is dropped: a stage of its pipeline and, from the board, a position (fractional.ts keyAt). */
export type Placement = { stageId: string; position?: string };

/** The revenue type of a won deal's revenue (a built-in type, BUILTIN_REVENUE_TYPES). */
export const DEAL_REVENUE_TYPE = 'service';

/** The revenue a won deal makes. */
export function revenueForDeal(deal: Pick<Deal, 'id' | 'title' | 'value' | 'clientId'>, client: Pick<Client, 'name'> | null, wonAt: IsoDate): DealRevenue {
  const title = cleanText(deal.title);
  return {
    source: cleanText(client?.name) || title,
    amount: deal.value,
    description: title,
    date: wonAt,
    type: DEAL_REVENUE_TYPE,
    clientId: deal.clientId,
    dealId: deal.id,
  };
}

/** The stage a deal goes to: the placement's (of `kind`), else its own when of `kind`, else the first of `kind`. */
function targetStage(deal: Deal, pipeline: Pipeline, kind: StageKind, to: Placement | undefined): Stage | undefined {
  if (to) {
    const stage = stageOf(pipeline, to.stageId);
    return stage?.kind === kind ? stage : undefined;
  }
  const own = stageOf(pipeline, deal.stageId);
  return own?.kind === kind ? own : firstStageOfKind(pipeline, kind);
}

function placed(stage: Stage, to: Placement | undefined): Record<string, unknown> {
  return to?.position === undefined ? { stageId: stage.id } : { stageId: stage.id, position: to.position };
}

/** Removing or unlinking the revenue a deal names, when it still exists and names the deal. */
function revenueWrites(deal: Deal, linked: LinkedRevenue, removeRevenue: boolean): DealWrite[] {
  if (deal.revenueId === '' || !linked || linked.id !== deal.revenueId || linked.dealId !== deal.id) return [];
  return [
    removeRevenue ? { op: 'delete', collection: 'revenues', id: linked.id } : { op: 'update', collection: 'revenues', id: linked.id, data: { dealId: '' } },
  ];
}

/**
 * Marking a deal won on `wonAt`: the deal goes to a won stage (the placement's, its own, or the
 * pipeline's first) and, unless it already names a revenue or is worth nothing, a revenue with
 * the id `newRevenueId()` is written in the same batch.
 */
export function markWon(
  deal: Deal,
  pipeline: Pipeline,
  client: Pick<Client, 'name'> | null,
  wonAt: IsoDate,
  newRevenueId: () => string,
  to?: Placement,
): WritesResult {
  if (!isIsoDate(wonAt)) return { ok: false, message: MESSAGES.dateInvalid };
  const stage = targetStage(deal, pipeline, 'won', to);
  if (!stage) return { ok: false, message: DEAL_MESSAGES.wonStageRequired };
  const data: Record<string, unknown> = { status: 'won', ...placed(stage, to), wonAt, lostAt: '', lostReason: '' };
  if (deal.revenueId !== '' || toCents(deal.value) <= 0) return { ok: true, writes: [{ op: 'update', collection: 'deals', id: deal.id, data }] };
  const revenueId = newRevenueId();
  return {
    ok: true,
    writes: [
      { op: 'update', collection: 'deals', id: deal.id, data: { ...data, revenueId } },
      { op: 'set', collection: 'revenues', id: revenueId, data: revenueForDeal(deal, client, wonAt) },
    ],
  };
}

/**
 * Reopening a won or lost deal: it goes to an open stage (the placement's, or the pipeline's
 * first) with no won or lost date or reason. Its revenue (`linked`, read by the caller) is
 * deleted with `removeRevenue`, else kept and unlinked.
 */
export function reopen(deal: Deal, pipeline: Pipeline, options: { removeRevenue: boolean }, linked: LinkedRevenue, to?: Placement): WritesResult {
  const stage = targetStage(deal, pipeline, 'open', to);
  if (!stage) return { ok: false, message: DEAL_MESSAGES.openStageRequired };
  const data = { status: 'open', ...placed(stage, to), wonAt: '', lostAt: '', lostReason: '', revenueId: '' };
  return { ok: true, writes: [{ op: 'update', collection: 'deals', id: deal.id, data }, ...revenueWrites(deal, linked, options.removeRevenue)] };
}

/**
 * Marking a deal lost on `lostAt` for `reason` (required: one of the account's reasons, or the
 * text given with "Other"). A won deal's revenue goes as in reopen.
 */
export function markLost(
  deal: Deal,
  pipeline: Pipeline,
  options: { reason: unknown; lostAt: IsoDate; removeRevenue?: boolean },
  linked: LinkedRevenue,
  to?: Placement,
): WritesResult {
  const reason = cleanText(options.reason);
  if (reason === '') return { ok: false, message: DEAL_MESSAGES.lostReasonRequired };
  if (!isIsoDate(options.lostAt)) return { ok: false, message: MESSAGES.dateInvalid };
  const stage = targetStage(deal, pipeline, 'lost', to);
  if (!stage) return { ok: false, message: DEAL_MESSAGES.lostStageRequired };
  const data = { status: 'lost', ...placed(stage, to), lostAt: options.lostAt, lostReason: reason, wonAt: '', revenueId: '' };
  return { ok: true, writes: [{ op: 'update', collection: 'deals', id: deal.id, data }, ...revenueWrites(deal, linked, options.removeRevenue ?? false)] };
}

export type MoveAnswers = {
  /** The local date of the move: the won or lost date. */
  today: IsoDate;
  client: Pick<Client, 'name'> | null;
  newRevenueId: () => string;
  /** The deal's revenue as read (when it names one). */
  linked: LinkedRevenue;
  /** Asked when dropping on a lost stage. */
  lostReason?: string;
  /** Asked when a deal with a revenue leaves the won stages. */
  removeRevenue?: boolean;
};

export type MoveResult = WritesResult | { ok: false; message: string; needs: 'lostReason' | 'removeRevenue' };

/**
 * A drop on the board: to a stage of the same kind, the deal's stage and position alone (one
 * document); to a won stage, markWon; to a lost stage, markLost once the reason is given; from a
 * won stage with a revenue to another kind, once it is known whether to remove the revenue.
 * `needs` says which question to ask before calling again.
 */
export function moveDeal(deal: Deal, pipeline: Pipeline, to: Placement, answers: MoveAnswers): MoveResult {
  const stage = stageOf(pipeline, to.stageId);
  if (!stage) return { ok: false, message: DEAL_MESSAGES.stageNotFound };
  if (stage.kind === deal.status) return { ok: true, writes: [{ op: 'update', collection: 'deals', id: deal.id, data: placed(stage, to) }] };
  // A revenue the deal names that is gone (deleted on the revenue screen) or no longer names the
  // deal counts as none: winning again makes a new one, and nobody is asked about the old one.
  const linkedBack = answers.linked !== null && answers.linked.id === deal.revenueId && answers.linked.dealId === deal.id;
  if (deal.revenueId !== '' && !linkedBack) deal = { ...deal, revenueId: '' };
  if (stage.kind === 'won') return markWon(deal, pipeline, answers.client, answers.today, answers.newRevenueId, to);
  if (stage.kind === 'lost' && cleanText(answers.lostReason) === '') return { ok: false, message: DEAL_MESSAGES.lostReasonRequired, needs: 'lostReason' };
  if (deal.revenueId !== '' && answers.removeRevenue === undefined) return { ok: false, message: DEAL_MESSAGES.removeRevenueAnswer, needs: 'removeRevenue' };
  const removeRevenue = answers.removeRevenue ?? false;
  if (stage.kind === 'lost') return markLost(deal, pipeline, { reason: answers.lostReason, lostAt: answers.today, removeRevenue }, answers.linked, to);
  return reopen(deal, pipeline, { removeRevenue }, answers.linked, to);
}

/**
 * Deleting a revenue made by a deal: the deal (`deal`, read by the caller; null when gone) no
 * longer names it. Nothing when the deal names another revenue or none.
 */
export function revenueRemovedWrites(revenueId: string, deal: Pick<Deal, 'id' | 'revenueId'> | null): DealWrite[] {
  if (!deal || deal.revenueId !== revenueId) return [];
  return [{ op: 'update', collection: 'deals', id: deal.id, data: { revenueId: '' } }];
}
