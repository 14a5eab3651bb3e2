import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DataError } from '../../data/contract';
import type { FakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';
import { admin, staffBackend } from '../../testing/admin-backend';

/** A team on Pro (10 seats): an owner, a manager, 7 members and a viewer: 9 seats of 10 in use. */
function seedBakery(b: FakeBackend) {
  admin(b).seedUser({ uid: 'olga', email: 'olga@example.com', displayName: 'Olga' });
  admin(b).seedAccount({
    accountId: 'bakery',
    name: 'Harbour Bakery',
    createdBy: 'olga',
    subscription: { planId: 'pro', status: 'active', trialEndsAt: null },
    members: [
      { uid: 'olga', email: 'olga@example.com', displayName: 'Olga', role: 'owner' },
      { uid: 'mia', email: 'mia@example.com', displayName: 'Mia', role: 'manager' },
      ...Array.from({ length: 7 }, (_, i) => ({ uid: `m${i}`, email: `m${i}@example.com`, displayName: '', role: 'member' as const })),
      { uid: 'vic', email: 'vic@example.com', displayName: 'Vic', role: 'viewer' },
    ],
  });
  // Mia also has her own trial account.
  admin(b).seedAccount({ accountId: 'mia', name: 'Mia Designs', members: [{ uid: 'mia', email: 'mia@example.com', displayName: 'Mia', role: 'owner' }] });
  admin(b).seedAccount({ accountId: 'other', name: 'Corner Shop', members: [{ uid: 'cs', email: 'cs@example.com', displayName: '', role: 'owner' }] });
}

const rows = () => screen.getAllByTestId(/^account-row-/).map((r) => r.getAttribute('data-testid'));

// The page's chunk compiled before the first test, whose first look would otherwise wait for it.
beforeAll(() => import('./subscription-override-page'), 60_000);

describe('Subscription Override per account', () => {
  it('finds accounts by name, by the owner e-mail, and by any member e-mail, showing each account of a person', { timeout: 40_000 }, async () => {
    const b = staffBackend('admin');
    seedBakery(b);
    const { user } = renderApp('/admin/subscription-override', { backend: b });
    expect(await screen.findByTestId('account-row-bakery')).toHaveTextContent('olga@example.com');
    expect(rows()).toHaveLength(3);
    const search = screen.getByLabelText('Find an account');
    await user.type(search, 'harb');
    await waitFor(() => expect(rows()).toEqual(['account-row-bakery']));
    await user.clear(search);
    await user.type(search, 'cs@');
    await waitFor(() => expect(rows()).toEqual(['account-row-other']));
    // Mia is a manager of the bakery and owns her own account: both show.
    await user.clear(search);
    await user.type(search, 'MIA@example.com');
    await waitFor(() => expect(rows()).toEqual(['account-row-bakery', 'account-row-mia']));
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No accounts match your search')).toBeInTheDocument();
  });

  it("shows an account's plan, state, seats used of the plan's seats and its members with their roles", async () => {
    const b = staffBackend('admin');
    seedBakery(b);
    const { user } = renderApp('/admin/subscription-override', { backend: b });
    await waitFor(() => expect(screen.getByTestId('seats-bakery')).toHaveTextContent('9 of 10'));
    expect(screen.getByTestId('seats-bakery')).toHaveTextContent('Near limit');
    await user.click(screen.getByRole('link', { name: 'Open Harbour Bakery' }));
    const panel = await screen.findByRole('region', { name: 'Account Harbour Bakery' });
    expect(panel).toHaveTextContent('Pro');
    expect(panel).toHaveTextContent('Active');
    expect(panel).toHaveTextContent('Account ID: bakery');
    const members = within(panel).getByRole('list', { name: 'Members of Harbour Bakery' });
    const items = within(members).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Olga');
    expect(items[0]).toHaveTextContent('Owner');
    expect(items[1]).toHaveTextContent('Manager');
    expect(items[9]).toHaveTextContent('Viewer');
  });

  it('the seats follow a member added and removed', async () => {
    const b = staffBackend('admin');
    seedBakery(b);
    renderApp('/admin/subscription-override?account=bakery', { backend: b });
    const panel = await screen.findByRole('region', { name: 'Account Harbour Bakery' });
    await waitFor(() => expect(within(panel).getByTestId('seats-bakery')).toHaveTextContent('9 of 10'));
    admin(b).setMember('bakery', { uid: 'new', email: 'new@example.com', displayName: '', role: 'member' });
    await waitFor(() => expect(within(panel).getByTestId('seats-bakery')).toHaveTextContent('10 of 10'));
    expect(within(panel).getByTestId('seats-bakery')).toHaveTextContent('Full');
    // A viewer takes no seat.
    admin(b).setMember('bakery', { uid: 'v2', email: 'v2@example.com', displayName: '', role: 'viewer' });
    admin(b).setMember('bakery', { uid: 'new', remove: true });
    await waitFor(() => expect(within(panel).getByTestId('seats-bakery')).toHaveTextContent('9 of 10'));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(11);
  });

  it("overrides the account's subscription, and the log names the account", async () => {
    const b = staffBackend('admin');
    seedBakery(b);
    const { user } = renderApp('/admin/subscription-override?account=mia', { backend: b });
    const panel = await screen.findByRole('region', { name: 'Account Mia Designs' });
    await user.click(within(panel).getByRole('button', { name: 'Override subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Override subscription of Mia Designs' });
    expect(within(dialog).getByLabelText('Status')).toHaveValue('trial');
    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'pro');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'active');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Override' }));
    expect(await screen.findByText('User subscription updated successfully!')).toBeInTheDocument();
    expect(admin(b).accountSubscription('mia')).toMatchObject({ planId: 'pro', status: 'active' });
    // The other account of the same person is untouched.
    expect(admin(b).accountSubscription('bakery')).toMatchObject({ planId: 'pro', status: 'active' });
    await waitFor(() => expect(panel).toHaveTextContent('Pro'));
    const [entry] = admin(b).calls.filter(([m]) => m === 'overrideSubscription');
    expect(entry?.[1]).toMatchObject({ accountId: 'mia', planId: 'pro', status: 'active' });
  });

  it('a trial needs a future trial end: the message shows and nothing changes', async () => {
    const b = staffBackend('admin');
    seedBakery(b);
    const { user } = renderApp('/admin/subscription-override?account=bakery', { backend: b });
    await user.click(await screen.findByRole('button', { name: 'Override subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Override subscription of Harbour Bakery' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'trial');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Override' }));
    expect(await within(dialog).findByText('Set a trial end date in the future for a trial.')).toBeInTheDocument();
    expect(admin(b).accountSubscription('bakery')).toMatchObject({ status: 'active' });
  });

  it("an admin is refused a service owner's account with the function's message", async () => {
    const b = staffBackend('admin');
    seedBakery(b);
    admin(b).seedUser({ uid: 'cs', email: 'cs@example.com', role: 'owner' });
    const { user } = renderApp('/admin/subscription-override?account=other', { backend: b });
    await user.click(await screen.findByRole('button', { name: 'Override subscription' }));
    await user.click(screen.getByRole('button', { name: 'Apply Override' }));
    expect(await screen.findByText('Only owners can edit owner accounts')).toBeInTheDocument();
  });

  it('edits a member’s sign-in details, keeping the dialog with the function’s message when the e-mail is taken', { timeout: 30_000 }, async () => {
    const b = staffBackend('admin');
    seedBakery(b);
    admin(b).seedUser({ uid: 'vic', email: 'vic@example.com', displayName: 'Vic' });
    admin(b).failNext('editSubscriptionUser', new DataError('functions/already-exists', 'This email address is already used by another account.'));
    const { user } = renderApp('/admin/subscription-override?account=bakery', { backend: b });
    await user.click(await screen.findByRole('button', { name: 'Edit vic@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit vic@example.com' });
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('This email address is already used by another account.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('taken@example.com');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'vic.new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(admin(b).user('vic')?.email).toBe('vic.new@example.com'));
  });

  it('hides the dialog for the password prompt when the sign-in is too old, keeps the input, and applies after it', { timeout: 30_000 }, async () => {
    const b = staffBackend('admin');
    seedBakery(b);
    const stale = new DataError('functions/failed-precondition', 'Sign in again', { reason: 'recent-sign-in-required' });
    admin(b).failNext('overrideSubscription', stale);
    const { user } = renderApp('/admin/subscription-override?account=other', { backend: b });
    await user.click(await screen.findByRole('button', { name: 'Override subscription' }));
    const first = screen.getByRole('dialog', { name: 'Override subscription of Corner Shop' });
    await user.selectOptions(within(first).getByLabelText('Plan'), 'pro');
    await user.click(within(first).getByRole('button', { name: 'Apply Override' }));
    const prompt = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override subscription of Corner Shop' });
    expect(within(dialog).getByLabelText('Plan')).toHaveValue('pro');
    expect(admin(b).accountSubscription('other')).toMatchObject({ planId: 'basic' });

    admin(b).failNext('overrideSubscription', stale);
    await user.click(within(dialog).getByRole('button', { name: 'Apply Override' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(again).getByLabelText('Password'), 'secret123');
    await user.click(within(again).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('User subscription updated successfully!')).toBeInTheDocument();
    expect(admin(b).accountSubscription('other')).toMatchObject({ planId: 'pro' });
  });

  it('says "Failed to update user subscription. Please try again." on an unexpected failure, and "Account not found" for an unknown account', async () => {
    const b = staffBackend('admin');
    seedBakery(b);
    admin(b).failNext('overrideSubscription', new DataError('unavailable', 'offline'));
    const view = renderApp('/admin/subscription-override?account=other', { backend: b });
    await view.user.click(await screen.findByRole('button', { name: 'Override subscription' }));
    await view.user.click(screen.getByRole('button', { name: 'Apply Override' }));
    expect(await screen.findByText('Failed to update user subscription. Please try again.')).toBeInTheDocument();
    view.unmount();
    renderApp('/admin/subscription-override?account=gone', { backend: b });
    expect(await screen.findByText('Account not found')).toBeInTheDocument();
  });
});
