import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

describe('password reset', () => {
  it('sends a reset link and says so without revealing whether the account exists', async () => {
    const backend = createFakeBackend();
    const { user } = renderApp('/auth/forgot', { backend });
    await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for that email, we sent a link to reset your password.');
    expect(backend.control.resetEmails).toEqual(['someone@example.com']);
  });

  it('rejects a malformed email address', async () => {
    const backend = createFakeBackend();
    const { user } = renderApp('/auth/forgot', { backend });
    await user.type(await screen.findByLabelText('Email'), 'someone@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(backend.control.resetEmails).toEqual([]);
  });

  it('is reached from the sign-in page', async () => {
    const { user, location } = renderApp('/auth/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/forgot');
  });
});
