import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { platformAccount } from '../../testing/fakes/admin-overview';
import { renderApp } from '../../testing/render-app';
import { staffBackend } from './overview-test-helpers';

// Accounts, whatever their number of members: a Pro team of 6 pays one Pro subscription.
const accounts = [
  platformAccount({ accountId: 'b1', planId: 'basic', status: 'active' }),
  platformAccount({ accountId: 'p1', planId: 'pro', status: 'active', members: 6, seatsUsed: 6 }),
  platformAccount({ accountId: 'e1', planId: 'custom', status: 'active' }),
  platformAccount({ accountId: 't1', planId: 'pro', status: 'trial' }),
];

describe('billing management', () => {
  it('shows monthly revenue, paying accounts and revenue per paying account', async () => {
    const { backend } = staffBackend('owner', { accounts });
    renderApp('/admin/billing', { backend });
    const card = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).closest('div') as HTMLElement;
    expect(await within(await card('Monthly Revenue')).findByText('$108')).toBeInTheDocument();
    expect(within(await card('Paying Customers')).getByText('2')).toBeInTheDocument();
    expect(within(await card('Avg Revenue/User')).getByText('$54.00')).toBeInTheDocument();
    expect(screen.getByText('By quote (not counted)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment Settings' })).toHaveAttribute('href', '/admin/billing/payment-settings');
    expect(screen.getByRole('link', { name: 'Plan Configuration' })).toHaveAttribute('href', '/admin/billing/plan-config');
  });

  it('admins get Access Denied on every billing page', async () => {
    for (const path of ['/admin/billing', '/admin/billing/payment-settings', '/admin/billing/plan-config']) {
      const { backend, overview } = staffBackend('admin', { accounts });
      const view = renderApp(path, { backend });
      expect(await screen.findByText("Access Denied: You don't have permission to access this page.")).toBeInTheDocument();
      expect(overview.calls).toEqual([]);
      view.unmount();
    }
  });

  it('payment settings show the provider, which values are configured and the webhook URL, never a value', async () => {
    const { backend, overview } = staffBackend('owner');
    overview.state.paymentSettings = {
      ...overview.state.paymentSettings,
      provider: 'stripe',
      emulator: false,
      stripe: { secretKey: true, keyMode: 'live', webhookSecret: false, priceBasic: true, pricePro: true },
      webhookUrl: 'https://us-central1-acme.cloudfunctions.net/stripeWebhook',
    };
    renderApp('/admin/billing/payment-settings', { backend });
    expect(await screen.findByText('Stripe (live mode)')).toBeInTheDocument();
    expect(screen.getByText('Secret key (STRIPE_SECRET_KEY)').nextSibling).toHaveTextContent('Configured');
    expect(screen.getByText('Webhook secret (STRIPE_WEBHOOK_SECRET)').nextSibling).toHaveTextContent('Not set');
    expect(screen.getByTestId('webhook-url')).toHaveTextContent('https://us-central1-acme.cloudfunctions.net/stripeWebhook');
    expect(screen.getByText('checkout.session.completed')).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('payment settings on the emulators name the built-in test checkout', async () => {
    const { backend } = staffBackend('owner');
    renderApp('/admin/billing/payment-settings', { backend });
    expect(await screen.findByText('Built-in test checkout (emulators)')).toBeInTheDocument();
  });

  it('plan configuration shows the catalogue in force with prices, trials, caps and features', async () => {
    const { backend } = staffBackend('owner');
    renderApp('/admin/billing/plan-config', { backend });
    const basic = await screen.findByRole('region', { name: 'Basic' });
    expect(within(basic).getByText('$29 / month')).toBeInTheDocument();
    expect(within(basic).getByText('7 days')).toBeInTheDocument();
    expect(within(basic).getByText('100')).toBeInTheDocument();
    expect(within(basic).getByText('Core CRM only')).toBeInTheDocument();
    const pro = screen.getByRole('region', { name: 'Pro' });
    expect(within(pro).getByText('$79 / month')).toBeInTheDocument();
    expect(within(pro).getByText('30 days')).toBeInTheDocument();
    expect(within(pro).getByText('Unlimited')).toBeInTheDocument();
    expect(within(pro).getByText('Team and tasks, Salaries, Expenses, Advanced reporting')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Enterprise' })).toHaveTextContent('By quote');
  });
});
