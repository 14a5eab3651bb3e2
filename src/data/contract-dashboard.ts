// The data layer for the dashboard figures, as screens see it (see contract.ts).
import type { DashboardFigures } from '../domain/dashboard';
import type { DataError, Unsubscribe } from './contract-common';

export type { DashboardFigures } from '../domain/dashboard';

export type DashboardApi = {
  /**
   * Live figures of a user's records: called once the first figures are known and again whenever
   * a record is added, changed or removed (in this tab or another). Read from the summary the
   * functions keep (docs/decisions/0148), never by reading every record.
   */
  watchFigures(
    uid: string,
    cb: (figures: DashboardFigures) => void,
    onError?: (e: DataError) => void,
    /**
     * The user's time zone, for "this month" (default: the device's). A zone, not a function: the
     * data layer may run in a worker, and only plain values cross to it (docs/decisions/0163).
     */
    options?: { timeZone?: string },
  ): Unsubscribe;
};
