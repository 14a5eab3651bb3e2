// The deal and pipeline endpoints' part of the OpenAPI document (functions/src/api/deals.ts, pipelines.ts).
import { DEAL_STATUSES, DEFAULT_PIPELINE, STAGE_KINDS } from '../../../src/domain/deals';
import { API_ENDPOINT_LABELS } from '../../../src/domain/system-settings/api';
import { dateField, errorResponse, errors, idParam, json, maintenance, page, ref } from './openapi-common';
import { CUSTOM_FIELDS_NOTE } from './openapi-fields';

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
export function addDealPaths(paths: Record<string, unknown>, schemas: Record<string, unknown>): void {
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
      customFields: { ...ref('CustomFields'), description: CUSTOM_FIELDS_NOTE },
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
