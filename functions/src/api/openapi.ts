// The API's OpenAPI 3.1 description, served at GET /v1/openapi.json (built from the same field
// lists as the schemas, so it cannot drift from what the endpoints accept), in parts by concern:
// the records (openapi-records.ts), deals and pipelines (openapi-deals.ts), activities
// (openapi-activities.ts) and custom fields (openapi-fields.ts).
import { API_ENDPOINT_LABELS } from '../../../src/domain/system-settings/api';
import { addActivityPaths } from './openapi-activities';
import { errors } from './openapi-common';
import { addDealPaths } from './openapi-deals';
import { addFieldPaths } from './openapi-fields';
import { addRecordPaths } from './openapi-records';

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
  addRecordPaths(paths, schemas);
  addFieldPaths(paths, schemas);
  addDealPaths(paths, schemas);
  addActivityPaths(paths, schemas);
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
