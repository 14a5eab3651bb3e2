// The zod form of the bound the security rules keep on a record's `customFields`
// (src/domain/custom-fields.ts customFieldsWithinBounds), for the record schemas (schemas.ts,
// deal-schemas.ts). Whether the values fit the account's definitions is customFieldsSchema's.
import { z } from 'zod';
import { CUSTOM_FIELD_MESSAGES, customFieldsWithinBounds, readCustomFields } from './custom-fields';
import type { CustomFieldValues } from './custom-fields';

/** An optional `customFields` map: absent stays absent; nulls are left out; beyond the bound -> a message. */
export const customFieldsBound = () =>
  z.preprocess(
    (v) => (v === undefined ? undefined : customFieldsWithinBounds(v) ? readCustomFields(v) : v),
    z.custom<CustomFieldValues>((v) => customFieldsWithinBounds(v), { error: CUSTOM_FIELD_MESSAGES.invalidValues }).optional(),
  );
