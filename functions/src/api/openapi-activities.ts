// The activity endpoints' part of the OpenAPI document (functions/src/api/activities.ts).
import { ACTIVITY_KINDS, ACTIVITY_LIMITS } from '../../../src/domain/activities';
import { API_ENDPOINT_LABELS } from '../../../src/domain/system-settings/api';
import { errorResponse, errors, json, maintenance, page, ref } from './openapi-common';

/** /v1/activities: a client's timeline (list) and logging on it (create); docs/api.md#activities. */
export function addActivityPaths(paths: Record<string, unknown>, schemas: Record<string, unknown>): void {
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
