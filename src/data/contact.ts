import { httpsCallable } from 'firebase/functions';
import { CONTACT_HONEYPOT, parseContactMessage } from '../domain/contact';
import { DataError } from './contract';
import type { ContactApi } from './contract';
import { guard } from './errors';
import { functions } from './firebase';

const submitContact = httpsCallable<Record<string, string>, { sent: boolean }>(functions, 'submitContact');

export const contactApi: ContactApi = {
  submit: (message, honeypot = '') =>
    guard(async () => {
      const parsed = parseContactMessage(message);
      if (!parsed.ok) throw new DataError('invalid-argument', Object.values(parsed.errors)[0]);
      await submitContact({ ...parsed.value, [CONTACT_HONEYPOT]: honeypot });
    }),
};
