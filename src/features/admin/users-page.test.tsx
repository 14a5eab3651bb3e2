import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataError } from '../../data/contract';
import { STAFF_ME as ME, admin, staffBackend } from '../../testing/admin-backend';
import type { FakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

const DAY = 86_400_000;

function seedUsers(b: FakeBackend, n: number) {
  const base = Date.UTC(2026, 0, 1);
  for (let i = 0; i < n; i += 1) {
    admin(b).seedUser({
      uid: `u${String(i).padStart(3, '0')}`,
      email: `user${i}@example.com`,
      displayName: `User ${i}`,
      planId: i % 3 === 0 ? 'pro' : 'basic',
      subscriptionStatus: i % 2 === 0 ? 'active' : 'trial',
      createdAt: new Date(base + i * DAY),
      lastLogin: i === 0 ? null : new Date(base + i * DAY + 3_600_000),
    });
  }
}

describe('User Management', () => {
  it('lists users newest first, 25 a page, with role badges, plan, status and New York dates', { timeout: 20_000 }, async () => {
    const b = staffBackend();
    seedUsers(b, 30);
    admin(b).seedUser({ uid: 'boss', email: 'boss@example.com', displayName: 'Boss', role: 'owner', createdAt: new Date(Date.UTC(2025, 5, 1)) });
    const { user } = renderApp('/admin/users', { backend: b });
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(25);
    expect(rows[0]).toHaveTextContent('user29@example.com');
    // Jan 30 2026 01:00 UTC is Jan 29 in New York.
    expect(rows[0]).toHaveTextContent('Joined 01/29/2026');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2')).toBeInTheDocument());
    const second = within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('row')
      .slice(1);
    expect(second).toHaveLength(6);
    const bossRow = second.find((r) => r.textContent?.includes('boss@example.com'))!;
    expect(within(bossRow).getByText('Owner')).toBeInTheDocument();
    const first = second.find((r) => r.textContent?.includes('user0@example.com'))!;
    // No last login: the creation date stands in.
    expect(first).toHaveTextContent('12/31/2025');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByText('Page 1')).toBeInTheDocument());
  });

  it('searches by e-mail or name and filters by plan and status, with the seed empty texts', { timeout: 20_000 }, async () => {
    const b = staffBackend('admin');
    seedUsers(b, 12);
    const { user } = renderApp('/admin/users', { backend: b });
    await screen.findByRole('table', { name: 'Users' });
    await user.type(screen.getByLabelText('Search by e-mail or name'), 'user1');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(4)); // user1, user10, user11
    await user.clear(screen.getByLabelText('Search by e-mail or name'));
    await user.type(screen.getByLabelText('Search by e-mail or name'), 'User 7');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(2));
    await user.clear(screen.getByLabelText('Search by e-mail or name'));
    await user.selectOptions(screen.getByLabelText('Plan'), 'pro');
    await user.selectOptions(screen.getByLabelText('Status'), 'trial');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(3)); // 3, 9
    await user.selectOptions(screen.getByLabelText('Role'), 'owner');
    expect(await screen.findByText('No users match your filters')).toBeInTheDocument();
  });

  it("shows dates in the admin's own display settings, and in New York as MM/DD/YYYY for an admin without any", async () => {
    // 23:30 UTC on Jan 29th: Jan 30th in Paris, still Jan 29th in New York.
    const joined = new Date('2026-01-29T23:30:00Z');
    const seed = (b: FakeBackend) =>
      admin(b).seedUser({ uid: 'u1', email: 'ann@example.com', displayName: 'Ann', createdAt: joined, lastLogin: new Date('2026-02-03T22:15:00Z') });

    const paris = staffBackend('admin');
    seed(paris);
    paris.settings.docs.set('me/display', { timeZone: 'Europe/Paris', dateFormat: 'DD/MM/YYYY' });
    const first = renderApp('/admin/users', { backend: paris });
    const parisRow = within(await screen.findByRole('table', { name: 'Users' }))
      .getByText('ann@example.com')
      .closest('tr')!;
    await waitFor(() => expect(parisRow).toHaveTextContent('Joined 30/01/2026'));
    expect(parisRow).toHaveTextContent('03/02/2026');
    first.unmount();

    const plain = staffBackend('admin');
    seed(plain);
    renderApp('/admin/users', { backend: plain });
    const plainRow = within(await screen.findByRole('table', { name: 'Users' }))
      .getByText('ann@example.com')
      .closest('tr')!;
    expect(plainRow).toHaveTextContent('Joined 01/29/2026');
    expect(plainRow).toHaveTextContent('02/03/2026');
    expect(plainRow).not.toHaveTextContent('30/01/2026');
  });

  it('says "No users found" when there are none', async () => {
    renderApp('/admin/users', { backend: staffBackend() });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('offers Delete only to the owner and only for non-owner accounts, with the seed confirmation', async () => {
    const b = staffBackend('owner');
    admin(b).seedUser({ uid: 'u1', email: 'plain@example.com' });
    admin(b).seedUser({ uid: 'o2', email: 'other-owner@example.com', role: 'owner' });
    const { user } = renderApp('/admin/users', { backend: b });
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('button', { name: 'Delete other-owner@example.com' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plain@example.com' })).toHaveAttribute('href', '/admin/view-user/u1');
    expect(screen.getByRole('link', { name: 'Edit plain@example.com' })).toHaveAttribute('href', '/admin/edit-user/u1');
    await user.click(screen.getByRole('button', { name: 'Delete plain@example.com' }));
    expect(screen.getByText('Are you sure you want to delete this user? This action cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(admin(b).calls).toContainEqual(['deleteUser', 'u1']);
    await waitFor(() => expect(screen.queryByText('plain@example.com')).not.toBeInTheDocument());
  });

  it('drops a deleted account from the list when the function answers, before the live list hears of it', async () => {
    const b = staffBackend('owner');
    admin(b).seedUser({ uid: 'u1', email: 'plain@example.com' });
    admin(b).seedUser({ uid: 'u2', email: 'stays@example.com' });
    const { user } = renderApp('/admin/users', { backend: b });
    await screen.findByRole('table', { name: 'Users' });
    admin(b).muteListeners(true);
    await user.click(screen.getByRole('button', { name: 'Delete plain@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByText('plain@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('stays@example.com')).toBeInTheDocument();
  });

  it('does not offer Delete to an admin', async () => {
    const b = staffBackend('admin');
    admin(b).seedUser({ uid: 'u1', email: 'plain@example.com' });
    renderApp('/admin/users', { backend: b });
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('asks for the password when the function says the sign-in is too old, then deletes', async () => {
    const b = staffBackend('owner');
    admin(b).seedUser({ uid: 'u1', email: 'plain@example.com' });
    admin(b).failNext('deleteUser', new DataError('functions/failed-precondition', 'Sign in again', { reason: 'recent-sign-in-required' }));
    const { user } = renderApp('/admin/users', { backend: b });
    await user.click(await screen.findByRole('button', { name: 'Delete plain@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(dialog).getByLabelText('Password'), ME.password);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(admin(b).calls.filter(([m]) => m === 'deleteUser')).toHaveLength(2);
    expect(b.control.calls.reauthenticate).toBe(1);
  });

  it('shows a refusal of the function as its clear message', async () => {
    const b = staffBackend('owner');
    admin(b).seedUser({ uid: 'u1', email: 'plain@example.com' });
    admin(b).failNext('deleteUser', new DataError('functions/permission-denied', 'Owner accounts cannot be deleted'));
    const { user } = renderApp('/admin/users', { backend: b });
    await user.click(await screen.findByRole('button', { name: 'Delete plain@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Owner accounts cannot be deleted')).toBeInTheDocument();
  });
});
