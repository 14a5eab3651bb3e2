// The API's OpenAPI 3.1 description, served at GET /v1/openapi.json (built from the same field
// lists as the schemas, so it cannot drift from what the endpoints accept).
import { RECORD_FIELDS } from '../../../src/domain/schemas';
import { API_ENDPOINT_LABELS } from '../../../src/domain/system-settings/api';
import { RECORD_KINDS } from '../../../src/domain/types';
import type { RecordKind } from '../../../src/domain/types';

const NUMBER_FIELDS = new Set(['value', 'progress', 'amount']);
const ARRAY_FIELDS: Record<string, unknown> = {
  assignedEmployees: { type: 'array', items: { type: 'string' } },
  subtasks: {
    type: 'array',
    items: {
      type: 'object',
      properties: { id: { type: 'string' }, title: { type: 'string' }, completed: { type: 'boolean' }, progressValue: { type: 'integer' } },
    },
  },
};

const REQUIRED: Record<RecordKind, string[]> = {
  clients: ['name', 'email'],
  employees: ['name', 'role'],
  tasks: ['title'],
  salaries: ['employeeName', 'amount'],
  revenues: ['source', 'amount'],
  expenses: ['description', 'amount', 'category'],
};

function fieldSchema(field: string): unknown {
  if (ARRAY_FIELDS[field]) return ARRAY_FIELDS[field];
  if (NUMBER_FIELDS.has(field)) return { type: 'number' };
  return { type: 'string' };
}

const title = (kind: string) => kind[0]!.toUpperCase() + kind.slice(1, -1);

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
const errors = {
  400: errorResponse(
    'Invalid JSON, a field failed validation (`fields` says which), or the record id is not one Firestore can hold. ' +
      "A malformed body sent with `Content-Type: application/json` is refused by the functions platform's body parser before this API runs: " +
      'it gets a 400 HTML page, not this shape. Sent with another type (`text/plain`), it gets `invalid-json` here.',
  ),
  401: errorResponse('Missing, unknown or disabled API key.'),
  403: errorResponse('Endpoint turned off, read-only account, or a Pro feature on Basic.'),
  429: errorResponse('Rate limit exceeded; see the Retry-After header (seconds).'),
};
/** Writes only: maintenance mode is on (the owner's message; staff accounts still write). */
const maintenance = { 503: errorResponse('Maintenance mode is on: the message says what the owner announced. Reads still work.') };

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {
    Error: {
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['status', 'code', 'message'],
          properties: {
            status: { type: 'integer' },
            code: { type: 'string' },
            message: { type: 'string' },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
    Me: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          required: ['accountId', 'uid', 'email', 'keyId', 'planId', 'status', 'canWrite', 'clientCap', 'rateLimitPerMinute', 'rateLimitPerDay'],
          properties: {
            accountId: { type: 'string', description: "The key's account: the records the key reads and writes" },
            uid: { type: 'string', description: 'The member who created the key' },
            email: { type: 'string' },
            keyId: { type: 'string' },
            planId: { type: 'string' },
            status: { type: 'string', description: 'The subscription status' },
            canWrite: { type: 'boolean', description: 'false while the account is read-only' },
            clientCap: { type: ['integer', 'null'], description: 'Most clients the plan keeps (null: no cap)' },
            rateLimitPerMinute: { type: 'integer' },
            rateLimitPerDay: { type: 'integer' },
          },
        },
      },
    },
  };
  for (const kind of RECORD_KINDS) {
    const name = title(kind);
    const properties: Record<string, unknown> = Object.fromEntries(RECORD_FIELDS[kind].map((f) => [f, fieldSchema(f)]));
    // The member it is assigned to (docs/product/accounts.md#who-wrote-a-record); the key's member when absent.
    properties.ownerId = { type: 'string', maxLength: 128, description: "The uid of the account member the record is assigned to (default: the key's member)" };
    schemas[`${name}Input`] = { type: 'object', properties, required: REQUIRED[kind] };
    schemas[name] = {
      allOf: [
        { $ref: `#/components/schemas/${name}Input` },
        {
          type: 'object',
          properties: {
            id: { type: 'string' },
            createdBy: { type: 'string', description: 'The uid of the member who created it' },
            updatedBy: { type: 'string', description: 'The uid of the member who last changed it' },
            createdAt: { type: ['string', 'null'] },
            updatedAt: { type: ['string', 'null'] },
          },
        },
      ],
    };
    const one = { content: { 'application/json': { schema: { type: 'object', properties: { data: { $ref: `#/components/schemas/${name}` } } } } } };
    const body = { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Input` } } } };
    const gate = kind === 'clients' ? API_ENDPOINT_LABELS.clients.label : API_ENDPOINT_LABELS.data.label;
    paths[`/v1/${kind}`] = {
      get: {
        summary: `List ${kind} (pages ordered by id)`,
        description: `Gated by the "${gate}" endpoint toggle.`,
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
          { name: 'cursor', in: 'query', schema: { type: 'string' }, description: 'nextCursor of the previous page' },
        ],
        responses: {
          200: {
            description: 'A page',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { data: { type: 'array', items: { $ref: `#/components/schemas/${name}` } }, nextCursor: { type: ['string', 'null'] } },
                },
              },
            },
          },
          ...errors,
        },
      },
      post: {
        summary: `Create a ${name.toLowerCase()}`,
        requestBody: body,
        responses: {
          201: { description: 'Created', ...one },
          ...errors,
          ...maintenance,
          ...(kind === 'clients' ? { 409: errorResponse("The Basic plan's client limit is reached.") } : {}),
        },
      },
    };
    paths[`/v1/${kind}/{id}`] = {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        summary: `Get a ${name.toLowerCase()}`,
        responses: { 200: { description: 'The record', ...one }, 404: errorResponse('No such record.'), ...errors },
      },
      patch: {
        summary: `Update the given fields of a ${name.toLowerCase()}`,
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Input` } } } },
        responses: { 200: { description: 'The updated record', ...one }, 404: errorResponse('No such record.'), ...errors, ...maintenance },
      },
      delete: {
        summary: `Delete a ${name.toLowerCase()}`,
        ...(kind === 'salaries'
          ? { parameters: [{ name: 'withExpense', in: 'query', schema: { type: 'boolean' }, description: 'Also delete the generated expense' }] }
          : {}),
        responses: { 204: { description: 'Deleted' }, 404: errorResponse('No such record.'), ...errors, ...maintenance },
      },
    };
  }
  paths['/v1/me'] = {
    get: {
      summary: "The key's account, plan and limits",
      description: `Gated by the "${API_ENDPOINT_LABELS.auth.label}" endpoint toggle.`,
      responses: { 200: { description: 'The account', content: { 'application/json': { schema: { $ref: '#/components/schemas/Me' } } } }, ...errors },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'SmallBiz CRM API',
      version: '1.0.0',
      description: "Records of the API key's account. API access is a Pro feature; keys are made in Settings > API.",
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }, { apiKeyHeader: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
      schemas,
    },
  };
}
