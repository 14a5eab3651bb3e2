// Deals and pipelines (docs/product/deals.md): the types, the pipeline a new account starts with,
// the limits and messages, and the small rules a screen needs to draw a deal (its probability,
// weighted value, whether it is overdue or untouched). Pure TypeScript without zod, so the board
// and the list can import it; the schemas are in deal-schemas.ts, pipeline edits in pipelines.ts,
// board and dashboard figures in deal-figures.ts, the won-deal-to-revenue rule in deal-writes.ts.
// A deal's status follows the kind of its stage: a won stage makes it won, a lost stage lost,
// an open stage open.
import type { CustomFieldValues } from './custom-fields';
import { toCents } from './dashboard-summary';
import { parseIsoDate } from './dates';
import { FIELD_LIMITS } from './record-rules';
import { cleanText, sameName } from './sanitize';
import type { IsoDate } from './types';

export const DEAL_STATUSES = ['open', 'won', 'lost'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** A stage's kind is the status of the deals in it. */
export const STAGE_KINDS = DEAL_STATUSES;
export type StageKind = DealStatus;

export type Stage = {
  id: string; // unique within its pipeline
  name: string;
  probability: number; // integer 0-100, the default of the deals in it
  kind: StageKind;
  order: number;
};

export type Pipeline = {
  id: string;
  name: string;
  order: number;
  stages: Stage[]; // sorted by order
};

export type Deal = {
  id: string;
  title: string;
  clientId: string;
  value: number; // dollars, as every amount
  expectedClose: IsoDate | '';
  ownerId: string; // a member's uid
  pipelineId: string;
  stageId: string;
  probability: number | null; // null: the stage's
  status: DealStatus;
  wonAt: IsoDate | '';
  lostAt: IsoDate | '';
  lostReason: string;
  revenueId: string; // the revenue made when it was won ('' if none)
  position: string; // fractional index key within its stage (fractional.ts)
  notes: string;
  /** The account's custom fields of deals (src/domain/custom-fields.ts), by definition id; absent on a deal from before them. */
  customFields?: CustomFieldValues;
};

/** What a form submits: the deal without its id. */
export type DealInput = Omit<Deal, 'id'>;
export type PipelineInput = Omit<Pipeline, 'id'>;

/** The stored fields of a deal, excluding id (the document id). */
export const DEAL_FIELDS = [
  'title',
  'clientId',
  'value',
  'expectedClose',
  'ownerId',
  'pipelineId',
  'stageId',
  'probability',
  'status',
  'wonAt',
  'lostAt',
  'lostReason',
  'revenueId',
  'position',
  'notes',
] as const satisfies readonly (keyof DealInput)[];

export const DEAL_LIMITS = {
  /** Largest deal value accepted (as any amount). */
  valueMax: FIELD_LIMITS.amountMax,
  /** Stages in one pipeline. */
  stagesPerPipeline: 20,
  /** Pipelines in one account. */
  pipelinesPerAccount: 10,
  /** Days without a change after which an open deal is marked untouched. */
  staleDays: 30,
} as const;

/** The messages of deals and pipelines (English; translated through the known texts). */
export const DEAL_MESSAGES = {
  clientRequired: 'Please choose a client',
  ownerRequired: 'Please choose an owner',
  pipelineRequired: 'Please choose a pipeline',
  stageRequired: 'Please choose a stage',
  probabilityInvalid: 'Probability must be a whole number from 0 to 100.',
  positionInvalid: 'The position on the board is not valid.',
  lostReasonRequired: 'Please choose why the deal was lost.',
  pipelineNameRequired: 'Pipeline name is required',
  stageNameRequired: 'Stage name is required',
  stageNameTaken: 'Another stage of this pipeline already has that name.',
  stageIdInvalid: 'Each stage of a pipeline needs an id of its own.',
  tooManyStages: 'A pipeline can have at most 20 stages.',
  tooManyPipelines: 'An account can have at most 10 pipelines.',
  stageKindsMissing: 'A pipeline needs at least one open stage, one won stage and one lost stage.',
  stageNotFound: 'This stage was not found.',
  pipelineNotFound: 'This pipeline was not found.',
  stageOrderInvalid: 'Send every stage of the pipeline once, in the new order.',
  moveTargetRequired: 'Choose where the deals of this stage go.',
  moveTargetKind: 'Deals can only go to another stage of the same kind (open, won or lost).',
  lastPipeline: 'An account keeps at least one pipeline.',
  pipelineTargetRequired: 'Choose the pipeline that takes over the deals of this one.',
  wonStageRequired: 'Choose a won stage for a won deal.',
  lostStageRequired: 'Choose a lost stage for a lost deal.',
  openStageRequired: 'Choose an open stage to reopen the deal in.',
  removeRevenueAnswer: 'Choose whether to remove the revenue this deal made.',
  dealNotFound: 'This deal was not found.',
  tooManyLostReasons: 'The list can have at most 30 reasons.',
} as const;

/** The pipeline of a new account; stage ids are stable, so the seed, import and tests can name them. */
export const DEFAULT_PIPELINE: Pipeline = {
  id: 'default',
  name: 'Sales',
  order: 0,
  stages: [
    { id: 'lead', name: 'Lead', probability: 10, kind: 'open', order: 0 },
    { id: 'qualified', name: 'Qualified', probability: 25, kind: 'open', order: 1 },
    { id: 'proposal', name: 'Proposal', probability: 50, kind: 'open', order: 2 },
    { id: 'negotiation', name: 'Negotiation', probability: 75, kind: 'open', order: 3 },
    { id: 'won', name: 'Won', probability: 100, kind: 'won', order: 4 },
    { id: 'lost', name: 'Lost', probability: 0, kind: 'lost', order: 5 },
  ],
};

/** The reasons offered when a deal is lost, until a manager edits the list ('Other' takes a text). */
export const DEFAULT_LOST_REASONS = ['Price', 'Timing', 'Competitor', 'No budget', 'No response', 'Other'] as const;

/** The reason that takes a text of its own; always offered, whatever the list (move-question.tsx). */
export const OTHER_LOST_REASON = 'Other';

/** Reasons a list of lost reasons holds at most (the rules bound it too). */
export const MAX_LOST_REASONS = 30;

/**
 * The lost reasons as a manager saves them: texts trimmed and cut as every text, blanks and
 * repeats (ignoring case) dropped, at most MAX_LOST_REASONS.
 */
export function cleanLostReasons(reasons: unknown): { ok: true; reasons: string[] } | { ok: false; message: string } {
  const list = Array.isArray(reasons) ? reasons : [];
  const out: string[] = [];
  for (const item of list) {
    const reason = cleanText(item);
    if (reason !== '' && !out.some((r) => sameName(r, reason))) out.push(reason);
  }
  if (out.length > MAX_LOST_REASONS) return { ok: false, message: DEAL_MESSAGES.tooManyLostReasons };
  return { ok: true, reasons: out };
}

/** The stage of a pipeline with this id, if any. */
export function stageOf(pipeline: Pipeline | undefined, stageId: string): Stage | undefined {
  return pipeline?.stages.find((s) => s.id === stageId);
}

/** The first stage of a kind in stage order (where a deal goes when only its status is known). */
export function firstStageOfKind(pipeline: Pipeline, kind: StageKind): Stage | undefined {
  return [...pipeline.stages].sort((a, b) => a.order - b.order).find((s) => s.kind === kind);
}

/** The status a deal takes in a stage: won in a won stage, lost in a lost one, else open. */
export function statusForStage(stage: Pick<Stage, 'kind'>): DealStatus {
  return stage.kind;
}

/**
 * The probability a deal counts with, 0-100: 100 once won and 0 once lost; an open deal's own
 * probability, else its stage's (0 when the stage is unknown).
 */
export function effectiveProbability(deal: Pick<Deal, 'probability' | 'status'>, stage: Pick<Stage, 'probability'> | undefined): number {
  if (deal.status === 'won') return 100;
  if (deal.status === 'lost') return 0;
  return deal.probability ?? stage?.probability ?? 0;
}

/** Value x probability in integer cents (what the figures add up). */
export function weightedCents(deal: Pick<Deal, 'value' | 'probability' | 'status'>, stage: Pick<Stage, 'probability'> | undefined): number {
  return Math.round((toCents(deal.value) * effectiveProbability(deal, stage)) / 100);
}

/** Value x probability in dollars, to the cent. */
export function weightedValue(deal: Pick<Deal, 'value' | 'probability' | 'status'>, stage: Pick<Stage, 'probability'> | undefined): number {
  return weightedCents(deal, stage) / 100;
}

/** An open deal whose expected close date has passed (today is not overdue). */
export function isOverdue(deal: Pick<Deal, 'status' | 'expectedClose'>, today: IsoDate): boolean {
  return deal.status === 'open' && parseIsoDate(deal.expectedClose) !== null && deal.expectedClose < today;
}

/** Whole days from one business date to another (negative when `to` is earlier); null if either is invalid. */
export function daysBetween(from: string, to: string): number | null {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return null;
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/**
 * An open deal untouched for 30 days or more: `lastTouched` is the business date of its last
 * change or activity ('' when unknown: then it is not marked).
 */
export function isStale(deal: Pick<Deal, 'status'>, lastTouched: IsoDate | '', today: IsoDate): boolean {
  if (deal.status !== 'open') return false;
  const days = daysBetween(lastTouched, today);
  return days !== null && days >= DEAL_LIMITS.staleDays;
}

/** Deals in board order: by position (plain string order, as Firestore sorts), then by id. */
export function compareDeals(a: Pick<Deal, 'position' | 'id'>, b: Pick<Deal, 'position' | 'id'>): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
