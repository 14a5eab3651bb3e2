// The data layer for the dashboard figures, as screens see it (see contract.ts).
import type { DashboardFigures } from '../domain/dashboard';
import type { PipelineFigures } from '../domain/deal-figures';
import type { DataError, Unsubscribe } from './contract-common';

export type { DashboardFigures } from '../domain/dashboard';
export type { PipelineFigures } from '../domain/deal-figures';

/**
 * `timeZone`: the user's, for "this month" (default: the device's). `payroll: false` leaves
 * salaries and the expenses generated from them out (the member has no payroll access);
 * `ownerId` counts only the clients assigned to that member (own records only). Plain values: the
 * data layer may run in a worker, and only those cross to it (docs/decisions/0163).
 */
export type DashboardOptions = { timeZone?: string; payroll?: boolean; ownerId?: string | null };

export type DashboardApi = {
  /**
   * Live figures of a user's records: called once the first figures are known and again whenever
   * a record is added, changed or removed (in this tab or another). Read from the summary the
   * functions keep (docs/decisions/0148), never by reading every record.
   */
  watchFigures(uid: string, cb: (figures: DashboardFigures) => void, onError?: (e: DataError) => void, options?: DashboardOptions): Unsubscribe;
  /**
   * The pipeline card, live (src/domain/deal-figures.ts pipelineFigures; docs/decisions/0196): from
   * the account's deal summary a function keeps (one document, and the pipelines), or, with
   * `ownerId` (own records only), from that member's own deals. `timeZone` decides "today" (the
   * forecast's months and the win rate's 90 days); `payroll` plays no part.
   */
  watchPipelineFigures(
    accountId: string,
    cb: (figures: PipelineFigures) => void,
    onError?: (e: DataError) => void,
    options?: Pick<DashboardOptions, 'timeZone' | 'ownerId'>,
  ): Unsubscribe;
};
