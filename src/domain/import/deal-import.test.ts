import { describe, expect, it } from 'vitest';
import { DEFAULT_PIPELINE } from '../deals';
import type { Pipeline } from '../deals';
import {
  clientOfRow,
  dealRowOf,
  indexClients,
  matchClient,
  matchStage,
  newClientOf,
  ownerOfRow,
  parseDealImportOptions,
  stageForRow,
  stagesChosen,
  stagesToChoose,
} from './deal-import';
import { autoMap, detectKind } from './mapping';
import { recogniseTool } from './tools';

// The header rows of the tools' deal exports.
const HUBSPOT = [
  'Record ID',
  'Deal Name',
  'Deal Stage',
  'Close Date',
  'Deal owner',
  'Amount',
  'Pipeline',
  'Create Date',
  'Associated Company',
  'Associated Contact',
];
const PIPEDRIVE = [
  'Deal - ID',
  'Deal - Title',
  'Deal - Creator',
  'Deal - Owner',
  'Deal - Value',
  'Deal - Currency',
  'Deal - Organization',
  'Deal - Pipeline',
  'Deal - Contact person',
  'Deal - Stage',
  'Deal - Status',
  'Deal - Expected close date',
  'Deal - Won time',
  'Deal - Lost time',
  'Deal - Lost reason',
  'Person - Email',
];

const mapped = (headers: string[]) => Object.fromEntries(autoMap('deals', headers).map((f, i) => [headers[i], f]));

describe('deal exports', () => {
  it('recognises a HubSpot deals export and maps its columns', () => {
    expect(recogniseTool(HUBSPOT)).toBe('hubspot-deals');
    expect(detectKind(HUBSPOT)).toBe('deals');
    expect(mapped(HUBSPOT)).toMatchObject({
      'Deal Name': 'title',
      'Deal Stage': 'stage',
      'Close Date': 'expectedClose',
      'Deal owner': 'owner',
      Amount: 'value',
      'Associated Company': 'clientName',
      'Associated Contact': 'contactName',
      'Record ID': '',
      Pipeline: '',
    });
  });

  it('recognises a Pipedrive deals export, not a people export, and maps its columns', () => {
    expect(recogniseTool(PIPEDRIVE)).toBe('pipedrive-deals');
    expect(detectKind(PIPEDRIVE)).toBe('deals');
    expect(mapped(PIPEDRIVE)).toMatchObject({
      'Deal - Title': 'title',
      'Deal - Value': 'value',
      'Deal - Stage': 'stage',
      'Deal - Status': 'status',
      'Deal - Expected close date': 'expectedClose',
      'Deal - Organization': 'clientName',
      'Deal - Contact person': 'contactName',
      'Person - Email': 'clientEmail',
      'Deal - Owner': 'owner',
      'Deal - Won time': 'wonAt',
      'Deal - Lost time': 'lostAt',
      'Deal - Lost reason': 'lostReason',
    });
  });

  it('leaves a contacts export a contacts export', () => {
    expect(detectKind(['Record ID', 'First Name', 'Last Name', 'Email', 'Job Title', 'Lifecycle Stage'])).toBe('clients');
    expect(recogniseTool(['Person - Name', 'Person - Email - Work'])).toBe('pipedrive-people');
  });
});

const pipeline: Pipeline = DEFAULT_PIPELINE;

describe('stages', () => {
  it('maps names of the pipeline by themselves, ignoring case and spaces, and won or lost words to the first such stage', () => {
    expect(matchStage(pipeline, '  proposal ')?.id).toBe('proposal');
    expect(matchStage(pipeline, 'NEGOTIATION')?.id).toBe('negotiation');
    expect(matchStage(pipeline, 'Closed Won')?.id).toBe('won');
    expect(matchStage(pipeline, 'closedlost')?.id).toBe('lost');
    expect(matchStage(pipeline, 'Contract Sent')).toBeUndefined();
  });

  it('lists the unknown names once, with their row counts, leaving out rows a won or lost status places', () => {
    const rows = [{ stage: 'Contract Sent' }, { stage: 'contract  sent' }, { stage: 'Lead' }, { stage: 'Demo Scheduled', status: 'won' }, { stage: '' }];
    const needed = stagesToChoose(pipeline, rows);
    expect(needed).toEqual([{ key: 'contractsent', name: 'Contract Sent', rows: 2 }]);
    expect(stagesChosen(pipeline, needed, {})).toBe(false);
    expect(stagesChosen(pipeline, needed, { contractsent: 'nope' })).toBe(false);
    expect(stagesChosen(pipeline, needed, { contractsent: 'negotiation' })).toBe(true);
  });

  it('places each row: its stage, the chosen one, the first of a won or lost status, the first open one when blank', () => {
    const chosen = { contractsent: 'negotiation' };
    expect(stageForRow(pipeline, { stage: 'Contract Sent' }, chosen)?.id).toBe('negotiation');
    expect(stageForRow(pipeline, { stage: 'Unknown' }, chosen)).toBeNull();
    expect(stageForRow(pipeline, { stage: 'Demo Scheduled', status: 'Won' }, chosen)?.id).toBe('won');
    expect(stageForRow(pipeline, { stage: 'Proposal', status: 'lost' }, chosen)?.id).toBe('lost');
    expect(stageForRow(pipeline, { stage: 'Proposal', status: 'open' }, chosen)?.id).toBe('proposal');
    expect(stageForRow(pipeline, { stage: '' }, chosen)?.id).toBe('lead');
  });
});

