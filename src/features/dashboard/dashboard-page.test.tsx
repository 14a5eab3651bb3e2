import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

describe('dashboard placeholder', () => {
  it('greets the user by name', async () => {
    const backend = createFakeBackend({
      users: [{ email: 'alice@example.com', displayName: 'Alice' }],
      signedInAs: 'alice@example.com',
    });
    renderApp('/dashboard', { backend });
    expect(
      await screen.findByRole('heading', { name: "Welcome back, Alice! Here's your business overview." }),
    ).toBeInTheDocument();
    expect(screen.getByText(/full dashboard.*is coming soon/)).toBeInTheDocument();
  });

  it('greets the user by email when there is no name', async () => {
    const backend = createFakeBackend({
      users: [{ email: 'nameless@example.com', account: accountFor('pro') }],
      signedInAs: 'nameless@example.com',
    });
    renderApp('/dashboard', { backend });
    expect(
      await screen.findByRole('heading', { name: "Welcome back, nameless@example.com! Here's your business overview." }),
    ).toBeInTheDocument();
  });

  it('has a home page placeholder that leads to the dashboard', async () => {
    const backend = createFakeBackend({
      users: [{ email: 'alice@example.com', displayName: 'Alice' }],
      signedInAs: 'alice@example.com',
    });
    renderApp('/home', { backend });
    expect(await screen.findByRole('heading', { name: 'Welcome, Alice!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
