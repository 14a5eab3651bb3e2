// In-memory fake of the contact part of the data layer, for component tests.
import { DataError } from '../../data/contract';
import type { ContactApi, RecordsApi } from '../../data/contract';
import type { ContactMessage } from '../../domain/contact';
import { parseContactMessage } from '../../domain/contact';

export type FakeContactApi = ContactApi & {
  readonly messages: ContactMessage[];
  /** Makes the next submit fail with this error. */
  failNext(error: DataError): void;
};

export function fakeContactApi(_records: RecordsApi): FakeContactApi {
  const messages: ContactMessage[] = [];
  let failure: DataError | null = null;
  return {
    messages,
    failNext(error) {
      failure = error;
    },
    async submit(message) {
      const f = failure;
      failure = null;
      if (f) throw f;
      const parsed = parseContactMessage(message);
      if (!parsed.ok) throw new DataError('invalid-argument', Object.values(parsed.errors)[0]);
      messages.push(parsed.value);
    },
  };
}
