// Deleting the account from Settings → Members, on the fake backend (whose deleteAccount makes the
// checks of functions/src/accounts: the owner, the typed name, a recent sign-in).
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberDoc } from '../../data/contract';
import type { AccountRole } from '../../domain/accounts';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const joined = (owner: string, email: string, role: AccountRole): MemberDoc => ({
  role,
  ownRecordsOnly: false,
  payroll: role === 'owner' || role === 'manager',
  email,
  displayName: email.split('@')[0]!.replace(/^./, (c) => c.toUpperCase()),
  joinedAt: new Date(),
  invitedBy: owner,
});

/** Olivia's account "Olivia" with Sam (member) and Max (manager); signed in as `as`. */
function team(as = 'olivia@example.com') {
  const backend = createFakeBackend({
    users: [
      { email: 'olivia@example.com', displayName: 'Olivia', account: accountFor('pro') },
      { email: 'sam@example.com', displayName: 'Sam', account: accountFor('pro') },
      { email: 'max@example.com', displayName: 'Max', account: accountFor('pro') },
    ],
    signedInAs: as,
  });
  const owner = backend.control.uidOf('olivia@example.com');
  act(() => {
    backend.control.setMember(owner, backend.control.uidOf('sam@example.com'), joined(owner, 'sam@example.com', 'member'));
    backend.control.setMember(owner, backend.control.uidOf('max@example.com'), joined(owner, 'max@example.com', 'manager'));
  });
  backend.control.seedRecords(owner, 'clients', [{ id: 'c1', name: 'Acme Ltd', email: '', phone: '', company: '', status: 'active' } as never]);
  return { backend, owner };
}

describe('deleting the account', () => {
  it('an owner types the name and the password, and lands on the page saying the account was deleted', async () => {
    const { backend, owner } = team();
    const { user } = renderApp('/settings/members', { backend });
    const zone = await screen.findByTestId('danger-zone');
    await user.click(within(zone).getByRole('button', { name: 'Delete account...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Olivia?' });
    expect(dialog).toHaveTextContent('every member');
    expect(within(dialog).getByRole('button', { name: 'Download a backup first' })).toBeEnabled();
    const confirm = within(dialog).getByRole('button', { name: 'Delete the account for good' });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Type Olivia to confirm'), 'Olivi');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type Olivia to confirm'), 'A ');
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    expect(await within(dialog).findByText('Please enter your password.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(confirm);
    expect(await within(dialog).findByText('Incorrect password. Please try again.')).toBeInTheDocument();
    expect(backend.control.records(owner, 'clients')).toHaveLength(1);

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'secret123');
    await user.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Olivia was deleted' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new account' })).toBeEnabled();
    expect(backend.control.records(owner, 'clients')).toEqual([]);

    // A new account has no trial: it opens on the plan chooser.
    await user.click(screen.getByRole('button', { name: 'Start a new account' }));
    expect(await screen.findByRole('heading', { name: 'Your free trial has ended' })).toBeInTheDocument();
  });

  it('a manager sees no danger zone', async () => {
    const { backend, owner } = team('max@example.com');
    localStorage.setItem(`crm.openAccount.${backend.control.uidOf('max@example.com')}`, owner);
    renderApp('/settings/members', { backend });
    expect(await screen.findByTestId('member-olivia@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('member-max@example.com')).toHaveTextContent('Manager'));
    expect(screen.queryByTestId('danger-zone')).not.toBeInTheDocument();
    localStorage.clear();
  });
});
