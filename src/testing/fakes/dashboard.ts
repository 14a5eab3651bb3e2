// In-memory fake of the dashboard part of the data layer, for component tests.
import type { DashboardApi, RecordsApi } from '../../data/contract';

export function fakeDashboardApi(_records: RecordsApi): DashboardApi {
  return {};
}
