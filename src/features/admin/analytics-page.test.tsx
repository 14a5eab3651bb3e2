import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { platformUser } from '../../testing/fakes/admin-overview';
import { renderApp } from '../../testing/render-app';
import { staffBackend } from './overview-test-helpers';

vi.mock('../../components/charts/chart-canvas', () => ({ default: () => <canvas /> }));

const NOW = new Date('2026-06-15T16:00:00Z');
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

describe('system analytics', () => {
  it('shows "No users registered yet" and no chart when there are no users', async () => {
    const { backend } = staffBackend('admin', { now: NOW });
    renderApp('/admin/analytics', { backend });
    expect(await screen.findByText('No users registered yet')).toBeInTheDocument();
    expect(screen.getByText('Live Data')).toBeInTheDocument();
    expect(screen.getByTestId('metric-Trial Conversion')).toHaveTextContent('N/A');
  });

  it('shows the summary, metrics, real trial conversion and insights from the users', async () => {
    const users = [
      platformUser({ uid: 'o', role: 'owner', planId: 'custom', subscriptionStatus: 'active', createdAt: daysAgo(400) }),
      platformUser({ uid: 'a', role: 'admin', planId: 'custom', subscriptionStatus: 'active', createdAt: daysAgo(10) }),
      // trials ended 8-96 days ago: two became paid, one did not
      platformUser({ uid: 'p1', planId: 'pro', subscriptionStatus: 'active', createdAt: daysAgo(20) }),
      platformUser({ uid: 'b1', planId: 'basic', subscriptionStatus: 'cancelled', createdAt: daysAgo(50) }),
      platformUser({ uid: 't1', planId: 'basic', subscriptionStatus: 'trial', createdAt: daysAgo(30) }),
      // still on the trial: not counted
      platformUser({ uid: 't2', planId: 'basic', subscriptionStatus: 'trial', createdAt: daysAgo(2) }),
      platformUser({ uid: 'b2', planId: 'basic', subscriptionStatus: 'active', createdAt: daysAgo(200) }),
    ];
    const { backend } = staffBackend('owner', { now: NOW, users });
    renderApp('/admin/analytics', { backend });
    const card = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).closest('div') as HTMLElement;
    expect(within(await card('Total Users')).getByText('7')).toBeInTheDocument();
    expect(within(await card('Active Subscriptions')).getByText('2')).toBeInTheDocument();
    expect(within(await card('Trial Users')).getByText('2')).toBeInTheDocument();
    expect(within(await card('Monthly Revenue')).getByText('$108')).toBeInTheDocument();

    expect(screen.getByTestId('metric-Conversion Rate')).toHaveTextContent('29%');
    expect(screen.getByTestId('metric-Avg Revenue per User')).toHaveTextContent('$15.43');
    expect(screen.getByTestId('metric-Trial Conversion')).toHaveTextContent('67%');
    expect(screen.getByText('2 of 3 trials ended in the last 90 days became paid')).toBeInTheDocument();

    const perPlan = screen.getByRole('list', { name: 'Users per plan' });
    expect(within(perPlan).getByText('Owner').nextSibling).toHaveTextContent(/^1 user$/);
    expect(within(perPlan).getByText('Basic').nextSibling).toHaveTextContent('4 users');
    // Signups Jan-Jun 2026: 2 and 10 days ago (June), 20 and 30 (May), 50 (April); 200 and 400 are older.
    expect(screen.getByText('+5 users')).toBeInTheDocument();
    expect(screen.getByText('Peak month').nextSibling).toHaveTextContent('May 2026');
    expect(screen.getByText('Average per month').nextSibling).toHaveTextContent('0.8 users');
    expect(
      screen.getByRole('img', {
        name: /User Growth: signups per month \(last 6 months\): Jan 2026 0 signups, .*Apr 2026 1 signup, May 2026 2 signups, Jun 2026 2 signups/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Plan Distribution/ })).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    const { backend, overview } = staffBackend('admin');
    overview.state.figuresError = new (await import('../../data/contract')).DataError('permission-denied');
    renderApp('/admin/analytics', { backend });
    expect(await screen.findByText(/Could not load the latest figures/)).toBeInTheDocument();
  });
});
