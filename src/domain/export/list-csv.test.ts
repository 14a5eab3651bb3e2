// The lists' own CSVs with the account's custom fields (docs/decisions/0254): the columns, the
// cells by the account export's rule, and the clients' file read back by our own import.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { customFieldsSchema } from '../custom-fields';
import { DEFAULT_PIPELINE } from '../deals';
import type { Deal } from '../deals';
import { autoMap } from '../import/mapping';
import { customFieldIdOf, customValuesOfRow } from '../import/custom-columns';
import { clientRecord, customField } from '../../testing/record-fixtures';
import type { DealsCsvLabels } from './deals-csv';
import { CLIENTS_LIST_CSV_COLUMNS, clientsListCsv, dealsListCsv, listCsvFields } from './list-csv';

const readCsv = (text: string): string[][] => Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;

// Out of order on purpose: the columns follow `order`.
const FIELDS = [
  customField('fee', 'Fee', 'amount', 1),
  customField('court', 'Court date', 'date', 0),
  customField('areas', 'Areas', 'choices', 2, { choices: ['Family', 'Tax, VAT'] }),
  customField('urgent', 'Urgent', 'yesNo', 3),
  customField('hours', 'Hours', 'number', 4),
  customField('old', 'Old case', 'text', 5, { archived: true }),
];

const ada = clientRecord('c1', 'Ada', {
  value: 1500,
  customFields: { court: '2026-12-24', fee: 1234.5, areas: ['Family', 'Tax, VAT'], urgent: true, hours: 'about 30', old: 'K-7' },
});
const bob = clientRecord('c2', 'Bob', { customFields: { urgent: false } });

describe('the clients list CSV', () => {
  it('adds one column per active custom field, in their order, after the built-in ones; an archived field has none', () => {
    expect(listCsvFields(FIELDS).map((f) => f.label)).toEqual(['Court date', 'Fee', 'Areas', 'Urgent', 'Hours']);
    const [header] = readCsv(clientsListCsv([ada], FIELDS));
    expect(header).toEqual([...CLIENTS_LIST_CSV_COLUMNS.map((c) => c.header), 'Court date', 'Fee', 'Areas', 'Urgent', 'Hours']);
  });

  it('writes a date, an amount, several choices, yes/no and a value not valid for its kind as the account export does', () => {
    const rows = readCsv(clientsListCsv([ada, bob], FIELDS));
    expect(rows[1]!.slice(-5)).toEqual(['2026-12-24', '1234.5', 'Family; Tax, VAT', 'Yes', 'about 30']);
    expect(rows[2]!.slice(-5)).toEqual(['', '', '', 'No', '']);
    expect(rows[1]!.join(',')).not.toContain('K-7');
    // The raw line: the choices holding a comma are quoted, the amount is a plain number.
    expect(clientsListCsv([ada], FIELDS).split('\r\n')[1]).toMatch(/,2026-12-24,1234\.5,"Family; Tax, VAT",Yes,about 30$/);
  });

  it('without custom fields writes the built-in columns only, as before', () => {
    const [header, row] = readCsv(clientsListCsv([ada], []));
    expect(header).toEqual(['Name', 'Email', 'Phone', 'Company', 'Value', 'Progress', 'Status', 'Type', 'Date Added', 'Last Contact', 'Notes']);
    expect(row).toEqual(['Ada', 'c1@example.com', '', '', '1500', '0', 'active', 'one-time', '2025-01-15', '', '']);
  });

  it("neutralises a formula in a custom field's value and in its label", () => {
    const csv = clientsListCsv([clientRecord('c3', 'Cy', { customFields: { note: '=1+1' } })], [customField('note', '@Note', 'text', 0)]);
    expect(csv).toContain(",'@Note\r\n");
    expect(csv).toContain(",'=1+1\r\n");
  });

  it('imports back: every column maps by its header, and the valid values read back to what was stored', () => {
    const [header, row] = readCsv(clientsListCsv([ada], FIELDS));
    const mapping = autoMap('clients', header!, FIELDS);
    expect(mapping.slice(0, 11)).toEqual(['name', 'email', 'phone', 'company', 'value', 'progress', 'status', 'type', 'dateAdded', 'lastContact', 'notes']);
    expect(mapping.slice(11).map(customFieldIdOf)).toEqual(['court', 'fee', 'areas', 'urgent', 'hours']);
    const valid = FIELDS.filter((f) => f.id !== 'hours' && !f.archived);
    const cells = valid.map((f) => ({ fieldId: f.id, cell: row![mapping.indexOf(`custom:${f.id}`)] }));
    const read = customValuesOfRow(customFieldsSchema(FIELDS), cells, 'dmy');
    expect(read).toEqual({ ok: true, value: { court: '2026-12-24', fee: 1234.5, areas: ['Family', 'Tax, VAT'], urgent: true } });
  });
});

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

const deal = (id: string, over: Partial<Deal>): Deal => ({
  id,
  title: id,
  clientId: 'c1',
  value: 100,
  expectedClose: '',
  ownerId: 'u1',
  pipelineId: 'default',
  stageId: 'lead',
  probability: null,
  status: 'open',
  wonAt: '',
  lostAt: '',
  lostReason: '',
  revenueId: '',
  position: 'a0',
  notes: '',
  ...over,
});

describe('the deals list CSV', () => {
  const context = {
    pipeline: DEFAULT_PIPELINE,
    clientName: (id: string) => (id === 'c1' ? 'Acme, Ltd' : ''),
    ownerName: (uid: string) => (uid === 'u1' ? 'Ann Owner' : ''),
    labels: LABELS,
    definitions: [
      customField('retainer', 'Retainer', 'amount', 0),
      customField('court', 'Court date', 'date', 1),
      customField('gone', 'Gone', 'text', 2, { archived: true }),
    ],
  };

  it("has the account export's deals columns, then the active custom fields, the deals in the list's order", () => {
    const rows = readCsv(
      dealsListCsv(
        [
          deal('Zeta', { value: 2500.5, expectedClose: '2027-01-31', customFields: { retainer: 900, court: '2027-03-15', gone: 'x' } }),
          deal('Alpha', { ownerId: 'left-uid', clientId: 'c9', status: 'won', stageId: 'won', wonAt: '2026-11-02', customFields: { court: 'soon' } }),
        ],
        context,
      ),
    );
    expect(rows[0]).toEqual([...Object.values(LABELS.headers), 'Retainer', 'Court date']);
    expect(rows[1]).toEqual(['Zeta', 'Acme, Ltd', '2500.5', 'Lead', 'Sales', '10', 'Open', '2027-01-31', '', '', 'Ann Owner', '', '900', '2027-03-15']);
    // An owner the list does not know is named by id, as in the account export; an invalid date is kept as it is.
    expect(rows[2]).toEqual(['Alpha', '', '100', 'Won', 'Sales', '100', 'Won', '', '2026-11-02', '', 'left-uid', '', '', 'soon']);
  });
});
