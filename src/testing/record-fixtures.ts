// Records for tests: a valid client with an e-mail made from its id, an open deal at the first
// stage of the default pipeline, and a custom field's definition.
import type { CustomFieldDefinition } from '../domain/custom-fields';
import type { Deal, DealInput } from '../domain/deals';
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

/** An open deal of client c1, worth 100, at the default pipeline's Lead stage, without an owner. */
export const dealInput = (title: string, extra: Partial<DealInput> = {}): DealInput => ({
  title,
  clientId: 'c1',
  value: 100,
  expectedClose: '',
  ownerId: '',
  pipelineId: 'default',
  stageId: 'lead',
  probability: null,
  status: 'open',
  wonAt: '',
  lostAt: '',
  lostReason: '',
  revenueId: '',
  position: '',
  notes: '',
  ...extra,
});

/** The same deal as stored, with its id (owner u1, position a0 unless given). */
export const dealRecord = (id: string, title: string, extra: Partial<Deal> = {}): Deal => ({
  id,
  ...dealInput(title, { ownerId: 'u1', position: 'a0' }),
  ...extra,
});
