// The deals list's Export CSV (docs/decisions/0254): the filtered deals the list shows, with the
// account export's deals columns and one per active custom field; viewers too.
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../domain/dates';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { clientRecord, customField } from '../../testing/record-fixtures';
import { AppProvider } from '../../testing/render-app';
import { DealsScreen } from './deals-screen';
import { createDealsStub, deal } from './test-stub';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const downloads: { name: string; text: string }[] = [];
vi.mock('../../components/ui/download', () => ({
  downloadText: (name: string, text: string) => downloads.push({ name, text }),
}));

const FIELDS = [
  customField('retainer', 'Retainer', 'amount', 0),
  customField('court', 'Court date', 'date', 1),
  customField('areas', 'Practice areas', 'choices', 2, { choices: ['Family', 'Property'] }),
  customField('hours', 'Hours', 'number', 3),
  customField('old', 'Old code', 'text', 4, { archived: true }),
];

function setup(role: 'owner' | 'viewer' = 'owner') {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  backend.control.setMember(
    uid,
    uid,
    { role, ownRecordsOnly: false, payroll: role === 'owner', email: 'alice@example.com', displayName: 'Alice Reed', joinedAt: new Date(), invitedBy: null },
    'Reed & Hale Law',
  );
  backend.control.seedRecords(uid, 'clients', [clientRecord('c1', 'Acme, Ltd'), clientRecord('c2', 'Globex')]);
  const stub = createDealsStub({
    deals: [
      deal('a', {
        title: 'Divorce case',
        clientId: 'c1',
        ownerId: uid,
        value: 2400.5,
        expectedClose: '2027-01-31',
        customFields: { retainer: 900, court: '2027-03-15', areas: ['Family', 'Property'], hours: 'about 30', old: 'K-9' },
      }),
      deal('b', { title: 'Lease review', clientId: 'c2', ownerId: uid, value: 300 }),
    ],
  });
  const router = createMemoryRouter([{ path: '/deals', element: <DealsScreen api={stub.api} fields={FIELDS} /> }], { initialEntries: ['/deals?view=list'] });
  render(
    <AppProvider backend={backend}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user: userEvent.setup() };
}

const readCsv = (text: string) => Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;
const titles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

beforeEach(() => {
  downloads.length = 0;
});

describe('the deals list export', () => {
  it('exports the filtered deals with the deals CSV columns and a column per active custom field', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    await waitFor(() => expect(titles()).toEqual(['Divorce case', 'Lease review']));
    await user.type(screen.getByRole('searchbox', { name: 'Search deals' }), 'divorce');
    await waitFor(() => expect(titles()).toEqual(['Divorce case']));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe(`deals-${todayIso()}.csv`);
    const [header, ...rows] = readCsv(downloads[0]!.text);
    expect(header).toEqual([
      'Title',
      'Client',
      'Value',
      'Stage',
      'Pipeline',
      'Probability (%)',
      'Status',
      'Expected close',
      'Won or lost on',
      'Lost reason',
      'Owner',
      'Notes',
      'Retainer',
      'Court date',
      'Practice areas',
      'Hours',
    ]);
    expect(rows).toEqual([
      [
        'Divorce case',
        'Acme, Ltd',
        '2400.5',
        'Lead',
        'Sales',
        '10',
        'Open',
        '2027-01-31',
        '',
        '',
        'Alice Reed',
        '',
        '900',
        '2027-03-15',
        'Family; Property',
        'about 30',
      ],
    ]);
  });

  it('lets a viewer export the list, and offers nothing to export when no deal matches', async () => {
    const { user } = setup('viewer');
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Add Deal' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(readCsv(downloads[0]!.text).map((r) => r[0])).toEqual(['Title', 'Divorce case', 'Lease review']);

    await user.type(screen.getByRole('searchbox', { name: 'Search deals' }), 'nothing like it');
    expect(await screen.findByText('No deals match your filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
