// In-memory fake of the billing part of the data layer, for component tests.
import type { BillingApi, RecordsApi } from '../../data/contract';

export function fakeBillingApi(_records: RecordsApi): BillingApi {
  return {};
}
