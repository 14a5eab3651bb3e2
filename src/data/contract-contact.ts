// The data layer for the Contact Sales form, as screens see it (see contract.ts).
import type { ContactMessage } from '../domain/contact';

export type ContactApi = {
  /** Stores the message in contactSales (validated again by the rules); staff read it later. */
  submit(message: ContactMessage): Promise<void>;
};
