// The record endpoints' part of the OpenAPI document (/v1/{clients,employees,tasks,salaries,
// revenues,expenses}; functions/src/api/records.ts), built from the same field lists as the schemas.
import { RECORD_FIELDS } from '../../../src/domain/schemas';
import { API_ENDPOINT_LABELS } from '../../../src/domain/system-settings/api';
import { RECORD_KINDS } from '../../../src/domain/types';
import type { RecordKind } from '../../../src/domain/types';
import { errorResponse, errors, maintenance, ref } from './openapi-common';
import { CUSTOM_FIELDS_NOTE } from './openapi-fields';

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

/** The paths and schemas of the record kinds. */
export function addRecordPaths(paths: Record<string, unknown>, schemas: Record<string, unknown>): void {
  for (const kind of RECORD_KINDS) {
    const name = title(kind);
    const properties: Record<string, unknown> = Object.fromEntries(RECORD_FIELDS[kind].map((f) => [f, fieldSchema(f)]));
    // The member it is assigned to (docs/product/accounts.md#who-wrote-a-record); the key's member when absent.
    properties.ownerId = { type: 'string', maxLength: 128, description: "The uid of the account member the record is assigned to (default: the key's member)" };
    // Clients carry the account's custom fields (openapi-fields.ts), always answered ({} when none).
    if (kind === 'clients') properties.customFields = { ...ref('CustomFields'), description: CUSTOM_FIELDS_NOTE };
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
}