describe('clients and owners', () => {
  const index = indexClients([
    { id: 'c1', name: 'Cooper & Co', email: 'jane@cooper.io' },
    { id: 'c2', name: 'Warren  LLC', email: 'WADE@warren.io', company: 'Warren Holdings' },
    { id: 'c3', name: 'Jane Cooper', email: 'other@x.io' },
  ]);

  it('links by e-mail first (also inside "Name (e-mail)"), then by name ignoring case and spaces, then company', () => {
    expect(matchClient(index, clientOfRow({ clientEmail: ' Wade@Warren.io ', clientName: 'Cooper & Co' }))).toBe('c2');
    expect(matchClient(index, clientOfRow({ contactName: 'Jane Cooper (jane@cooper.io)' }))).toBe('c1');
    expect(matchClient(index, clientOfRow({ clientName: 'warren llc' }))).toBe('c2');
    expect(matchClient(index, clientOfRow({ clientName: 'WARREN HOLDINGS' }))).toBe('c2');
    expect(matchClient(index, clientOfRow({ clientName: 'Nobody', contactName: 'jane cooper' }))).toBe('c3');
    expect(matchClient(index, clientOfRow({ clientName: 'Nobody', clientEmail: 'no@x.io' }))).toBeNull();
  });

  it('creates a missing client only with an e-mail, named after the company, else the contact', () => {
    expect(newClientOf(clientOfRow({ clientName: 'Acme', contactName: 'Ann (ann@acme.io)' }))).toEqual({ name: 'Acme', email: 'ann@acme.io', company: 'Acme' });
    expect(newClientOf(clientOfRow({ contactName: 'Ann Lee', clientEmail: 'ann@acme.io' }))).toEqual({ name: 'Ann Lee', email: 'ann@acme.io', company: '' });
    expect(newClientOf(clientOfRow({ clientName: 'Acme' }))).toBeNull();
  });

  it('gives the deal to the member named by e-mail or name, else the importer; always the importer when narrowed', () => {
    const members = [
      { uid: 'u1', email: 'sam@firm.io', displayName: 'Sam Reed' },
      { uid: 'u2', email: 'kim@firm.io', displayName: 'Kim Park' },
    ];
    expect(ownerOfRow(members, 'KIM@firm.io', 'me', false)).toBe('u2');
    expect(ownerOfRow(members, 'sam  reed', 'me', false)).toBe('u1');
    expect(ownerOfRow(members, 'Sam Reed (sam@firm.io)', 'me', false)).toBe('u1');
    expect(ownerOfRow(members, 'Someone Else', 'me', false)).toBe('me');
    expect(ownerOfRow(members, 'kim@firm.io', 'me', true)).toBe('me');
  });
});

describe('requests', () => {
  it('keeps a row to its known fields and a numeric value', () => {
    expect(dealRowOf({ title: 'A', value: '12.5', stage: 3, extra: 'x', clientEmail: { a: 1 } })).toEqual({ title: 'A', value: 12.5, stage: '3' });
    expect(dealRowOf(null)).toEqual({ value: '' });
  });

  it('accepts only well-formed options', () => {
    expect(parseDealImportOptions({ pipelineId: 'default', stages: { contractsent: 'won' }, missingClients: 'skip' })).toEqual({
      pipelineId: 'default',
      stages: { contractsent: 'won' },
      missingClients: 'skip',
    });
    expect(parseDealImportOptions({ pipelineId: 'a/b', stages: {}, missingClients: 'skip' })).toBeNull();
    expect(parseDealImportOptions({ pipelineId: 'default', stages: {}, missingClients: 'maybe' })).toBeNull();
    expect(parseDealImportOptions({ pipelineId: 'default', stages: { x: 5 }, missingClients: 'create' })).toBeNull();
  });
});
