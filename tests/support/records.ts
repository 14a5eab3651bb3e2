// Record inputs the integration tests share.
import type { RecordInput } from '../../src/domain/types';

/** A valid active client numbered `i` (name, e-mail and value follow the number). */
export const clientInput = (i: number): RecordInput<'clients'> => ({
  name: `Client ${i}`,
  email: `c${i}@example.com`,
  phone: '',
  company: '',
  value: i,
  progress: 0,
  notes: '',
  dateAdded: '2024-03-15',
  lastContact: '',
  status: 'active',
  type: 'one-time',
});
