import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DataError } from '../../data/contract';
import { renderApp } from '../../testing/render-app';
import { admin, staffBackend } from '../../testing/admin-backend';

// The pages' chunks compiled before the first test, whose first look would otherwise wait for them.
beforeAll(() => Promise.all([import('./view-user-page'), import('./edit-user-page'), import('./activity-page')]), 60_000);

describe('View user', () => {
  it('shows profile, subscription, record counts and the user’s recent activity', async () => {
    const b = staffBackend('admin');
    admin(b).seedUser(
      { uid: 'u1', email: 'ann@example.com', displayName: 'Ann', company: 'Ann Co', createdAt: new Date('2026-03-10T15:00:00Z'), lastLogin: null },
      { planId: 'pro', status: 'active', currentPeriodEnd: new Date('2026-04-09T15:00:00Z'), paymentFailedAt: null },
    );
    admin(b).setCounts('u1', { clients: 12, revenues: 3 });
    admin(b).seedActivity([
      { type: 'LOGIN', targetUid: 'u1', targetEmail: 'ann@example.com', actorEmail: 'ann@example.com', details: 'Signed in' },
      { type: 'LOGIN', targetUid: 'u2', targetEmail: 'bob@example.com', details: 'Bob signed in' },
    ]);
    renderApp('/admin/view-user/u1', { backend: b });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('Ann Co');
    expect(profile).toHaveTextContent('03/10/2026');
    expect(profile).toHaveTextContent('Never');
    const sub = screen.getByRole('region', { name: 'Subscription' });
    expect(sub).toHaveTextContent('Pro');
    expect(sub).toHaveTextContent('04/09/2026');
    const records = screen.getByRole('region', { name: 'Records' });
    await waitFor(() => expect(records).toHaveTextContent('Clients12'));
    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(await within(activity).findByText('Signed in')).toBeInTheDocument();
    expect(within(activity).queryByText('Bob signed in')).not.toBeInTheDocument();
  });

  it('lists the accounts the person belongs to, with their role in each and a link to each override', async () => {
    const b = staffBackend('admin');
    admin(b).seedUser({ uid: 'u1', email: 'ann@example.com', displayName: 'Ann', accounts: { u1: 'owner', team: 'viewer' } });
    admin(b).seedAccount({ accountId: 'u1', name: 'Ann Consulting', members: [{ uid: 'u1', email: 'ann@example.com', displayName: 'Ann', role: 'owner' }] });
    admin(b).seedAccount({
      accountId: 'team',
      name: 'Harbour Bakery',
      subscription: { planId: 'pro', status: 'active' },
      members: [
        { uid: 'boss', email: 'boss@example.com', displayName: 'Boss', role: 'owner' },
        { uid: 'u1', email: 'ann@example.com', displayName: 'Ann', role: 'viewer' },
      ],
    });
    renderApp('/admin/view-user/u1', { backend: b });
    const accounts = await screen.findByRole('region', { name: 'Accounts' });
    const own = await within(accounts).findByTestId('user-account-u1');
    await waitFor(() => expect(own).toHaveTextContent('Ann Consulting'));
    expect(own).toHaveTextContent('(own account)');
    expect(own).toHaveTextContent('Role: Owner');
    const team = within(accounts).getByTestId('user-account-team');
    expect(team).toHaveTextContent('Harbour Bakery');
    expect(team).toHaveTextContent('Role: Viewer');
    expect(team).toHaveTextContent('2 members');
    expect(within(accounts).getByRole('link', { name: 'Override the subscription of Harbour Bakery' })).toHaveAttribute(
      'href',
      '/admin/subscription-override?account=team',
    );
  });

  it('says "User not found" for an unknown id and "Failed to load user data" when loading fails', async () => {
    const b = staffBackend('admin');
    const view = renderApp('/admin/view-user/nobody', { backend: b });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    view.unmount();
    admin(b).failNext('watchUser', new DataError('permission-denied'));
    renderApp('/admin/view-user/u1', { backend: b });
    expect(await screen.findByText('Failed to load user data')).toBeInTheDocument();
  });

  it('says "No user ID provided" without an id', async () => {
    renderApp('/admin/view-user', { backend: staffBackend('admin') });
    expect(await screen.findByText('No user ID provided')).toBeInTheDocument();
  });
});

