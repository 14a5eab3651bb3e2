import { describe, expect, it } from 'vitest';
import { DEFAULT_PIPELINE } from '../deals';
import type { Deal, Pipeline } from '../deals';
import { EMPTY_CATEGORIES } from '../schemas';
import { ownerLabel, toDealsCsv } from './deals-csv';
import type { DealsCsvLabels } from './deals-csv';
import type { BackupData } from './export';
import { dealRecord } from '../../testing/record-fixtures';

const deal = (over: Partial<Deal>): Deal => dealRecord('d1', 'Website', { value: 1200.5, expectedClose: '2026-12-20', stageId: 'proposal', ...over });

const partners: Pipeline = {
  id: 'p2',
  name: 'Partners',
  order: 1,
  stages: [
    { id: 'talk', name: 'Talk', probability: 20, kind: 'open', order: 0 },
    { id: 'signed', name: 'Signed', probability: 100, kind: 'won', order: 1 },
    { id: 'gone', name: 'Gone', probability: 0, kind: 'lost', order: 2 },
  ],
};

const data = (deals: Deal[], pipelines?: Pipeline[]): BackupData => ({
  records: {
    clients: [
      {
        id: 'c1',
        name: 'Acme, Ltd',
        email: 'a@acme.io',
        phone: '',
        company: '',
        value: 0,
        progress: 0,
        notes: '',
        dateAdded: '2026-01-01',
        lastContact: '',
        status: 'active',
        type: 'one-time',
      },
    ],
    employees: [],
    tasks: [],
    salaries: [],
    revenues: [],
    expenses: [],
  },
  categories: EMPTY_CATEGORIES,
  settings: {},
  deals,
  pipelines,
});

/** The screen's English labels (data-management.tsx translates them). */
const LABELS: DealsCsvLabels = {
  headers: {
    title: 'Title',
    client: 'Client',
    value: 'Value',
    stage: 'Stage',
    pipeline: 'Pipeline',
    probability: 'Probability (%)',
    status: 'Status',
    expectedClose: 'Expected close',
    closedOn: 'Won or lost on',
    lostReason: 'Lost reason',
    owner: 'Owner',
    notes: 'Notes',
  },
  status: { open: 'Open', won: 'Won', lost: 'Lost' },
};

const people = { u1: { displayName: 'Ann Owner', email: 'ann@x.io' }, u2: { displayName: ' ', email: 'bob@x.io' } };

describe('the deals CSV', () => {
  it('has the columns a person reads on the board, in order', () => {
    const [header] = toDealsCsv(data([]), people, LABELS).split('\r\n');
    expect(header).toBe('Title,Client,Value,Stage,Pipeline,Probability (%),Status,Expected close,Won or lost on,Lost reason,Owner,Notes');
  });

  it('names the client, stage, pipeline and owner, with the probability the deal counts with', () => {
    const csv = toDealsCsv(
      data(
        [
          deal({ id: 'a', title: 'Open one', notes: 'Call =back' }),
          deal({ id: 'b', title: 'Won one', pipelineId: 'p2', stageId: 'signed', status: 'won', wonAt: '2026-11-02', ownerId: 'u2', probability: 40 }),
          deal({
            id: 'c',
            title: 'Lost one',
            pipelineId: 'p2',
            stageId: 'gone',
            status: 'lost',
            lostAt: '2026-10-01',
            lostReason: 'Price',
            ownerId: 'gone-uid',
            clientId: 'nobody',
          }),
        ],
        [DEFAULT_PIPELINE, partners],
      ),
      people,
      LABELS,
    );
    expect(csv.split('\r\n')).toEqual([
      expect.stringMatching(/^Title,/),
      'Open one,"Acme, Ltd",1200.5,Proposal,Sales,50,Open,2026-12-20,,,Ann Owner,Call =back',
      'Lost one,,1200.5,Gone,Partners,0,Lost,2026-12-20,2026-10-01,Price,gone-uid,',
      'Won one,"Acme, Ltd",1200.5,Signed,Partners,100,Won,2026-12-20,2026-11-02,,bob@x.io,',
      '',
    ]);
  });

  it('neutralises formulas, takes the labels it is given, and falls back to the default pipeline when none is stored', () => {
    const csv = toDealsCsv(data([deal({ title: '=HYPERLINK("x")', probability: 33 })]), people, {
      headers: { ...LABELS.headers, title: 'Titel' },
      status: { open: 'Offen', won: 'Gewonnen', lost: 'Verloren' },
    });
    expect(csv).toContain(`Titel,Client`);
    expect(csv).toContain(`"'=HYPERLINK(""x"")","Acme, Ltd",1200.5,Proposal,Sales,33,Offen`);
  });

  it('names an owner by name, else e-mail, else id', () => {
    expect(ownerLabel('u1', people)).toBe('Ann Owner');
    expect(ownerLabel('u2', people)).toBe('bob@x.io');
    expect(ownerLabel('u3', people)).toBe('u3');
  });
});
