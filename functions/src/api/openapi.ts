// The API's OpenAPI 3.1 description, served at GET /v1/openapi.json (built from the same field
// lists as the schemas, so it cannot drift from what the endpoints accept).
import { ACTIVITY_KINDS, ACTIVITY_LIMITS } from '../../../src/domain/activities';
import { DEAL_STATUSES, DEFAULT_PIPELINE, STAGE_KINDS } from '../../../src/domain/deals';
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

/**
 * What the member switches (src/domain/record-access.ts) do to each kind's endpoints for a key
 * whose member is a Member or Viewer: "own records only" narrows clients and tasks to those
 * assigned to them (and keeps every record they write theirs); without "payroll" salaries and the
 * expenses generated from them are hidden. Owners and managers see everything.
 */
const OWN_ONLY = 'A Member or Viewer narrowed to their own records ("own records only") gets only the ones assigned to them (ownerId).';
const KEEPS_OWNER = 'A member narrowed to their own records keeps what they write assigned to them: another ownerId is 403.';
const NO_PAYROLL = 'Without payroll, a Member or Viewer';
const SWITCHES_NOTE: Record<RecordKind, { list: string; hides: string; write: string; refused: string }> = {
  clients: { list: OWN_ONLY, hides: OWN_ONLY, write: KEEPS_OWNER, refused: 'another ownerId from a member narrowed to their own records.' },
  tasks: { list: OWN_ONLY, hides: OWN_ONLY, write: KEEPS_OWNER, refused: 'another ownerId from a member narrowed to their own records.' },
  employees: { list: '', hides: '', write: KEEPS_OWNER, refused: 'another ownerId from a member narrowed to their own records.' },
  revenues: { list: '', hides: '', write: KEEPS_OWNER, refused: 'another ownerId from a member narrowed to their own records.' },
  salaries: {
    list: `${NO_PAYROLL} may not list, read or write salaries (403 to list or write, 404 to read one).`,
    hides: `${NO_PAYROLL} does not see salaries.`,
    write: `${NO_PAYROLL} may not write salaries. ${KEEPS_OWNER}`,
    refused: "the key's member has no payroll access, or names another ownerId while narrowed to their own records.",
  },
  expenses: {
    list: `${NO_PAYROLL} gets only the expenses not generated from a salary (salaryId "").`,
    hides: `${NO_PAYROLL} does not see the expenses generated from a salary.`,
    write: `${NO_PAYROLL} may not write an expense generated from a salary (salaryId set). ${KEEPS_OWNER}`,
    refused: 'a salaryId without payroll access, or another ownerId while narrowed to their own records.',
  },
};

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
    const switches = SWITCHES_NOTE[kind];
    const forbidden = { 403: errorResponse(`${errors[403].description.replace(/\.$/, '')}; or ${switches.refused}`) };
    const hides = switches.hides !== '';
    const hiddenNote = hides ? `${switches.hides} Such a record answers 404, as if it did not exist.` : '';
    const notFound = errorResponse(`No such record${hides ? ", or not one the key's member may see" : ''}.`);
    paths[`/v1/${kind}`] = {
      get: {
        summary: `List ${kind} (pages ordered by id)`,
        description: `Gated by the "${gate}" endpoint toggle.${switches.list ? ` ${switches.list}` : ''}`,
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
          ...forbidden,
        },
      },
      post: {
        summary: `Create a ${name.toLowerCase()}`,
        description: switches.write,
        requestBody: body,
        responses: {
          201: { description: 'Created', ...one },
          ...errors,
          ...forbidden,
          ...maintenance,
          ...(kind === 'clients' ? { 409: errorResponse("The Basic plan's client limit is reached.") } : {}),
        },
      },
    };
    paths[`/v1/${kind}/{id}`] = {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        summary: `Get a ${name.toLowerCase()}`,
        ...(hides ? { description: hiddenNote } : {}),
        responses: { 200: { description: 'The record', ...one }, 404: notFound, ...errors },
      },
      patch: {
        summary: `Update the given fields of a ${name.toLowerCase()}`,
        description: `${hiddenNote} ${switches.write}`.trim(),
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Input` } } } },
        responses: {
          200: { description: 'The updated record', ...one },
          404: notFound,
          ...errors,
          ...forbidden,
          ...maintenance,
        },
      },
      delete: {
        summary: `Delete a ${name.toLowerCase()}`,
        ...(kind === 'salaries'
          ? { parameters: [{ name: 'withExpense', in: 'query', schema: { type: 'boolean' }, description: 'Also delete the generated expense' }] }
          : {}),
        ...(hides ? { description: hiddenNote } : {}),
        responses: {
          204: { description: 'Deleted' },
          404: notFound,
          ...errors,
          ...maintenance,
        },
      },
    };
  }
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

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown, example?: unknown) => ({ content: { 'application/json': { schema, ...(example !== undefined ? { example } : {}) } } });
const page = (item: string) => json({ type: 'object', properties: { data: { type: 'array', items: ref(item) }, nextCursor: { type: ['string', 'null'] } } });
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const dateField = (description: string) => ({ type: 'string', description: `${description} (YYYY-MM-DD, or "")`, examples: ['2026-11-30'] });

const DEAL_EXAMPLE = {
  title: 'Website redesign',
  clientId: 'Xy12clientId',
  value: 4800,
  expectedClose: '2026-12-15',
  pipelineId: 'default',
  stageId: 'proposal',
  probability: null,
  notes: 'Wants a quote by Friday',
};

const REVENUE_OUTCOME = {
  type: ['object', 'null'],
  description:
    'What the write did to the revenue of a won deal: `created` (moved to a won stage: one revenue, in the same write), `kept` (left a won stage: the revenue stays, no longer naming the deal) or `removed` (left it with removeRevenue=true); null when nothing.',
  properties: { id: { type: 'string' }, outcome: { type: 'string', enum: ['created', 'kept', 'removed'] } },
};

/** /v1/deals and /v1/pipelines (functions/src/api/deals.ts). */
function addDealPaths(paths: Record<string, unknown>, schemas: Record<string, unknown>): void {
  const gate = `Gated by the "${API_ENDPOINT_LABELS.data.label}" endpoint toggle.`;
  schemas.DealInput = {
    type: 'object',
    required: ['title', 'clientId', 'pipelineId', 'stageId'],
    properties: {
      title: { type: 'string', maxLength: 500 },
      clientId: { type: 'string', description: 'The id of a client of the account' },
      value: { type: 'number', minimum: 0, description: 'In dollars; text that is not a number is refused' },
      expectedClose: dateField('The expected close date'),
      ownerId: {
        type: 'string',
        maxLength: 128,
        description: "The member the deal is assigned to (default: the key's member; a member narrowed to their own records assigns only to themselves)",
      },
      pipelineId: { type: 'string', description: 'A pipeline of the account (GET /v1/pipelines); "default" until the account has its own' },
      stageId: { type: 'string', description: "A stage of that pipeline. The deal's status is the kind of its stage" },
      probability: { type: ['integer', 'null'], minimum: 0, maximum: 100, description: "Percent; null: the stage's" },
      status: {
        type: 'string',
        enum: [...DEAL_STATUSES],
        description:
          "Follows the stage. Sent without stageId, the deal moves to its pipeline's first stage of that kind (won makes its revenue; lost needs lostReason)",
      },
      wonAt: dateField('The won date, when moved to a won stage (default: today)'),
      lostAt: dateField('The lost date, when moved to a lost stage (default: today)'),
      lostReason: { type: 'string', maxLength: 500, description: 'Required when the deal is lost' },
      position: { type: 'string', description: 'The place on the board within its stage (a fractional index key); blank: the first' },
      notes: { type: 'string', maxLength: 500 },
    },
    example: DEAL_EXAMPLE,
  };
  schemas.Deal = {
    allOf: [
      ref('DealInput'),
      {
        type: 'object',
        properties: {
          id: { type: 'string' },
          revenueId: { type: 'string', description: 'The revenue its win made ("" when none); set only by moves' },
          createdBy: { type: 'string' },
          updatedBy: { type: 'string' },
          createdAt: { type: ['string', 'null'] },
          updatedAt: { type: ['string', 'null'] },
        },
      },
    ],
  };
  schemas.DealResult = { type: 'object', properties: { data: ref('Deal'), revenue: REVENUE_OUTCOME } };
  schemas.Stage = {
    type: 'object',
    required: ['name', 'kind'],
    properties: {
      id: { type: 'string', description: 'Unique within its pipeline; given when absent' },
      name: { type: 'string', maxLength: 500, description: 'Unique within its pipeline, ignoring case' },
      probability: { type: 'integer', minimum: 0, maximum: 100, description: 'Default of its deals; blank: 100 for won, 0 for lost' },
      kind: { type: 'string', enum: [...STAGE_KINDS], description: 'Never changes once stored: remove the stage and add another' },
      order: { type: 'integer', minimum: 0 },
    },
  };
  schemas.PipelineInput = {
    type: 'object',
    required: ['name', 'stages'],
    properties: {
      name: { type: 'string', maxLength: 500 },
      order: { type: 'integer', minimum: 0, description: 'Default: after the others' },
      stages: { type: 'array', items: ref('Stage'), maxItems: 20, description: 'At least one open, one won and one lost stage' },
    },
    example: { name: DEFAULT_PIPELINE.name, stages: DEFAULT_PIPELINE.stages.map(({ order: _o, ...s }) => s) },
  };
  schemas.Pipeline = { allOf: [ref('PipelineInput'), { type: 'object', properties: { id: { type: 'string' } } }] };

  const notFound = { 404: errorResponse("No such deal (or not one the key's member may see), or pipeline.") };
  const managers = { 403: errorResponse("Endpoint turned off, read-only account, or the key's member is not an owner or manager.") };
  const filter = (name: string, description: string) => ({ name, in: 'query', schema: { type: 'string' }, description });

  paths['/v1/deals'] = {
    get: {
      summary: 'List deals (pages ordered by id), with filters',
      description: `${gate} A member narrowed to their own records gets only the deals assigned to them.`,
      parameters: [
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
        { name: 'cursor', in: 'query', schema: { type: 'string' }, description: 'nextCursor of the previous page' },
        filter('pipelineId', 'Only the deals of this pipeline'),
        filter('stageId', 'Only the deals in this stage'),
        { name: 'status', in: 'query', schema: { type: 'string', enum: [...DEAL_STATUSES] } },
        filter('ownerId', 'Only the deals assigned to this member'),
        filter('clientId', 'Only the deals of this client'),
      ],
      responses: { 200: { description: 'A page', ...page('Deal') }, ...errors },
    },
    post: {
      summary: 'Create a deal',
      description: 'Created in a won stage, it makes its revenue (source: the client, amount: the value, date: the won date) in the same write.',
      requestBody: { required: true, ...json(ref('DealInput'), DEAL_EXAMPLE) },
      responses: { 201: { description: 'Created', ...json(ref('DealResult')) }, ...errors, ...maintenance },
    },
  };
  paths['/v1/deals/{id}'] = {
    parameters: [idParam],
    get: {
      summary: 'Get a deal',
      responses: { 200: { description: 'The deal', ...json({ type: 'object', properties: { data: ref('Deal') } }) }, ...notFound, ...errors },
    },
    patch: {
      summary: 'Update the given fields of a deal; a stage of another kind moves it',
      description:
        'To a won stage (or status "won"): its revenue is made once, in the same transaction; never a second one. To a lost stage: lostReason is required. ' +
        'Leaving a won stage: its revenue stays, no longer naming the deal, unless removeRevenue=true. The answer says what happened to the revenue.',
      parameters: [
        {
          name: 'removeRevenue',
          in: 'query',
          schema: { type: 'boolean', default: false },
          description: 'When the deal leaves a won stage: delete the revenue its win made',
        },
      ],
      requestBody: { required: true, ...json(ref('DealInput'), { stageId: 'won', wonAt: '2026-12-01' }) },
      responses: { 200: { description: 'The updated deal', ...json(ref('DealResult')) }, ...notFound, ...errors, ...maintenance },
    },
    delete: {
      summary: 'Delete a deal (its revenue stays, no longer naming it)',
      responses: { 204: { description: 'Deleted' }, ...notFound, ...errors, ...maintenance },
    },
  };
  paths['/v1/pipelines'] = {
    get: {
      summary: "The account's pipelines, ordered (the default one until it stores its own)",
      description: gate,
      responses: { 200: { description: 'All of them', ...page('Pipeline') }, ...errors },
    },
    post: {
      summary: 'Create a pipeline (owners and managers)',
      description: 'At most 10 pipelines per account.',
      requestBody: { required: true, ...json(ref('PipelineInput')) },
      responses: {
        201: { description: 'Created', ...json({ type: 'object', properties: { data: ref('Pipeline') } }) },
        ...errors,
        ...managers,
        ...maintenance,
      },
    },
  };
  paths['/v1/pipelines/{id}'] = {
    parameters: [idParam],
    get: {
      summary: 'Get a pipeline',
      responses: { 200: { description: 'The pipeline', ...json({ type: 'object', properties: { data: ref('Pipeline') } }) }, ...notFound, ...errors },
    },
    patch: {
      summary: 'Change the name, order or stages of a pipeline (owners and managers)',
      description: 'A stage that holds deals cannot be dropped, and no stage changes its kind.',
      requestBody: { required: true, ...json(ref('PipelineInput'), { name: 'Sales (EU)' }) },
      responses: {
        200: { description: 'The updated pipeline', ...json({ type: 'object', properties: { data: ref('Pipeline') } }) },
        ...notFound,
        ...errors,
        ...managers,
        ...maintenance,
      },
    },
    delete: {
      summary: 'Remove a pipeline (owners and managers); its deals move to moveTo',
      parameters: [
        {
          name: 'moveTo',
          in: 'query',
          schema: { type: 'string' },
          description: 'The pipeline that takes its deals, each to its first stage of the same kind; needed when it has deals',
        },
      ],
      responses: { 204: { description: 'Removed' }, ...notFound, ...errors, ...managers, ...maintenance },
    },
  };
}

/** /v1/activities: a client's timeline (list) and logging on it (create); docs/api.md#activities. */
function addActivityPaths(paths: Record<string, unknown>, schemas: Record<string, unknown>): void {
  schemas.ActivityInput = {
    type: 'object',
    required: ['clientId', 'kind'],
    properties: {
      clientId: { type: 'string', description: "The client it is about (one the key's member may see)" },
      kind: { type: 'string', enum: [...ACTIVITY_KINDS], description: 'A note, or a logged call, meeting or e-mail' },
      at: { type: 'string', format: 'date-time', description: 'When it happened (default: now)' },
      text: { type: 'string', maxLength: ACTIVITY_LIMITS.text, description: 'Plain text, line breaks kept; required for a note' },
      duration: { type: 'integer', minimum: 0, maximum: ACTIVITY_LIMITS.durationMax, description: 'Minutes (not for a note)' },
      outcome: { type: 'string', maxLength: 500, description: 'What came of it (not for a note)' },
      mentions: { type: 'array', items: { type: 'string' }, maxItems: ACTIVITY_LIMITS.mentions, description: 'Uids of members of the account' },
    },
  };
  schemas.Activity = {
    allOf: [
      ref('ActivityInput'),
      {
        type: 'object',
        properties: {
          id: { type: 'string' },
          authorId: { type: 'string', description: "The member who wrote it (for the API: the key's member)" },
          ownerId: { type: 'string', description: "The client's owner, copied" },
          source: { type: 'string', enum: ['app', 'api'], description: 'Where it was written' },
          createdAt: { type: ['string', 'null'] },
          updatedAt: { type: ['string', 'null'] },
        },
      },
    ],
  };
  paths['/v1/activities'] = {
    get: {
      summary: "A client's activities, newest first (pages by cursor)",
      description:
        `Gated by the "${API_ENDPOINT_LABELS.data.label}" endpoint toggle. A member narrowed to their own records ("own records only") ` +
        'sees the activities of their own clients only: another client answers 404, as if it did not exist.',
      parameters: [
        { name: 'clientId', in: 'query', required: true, schema: { type: 'string' } },
        { name: 'kind', in: 'query', schema: { type: 'string', enum: [...ACTIVITY_KINDS] } },
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
        { name: 'cursor', in: 'query', schema: { type: 'string' }, description: 'nextCursor of the previous page' },
      ],
      responses: {
        200: { description: 'A page', ...page('Activity') },
        404: errorResponse("No such client, or not one the key's member may see."),
        ...errors,
      },
    },
    post: {
      summary: 'Write a note, or log a call, meeting or e-mail, on a client',
      description:
        'Validated by the app\'s activity schema. Its author is the key\'s member and its source "api"; logging a call, meeting or e-mail ' +
        "moves the client's last contact (and any activity its last activity) forward to its day (UTC), as the app does. A member narrowed to " +
        'their own records logs only on their own clients (another is 400, "No client with id").',
      requestBody: {
        required: true,
        ...json(ref('ActivityInput'), { clientId: '<client id>', kind: 'call', duration: 15, outcome: 'Will renew', text: 'Asked about the renewal' }),
      },
      responses: { 201: { description: 'Created', ...json({ type: 'object', properties: { data: ref('Activity') } }) }, ...errors, ...maintenance },
    },
  };
}
