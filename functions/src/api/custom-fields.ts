// Custom fields through the REST API (docs/api.md#custom-fields): clients and deals answer their
// values under `customFields`, by field id, and writes are checked by the one schema of the
// account's current definitions (src/domain/custom-fields.ts customFieldsSchema), read once per
// request. A PATCH merges per key (null clears one); a key may be a field's label as well as its
// id (the schema's byLabel, as the import); a value the schema refuses is 400 naming the field.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { accountPaths } from '../../../src/domain/accounts';
import { customFieldsSchema, readCustomFields, readDefinitions } from '../../../src/domain/custom-fields';
import type { CustomFieldDefinition, CustomFieldRecordKind, CustomFieldValues } from '../../../src/domain/custom-fields';
import { ApiError } from './errors';

export const CUSTOM_FIELD_API_MESSAGES = {
  notAMap: 'customFields must be a JSON object of field ids (or labels) to values; GET /v1/fields/clients or /v1/fields/deals lists them.',
  noSuchKind: 'No such endpoint: custom fields are listed at /v1/fields/clients and /v1/fields/deals.',
} as const;

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The account's definitions of a record kind, in order (none stored: []): the one read a request makes. */
export async function definitionsOf(db: Firestore, accountId: string, kind: CustomFieldRecordKind): Promise<CustomFieldDefinition[]> {
  return readDefinitions((await db.doc(accountPaths.fieldDefinitions(accountId, kind)).get()).get('fields'));
}

/** GET /v1/fields/{clients|deals}: every definition, archived ones included, as stored. */
export async function listFieldDefinitions(db: Firestore, accountId: string, kind: CustomFieldRecordKind) {
  const definitions = await definitionsOf(db, accountId, kind);
  return definitions.map(({ id, label, kind: k, required, choices, archived, order }) => ({ id, label, kind: k, required, choices, archived, order }));
}

/** A record's values as the API answers them: those of the account's fields ({} when it has none). */
export function valuesJson(definitions: readonly CustomFieldDefinition[], stored: unknown): CustomFieldValues {
  const ids = new Set(definitions.map((d) => d.id));
  return Object.fromEntries(Object.entries(readCustomFields(stored)).filter(([id]) => ids.has(id)));
}

/** A stored client or deal as the API answers it: its fields and its `customFields`. */
export function withValuesJson(json: Record<string, unknown>, definitions: readonly CustomFieldDefinition[], snap: DocumentSnapshot): Record<string, unknown> {
  return { ...json, customFields: valuesJson(definitions, snap.get('customFields')) };
}

/** A write's body split: its other fields (for the record's own schema) and its `customFields` (undefined: not sent). */
export function splitCustomFields(body: Record<string, unknown>): { rest: Record<string, unknown>; input: unknown; given: boolean } {
  const { customFields: input, ...rest } = body;
  return { rest, input, given: 'customFields' in body };
}

/**
 * The `customFields` to store for a write, or 400: a create (`previous` undefined, not partial)
 * checks every active field, so a required one needs a value; a PATCH (partial) changes only the
 * keys sent, null clearing one, over the stored values. Undefined: nothing to write (a PATCH
 * that leaves the map out, or a create in an account without fields that sends none).
 */
export function checkedValues(
  definitions: readonly CustomFieldDefinition[],
  input: unknown,
  opts: { given: boolean; partial: boolean; previous?: unknown },
): CustomFieldValues | undefined {
  if (!opts.given && (opts.partial || definitions.length === 0)) return undefined;
  if (opts.given && !isMap(input)) {
    throw new ApiError(400, 'invalid-argument', CUSTOM_FIELD_API_MESSAGES.notAMap, { fields: { customFields: CUSTOM_FIELD_API_MESSAGES.notAMap } });
  }
  const parsed = customFieldsSchema(definitions).parse(input ?? {}, { previous: readCustomFields(opts.previous), partial: opts.partial, byLabel: true });
  if (parsed.ok) return parsed.value;
  const labels = new Map(definitions.map((d) => [d.id, d.label]));
  const fields = Object.fromEntries(Object.entries(parsed.errors).map(([id, message]) => [`customFields.${id}`, `${labels.get(id) ?? id}: ${message}`]));
  throw new ApiError(400, 'invalid-argument', parsed.message, { fields });
}
