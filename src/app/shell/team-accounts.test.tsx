// A person in several accounts: the shell says which is open and switches; a viewer reads only;
// a member removed while the account is open is told so instead of meeting failing screens.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberDoc } from '../../data/contract';
import type { AccountRole } from '../../domain/accounts';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { clientRecord } from '../../testing/record-fixtures';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const member = (role: AccountRole, email: string): MemberDoc => ({
  role,
  ownRecordsOnly: false,
  payroll: role === 'owner' || role === 'manager',
  email,
  displayName: email,
  joinedAt: new Date(),
  invitedBy: null,
});

/** Olivia owns "Harbour Bakery"; Sam has an account of his own and joins hers with `role`. */
function setup(role: AccountRole, path = '/clients') {
  const backend = createFakeBackend({
    users: [
      { email: 'olivia@example.com', account: accountFor('pro') },
      { email: 'sam@example.com', account: accountFor('pro') },
    ],
    signedInAs: 'sam@example.com',
  });
  const team = backend.control.uidOf('olivia@example.com');
  const sam = backend.control.uidOf('sam@example.com');
  backend.control.seedRecords(team, 'clients', [clientRecord('c1', 'Bakery Client')]);
  backend.control.seedRecords(sam, 'clients', [clientRecord('s1', 'Own Client')]);
  backend.control.setMember(team, sam, member(role, 'sam@example.com'), 'Harbour Bakery');
  return { team, sam, ...renderApp(path, { backend }) };
}

describe('team accounts in the app', () => {
  it('opens the person’s own account, names it, and switches to another they belong to', async () => {
    const { user } = setup('member');
    expect(await screen.findByText('Own Client')).toBeInTheDocument();
    const open = screen.getAllByTestId('open-account').find((el) => el.tagName === 'BUTTON')!;
    await user.click(open);
    const list = screen.getByRole('list', { name: 'Your accounts' });
    await user.click(await within(list).findByRole('button', { name: /Harbour Bakery/ }));
    expect(await screen.findByText('Bakery Client')).toBeInTheDocument();
    expect(screen.queryByText('Own Client')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('open-account').some((el) => el.textContent?.includes('Harbour Bakery'))).toBe(true);
  });

  it('remembers the account used last in this browser', async () => {
    localStorage.clear();
    const first = setup('member');
    await first.user.click(await screen.findByRole('button', { name: /Switch account/ }));
    await first.user.click(await screen.findByRole('button', { name: /Harbour Bakery/ }));
    expect(await screen.findByText('Bakery Client')).toBeInTheDocument();
    first.unmount();
    setup('member');
    expect(await screen.findByText('Bakery Client')).toBeInTheDocument();
    localStorage.clear();
  });

  it('lets a viewer read the records but not add, edit or delete them, and says why', async () => {
    localStorage.clear();
    const { user } = setup('viewer');
    await user.click(await screen.findByRole('button', { name: /Switch account/ }));
    await user.click(await screen.findByRole('button', { name: /Harbour Bakery/ }));
    expect(await screen.findByText('Bakery Client')).toBeInTheDocument();
    expect(screen.getByText(/You are a viewer in Harbour Bakery/)).toBeInTheDocument();
    const add = screen.queryByRole('button', { name: 'Add Client' });
    if (add) expect(add).toBeDisabled();
    expect(screen.queryByText(/Your account is suspended/)).not.toBeInTheDocument();
  });

  it('hides Import from a member and tells them who may import', async () => {
    localStorage.clear();
    const { user } = setup('member');
    await user.click(await screen.findByRole('button', { name: /Switch account/ }));
    await user.click(await screen.findByRole('button', { name: /Harbour Bakery/ }));
    expect(await screen.findByText('Bakery Client')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Clients' })).toBeInTheDocument();
  });

  it('tells a member removed while the account is open that they no longer have access, and opens their own', async () => {
    localStorage.clear();
    const { user, backend, team, sam } = setup('member');
    await user.click(await screen.findByRole('button', { name: /Switch account/ }));
    await user.click(await screen.findByRole('button', { name: /Harbour Bakery/ }));
    expect(await screen.findByText('Bakery Client')).toBeInTheDocument();
    act(() => backend.control.setMember(team, sam, null));
    expect(await screen.findByRole('heading', { name: 'You no longer have access to Harbour Bakery' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open my own account' }));
    expect(await screen.findByText('Own Client')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bakery Client')).not.toBeInTheDocument());
  });

  it('offers a person removed from their last account what they can do, not only Sign Out', async () => {
    localStorage.clear();
    const { user, backend, team, sam } = setup('member');
    await user.click(await screen.findByRole('button', { name: /Switch account/ }));
    await user.click(await screen.findByRole('button', { name: /Harbour Bakery/ }));
    expect(await screen.findByText('Bakery Client')).toBeInTheDocument();
    // Sam's own account goes (he deleted it elsewhere), then Olivia removes him.
    act(() => backend.control.setMember(sam, sam, null));
    act(() => backend.control.setMember(team, sam, null));
    expect(await screen.findByRole('heading', { name: 'You no longer have access to Harbour Bakery' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
