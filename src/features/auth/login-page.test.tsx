import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../data/contract';
import { createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

const ALICE = { email: 'alice@example.com', password: 'secret123', displayName: 'Alice' };

function backendWithAlice() {
  return createFakeBackend({ users: [ALICE] });
}

describe('sign in', () => {
  it('asks for both fields when one is empty', async () => {
    const { user } = renderApp('/auth/login', { backend: backendWithAlice() });
    await user.type(await screen.findByLabelText('Email'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  });

  it('rejects a malformed email address', async () => {
    const backend = backendWithAlice();
    const { user } = renderApp('/auth/login', { backend });
    await user.type(await screen.findByLabelText('Email'), 'alice@example');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(backend.control.calls.signIn).toBeUndefined();
  });

  it('says the credentials are wrong when the password is wrong', async () => {
    const { user, location } = renderApp('/auth/login', { backend: backendWithAlice() });
    await user.type(await screen.findByLabelText('Email'), 'alice@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password. Please check your credentials.');
    expect(location().pathname).toBe('/auth/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows the provider message for an unexpected failure', async () => {
    const backend = backendWithAlice();
    backend.control.failNext('signIn', new DataError('auth/internal-error', 'The auth server had a problem.'));
    const { user } = renderApp('/auth/login', { backend });
    await user.type(await screen.findByLabelText('Email'), 'alice@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The auth server had a problem.');
  });

  it('disables the button and says Signing in... while signing in', async () => {
    const backend = backendWithAlice();
    const release = backend.control.hold('signIn');
    const { user } = renderApp('/auth/login', { backend });
    await user.type(await screen.findByLabelText('Email'), 'alice@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful! Redirecting...');
  });

  it('shows the success message, then lands on the dashboard half a second later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, location } = renderApp('/auth/login', {
        backend: backendWithAlice(),
        userEventOptions: { advanceTimers: vi.advanceTimersByTime },
      });
      await user.type(await screen.findByLabelText('Email'), 'alice@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
      expect(location().pathname).toBe('/auth/login');
      await act(async () => vi.advanceTimersByTime(500));
      expect(await screen.findByRole('heading', { name: /Welcome back, Alice!/ })).toBeInTheDocument();
      expect(location().pathname).toBe('/dashboard');
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes to the page the visitor first asked for after signing in', async () => {
    const { user, location } = renderApp('/auth/login?redirect=%2Fclients', { backend: backendWithAlice() });
    await user.type(await screen.findByLabelText('Email'), 'alice@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location().pathname).toBe('/clients'));
  });

  it('prefills the email from the email query parameter', async () => {
    renderApp('/auth/login?email=alice%40example.com');
    expect(await screen.findByLabelText('Email')).toHaveValue('alice@example.com');
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp('/auth/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to password reset and to sign-up', async () => {
    renderApp('/auth/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
  });
});
