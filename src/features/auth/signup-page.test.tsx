import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

type Form = { name?: string; email?: string; password?: string; confirm?: string };

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], form: Form) {
  if (form.name) await user.type(await screen.findByLabelText('Full Name'), form.name);
  if (form.email) await user.type(screen.getByLabelText('Email'), form.email);
  if (form.password) await user.type(screen.getByLabelText('Password'), form.password);
  if (form.confirm) await user.type(screen.getByLabelText('Confirm Password'), form.confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const VALID = { name: 'Bob Builder', email: 'bob@example.com', password: 'secret123', confirm: 'secret123' };

describe('sign up', () => {
  it('asks for all four fields', async () => {
    const { user } = renderApp('/auth/signup');
    await screen.findByLabelText('Full Name');
    await fillAndSubmit(user, { ...VALID, name: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  });

  it('rejects a malformed email address', async () => {
    const { user } = renderApp('/auth/signup');
    await fillAndSubmit(user, { ...VALID, email: 'bob@nowhere' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it('rejects a password shorter than 6 characters', async () => {
    const { user } = renderApp('/auth/signup');
    await fillAndSubmit(user, { ...VALID, password: 'abc12', confirm: 'abc12' });
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
  });

  it('rejects a confirmation that does not match', async () => {
    const { user } = renderApp('/auth/signup');
    await fillAndSubmit(user, { ...VALID, confirm: 'secret124' });
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it('says when an account with the email already exists', async () => {
    const backend = createFakeBackend({ users: [{ email: 'bob@example.com', password: 'other-pass' }] });
    const { user, location } = renderApp('/auth/signup', { backend });
    await fillAndSubmit(user, VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(location().pathname).toBe('/auth/signup');
  });

  it('creates the account, says so, and lands on the dashboard a second later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const backend = createFakeBackend();
      const release = backend.control.hold('signUp');
      const { user, location } = renderApp('/auth/signup', {
        backend,
        userEventOptions: { advanceTimers: vi.advanceTimersByTime },
      });
      await fillAndSubmit(user, VALID);
      expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
      await act(async () => release());
      expect(await screen.findByRole('status')).toHaveTextContent('Account created successfully! Redirecting...');
      await act(async () => vi.advanceTimersByTime(900));
      expect(location().pathname).toBe('/auth/signup');
      await act(async () => vi.advanceTimersByTime(100));
      expect(await screen.findByRole('heading', { name: /Welcome back, Bob Builder!/ })).toBeInTheDocument();
      expect(location().pathname).toBe('/dashboard');
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands the checkout session on when returning from payment', async () => {
    const { user, location } = renderApp('/auth/signup?from=stripe&session_id=cs_test_123');
    await fillAndSubmit(user, VALID);
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(location().state).toEqual({ checkoutReturn: { from: 'stripe', sessionId: 'cs_test_123' } });
  });
});