describe('Edit user', () => {
  it('saves the display name and role, and says so', async () => {
    const b = staffBackend('admin');
    admin(b).seedUser({ uid: 'u1', email: 'ann@example.com', displayName: 'Ann' });
    const { user } = renderApp('/admin/edit-user/u1', { backend: b });
    const name = await screen.findByLabelText('Display name');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByText('Email cannot be changed for security reasons')).toBeInTheDocument();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    await user.type(name, 'Ann Admin');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(admin(b).calls).toContainEqual(['editUser', { uid: 'u1', displayName: 'Ann Admin', role: 'admin' }]);
    expect(admin(b).user('u1')).toMatchObject({ displayName: 'Ann Admin', role: 'admin' });
  });

  it('keeps an admin from editing an owner and from choosing the owner role', async () => {
    const b = staffBackend('admin');
    admin(b).seedUser({ uid: 'o1', email: 'boss@example.com', displayName: 'Boss', role: 'owner' });
    admin(b).seedUser({ uid: 'u1', email: 'ann@example.com', displayName: 'Ann' });
    const view = renderApp('/admin/edit-user/o1', { backend: b });
    expect(await screen.findByLabelText('Role')).toBeDisabled();
    expect(screen.getByText('Only owners can edit owner accounts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    view.unmount();
    renderApp('/admin/edit-user/u1', { backend: b });
    const role = await screen.findByLabelText('Role');
    expect(within(role).getByRole('option', { name: 'Owner' })).toBeDisabled();
  });

  it('says "Failed to update user. Please try again." when the save fails for another reason', async () => {
    const b = staffBackend('owner');
    admin(b).seedUser({ uid: 'u1', email: 'ann@example.com', displayName: 'Ann' });
    admin(b).failNext('editUser', new DataError('functions/internal', 'internal'));
    const { user } = renderApp('/admin/edit-user/u1', { backend: b });
    await user.type(await screen.findByLabelText('Display name'), ' B');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update user. Please try again.')).toBeInTheDocument();
  });
});

describe('Activity Log', () => {
  it('lists entries newest first, filters by type and user, and pages', { timeout: 20_000 }, async () => {
    const b = staffBackend('admin');
    const base = Date.UTC(2026, 5, 1, 12);
    admin(b).seedActivity(
      Array.from({ length: 30 }, (_, i) => ({
        type: i % 2 === 0 ? ('LOGIN' as const) : ('USER_DELETED' as const),
        targetEmail: i % 3 === 0 ? 'ann@example.com' : 'bob@example.com',
        actorEmail: 'boss@example.com',
        details: `entry ${i}`,
        createdAt: new Date(base + i * 3_600_000),
      })),
    );
    const { user } = renderApp('/admin/activity', { backend: b });
    expect(await screen.findByText('entry 29')).toBeInTheDocument();
    expect(screen.queryByText('entry 4')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('entry 4')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Event'), 'USER_DELETED');
    await user.type(screen.getByLabelText('User e-mail'), 'Ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('entry 27')).toBeInTheDocument();
    expect(screen.queryByText('entry 29')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-06-03');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No activity matches your filters')).toBeInTheDocument();
  });

  it("filters by days of the admin's own time zone and says which zone its times are in", async () => {
    const b = staffBackend('admin');
    b.settings.docs.set('me/display', { timeZone: 'Europe/Paris', dateFormat: 'DD/MM/YYYY', timeFormat: '24' });
    admin(b).seedActivity([
      // June 2nd 23:30 UTC: June 3rd 01:30 in Paris, still June 2nd in New York.
      { type: 'LOGIN', targetEmail: 'ann@example.com', details: 'late login', createdAt: new Date('2026-06-02T23:30:00Z') },
      { type: 'LOGIN', targetEmail: 'ann@example.com', details: 'noon login', createdAt: new Date('2026-06-02T12:00:00Z') },
    ]);
    const { user } = renderApp('/admin/activity', { backend: b });
    expect(await screen.findByText('03/06/2026 01:30')).toBeInTheDocument();
    expect(screen.getByText(/Times in Paris\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-06-03');
    await user.type(screen.getByLabelText('To'), '2026-06-03');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByText('noon login')).not.toBeInTheDocument());
    expect(screen.getByText('late login')).toBeInTheDocument();
  });
});
