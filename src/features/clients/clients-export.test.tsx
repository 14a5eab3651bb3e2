// The clients list's Export CSV with the account's custom fields (docs/decisions/0254): the
// filtered clients, one column per active field, the account export's cell rule; viewers too.
import { configure, screen, waitFor } from '@testing-library/react';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../domain/dates';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { clientRecord, customField } from '../../testing/record-fixtures';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const downloads: { name: string; text: string }[] = [];
vi.mock('../../components/ui/download', () => ({
  downloadText: (name: string, text: string) => downloads.push({ name, text }),
}));

const FIELDS = [
  customField('court', 'Court date', 'date', 0),
  customField('fee', 'Fee', 'amount', 1),
  customField('areas', 'Practice areas', 'choices', 2, { choices: ['Family', 'Property'] }),
  customField('hours', 'Hours', 'number', 3),
  customField('old', 'Old code', 'text', 4, { archived: true }),
];

async function setup(role: 'owner' | 'viewer' = 'owner') {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  // Saved by the owner, before Alice is made a viewer of the account.
  await backend.fields.saveFieldDefinitions(uid, 'clients', FIELDS);
  if (role === 'viewer') {
    backend.control.setMember(
      uid,
      uid,
      { role: 'viewer', ownRecordsOnly: false, payroll: false, email: 'alice@example.com', displayName: 'Alice', joinedAt: new Date(), invitedBy: null },
      'Reed & Hale Law',
    );
  }
  backend.control.seedRecords(uid, 'clients', [
    clientRecord('c1', 'Ada Reed', {
      company: 'Reed Family',
      value: 1500,
      customFields: { court: '2027-03-15', fee: 2500.5, areas: ['Family', 'Property'], hours: 'about 30', old: 'K-9' },
    }),
    clientRecord('c2', 'Bob Hale', { company: 'Hale Ltd' }),
  ]);
  return renderApp('/clients', { backend });
}

const readCsv = (text: string) => Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;

beforeEach(() => {
  downloads.length = 0;
});

describe('the clients list export', () => {
  it('exports the filtered clients with a column per active custom field, written as the account export writes them', async () => {
    const { user } = await setup();
    await screen.findByRole('article', { name: 'Ada Reed' });
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'family');
    await waitFor(() => expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Ada Reed']));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe(`clients-${todayIso()}.csv`);
    const [header, ...rows] = readCsv(downloads[0]!.text);
    expect(header).toEqual([
      'Name',
      'Email',
      'Phone',
      'Company',
      'Value',
      'Progress',
      'Status',
      'Type',
      'Date Added',
      'Last Contact',
      'Notes',
      'Court date',
      'Fee',
      'Practice areas',
      'Hours',
    ]);
    expect(rows).toEqual([
      [
        'Ada Reed',
        'c1@example.com',
        '',
        'Reed Family',
        '1500',
        '0',
        'active',
        'one-time',
        '2025-01-15',
        '',
        '',
        '2027-03-15',
        '2500.5',
        'Family; Property',
        'about 30',
      ],
    ]);
  });

  it('lets a viewer export what they see, empty custom cells included', async () => {
    const { user } = await setup('viewer');
    await screen.findByRole('article', { name: 'Bob Hale' });
    expect(screen.getByRole('button', { name: 'Add Client' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const rows = readCsv(downloads[0]!.text);
    expect(rows.map((r) => r[0])).toEqual(['Name', 'Ada Reed', 'Bob Hale']);
    expect(rows[2]!.slice(-4)).toEqual(['', '', '', '']);
  });
});
