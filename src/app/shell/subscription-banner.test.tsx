import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../data/contract';
import { DAY_MS } from '../../domain/dates';
import type { Role } from '../../domain/types';
import { accountFor, createFakeBackend, makeSubscription, makeUserDoc } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

const now = new Date();

function backendWith(account: Account, role: Role = 'user') {
  return createFakeBackend({ users: [{ email: 'alice@example.com', displayName: 'Alice', role, account }], signedInAs: 'alice@example.com' });
}

function failedPayment(daysAgo: number): Account {
  const failedAt = new Date(now.getTime() - daysAgo * DAY_MS);
  const end = new Date(now.getTime() + 20 * DAY_MS);
  return {
    user: makeUserDoc({ planId: 'pro', subscriptionStatus: 'active', trialEndsAt: null }),
    subscription: makeSubscription({ planId: 'pro', status: 'active', trialEndsAt: null, currentPeriodEnd: end, paymentFailedAt: failedAt }),
  };
}

async function banner() {
  await screen.findByRole('navigation', { name: 'Main' });
  const found = document.querySelector<HTMLElement>('[data-subscription-banner]');
  if (!found) throw new Error('no subscription banner');
  return found;
}

describe('subscription banner', () => {
  it('an owner sees Owner Access and an admin Admin Access', async () => {
    const owner = renderApp('/home', { backend: backendWith(accountFor('basic-trial'), 'owner') });
    expect(await banner()).toHaveTextContent('Owner Access — full ownership of the system and every feature.');
    owner.unmount();
    renderApp('/home', { backend: backendWith(accountFor('basic-trial'), 'admin') });
    expect(await banner()).toHaveTextContent('Admin Access — administrative privileges and unlimited feature access.');
  });

  it('a paying user sees the active plan', async () => {
    renderApp('/home', { backend: backendWith(accountFor('pro')) });
    expect(await banner()).toHaveTextContent('Pro plan — active');
  });

  it('a trial user sees the days left and an Upgrade button to the plan chooser', async () => {
    renderApp('/home', { backend: backendWith(accountFor('basic-trial')) });
    const b = await banner();
    expect(b).toHaveTextContent('Free trial: 7 days left');
    expect(within(b).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plans');
  });

  it('an expired trial reaching the plan chooser sees Upgrade Now', async () => {
    renderApp('/plans', { backend: backendWith(accountFor('expired-trial')) });
    const b = await banner();
    expect(b).toHaveTextContent('Your free trial has expired.');
    expect(within(b).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
  });

  it('a payment that failed within 3 days shows the warning with a link to update it', async () => {
    renderApp('/home', { backend: backendWith(failedPayment(1)) });
    const b = await banner();
    expect(b).toHaveAttribute('role', 'alert');
    expect(b).toHaveTextContent('Your last payment failed. Update your payment method within 3 days to keep your account.');
    expect(within(b).getByRole('link', { name: 'Update Payment' })).toHaveAttribute('href', '/plans');
  });
});

describe('suspended account', () => {
  it('shows the suspended page, which explains the fix and lets the user view the data read-only', async () => {
    const { user } = renderApp('/dashboard', { backend: backendWith(failedPayment(5)) });
    expect(await screen.findByRole('heading', { name: 'Your account is suspended' })).toBeInTheDocument();
    expect(screen.getByText(/read-only/, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update Payment Method' })).toHaveAttribute('href', '/plans');
    expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View my data (read-only)' }));
    expect(await screen.findByRole('heading', { name: /Welcome back, Alice!/ })).toBeInTheDocument();
    const b = await banner();
    expect(b).toHaveAttribute('role', 'alert');
    expect(b).toHaveTextContent('Account suspended.');
    // Adding records is off while read-only.
    expect(await screen.findByRole('button', { name: 'Add Client' })).toBeDisabled();
  });

  it('the plan chooser stays reachable so the user can pay', async () => {
    renderApp('/plans', { backend: backendWith(failedPayment(5)) });
    expect(await banner()).toHaveTextContent('Account suspended.');
    expect(screen.queryByRole('heading', { name: 'Your account is suspended' })).not.toBeInTheDocument();
  });
});
