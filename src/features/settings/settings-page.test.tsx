import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { dealInput } from '../../testing/record-fixtures';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });

const downloads: { name: string; text: string }[] = [];
vi.mock('../../components/ui/download', () => ({
  downloadText: (name: string, text: string) => downloads.push({ name, text }),
}));

function setup() {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  backend.control.seedRecords(uid, 'clients', [
    {
      id: 'c1',
      name: 'Ann',
      email: 'ann@x.io',
      phone: '',
      company: '',
      value: 5,
      progress: 0,
      notes: '',
      dateAdded: '2024-03-15',
      lastContact: '',
      status: 'active',
      type: 'one-time',
    },
  ]);
  backend.control.seedRecords(uid, 'revenues', [{ id: 'r1', source: 'Acme', amount: 12, description: '', date: '2024-02-29', type: 'service', clientId: '' }]);
  return { uid, ...renderApp('/settings', { backend }) };
}

beforeEach(() => {
  downloads.length = 0;
});

describe('settings page', () => {
  it('shows the profile card, link tiles and system information', { timeout: 30_000 }, async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
    expect(screen.getByRole('link', { name: /Date Format/ })).toHaveAttribute('href', '/settings/system/date-format');
    expect(screen.getByText('2.4.0')).toBeInTheDocument();
    expect(screen.getByText('24/7 Premium Support')).toBeInTheDocument();
  });

  it('exports as CSV and JSON, then restores the JSON into a wiped account', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup();
    await user.click(await screen.findByRole('button', { name: 'Export My Data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'CSV' }));
    expect(await screen.findByText('Data exported successfully as CSV!')).toBeInTheDocument();
    expect(downloads[0]!.name).toMatch(/^crm-data-\d{4}-\d{2}-\d{2}\.csv$/);

    await user.click(screen.getByRole('button', { name: 'Export My Data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'JSON' }));
    expect(await screen.findByText('Data exported successfully as JSON!')).toBeInTheDocument();
    const json = downloads[1]!;
    expect(json.name).toMatch(/^crm-data-.*\.json$/);
    expect(JSON.parse(json.text)).toMatchObject({ version: '2.4.0', records: { clients: [{ name: 'Ann' }], revenues: [{ source: 'Acme' }] } });

    await backend.transfer.wipe(uid, { clientCap: null });
    expect(backend.control.records(uid, 'clients')).toHaveLength(0);
    await user.upload(screen.getByLabelText('Choose a JSON backup to restore'), new File([json.text], json.name, { type: 'application/json' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore from Backup' });
    expect(within(dialog).getByText(/Your account is empty/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored 2 records.')).toBeInTheDocument();
    expect(backend.control.records(uid, 'clients').map((c) => c.name)).toEqual(['Ann']);
    expect(backend.control.records(uid, 'revenues').map((r) => r.amount)).toEqual([12]);
  });

  it('exports the deals as their own CSV, naming the client, stage, pipeline and owner', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup();
    await backend.deals.addDeal(uid, dealInput('Bakery website', { value: 2400, expectedClose: '2026-12-20', stageId: 'proposal', notes: 'Wants a quote' }));
    await user.click(await screen.findByRole('button', { name: 'Export My Data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deals (CSV)' }));
    expect(await screen.findByText('Data exported successfully as CSV!')).toBeInTheDocument();
    const csv = downloads[0]!;
    expect(csv.name).toMatch(/^crm-deals-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, row] = csv.text.split('\r\n');
    expect(header).toBe('Title,Client,Value,Stage,Pipeline,Probability (%),Status,Expected close,Won or lost on,Lost reason,Owner,Notes');
    expect(row).toMatch(/^Bakery website,Ann,2400,Proposal,Sales,50,Open,2026-12-20,,,[^,]+,Wants a quote$/);
    expect(row).not.toContain(uid);
  });

  it('exports the activities as their own CSV, newest first, naming the client and the author', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup();
    await backend.activities.addActivity(uid, {
      subject: 'c1',
      kind: 'call',
      at: new Date('2026-11-20T10:30:00Z'),
      text: 'Renewal',
      duration: 15,
      outcome: 'Will renew',
      mentions: [],
    });
    await backend.activities.addActivity(uid, {
      subject: 'c1',
      kind: 'note',
      at: new Date('2026-11-21T09:00:00Z'),
      text: 'Sent the offer',
      duration: 0,
      outcome: '',
      mentions: [],
    });
    await user.click(await screen.findByRole('button', { name: 'Export My Data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activities (CSV)' }));
    expect(await screen.findByText('Data exported successfully as CSV!')).toBeInTheDocument();
    const csv = downloads[0]!;
    expect(csv.name).toMatch(/^crm-activities-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, first, second] = csv.text.split('\r\n');
    expect(header).toBe('Date and time,Client,Kind,Duration (minutes),Outcome,Text,Author,Mentions,Written in');
    expect(first).toMatch(/^2026-11-21T09:00:00.000Z,Ann,Note,,,Sent the offer,[^,]+,,The app$/);
    expect(second).toMatch(/^2026-11-20T10:30:00.000Z,Ann,Call,15,Will renew,Renewal,[^,]+,,The app$/);
    expect(csv.text).not.toContain(uid);
  });

  it('asks to merge or replace when the account has data', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup();
    const backup = { version: '2.1.0', records: { clients: [{ id: 'n1', name: 'New', email: 'new@x.io' }] }, categories: {}, settings: {} };
    await user.upload(
      await screen.findByLabelText('Choose a JSON backup to restore'),
      new File([JSON.stringify(backup)], 'b.json', { type: 'application/json' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restore from Backup' });
    expect(within(dialog).getByText('Your account already has 2 records. How should the backup be restored?')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/Replace/));
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored 1 record.')).toBeInTheDocument();
    await waitFor(() => expect(backend.control.records(uid, 'clients').map((c) => c.name)).toEqual(['New']));
    expect(backend.control.records(uid, 'revenues')).toHaveLength(0);
  });

  it('clears the cache after the seed confirmation, keeping the theme', { timeout: 30_000 }, async () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('crmClients', '[]');
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Clear Cache' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear Cache' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to clear the application cache? This will remove temporary data and may require you to reload some content.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear Cache' }));
    expect(await screen.findByText(/^Cache cleared successfully!/)).toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('crmClients')).toBeNull();
  });
});
