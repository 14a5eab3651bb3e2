// The custom fields' part of the OpenAPI document (functions/src/api/custom-fields.ts): the
// `customFields` map of clients and deals, described by the kinds a field may have (the document
// is the same for every account, so it cannot list one account's fields: GET /v1/fields/{kind}
// does), and that read-only endpoint.
import { CUSTOM_FIELD_KINDS, CUSTOM_FIELD_LIMITS } from '../../../src/domain/custom-fields';
import type { CustomFieldKind } from '../../../src/domain/custom-fields';
import { API_ENDPOINT_LABELS } from '../../../src/domain/system-settings/api';
import { errorResponse, errors, json, ref } from './openapi-common';

const L = CUSTOM_FIELD_LIMITS;

/** The JSON Schema of a value of each kind, as the API answers it (and accepts it). */
export const CUSTOM_FIELD_KIND_SCHEMAS: Record<CustomFieldKind, Record<string, unknown>> = {
  text: { type: 'string', maxLength: L.text, description: 'text: one line (line breaks become spaces), trimmed' },
  longText: { type: 'string', maxLength: L.longText, description: 'longText: several lines, trimmed' },
  number: { type: 'number', maximum: L.numberMax, minimum: -L.numberMax, description: 'number (numeric text such as "1 200.5" is accepted)' },
  amount: { type: 'number', maximum: L.numberMax, minimum: -L.numberMax, description: 'amount: in dollars, rounded to cents' },
  date: { type: 'string', format: 'date', description: 'date: YYYY-MM-DD' },
  yesNo: { type: 'boolean', description: 'yesNo (the words yes/no, true/false are accepted)' },
  choice: { type: 'string', maxLength: L.choice, description: "choice: one of the field's choices (matched ignoring case, answered in the field's spelling)" },
  choices: {
    type: 'array',
    items: { type: 'string', maxLength: L.choice },
    maxItems: L.choices,
    description: 'choices: some of the field\'s choices (text "a; b" is accepted)',
  },
  email: { type: 'string', format: 'email', maxLength: L.text, description: 'email: stored in lower case' },
  phone: { type: 'string', maxLength: L.text, description: 'phone: digits, spaces, + - ( ) . and an extension' },
  link: { type: 'string', format: 'uri', maxLength: L.text, description: 'link: an http:// or https:// address (https:// is added when none is given)' },
};

export const CUSTOM_FIELDS_NOTE =
  "The account's custom field values, keyed by field id (GET /v1/fields/clients or /v1/fields/deals lists the ids, labels and kinds). " +
  "Every write is checked against the account's current fields: a value that does not fit its field's kind is 400, the message naming the field by its label; " +
  "an unknown key is dropped; a key may also be a field's label (ignoring case), the id winning. On create, a required field needs a value. " +
  'On PATCH the map is merged per key: the keys sent change, null clears one, the others stay; leaving customFields out keeps them all.';

/** Adds the custom field schemas and GET /v1/fields/{kind}. */
export function addFieldPaths(paths: Record<string, unknown>, schemas: Record<string, unknown>): void {
  schemas.CustomFieldValue = {
    description: "One value, of its field's kind (null in a write clears it).",
    anyOf: [...CUSTOM_FIELD_KINDS.map((kind) => ({ title: kind, ...CUSTOM_FIELD_KIND_SCHEMAS[kind] })), { title: 'clear', type: 'null' }],
  };
  schemas.CustomFields = {
    type: 'object',
    description: CUSTOM_FIELDS_NOTE,
    propertyNames: { maxLength: L.label },
    maxProperties: L.fields,
    additionalProperties: ref('CustomFieldValue'),
    example: { f0court0dt: '2026-12-10', f0vip00001: true, f0areas001: ['Family', 'Tenancy'] },
  };
  schemas.FieldDefinition = {
    type: 'object',
    required: ['id', 'label', 'kind', 'required', 'choices', 'archived', 'order'],
    properties: {
      id: { type: 'string', maxLength: L.id, description: 'The key of its values under customFields (never changes)' },
      label: { type: 'string', maxLength: L.label, description: 'The name the app shows (may change; unique ignoring case)' },
      kind: { type: 'string', enum: [...CUSTOM_FIELD_KINDS], description: 'What its values are (see CustomFieldValue)' },
      required: { type: 'boolean', description: 'A new record needs a value (unless archived)' },
      choices: { type: 'array', items: { type: 'string' }, description: 'The offered choices of a choice or choices field; [] otherwise' },
      archived: { type: 'boolean', description: 'Hidden from the forms; records keep their values, which writes leave as they are' },
      order: { type: 'integer', minimum: 0 },
    },
  };
  paths['/v1/fields/{kind}'] = {
    parameters: [{ name: 'kind', in: 'path', required: true, schema: { type: 'string', enum: ['clients', 'deals'] } }],
    get: {
      summary: "The account's custom fields of clients or deals, in order (archived ones included)",
      description:
        `Read-only: owners and managers edit them in Settings > Fields. /v1/fields/clients is gated by the "${API_ENDPOINT_LABELS.clients.label}" ` +
        `endpoint toggle, /v1/fields/deals by "${API_ENDPOINT_LABELS.data.label}". Every member's key reads them.`,
      responses: {
        200: { description: 'The fields', ...json({ type: 'object', properties: { data: { type: 'array', items: ref('FieldDefinition') } } }) },
        404: errorResponse('Not clients or deals.'),
        ...errors,
      },
    },
  };
}
