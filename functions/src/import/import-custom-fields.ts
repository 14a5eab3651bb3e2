// The custom fields of imported rows, server-side (docs/product/import.md#custom-fields): the
// account's definitions are read once per call (not per row) and each row's `customFields` is
// checked by the one schema (customFieldsSchema, src/domain/custom-fields.ts), as the forms, the
// data layer and the REST API check them. A new record gets every active field checked (a
// required one without a value fails the row); a record a row updates keeps the values of the
// fields the file has no column for.
import type { Firestore } from 'firebase-admin/firestore';
import { accountPaths } from '../../../src/domain/accounts';
import { customFieldsIn, customFieldsSchema, readCustomFields, readDefinitions } from '../../../src/domain/custom-fields';
import type { CustomFieldRecordKind, CustomFieldValues, CustomFieldsSchema } from '../../../src/domain/custom-fields';

/** The schema of the account's custom fields of `kind` (no definitions stored: none). */
export async function importSchemaOf(db: Firestore, accountId: string, kind: CustomFieldRecordKind): Promise<CustomFieldsSchema> {
  const snap = await db.doc(accountPaths.fieldDefinitions(accountId, kind)).get();
  return customFieldsSchema(readDefinitions(snap.get('fields')));
}

export type ImportedCustomFields = { ok: true; value: CustomFieldValues | undefined } | { ok: false; message: string };

/**
 * A row's `customFields` (the row's input) checked for a new record (`updating` null) or for the
 * record it updates (`updating.previous`: its stored map): undefined when there is nothing to write.
 */
export function importedCustomFields(schema: CustomFieldsSchema, input: unknown, updating: { previous: unknown } | null): ImportedCustomFields {
  const given = customFieldsIn(input);
  if (given === undefined && (updating !== null || schema.definitions.length === 0)) return { ok: true, value: undefined };
  const parsed = schema.parse(given ?? {}, { previous: updating ? readCustomFields(updating.previous) : undefined, partial: updating !== null });
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, message: parsed.message };
}
