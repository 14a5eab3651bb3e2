import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

function backendWithReset() {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', password: 'old-secret' }] });
  void backend.auth.sendPasswordReset('alice@example.com');
  return backend;
}

describe('password reset action page', () => {
  it('a valid link lets the user set a new password and leads to sign in with it', async () => {
    const backend = backendWithReset();
    const { user } = renderApp('/auth/action?mode=resetPassword&oobCode=reset:alice@example.com', { backend });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('For alice@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByText(/Your password has been changed/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login?email=alice%40example.com');
    await expect(backend.auth.signIn('alice@example.com', 'new-secret')).resolves.toMatchObject({ email: 'alice@example.com' });
  });

  it('checks the new password against the password rules before sending it', async () => {
    const { user } = renderApp('/auth/action?mode=resetPassword&oobCode=reset:alice@example.com', { backend: backendWithReset() });
    await user.type(await screen.findByLabelText('New Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abcdefgi');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('an invalid or used link says so and offers a new one', async () => {
    renderApp('/auth/action?mode=resetPassword&oobCode=bogus', { backend: backendWithReset() });
    expect(await screen.findByText('This password reset link is invalid or has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot');
  });

  it("the old address's undo link of a staff e-mail change says the address is back", async () => {
    renderApp('/auth/action?mode=undoEmailChange&oobCode=undo:alice@example.com', { backend: backendWithReset() });
    expect(await screen.findByRole('heading', { name: 'E-mail change undone' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(/Your sign-in e-mail is alice@example.com again/)).toBeInTheDocument();
  });

  it('a browser still signed in is offered to sign out, a signed-out one to sign in', async () => {
    const signedIn = createFakeBackend({ users: [{ email: 'alice@example.com', password: 'old-secret' }], signedInAs: 'alice@example.com' });
    const first = renderApp('/auth/action?mode=undoEmailChange&oobCode=undo:alice@example.com', { backend: signedIn });
    await screen.findByText(/Your sign-in e-mail is alice@example.com again/, {}, { timeout: 5000 });
    expect(await screen.findByRole('button', { name: 'Sign out and sign in again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    first.unmount();

    renderApp('/auth/action?mode=undoEmailChange&oobCode=undo:alice@example.com', { backend: backendWithReset() });
    await screen.findByText(/Your sign-in e-mail is alice@example.com again/, {}, { timeout: 5000 });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login?email=alice%40example.com');
    expect(screen.queryByRole('button', { name: 'Sign out and sign in again' })).toBeNull();
  });

  it('an undo link the function refuses says it is invalid', async () => {
    renderApp('/auth/action?mode=undoEmailChange&oobCode=bogus', { backend: backendWithReset() });
    expect(await screen.findByText('This e-mail link is invalid, has expired or was already used.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a link of another kind is refused plainly', async () => {
    renderApp('/auth/action?mode=signIn&oobCode=x');
    expect(await screen.findByText(/This link is not valid here/)).toBeInTheDocument();
  });
});
