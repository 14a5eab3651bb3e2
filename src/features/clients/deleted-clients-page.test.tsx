import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccountRole } from '../../domain/accounts';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const input = {
  name: 'Gone Ltd',
  email: 'gone@example.com',
  phone: '',
  company: '',
  value: 0,
  progress: 0,
  notes: '',
  dateAdded: '2026-01-02',
  lastContact: '',
  status: 'active' as const,
  type: 'one-time' as const,
};

async function setup(role: AccountRole = 'owner') {
  const backend = createFakeBackend({
    users: [{ email: 'alice@example.com', displayName: 'Alice', account: accountFor('pro') }],
    signedInAs: 'alice@example.com',
  });
  const uid = backend.control.uidOf('alice@example.com');
  const id = await backend.records.addRecord(uid, 'clients', input);
  await backend.records.removeRecord(uid, 'clients', id);
  if (role !== 'owner') {
    backend.control.setMember(uid, uid, {
      role,
      ownRecordsOnly: false,
      payroll: false,
      email: 'alice@example.com',
      displayName: 'Alice',
      joinedAt: new Date(),
      invitedBy: null,
    });
  }
  return { uid, id, ...renderApp('/clients/deleted', { backend }) };
}

describe('deleted clients', () => {
  it('an owner sees a deleted client and restores it under its own id; it leaves the list', async () => {
    const { uid, id, user, backend } = await setup();
    // The first render loads the page's chunk: it may take a while on a busy machine.
    expect(await screen.findByText('Gone Ltd', {}, { timeout: 15_000 })).toBeInTheDocument();
    // Alice deleted it in the app: the history names her (the deletion marker, docs/decisions/0248).
    expect(screen.getByText(/by Alice\. Can be restored until/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore Gone Ltd' }));
    expect(await screen.findByText('“Gone Ltd” is back in your clients.')).toBeInTheDocument();
    expect(backend.control.records(uid, 'clients')).toEqual([expect.objectContaining({ id, name: 'Gone Ltd', email: 'gone@example.com' })]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore Gone Ltd' })).not.toBeInTheDocument());
    expect(screen.getByText('No deleted clients.')).toBeInTheDocument();
  });

  it('a restore that is refused says why and keeps the client listed', async () => {
    const { uid, id, user, backend } = await setup();
    await screen.findByText('Gone Ltd');
    // Another tab made a client with that id meanwhile.
    act(() => backend.control.seedRecords(uid, 'clients', [{ id, ...input, name: 'In the way' }]));
    await user.click(screen.getByRole('button', { name: 'Restore Gone Ltd' }));
    expect(await screen.findByText('A client with this id exists already, so it cannot be restored over it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore Gone Ltd' })).toBeEnabled();
  });

  it('a member is told that only owners and managers see deleted clients', async () => {
    await setup('member');
    expect(await screen.findByText('Only owners and managers see deleted clients and restore them.')).toBeInTheDocument();
    expect(screen.queryByText('Gone Ltd')).not.toBeInTheDocument();
  });
});
