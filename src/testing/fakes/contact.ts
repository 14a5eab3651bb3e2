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
    async submit(message, honeypot = '') {
      const f = failure;
      failure = null;
      if (f) throw f;
      const parsed = parseContactMessage(message);
      if (!parsed.ok) throw new DataError('invalid-argument', Object.values(parsed.errors)[0]);
      // As the submitContact function: a filled honeypot is answered as sent and not stored.
      if (honeypot.trim() !== '') return;
      messages.push(parsed.value);
    },
  };
}
