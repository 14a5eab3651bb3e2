import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/types';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { AccountPreset } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

const ALICE = { email: 'alice@example.com', password: 'secret123', displayName: 'Alice' };

function signedIn(preset: AccountPreset, role: Role = 'user') {
  return createFakeBackend({ users: [{ ...ALICE, role, account: accountFor(preset) }], signedInAs: ALICE.email });
}

async function mainNavLabels() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('signed-in shell', () => {
  it('shows a basic user no Team, Salaries, Expenses or Admin Panel', async () => {
    renderApp('/dashboard', { backend: signedIn('basic-trial') });
    expect(await mainNavLabels()).toEqual(['Home', 'Dashboard', 'Clients', 'Deals', 'Revenue', 'Import', 'Settings']);
  });

  it('shows a pro user Team, Salaries and Expenses but no Admin Panel', async () => {
    renderApp('/dashboard', { backend: signedIn('pro') });
    expect(await mainNavLabels()).toEqual(['Home', 'Dashboard', 'Clients', 'Deals', 'Team', 'Salaries', 'Revenue', 'Expenses', 'Import', 'Settings']);
  });

  it('shows admins and owners every item, Admin Panel included', async () => {
    renderApp('/dashboard', { backend: signedIn('basic-trial', 'admin') });
    const labels = await mainNavLabels();
    expect(labels).toContain('Admin Panel');
    expect(labels).toContain('Salaries');
  });

  it('marks the page shown in the main navigation and moves the mark with the page', async () => {
    const { user, location } = renderApp('/dashboard', { backend: signedIn('pro') });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const current = () =>
      within(nav)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('aria-current') === 'page')
        .map((a) => a.textContent);
    expect(current()).toEqual(['Dashboard']);
    await user.click(within(nav).getByRole('link', { name: 'Clients' }));
    expect(location().pathname).toBe('/clients');
    await waitFor(() => expect(current()).toEqual(['Clients']));
  });

  it('shows the user name and email in the top bar', async () => {
    renderApp('/dashboard', { backend: signedIn('basic-trial') });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('alice@example.com')).toBeInTheDocument();
    // The person's name, and the open account (their own, named after them).
    expect(within(banner).getAllByText('Alice')).toHaveLength(2);
    expect(within(banner).getByTestId('open-account')).toHaveTextContent('Account Alice');
  });

  it('signs out, saying Signing out..., and lands on the landing page', async () => {
    const backend = signedIn('basic-trial');
    const release = backend.control.hold('signOut');
    const { user, location } = renderApp('/dashboard', { backend });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(screen.getByText('Signing out...')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Run your small business from one place' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });

  it('opens a mobile menu that also has Sign Out', async () => {
    const { user, location } = renderApp('/dashboard', { backend: signedIn('basic-trial') });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'Clients' }));
    expect(location().pathname).toBe('/clients');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('remembers the theme choice across visits', async () => {
    const first = renderApp('/dashboard', { backend: signedIn('basic-trial') });
    await first.user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    first.unmount();

    renderApp('/dashboard', { backend: signedIn('basic-trial') });
    const toggle = await screen.findByRole('button', { name: 'Switch to light theme' });
    expect(document.documentElement).toHaveClass('dark');
    await first.user.click(toggle);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
