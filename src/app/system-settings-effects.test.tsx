// What the owner's settings change outside the configuration pages: registration closed, the
// password rules on sign-up, the idle sign-out across the app, the owner's default mode.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_DEFAULTS } from '../domain/system-settings/public';
import { setPublicSettings } from '../lib/public-settings';
import { currentTheme } from '../lib/theme';
import { accountFor, createFakeBackend } from '../testing/fake-backend';
import type { FakeSystemApi } from '../testing/fakes/system';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  setPublicSettings(PUBLIC_DEFAULTS);
  vi.useRealTimers();
});

describe('registration and password rules on public pages', () => {
  it('while registration is closed the sign-up page and the landing page say so', async () => {
    setPublicSettings({ ...PUBLIC_DEFAULTS, registrationEnabled: false, supportEmail: 'help@x.test' });
    renderApp('/auth/signup');
    expect(await screen.findByText('Registration is currently closed. New accounts cannot be created right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@x.test' })).toBeInTheDocument();
  });

  it('the landing page offers no trial while registration is closed', async () => {
    setPublicSettings({ ...PUBLIC_DEFAULTS, registrationEnabled: false });
    renderApp('/');
    expect((await screen.findAllByText('Registration is currently closed. New accounts cannot be created right now.')).length).toBe(2);
    expect(screen.queryByRole('link', { name: 'Start Free Trial' })).not.toBeInTheDocument();
  });

  it('sign-up refuses a password that breaks the owner rules, naming the rule', async () => {
    setPublicSettings({ ...PUBLIC_DEFAULTS, passwordMinLength: 10, requireNumbers: true, requireSymbols: true });
    const { user } = renderApp('/auth/signup');
    expect(await screen.findByText('At least 10 characters, with a number and a symbol.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Pat');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    const [password, confirm] = screen.getAllByLabelText(/Password/, { selector: 'input' });
    await user.type(password as HTMLElement, 'abcdefghij');
    await user.type(confirm as HTMLElement, 'abcdefghij');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must contain at least one number')).toBeInTheDocument();
  });
});

describe('owner default mode', () => {
  it("the owner's default mode applies until the user picks one", () => {
    setPublicSettings({ ...PUBLIC_DEFAULTS, themeMode: 'dark' });
    expect(currentTheme()).toBe('dark');
    localStorage.setItem('theme', 'light');
    expect(currentTheme()).toBe('light');
  });
});

describe('idle sign-out', () => {
  it('an idle user is signed out after the session timeout and the sign-in page says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
    const { location } = renderApp('/dashboard', { backend });
    await screen.findByRole('heading', { name: /Welcome back/ });
    await act(async () => (backend.system as FakeSystemApi).publish({ sessionTimeout: 5 }));

    await act(async () => vi.advanceTimersByTime(4 * 60_000));
    expect(location().pathname).toBe('/dashboard');
    await act(async () => vi.advanceTimersByTime(61_000 + 15_000));
    await waitFor(() => expect(location().pathname).toBe('/auth/login'));
    expect(await screen.findByText('You were signed out after 5 minutes without activity. Please sign in again.')).toBeInTheDocument();
  });
});
