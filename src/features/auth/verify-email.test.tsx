import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });

function unverified() {
  return createFakeBackend({
    users: [{ email: 'olivia@example.com', emailVerified: false, account: accountFor('basic-trial') }],
    signedInAs: 'olivia@example.com',
  });
}

describe('e-mail verification', () => {
  it('an unverified user asks for the verification e-mail on the settings page', { timeout: 30_000 }, async () => {
    const backend = unverified();
    const { user } = renderApp('/settings', { backend });
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send verification e-mail' }));
    expect(
      await screen.findByText('We sent a verification link to olivia@example.com. Open it in this browser, or sign in again after opening it.'),
    ).toBeInTheDocument();
    expect(backend.control.verifyEmails).toEqual(['olivia@example.com']);
  });

  it('a verified user is not asked to verify', { timeout: 30_000 }, async () => {
    const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
    renderApp('/settings', { backend });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verify your e-mail' })).toBeNull();
  });

  it('opening the link verifies the address; the link then stops working', { timeout: 30_000 }, async () => {
    const backend = unverified();
    await backend.auth.sendEmailVerification();
    renderApp('/auth/action?mode=verifyEmail&oobCode=verify:olivia@example.com', { backend });
    expect(await screen.findByText('Your e-mail address has been verified.')).toBeInTheDocument();
    expect(backend.control.calls.applyEmailVerification).toBe(1);
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/home');
    expect(backend.control.verifyEmails).toEqual([]);
    await expect(backend.auth.applyEmailVerification('verify:olivia@example.com')).rejects.toMatchObject({ code: 'auth/invalid-action-code' });
  });

  it('an invalid or used verification link says so', async () => {
    const backend = unverified();
    renderApp('/auth/action?mode=verifyEmail&oobCode=verify:someone-else@example.com', { backend });
    expect(await screen.findByText('This verification link is invalid, has expired or was already used. Send a new one from Settings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
  });
});
