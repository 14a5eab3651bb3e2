// The data layer for the Contact Sales form, as screens see it (see contract.ts).
import type { ContactMessage } from '../domain/contact';

export type ContactApi = {
  /**
   * Sends the message through the submitContact function (validated and limited per IP address
   * and e-mail there; the rules refuse direct writes to contactSales); staff read it later.
   * `honeypot` is the hidden field's value: people leave it empty.
   * Fails with `functions/resource-exhausted` (too many messages in the hour) or
   * `functions/invalid-argument`, with a message for the user.
   */
  submit(message: ContactMessage, honeypot?: string): Promise<void>;
};
