// Records for tests: a valid client with an e-mail made from its id, and a custom field's definition.
import type { CustomFieldDefinition } from '../domain/custom-fields';
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

/** An active, optional custom field of `kind` (src/domain/custom-fields.ts), at `order`. */
export const customField = (
  id: string,
  label: string,
  kind: CustomFieldDefinition['kind'],
  order: number,
  extra: Partial<CustomFieldDefinition> = {},
): CustomFieldDefinition => ({ id, label, kind, required: false, choices: [], archived: false, order, ...extra });
