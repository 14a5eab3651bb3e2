// Deals and pipelines as screens see them (see contract.ts; docs/product/deals.md). Deals live in
// accounts/{a}/deals/{id}, pipelines in accounts/{a}/pipelines/{id}, the lost reasons managers
// edit in accounts/{a}/meta/lostReasons. What a move or a win writes to the others (the revenue of
// a won deal) comes from src/domain/deal-writes.ts, applied in one batch.
import type { Deal, DealInput, Pipeline, PipelineInput } from '../domain/deals';
import type { IsoDate } from '../domain/types';
import type { MoveAnswers, Placement } from '../domain/deal-writes';
import type { RecordScope, RecordStamps } from '../domain/record-access';
import type { DataError, Unsubscribe } from './contract-common';

/**
 * A deal as screens see it: its fields, its id, who wrote it, and when it was created and last
 * written (ISO 8601 instants from the server's stamps; absent on deals stored without them).
 */
export type DealView = Deal & RecordStamps & { createdAt?: string; updatedAt?: string };

/**
 * The result of a move the board asked for: done, or the question to ask first (a lost stage
 * needs a reason; reopening a won deal asks whether to remove its revenue). The board asks, then
 * calls moveDeal again with the answer.
 */
export type MoveOutcome = { done: true } | { done: false; needs: 'lostReason' | 'removeRevenue'; message: string };

/** What the person answered for a move (the rest of MoveAnswers the data layer reads itself); `today` in their time zone. */
export type DealMoveAnswers = Pick<MoveAnswers, 'lostReason' | 'removeRevenue'> & { today?: IsoDate };

export type DealsApi = {
  /**
   * The account's pipelines, ordered, live. An account without any gets the default one
   * (DEFAULT_PIPELINE) written on first watch by a member who may write records.
   */
  watchPipelines(accountId: string, cb: (pipelines: Pipeline[]) => void, onError?: (e: DataError) => void): Unsubscribe;
  /**
   * Adds (no id) or replaces a pipeline; owners and managers. Resolves to its id. Dropping a stage
   * that holds deals is refused (invalid-argument): removeStage moves them.
   */
  savePipeline(accountId: string, pipeline: PipelineInput & { id?: string }): Promise<string>;
  /**
   * Removes a stage; its deals move to `moveToStageId` of the same pipeline (src/domain/pipelines.ts
   * removeStage), in the same batches. Owners and managers.
   */
  removeStage(accountId: string, pipelineId: string, stageId: string, moveToStageId: string | null): Promise<void>;
  /** Removes a pipeline; its deals move to `moveTo` (src/domain/pipelines.ts removePipeline). Owners and managers. */
  removePipeline(accountId: string, pipelineId: string, moveTo: { pipelineId: string; stageMap?: Record<string, string> } | null): Promise<void>;

  /** Every deal of the account, live, newest first; `scope` as for records (own records only). */
  watchDeals(
    accountId: string,
    cb: (deals: DealView[], info: { complete: boolean }) => void,
    onError?: (e: DataError) => void,
    scope?: RecordScope,
  ): Unsubscribe;
  /**
   * Adds a deal (validated by parseDeal) assigned to `input.ownerId`, else (blank) the writer. Its
   * status is its stage's kind; a won one makes its revenue in the same batch.
   */
  addDeal(accountId: string, input: DealInput): Promise<string>;
  /**
   * Writes only the given fields (parseDealPatch); status changes go through moveDeal, so the
   * status, its dates and the revenue link are not written here, and a new stage or pipeline must
   * be of the deal's kind (invalid-argument otherwise).
   */
  updateDeal(accountId: string, id: string, changes: Partial<DealInput>): Promise<void>;
  /**
   * Moves a deal to a stage and position (one document, unless it is won or reopened: then its
   * revenue too, in the same batch; src/domain/deal-writes.ts moveDeal). Never a second revenue.
   */
  moveDeal(accountId: string, id: string, to: Placement, answers?: DealMoveAnswers): Promise<MoveOutcome>;
  /** Deletes a deal; its revenue, if any, stays (unlinked). */
  removeDeal(accountId: string, id: string): Promise<void>;

  /** The reasons offered when a deal is lost (DEFAULT_LOST_REASONS until a manager edits them), live. */
  watchLostReasons(accountId: string, cb: (reasons: string[]) => void): Unsubscribe;
  /** Owners and managers. */
  saveLostReasons(accountId: string, reasons: string[]): Promise<void>;
};
