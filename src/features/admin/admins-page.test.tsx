import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataError } from '../../data/contract';
import { platformUser } from '../../testing/fakes/admin-overview';
import { renderApp } from '../../testing/render-app';
import { staffBackend } from './overview-test-helpers';

const seeded = () => [
  platformUser({ uid: 'ad1', role: 'admin', email: 'ada@example.com', displayName: 'Ada', adminSince: new Date('2026-03-02T03:00:00Z') }),
  platformUser({ uid: 'ad2', role: 'admin', email: 'nameless@example.com', displayName: '', createdAt: new Date('2026-01-10T15:00:00Z') }),
  platformUser({ uid: 'u1', email: 'bob@example.com', displayName: 'Bob' }),
];

describe('admin management', () => {
  it('an admin gets Access Denied instead of the page', async () => {
    const { backend } = staffBackend('admin', { users: seeded() });
    renderApp('/admin/admins', { backend });
    expect(await screen.findByText("Access Denied: You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.queryByText(/Current Admins/)).toBeNull();
  });

  it('lists the admins with initial, name or "No Display Name", e-mail and the date added in New York time', async () => {
    const { backend } = staffBackend('owner', { users: seeded() });
    renderApp('/admin/admins', { backend });
    expect(await screen.findByRole('heading', { name: 'Current Admins (2)' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Current Admins' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('A');
    expect(rows[0]).toHaveTextContent('ada@example.com');
    // 03:00 UTC on March 2nd is March 1st in New York.
    expect(within(rows[0]!).getByText('Added Mar 1, 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('No Display Name')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Added Jan 10, 2026')).toBeInTheDocument();
  });

  it('shows "No admin users found." without admins', async () => {
    const { backend } = staffBackend('owner');
    renderApp('/admin/admins', { backend });
    expect(await screen.findByText('No admin users found.')).toBeInTheDocument();
  });

  it('add checks both fields and the e-mail shape before calling functions', async () => {
    const { backend, overview } = staffBackend('owner');
    const { user } = renderApp('/admin/admins', { backend });
    await user.click(await screen.findByRole('button', { name: 'Add New Admin' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    expect(within(dialog).getByText('Both fields are required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Cy');
    await user.type(within(dialog).getByLabelText('Email'), 'cy@nowhere');
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    expect(within(dialog).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(overview.calls.filter(([m]) => m === 'addAdmin')).toHaveLength(0);
  });

  it('promotes an existing user, who then appears in the list', async () => {
    const { backend } = staffBackend('owner', { users: seeded() });
    const { user } = renderApp('/admin/admins', { backend });
    await user.click(await screen.findByRole('button', { name: 'Add New Admin' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Bob Builder');
    await user.type(within(dialog).getByLabelText('Email'), 'Bob@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    expect(await screen.findByText('User promoted to Admin successfully!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Current Admins (3)' })).toBeInTheDocument();
    expect(screen.getByText('Bob Builder')).toBeInTheDocument();
  });

  it('invites an unknown e-mail and shows the invitation link once', async () => {
    const { backend } = staffBackend('owner');
    const { user } = renderApp('/admin/admins', { backend });
    await user.click(await screen.findByRole('button', { name: 'Add New Admin' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Dee');
    await user.type(within(dialog).getByLabelText('Email'), 'dee@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    expect(await screen.findByText('Admin added successfully!')).toBeInTheDocument();
    expect(screen.getByText(/Invitation for dee@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /mode=resetPassword&oobCode=/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Invitation for/)).toBeNull();
  });

  it("shows the function's refusal and keeps the form open", async () => {
    const { backend } = staffBackend('owner', { users: seeded() });
    const { user } = renderApp('/admin/admins', { backend });
    await user.click(await screen.findByRole('button', { name: 'Add New Admin' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    expect(await within(dialog).findByText('This user is already an admin.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('edits the display name with the e-mail shown read-only', async () => {
    const { backend } = staffBackend('owner', { users: seeded() });
    const { user } = renderApp('/admin/admins', { backend });
    await user.click(await screen.findByRole('button', { name: 'Edit ada@example.com' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Email')).toBeDisabled();
    expect(within(dialog).getByText('Email cannot be changed')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Display Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Display name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Display Name'), 'Ada Lovelace');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Admin updated successfully!')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('remove demotes the admin after a confirmation that says the account stays', async () => {
    const { backend, overview } = staffBackend('owner', { users: seeded() });
    const { user } = renderApp('/admin/admins', { backend });
    await user.click(await screen.findByRole('button', { name: 'Remove ada@example.com' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Their account and data stay');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Admin' }));
    expect(await screen.findByText('Admin removed successfully!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Current Admins (1)' })).toBeInTheDocument();
    expect(overview.state.users.find((u) => u.uid === 'ad1')?.role).toBe('user');
  });

  it('a failed removal says so in the dialog', async () => {
    const { backend, overview } = staffBackend('owner', { users: seeded() });
    const { user } = renderApp('/admin/admins', { backend });
    await user.click(await screen.findByRole('button', { name: 'Remove ada@example.com' }));
    overview.failNext(new DataError('functions/unavailable', 'offline'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Admin' }));
    expect(await screen.findByText('Failed to delete admin. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(overview.state.users.find((u) => u.uid === 'ad1')?.role).toBe('admin'));
  });

  it('a refused stale sign-in asks for the password in the form, then the retry succeeds', async () => {
    const { backend, overview } = staffBackend('owner');
    const { user } = renderApp('/admin/admins', { backend });
    await user.click(await screen.findByRole('button', { name: 'Add New Admin' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Eve');
    await user.type(within(dialog).getByLabelText('Email'), 'eve@example.com');
    overview.failNext(new DataError('auth/requires-recent-login', 'For your security, please enter your password again.'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    expect(await within(dialog).findByText('For your security, please enter your password again.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    expect(await within(dialog).findByText('Invalid email or password. Please check your credentials.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    expect(await screen.findByText('Admin added successfully!')).toBeInTheDocument();
    expect(backend.control.calls.reauthenticate).toBe(2);
  });
});
