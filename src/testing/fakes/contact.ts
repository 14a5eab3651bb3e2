// In-memory fake of the contact part of the data layer, for component tests.
import type { ContactApi, RecordsApi } from '../../data/contract';

export function fakeContactApi(_records: RecordsApi): ContactApi {
  return {};
}
