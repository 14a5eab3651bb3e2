import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataError } from '../../data/contract';
import type { ActivityEntry } from '../../domain/activity';
import { platformAccount, platformUser } from '../../testing/fakes/admin-overview';
import { renderApp } from '../../testing/render-app';
import { staffBackend } from './overview-test-helpers';

const card = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).closest('div') as HTMLElement;

const entry = (i: number): ActivityEntry => ({
  id: `a${i}`,
  type: i % 2 ? 'USER_REGISTERED' : 'ADMIN_PROMOTED',
  actorUid: null,
  actorEmail: i % 2 ? `u${i}@example.com` : 'owner@example.com',
  targetUid: null,
  targetEmail: `u${i}@example.com`,
  details: `entry ${i}`,
  source: 'app',
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)),
});

const users = [
  platformUser({ uid: 'o', role: 'owner', planId: 'custom', subscriptionStatus: 'active' }),
  platformUser({ uid: 'b1', planId: 'basic', subscriptionStatus: 'active' }),
  platformUser({ uid: 'b2', planId: 'basic', subscriptionStatus: 'active' }),
  platformUser({ uid: 'p1', planId: 'pro', subscriptionStatus: 'active' }),
  platformUser({ uid: 't1', planId: 'basic', subscriptionStatus: 'trial' }),
];
// Four accounts (p1's team has two of the people above).
const accounts = [
  platformAccount({ accountId: 'b1', planId: 'basic', status: 'active' }),
  platformAccount({ accountId: 'b2', planId: 'basic', status: 'active' }),
  platformAccount({ accountId: 'p1', planId: 'pro', status: 'active', members: 2, seatsUsed: 2 }),
  platformAccount({ accountId: 't1', planId: 'basic', status: 'trial' }),
];

describe('admin panel', () => {
  it('shows live totals, active subscriptions and the monthly revenue of active paid plans, counted per account', async () => {
    const { backend, overview } = staffBackend('admin', { users: [...users], accounts: [...accounts] });
    renderApp('/admin', { backend });
    expect(await within(await card('Total Users')).findByText('5')).toBeInTheDocument();
    expect(within(await card('Total Users')).getByText('in 4 accounts')).toBeInTheDocument();
    expect(within(await card('Active Subscriptions')).getByText('3')).toBeInTheDocument();
    expect(within(await card('Monthly Revenue')).getByText('$137')).toBeInTheDocument();

    act(() => {
      overview.state.users.push(platformUser({ uid: 'p2', planId: 'pro', subscriptionStatus: 'active' }));
      overview.state.accounts.push(platformAccount({ accountId: 'p2', planId: 'pro', status: 'active' }));
      overview.emit();
    });
    expect(await within(await card('Total Users')).findByText('6')).toBeInTheDocument();
    expect(within(await card('Monthly Revenue')).getByText('$216')).toBeInTheDocument();
  });

  it('system health says functions answer, when the lifecycle last ran and the webhook failures of the day', async () => {
    const { backend } = staffBackend('admin', {
      health: {
        roundTripMs: 87,
        serverTime: new Date(),
        provider: 'test',
        lifecycle: { lastRunAt: new Date(), suspended: 0, ended: 1, lastErrorAt: null, lastError: null },
        webhook: { failures24h: 2, lastFailureAt: new Date(), lastFailureReason: 'bad signature' },
      },
    });
    renderApp('/admin', { backend });
    const health = await card('System Health');
    expect(await within(health).findByText('Degraded')).toBeInTheDocument();
    expect(within(health).getByText('Functions: answering (87 ms)')).toBeInTheDocument();
    expect(within(health).getByText('Webhook failures (24 h): 2')).toBeInTheDocument();
    expect(within(health).getByText('2 webhook failures in 24 h')).toBeInTheDocument();
  });

  it('system health is unavailable when functions do not answer', async () => {
    const { backend } = staffBackend('admin', { health: new DataError('functions/unavailable', 'down') });
    renderApp('/admin', { backend });
    const health = await card('System Health');
    expect(await within(health).findByText('Unavailable')).toBeInTheDocument();
    expect(within(health).getByText('Functions: not answering')).toBeInTheDocument();
  });

  it('system health is healthy with no failures and a recent lifecycle run', async () => {
    const { backend } = staffBackend('owner');
    renderApp('/admin', { backend });
    expect(await within(await card('System Health')).findByText('Healthy')).toBeInTheDocument();
    expect(within(await card('System Health')).getByText('Lifecycle: last run Never')).toBeInTheDocument();
  });

  it('system health is degraded when the scheduled lifecycle has not run for 3 hours', async () => {
    const { backend } = staffBackend('admin', {
      health: {
        roundTripMs: 30,
        serverTime: new Date(),
        provider: 'test',
        lifecycle: { lastRunAt: new Date(Date.now() - 4 * 3600_000), suspended: 0, ended: 0, lastErrorAt: null, lastError: null },
        webhook: { failures24h: 0, lastFailureAt: null, lastFailureReason: null },
      },
    });
    renderApp('/admin', { backend });
    const health = await card('System Health');
    expect(await within(health).findByText('Degraded')).toBeInTheDocument();
    expect(within(health).getByText('No lifecycle run in 3 hours')).toBeInTheDocument();
  });

  it('an admin sees the owner-only tiles dimmed with "Owner Only"; the owner gets links', async () => {
    const { backend } = staffBackend('admin');
    renderApp('/admin', { backend });
    const tiles = await screen.findByRole('list', { name: 'Admin functions' });
    expect(within(tiles).getAllByText('Owner Only')).toHaveLength(3);
    expect(within(tiles).getByRole('link', { name: /User Management/ })).toHaveAttribute('href', '/admin/users');
    expect(within(tiles).queryByRole('link', { name: /Admin Management/ })).toBeNull();

    const owner = staffBackend('owner');
    renderApp('/admin', { backend: owner.backend });
    const ownerTiles = (await screen.findAllByRole('list', { name: 'Admin functions' }))[1]!;
    expect(within(ownerTiles).queryByText('Owner Only')).toBeNull();
    expect(within(ownerTiles).getByRole('link', { name: /Billing Management/ })).toHaveAttribute('href', '/admin/billing');
  });

  it('recent system activity lists the 10 newest real entries, live', async () => {
    const { backend, overview } = staffBackend('admin', { activity: Array.from({ length: 12 }, (_, i) => entry(i)) });
    renderApp('/admin', { backend });
    const list = await screen.findByRole('list', { name: 'Recent System Activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('entry 11')).toBeInTheDocument();
    expect(within(list).queryByText('entry 1')).toBeNull();
    act(() => {
      overview.state.activity.push({ ...entry(20), details: 'the newest one', createdAt: new Date(Date.UTC(2026, 0, 2)) });
      overview.emit();
    });
    expect(await within(list).findByText('the newest one')).toBeInTheDocument();
    expect(within(list).queryByText('entry 2')).toBeNull();
  });

  it('says so when the activity log is empty', async () => {
    const { backend } = staffBackend('admin');
    renderApp('/admin', { backend });
    expect(await screen.findByText('No activity recorded yet.')).toBeInTheDocument();
  });
});
