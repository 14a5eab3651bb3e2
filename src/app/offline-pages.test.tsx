// What needs the server says so while the browser is offline, instead of spinning.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountFor, createFakeBackend } from '../testing/fake-backend';
import { renderApp } from '../testing/render-app';

const ME = { email: 'me@example.com', password: 'secret123', displayName: 'Me' };

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

afterEach(() => vi.restoreAllMocks());

describe('offline', () => {
  it('the sign-in page says signing in needs a connection and does not try', async () => {
    goOffline();
    const backend = createFakeBackend({ users: [ME] });
    const { user } = renderApp('/auth/login', { backend });
    expect(await screen.findByText('You are offline. Signing in needs a connection: try again when you are back online.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), ME.email);
    await user.type(screen.getByLabelText('Password'), ME.password);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    expect(backend.control.calls.signIn).toBeUndefined();
  });

  it('the sign-up page says creating an account needs a connection', async () => {
    goOffline();
    renderApp('/auth/signup', { backend: createFakeBackend() });
    expect(await screen.findByText('You are offline. Creating an account needs a connection: try again when you are back online.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });

  it('an admin offline is told the admin area needs a connection, and the app shell says it is offline', async () => {
    goOffline();
    const backend = createFakeBackend({
      users: [{ ...ME, role: 'admin', account: accountFor('pro'), authTime: new Date() }],
      signedInAs: ME.email,
    });
    renderApp('/admin/users', { backend });
    expect(await screen.findByText('You are offline. The admin area needs a connection: try again when you are back online.')).toBeInTheDocument();
    // Once the shell has loaded what a save needs (src/lib/offline-ready.ts).
    await waitFor(() => expect(screen.getByTestId('offline-indicator')).toHaveTextContent('Offline: changes will sync when you reconnect.'));
  });

  it('checkout says it needs a connection instead of starting', async () => {
    goOffline();
    const backend = createFakeBackend();
    const { user } = renderApp('/pricing', { backend });
    const buttons = await screen.findAllByRole('button', { name: /^Upgrade to / });
    await user.click(buttons[0]!);
    expect(await screen.findByText(/You are offline\. Checkout needs a connection/)).toBeInTheDocument();
    expect(backend.control.calls.startCheckout).toBeUndefined();
  });
});
