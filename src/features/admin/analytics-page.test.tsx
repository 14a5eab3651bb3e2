import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { platformAccount, platformUser } from '../../testing/fakes/admin-overview';
import { renderApp } from '../../testing/render-app';
import { staffBackend } from './overview-test-helpers';

vi.mock('../../components/charts/chart-canvas', () => ({ default: () => <canvas /> }));

const NOW = new Date('2026-06-15T16:00:00Z');
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

// The page's chunk compiled before the first test, whose first look would otherwise wait for it.
beforeAll(() => import('./analytics-page'), 60_000);

describe('system analytics', () => {
  it('shows "No accounts yet" and no chart when there are no accounts', async () => {
    const { backend } = staffBackend('admin', { now: NOW });
    renderApp('/admin/analytics', { backend });
    expect((await screen.findAllByText('No accounts yet')).length).toBeGreaterThan(0);
    expect(screen.getByText('Live Data')).toBeInTheDocument();
    expect(screen.getByTestId('metric-Trial Conversion')).toHaveTextContent('N/A');
  });

  it('counts accounts, not people: the summary, metrics, real trial conversion and insights', async () => {
    const users = [
      platformUser({ uid: 'o', role: 'owner', createdAt: daysAgo(400) }),
      platformUser({ uid: 'a', role: 'admin', createdAt: daysAgo(10) }),
      ...Array.from({ length: 8 }, (_, i) => platformUser({ uid: `u${i}`, createdAt: daysAgo(20) })),
    ];
    const accounts = [
      // trials ended 8-96 days ago: two became paid, one did not; the Pro team has six members
      platformAccount({ accountId: 'p1', planId: 'pro', status: 'active', members: 6, seatsUsed: 5, createdAt: daysAgo(20) }),
      platformAccount({ accountId: 'b1', planId: 'basic', status: 'cancelled', createdAt: daysAgo(50) }),
      platformAccount({ accountId: 't1', planId: 'basic', status: 'trial', createdAt: daysAgo(30) }),
      // still on the trial: not counted
      platformAccount({ accountId: 't2', planId: 'basic', status: 'trial', createdAt: daysAgo(2) }),
      platformAccount({ accountId: 'b2', planId: 'basic', status: 'active', members: 2, seatsUsed: 2, createdAt: daysAgo(200) }),
      platformAccount({ accountId: 'e1', planId: 'custom', status: 'active', members: 12, seatsUsed: 12, createdAt: daysAgo(5) }),
    ];
    const { backend } = staffBackend('owner', { now: NOW, users, accounts });
    renderApp('/admin/analytics', { backend });
    const card = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).closest('div') as HTMLElement;
    expect(within(await card('Total Accounts')).getByText('6')).toBeInTheDocument();
    expect(within(await card('Total Accounts')).getByText('10 people signed up')).toBeInTheDocument();
    expect(within(await card('Active Subscriptions')).getByText('3')).toBeInTheDocument();
    expect(within(await card('Trial Accounts')).getByText('2')).toBeInTheDocument();
    expect(within(await card('Cancelled Accounts')).getByText('1')).toBeInTheDocument();
    // One Pro and one Basic subscription, however many members: 79 + 29.
    expect(within(await card('Monthly Revenue')).getByText('$108')).toBeInTheDocument();

    expect(screen.getByTestId('metric-Conversion Rate')).toHaveTextContent('50%');
    expect(screen.getByTestId('metric-Avg Revenue per Account')).toHaveTextContent('$18.00');
    expect(screen.getByTestId('metric-Trial Conversion')).toHaveTextContent('67%');
    expect(screen.getByText('2 of 3 trials ended in the last 90 days became paid')).toBeInTheDocument();

    const perPlan = screen.getByRole('list', { name: 'Accounts per plan' });
    expect(within(perPlan).getByText('Pro').nextSibling).toHaveTextContent(/^1 account$/);
    expect(within(perPlan).getByText('Basic').nextSibling).toHaveTextContent('4 accounts');
    // New accounts Jan-Jun 2026: 2 and 5 days ago (June), 20 and 30 (May), 50 (April); 200 is older.
    expect(screen.getByText('+5 accounts')).toBeInTheDocument();
    expect(screen.getByText('Peak month').nextSibling).toHaveTextContent('May 2026');
    expect(screen.getByText('Average per month').nextSibling).toHaveTextContent('0.8 accounts');
    expect(
      screen.getByRole('img', {
        name: /Account Growth: new accounts per month \(last 6 months\): Jan 2026 0 accounts, .*Apr 2026 1 account, May 2026 2 accounts, Jun 2026 2 accounts/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Plan Distribution/ })).toBeInTheDocument();
  });

  it('shows members per account, accounts by size and the accounts at or near their seat limit', async () => {
    const accounts = [
      platformAccount({ accountId: 'solo', planId: 'basic', members: 1, seatsUsed: 1 }),
      // Basic has 2 seats: full.
      platformAccount({ accountId: 'pair', planId: 'basic', members: 3, seatsUsed: 2 }),
      // Pro has 10 seats: 8 is near, 10 is full.
      platformAccount({ accountId: 'near', planId: 'pro', members: 8, seatsUsed: 8 }),
      platformAccount({ accountId: 'full', planId: 'pro', members: 12, seatsUsed: 10 }),
    ];
    const { backend } = staffBackend('owner', { now: NOW, accounts });
    renderApp('/admin/analytics', { backend });
    expect(await screen.findByTestId('metric-Members per account')).toHaveTextContent('6');
    expect(screen.getByTestId('metric-Seats per account')).toHaveTextContent('5.3');
    const sizes = screen.getByRole('list', { name: 'Accounts by number of members' });
    expect(within(sizes).getByText('1 member').nextSibling).toHaveTextContent(/^1 account$/);
    expect(within(sizes).getByText('2–5 members').nextSibling).toHaveTextContent(/^1 account$/);
    expect(within(sizes).getByText('6–10 members').nextSibling).toHaveTextContent(/^1 account$/);
    expect(within(sizes).getByText('More than 10 members').nextSibling).toHaveTextContent(/^1 account$/);
    expect(screen.getByTestId('metric-At seat limit')).toHaveTextContent('2 accounts');
    expect(screen.getByTestId('metric-Near seat limit')).toHaveTextContent('1 account');
    const perPlan = screen.getByRole('table', { name: 'Accounts at or near their seat limit per plan' });
    expect(within(perPlan).getByText('Pro').closest('tr')).toHaveTextContent('Pro1011');
  });

  it('says so when the figures cannot be loaded', async () => {
    const { backend, overview } = staffBackend('admin');
    overview.state.figuresError = new (await import('../../data/contract')).DataError('permission-denied');
    renderApp('/admin/analytics', { backend });
    expect(await screen.findByText(/Could not load the latest figures/)).toBeInTheDocument();
  });
});
