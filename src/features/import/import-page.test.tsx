import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { AccountPreset } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });

function setup(preset: AccountPreset = 'pro') {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor(preset) }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  return { uid, ...renderApp('/import', { backend }) };
}

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

describe('import page', () => {
  it('imports a clients CSV with a remapped column, lists grouped errors and undoes the import', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('pro');
    const lines = ['Client Name,Email Address,Worth,Joined'];
    for (let i = 1; i <= 12; i++) lines.push(`Client ${i},c${i}@example.com,"$1,${i}00",03/${String(i).padStart(2, '0')}/2024`);
    lines.push('No Mail,,5,', 'No Mail 2,,5,');
    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile('clients.csv', lines.join('\n')));

    expect(await screen.findByText('File processed successfully - 14 rows found')).toBeInTheDocument();
    expect(screen.getByText('3 of 4 fields mapped')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Map To for Joined'), 'dateAdded');
    expect(screen.getByText('4 of 4 fields mapped')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));

    expect(await screen.findByText('Successfully imported 12 records with 2 errors')).toBeInTheDocument();
    const clients = backend.control.records(uid, 'clients');
    expect(clients).toHaveLength(12);
    expect(clients.find((c) => c.name === 'Client 3')).toMatchObject({ email: 'c3@example.com', value: 1300, dateAdded: '2024-03-03' });
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(screen.getByText('Missing required fields (name, email) (2 occurrences)')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Undo import' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    await waitFor(() => expect(backend.control.records(uid, 'clients')).toHaveLength(0));
    expect(await screen.findByText('Import undone: 12 added records removed.')).toBeInTheDocument();
  });

  it('shows the plan-upgrade screen when a basic account drops an employees file', { timeout: 30_000 }, async () => {
    const { user } = setup('basic-active');
    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile('team.csv', 'Name,Role\nAnn,Clerk\n'));
    expect(await screen.findByRole('heading', { name: 'Import - Pro Feature' })).toBeInTheDocument();
    expect(screen.getByText(/Importing employees needs the Pro plan/)).toBeInTheDocument();
  });

  it('keeps a basic account to its client cap and reports the skipped rows', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('basic-active');
    const lines = ['Name,Email'];
    for (let i = 1; i <= 103; i++) lines.push(`C${i},c${i}@x.io`);
    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile('c.csv', lines.join('\n')));
    await user.click(await screen.findByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 100 records with 3 errors')).toBeInTheDocument();
    expect(backend.control.records(uid, 'clients')).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(screen.getByText(/Client limit reached: the Basic plan keeps at most 100 clients\. Upgrade to Pro to import more\. \(3 occurrences\)/)).toBeInTheDocument();
  });

  it('offers to skip or update clients whose e-mail already exists', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('pro');
    backend.control.seedRecords(uid, 'clients', [
      { id: 'c1', name: 'Old Name', email: 'ann@x.io', phone: '', company: '', value: 0, progress: 0, notes: '', dateAdded: '2024-01-01', lastContact: '', status: 'active', type: 'one-time' },
    ]);
    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile('c.csv', 'Name,Email\nNew Name,ann@x.io\nBo,bo@x.io\n'));
    expect(await screen.findByText('1 rows have the e-mail of an existing client')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Update the existing records'));
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 2 records')).toBeInTheDocument();
    const clients = backend.control.records(uid, 'clients');
    expect(clients).toHaveLength(2);
    expect(clients.find((c) => c.id === 'c1')?.name).toBe('New Name');
  });

  it('says a file type is unsupported and a file without known columns cannot be detected', { timeout: 30_000 }, async () => {
    const { user } = setup('pro');
    const input = await screen.findByLabelText('Choose a file to import');
    const drop = screen.getByRole('region', { name: 'File drop area' });
    fireEvent.dragEnter(drop);
    expect(drop).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(drop, { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' }), csvFile('second.csv', 'Name,Email\n')] } });
    expect(await screen.findByText('Unsupported file type. Please upload a CSV or Excel file.')).toBeInTheDocument();
    await user.upload(input, csvFile('odd.csv', 'Foo,Bar\n1,2\n'));
    expect(await screen.findByText('Some columns do not match supported fields. Please review the mapping.')).toBeInTheDocument();
    expect(screen.getByText('Details: Unable to detect data type from column headers')).toBeInTheDocument();
  });
});
