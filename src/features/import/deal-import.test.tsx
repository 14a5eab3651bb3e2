import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DealView } from '../../data/contract';
import { clientRecord } from '../../testing/record-fixtures';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { AccountPreset } from '../../testing/fake-backend';
import type { Backend } from '../../lib/backend';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });

function setup(preset: AccountPreset = 'pro', member = false) {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor(preset) }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  if (member) {
    const doc = {
      role: 'member',
      ownRecordsOnly: true,
      payroll: false,
      email: 'alice@example.com',
      displayName: 'Alice',
      joinedAt: new Date(),
      invitedBy: null,
    } as const;
    backend.control.setMember(uid, uid, doc, 'Alice Studio');
  }
  backend.control.seedRecords(uid, 'clients', [clientRecord('cooper', 'Cooper & Co', { email: 'jane@cooper.io' })]);
  return { uid, ...renderApp('/import', { backend }) };
}

const HUBSPOT = [
  'Record ID,Deal Name,Deal Stage,Close Date,Deal owner,Amount,Pipeline,Associated Company,Associated Contact',
  '101,Retainer,Contract Sent,2024-04-30,,"$1,200.00",Sales Pipeline,Cooper & Co,Jane Cooper (jane@cooper.io)',
  '102,Estate plan,Closed Won,2024-03-20,,3500,Sales Pipeline,Acme,Ann Lee (ann@acme.io)',
  '103,Audit,Proposal,,,800,Sales Pipeline,Nobody Ltd,',
].join('\n');

const csvFile = (text: string) => new File([text], 'hubspot-deals.csv', { type: 'text/csv' });

function dealsOf(backend: Backend, uid: string): DealView[] {
  let list: DealView[] = [];
  backend.deals.watchDeals(uid, (l) => (list = l))();
  return list;
}

describe('importing deals', () => {
  it('maps a HubSpot deals file, asks a stage for the stage names the pipeline lacks, and imports with the won revenue', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup();
    await user.upload(await screen.findByLabelText('Choose a file to import', {}, { timeout: 15_000 }), csvFile(HUBSPOT));
    expect(await screen.findByText('Recognised as a HubSpot deals export')).toBeInTheDocument();
    expect(screen.getByLabelText('Kind of data')).toHaveValue('deals');
    expect(screen.getByLabelText('Pipeline')).toHaveValue('default');

    // "Closed Won" and "Proposal" map by themselves; "Contract Sent" needs a choice before importing.
    const stage = screen.getByLabelText('"Contract Sent" (1 row)');
    expect(screen.queryByLabelText(/Closed Won/)).not.toBeInTheDocument();
    const importButton = screen.getByRole('button', { name: 'Import Data' });
    expect(importButton).toBeDisabled();
    await user.selectOptions(stage, 'Negotiation');
    expect(importButton).toBeEnabled();

    // Rows whose client is not found: skipped, with the reason.
    await user.click(screen.getByLabelText('Skip those rows (listed in the skipped rows)'));
    await user.click(importButton);
    expect(await screen.findByText('Successfully imported 1 record with 2 errors')).toBeInTheDocument();
    expect(dealsOf(backend, uid).map((d) => [d.title, d.stageId, d.clientId, d.value])).toEqual([['Retainer', 'negotiation', 'cooper', 1200]]);
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(screen.getByText('Its client is not in the account (skipped, as chosen). (2 occurrences)')).toBeInTheDocument();
  });

  it('creates the missing clients when chosen, makes one revenue for the won deal, and undoes it all', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup();
    await user.upload(await screen.findByLabelText('Choose a file to import', {}, { timeout: 15_000 }), csvFile(HUBSPOT));
    await user.selectOptions(await screen.findByLabelText('"Contract Sent" (1 row)'), 'Proposal');
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    // Acme has an e-mail and is created; Nobody Ltd has none and is listed.
    expect(await screen.findByText('Successfully imported 2 records with 1 error')).toBeInTheDocument();
    const deals = dealsOf(backend, uid);
    const won = deals.find((d) => d.title === 'Estate plan')!;
    expect(won).toMatchObject({ status: 'won', stageId: 'won', wonAt: '2024-03-20' });
    const acme = backend.control.records(uid, 'clients').find((c) => c.email === 'ann@acme.io');
    expect(acme).toMatchObject({ name: 'Acme' });
    expect(won.clientId).toBe(acme!.id);
    const revenues = backend.control.records(uid, 'revenues');
    expect(revenues).toHaveLength(1);
    expect(revenues[0]).toMatchObject({ amount: 3500, description: 'Estate plan', source: 'Acme' });

    await user.click(await screen.findByRole('button', { name: 'Undo import' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo import' }));
    await waitFor(() => expect(dealsOf(backend, uid)).toHaveLength(0));
    expect(backend.control.records(uid, 'revenues')).toHaveLength(0);
    expect(backend.control.records(uid, 'clients').map((c) => c.id)).toEqual(['cooper']);
  });

  it('a member imports deals only: another kind of file is turned away, a deals file imports as theirs', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('pro', true);
    const input = await screen.findByLabelText('Choose a file to import', {}, { timeout: 15_000 });
    await user.upload(input, new File(['Name,Email\nAnn,ann@x.io\n'], 'clients.csv', { type: 'text/csv' }));
    expect(await screen.findByText('This file holds Clients: only owners and managers import them. Members import deals.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));

    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile(HUBSPOT));
    const kind = await screen.findByLabelText('Kind of data');
    expect([...kind.querySelectorAll('option')].map((o) => o.value)).toEqual(['deals']);
    await user.selectOptions(screen.getByLabelText('"Contract Sent" (1 row)'), 'Lead');
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 2 records with 1 error')).toBeInTheDocument();
    expect(dealsOf(backend, uid).every((d) => d.ownerId === uid)).toBe(true);
    // Their own import is theirs to undo.
    expect(await screen.findByRole('button', { name: 'Undo import' })).toBeEnabled();
  });
});
