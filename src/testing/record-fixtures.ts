// Records for component tests: a valid client with an e-mail made from its id.
import type { Client } from '../domain/types';

export const clientRecord = (id: string, name: string, extra: Partial<Client> = {}): Client => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: '',
  company: '',
  value: 0,
  progress: 0,
  notes: '',
  dateAdded: '2025-01-15',
  lastContact: '',
  status: 'active',
  type: 'one-time',
  ...extra,
});
