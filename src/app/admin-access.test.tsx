import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountFor, createFakeBackend } from '../testing/fake-backend';
import { renderApp } from '../testing/render-app';
import type { Role } from '../domain/types';

const ME = { email: 'me@example.com', password: 'secret123', displayName: 'Me' };
const MINUTE = 60_000;

function as(role: Role, signedInMinutesAgo = 1) {
  return createFakeBackend({
    users: [{ ...ME, role, account: accountFor('pro'), authTime: new Date(Date.now() - signedInMinutesAgo * MINUTE) }],
    signedInAs: ME.email,
  });
}

describe('admin area access', () => {
  it('tells a user who is neither admin nor owner that the admin panel is not for them', async () => {
    const { location } = renderApp('/admin', { backend: as('user') });
    expect(await screen.findByText("You don't have permission to access the admin panel.")).toBeInTheDocument();
    expect(location().pathname).toBe('/admin');
  });

  it('sends a user who is neither admin nor owner from every other admin page to the dashboard', async () => {
    for (const path of ['/admin/users', '/admin/view-user/x', '/admin/subscription-override', '/admin/billing', '/admin/settings']) {
      const view = renderApp(path, { backend: as('user') });
      await waitFor(() => expect(view.location().pathname).toBe('/dashboard'));
      view.unmount();
    }
  });

  it('shows an admin Access Denied on owner-only pages and lets an owner in', async () => {
    const admin = renderApp('/admin/admins', { backend: as('admin') });
    expect(await screen.findByText("Access Denied: You don't have permission to access this page.")).toBeInTheDocument();
    admin.unmount();
    renderApp('/admin/admins', { backend: as('owner') });
    await waitFor(() => expect(screen.queryByText(/Access Denied/)).not.toBeInTheDocument());
  });

  it('asks staff whose sign-in is older than 15 minutes for their password before showing the page', async () => {
    const backend = as('admin', 16);
    const { user } = renderApp('/admin/users', { backend });
    expect(await screen.findByRole('heading', { name: 'Confirm your password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Incorrect password. Please try again.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), ME.password);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Confirm your password' })).not.toBeInTheDocument());
    expect(backend.control.calls.reauthenticate).toBe(2);
  });

  it('does not ask staff who signed in within the last 15 minutes', async () => {
    const backend = as('owner', 14);
    renderApp('/admin/users', { backend });
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Confirm your password' })).not.toBeInTheDocument();
    expect(backend.control.calls.reauthenticate).toBeUndefined();
  });

  it('refreshes the ID token when a function bumps claimsUpdatedAt, so a new role arrives without a sign-out', async () => {
    const backend = as('user');
    const { location, router } = renderApp('/dashboard', { backend });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    const uid = backend.control.uidOf(ME.email);
    const before = backend.control.calls.refreshSession ?? 0;
    // What the edit-user function does: the claim changes and the mirror and stamp move.
    backend.control.setAccount(uid, { ...accountFor('pro', { role: 'admin', claimsUpdatedAt: new Date() }) });
    await waitFor(() => expect(backend.control.calls.refreshSession).toBe(before + 1));
    await router.navigate('/admin/users');
    expect(await screen.findByRole('heading', { name: 'User Management', level: 1 })).toBeInTheDocument();
  });
});
