// In-memory fake of the transfer part of the data layer, for component tests.
import type { TransferApi, RecordsApi } from '../../data/contract';

export function fakeTransferApi(_records: RecordsApi): TransferApi {
  return {};
}
