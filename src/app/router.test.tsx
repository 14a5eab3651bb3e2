import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountFor, createFakeBackend } from '../testing/fake-backend';
import { renderApp } from '../testing/render-app';

const ALICE = { email: 'alice@example.com', password: 'secret123', displayName: 'Alice' };

function signedIn(preset: Parameters<typeof accountFor>[0] = 'basic-trial', role: 'user' | 'admin' | 'owner' = 'user') {
  return createFakeBackend({ users: [{ ...ALICE, role, account: accountFor(preset) }], signedInAs: ALICE.email });
}

describe('route guards', () => {
  it('sends signed-out visitors of a protected page through /auth to the sign-in page', async () => {
    const { location } = renderApp('/clients');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/login');
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/clients');
  });

  it('redirects /auth to /auth/login keeping the query string', async () => {
    const { location } = renderApp('/auth?email=bob%40example.com');
    expect(await screen.findByLabelText('Email')).toHaveValue('bob@example.com');
    expect(location().pathname).toBe('/auth/login');
    expect(location().search).toBe('?email=bob%40example.com');
  });

  it('sends signed-in users away from the sign-in page to the dashboard', async () => {
    const { location } = renderApp('/auth/login', { backend: signedIn() });
    expect(await screen.findByRole('heading', { name: /Welcome back, Alice!/ })).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard');
  });

  it('sends signed-in users away from the landing page to the dashboard', async () => {
    const { location } = renderApp('/', { backend: signedIn() });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('sends signed-in users away from the sign-up page to the dashboard', async () => {
    const { location } = renderApp('/auth/signup', { backend: signedIn() });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('sends unknown paths to the dashboard when signed in', async () => {
    const { location } = renderApp('/no/such/page', { backend: signedIn() });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('sends unknown paths to the landing page when signed out', async () => {
    const { location } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Run your small business from one place' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });

  it('shows the landing page to signed-out visitors', async () => {
    renderApp('/');
    expect((await screen.findAllByRole('link', { name: 'Start Free Trial' })).at(0)).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getAllByRole('link', { name: 'Contact Sales' })[0]).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/auth/login');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} SmallBiz CRM`))).toBeInTheDocument();
  });

  it('keeps showing Loading... while the account document has not arrived', async () => {
    const backend = createFakeBackend({ users: [{ ...ALICE, account: null }], signedInAs: ALICE.email });
    renderApp('/dashboard', { backend });
    expect(await screen.findByText('Signing in...')).toBeInTheDocument();
    backend.control.setAccount(backend.control.uidOf(ALICE.email), accountFor('basic-trial', { displayName: 'Alice' }));
    expect(await screen.findByRole('heading', { name: /Welcome back, Alice!/ })).toBeInTheDocument();
  });

  it('sends users who are not admins from admin pages to the dashboard', async () => {
    const { location } = renderApp('/admin/users', { backend: signedIn('pro') });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('lets admins open admin pages but tells them owner-only pages are not for them', async () => {
    const { router, location } = renderApp('/admin/users', { backend: signedIn('basic-trial', 'admin') });
    expect(await screen.findByRole('heading', { name: 'User Management', level: 1 })).toBeInTheDocument();
    await router.navigate('/admin/billing');
    expect(await screen.findByText("Access Denied: You don't have permission to access this page.")).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/billing');
  });

  it('shows the trial-expired page instead of the app when the trial is over', async () => {
    renderApp('/clients', { backend: signedIn('expired-trial') });
    expect(await screen.findByRole('heading', { name: 'Your free trial has ended' })).toBeInTheDocument();
    expect(screen.getByText(/ended 5 days ago/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/contact');
  });

  it('every settings page is built: the notification pages open with Back to Settings', async () => {
    renderApp('/settings/notifications/push', { backend: signedIn('pro') });
    expect(await screen.findByRole('heading', { name: 'Push Notifications', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Settings/ })).toHaveAttribute('href', '/settings');
  });

  it('shows the public legal pages to signed-out visitors', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeInTheDocument();
  });

  it('scrolls to the top on every route change', async () => {
    const scrolls: unknown[][] = [];
    window.scrollTo = ((...args: unknown[]) => scrolls.push(args)) as typeof window.scrollTo;
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Run your small business from one place' });
    const before = scrolls.length;
    await router.navigate('/privacy');
    await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 });
    expect(scrolls.length).toBeGreaterThan(before);
    expect(scrolls.at(-1)).toEqual([0, 0]);
  });
});
