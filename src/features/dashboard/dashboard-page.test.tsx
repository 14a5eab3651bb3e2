import { act, screen, within } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import { describe, expect, it, vi } from 'vitest';
import { welcomeMessage } from '../../domain/billing';
import { activateEnglishNow, i18n } from '../../lib/i18n';
import { currentMonth } from '../../domain/dates';
import type { Client, Expense, Revenue, Salary } from '../../domain/types';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

vi.mock('../../components/charts/chart-canvas', () => ({ default: () => <canvas /> }));

const month = currentMonth();
const client = (id: string, name: string, status: Client['status'], dateAdded = '2025-01-15'): Client => ({
  id,
  name,
  status,
  dateAdded,
  email: `${id}@example.com`,
  phone: '',
  company: '',
  value: 0,
  progress: 0,
  notes: '',
  lastContact: '',
  type: 'one-time',
});
const revenue = (id: string, amount: number, source: string, date: string): Revenue => ({
  id,
  amount,
  source,
  date,
  description: '',
  type: 'service',
  clientId: '',
});
const expense = (id: string, amount: number, category: string, date: string): Expense => ({
  id,
  amount,
  category,
  date,
  description: `${category} cost`,
  notes: '',
  salaryId: '',
  clientId: '',
});
const salary = (id: string, status: Salary['status']): Salary => ({
  id,
  status,
  employeeName: 'Bob',
  employeeId: '',
  position: 'Dev',
  amount: 100,
  payDate: '2025-01-01',
  type: 'monthly',
  expenseId: '',
});

function signedIn(options: { displayName?: string; role?: 'user' | 'admin' | 'owner'; preset?: 'pro' | 'basic-trial' } = {}) {
  const backend = createFakeBackend({
    users: [{ email: 'alice@example.com', displayName: options.displayName ?? 'Alice', role: options.role, account: accountFor(options.preset ?? 'pro') }],
    signedInAs: 'alice@example.com',
  });
  return { backend, uid: backend.control.uidOf('alice@example.com') };
}

const card = (label: string) => screen.getByText(label).closest('div') as HTMLElement;

describe('dashboard', () => {
  it('greets the user by name, else by e-mail', async () => {
    const { backend } = signedIn();
    renderApp('/dashboard', { backend });
    expect(await screen.findByRole('heading', { name: "Welcome back, Alice! Here's your business overview." })).toBeInTheDocument();

    const nameless = createFakeBackend({ users: [{ email: 'nameless@example.com', account: accountFor('pro') }], signedInAs: 'nameless@example.com' });
    renderApp('/dashboard', { backend: nameless });
    expect(await screen.findByRole('heading', { name: "Welcome back, nameless@example.com! Here's your business overview." })).toBeInTheDocument();
  });

  it('a new account sees zero figures and the empty texts of charts and activity', async () => {
    const { backend } = signedIn();
    renderApp('/dashboard', { backend });
    expect(await screen.findByText('No financial data to display. Add revenue or expenses to see charts.')).toBeInTheDocument();
    expect(screen.getByText('No expense data to display. Add expenses to see breakdown.')).toBeInTheDocument();
    expect(screen.getByText('No recent activity. Start by adding your first client or revenue record.')).toBeInTheDocument();
    expect(within(card('Active Clients')).getByText('of 0 total')).toBeInTheDocument();
    expect(within(card('Net Profit')).getByText('$0.00')).toBeInTheDocument();
    expect(within(card('Net Profit')).getByText('0 pending salaries')).toBeInTheDocument();
  });

  it('shows the figures, charts and recent activity of known records', async () => {
    const { backend, uid } = signedIn();
    backend.control.seedRecords(uid, 'clients', [
      client('c1', 'Old Co', 'active'),
      client('c2', 'Gone Ltd', 'former'),
      client('c3', 'Mid Inc', 'active'),
      client('c4', 'New LLC', 'inactive', '2025-03-02'),
    ]);
    backend.control.seedRecords(uid, 'revenues', [
      revenue('r1', 1000, 'Old deal', '2020-01-05'),
      revenue('r2', 250.5, 'Consulting', `${month}-02`),
      revenue('r3', 1500, 'Acme', `${month}-10`),
    ]);
    backend.control.seedRecords(uid, 'expenses', [expense('e1', 100, 'office', '2020-02-01'), expense('e2', 40.25, 'travel', `${month}-03`)]);
    backend.control.seedRecords(uid, 'salaries', [salary('s1', 'pending'), salary('s2', 'paid'), salary('s3', 'pending')]);
    renderApp('/dashboard', { backend });

    expect(await screen.findByText('of 4 total')).toBeInTheDocument();
    expect(within(card('Active Clients')).getByText('2')).toBeInTheDocument();
    expect(within(card('Total Revenue')).getByText('$2,750.50')).toBeInTheDocument();
    expect(within(card('Total Revenue')).getByText('$1,750.50 this month')).toBeInTheDocument();
    expect(within(card('Total Expenses')).getByText('$140.25')).toBeInTheDocument();
    expect(within(card('Total Expenses')).getByText('$40.25 this month')).toBeInTheDocument();
    expect(within(card('Net Profit')).getByText('$2,610.25')).toBeInTheDocument();
    expect(within(card('Net Profit')).getByText('2 pending salaries')).toBeInTheDocument();

    expect(screen.getByRole('img', { name: 'Financial Overview: Revenue $2,750.50, Expenses $140.25, Net Profit $2,610.25' })).toBeInTheDocument();
    // Only the non-zero categories.
    expect(screen.getByRole('img', { name: 'Expense Breakdown: Office $100.00, Travel $40.25' })).toBeInTheDocument();

    const activity = within(screen.getByRole('region', { name: 'Recent Activity' })).getAllByRole('listitem');
    expect(activity.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^New client: New LLCAdded 03\/02\/2025$/),
      expect.stringMatching(/^New client: Mid Inc/),
      expect.stringMatching(/^New client: Gone Ltd/),
      expect.stringMatching(/^Revenue: \$1,500\.00 from Acme/),
      expect.stringMatching(/^Revenue: \$250\.50 from Consulting/),
    ]);
  });

  it('updates live when a record is added elsewhere', async () => {
    const { backend, uid } = signedIn();
    renderApp('/dashboard', { backend });
    expect(await screen.findByText('No recent activity. Start by adding your first client or revenue record.')).toBeInTheDocument();
    await act(() =>
      backend.records.addRecord(uid, 'revenues', { amount: 99, source: 'Walk-in', date: `${month}-01`, description: '', type: 'product', clientId: '' }),
    );
    expect(await screen.findByText(/Revenue: \$99\.00 from Walk-in/)).toBeInTheDocument();
    expect(within(card('Total Revenue')).getByText('$99.00 this month')).toBeInTheDocument();
  });

  it('owners and admins see their access banner; ordinary users see none', async () => {
    const owner = signedIn({ role: 'owner' });
    const view = renderApp('/dashboard', { backend: owner.backend });
    expect(await screen.findByText('Owner Access Enabled')).toBeInTheDocument();
    view.unmount();
    const admin = signedIn({ role: 'admin' });
    const adminView = renderApp('/dashboard', { backend: admin.backend });
    expect(await screen.findByText('Admin Access Enabled')).toBeInTheDocument();
    adminView.unmount();
    renderApp('/dashboard', { backend: signedIn().backend });
    await screen.findByText('Quick Actions');
    expect(screen.queryByText(/Access Enabled/)).not.toBeInTheDocument();
  });

  it('quick actions lead to the add screens and mark Pro features on the basic plan', async () => {
    renderApp('/dashboard', { backend: signedIn({ preset: 'basic-trial' }).backend });
    const actions = within(await screen.findByRole('region', { name: 'Quick Actions' }));
    expect(actions.getByRole('link', { name: 'Add Client' })).toHaveAttribute('href', '/clients');
    expect(actions.getByRole('link', { name: 'Add Revenue' })).toHaveAttribute('href', '/revenue');
    expect(actions.getByRole('link', { name: 'Add Expense Pro' })).toHaveAttribute('href', '/expenses');
    expect(actions.getByRole('link', { name: 'Add Salary Pro' })).toHaveAttribute('href', '/salaries');
  });

  it('after a payment the welcome modal shows once and offers the tutorial', async () => {
    localStorage.setItem('paymentSuccess', 'true');
    localStorage.setItem('welcomeMessage', 'Welcome to Pro!');
    const { backend } = signedIn();
    const { user, unmount } = renderApp('/dashboard', { backend });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to SmallBiz CRM!' });
    expect(within(dialog).getByText(/Welcome to Pro!/)).toBeInTheDocument();
    expect(localStorage.getItem('paymentSuccess')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Start Tutorial' }));
    expect(await screen.findByRole('dialog', { name: 'Your business at a glance' })).toBeInTheDocument();
    unmount();

    renderApp('/dashboard', { backend });
    await screen.findByText('Quick Actions');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the stored plan welcome is shown in the active language', async () => {
    i18n.load('es', {
      [msg`Welcome to SmallBiz CRM!`.id]: '¡Le damos la bienvenida a SmallBiz CRM!',
      [msg`Welcome! Your {planName} plan is now active.`.id]: ['¡Bienvenido! Su plan ', ['planName'], ' ya está activo.'],
    } as never);
    i18n.activate('es');
    try {
      localStorage.setItem('paymentSuccess', 'true');
      localStorage.setItem('welcomeMessage', welcomeMessage('pro'));
      renderApp('/dashboard', { backend: signedIn().backend });
      const dialog = await screen.findByRole('dialog', { name: '¡Le damos la bienvenida a SmallBiz CRM!' });
      expect(within(dialog).getByText(/¡Bienvenido! Su plan Pro ya está activo\./)).toBeInTheDocument();
    } finally {
      activateEnglishNow();
    }
  });

  it('No Thanks closes the welcome without a tutorial', async () => {
    localStorage.setItem('paymentSuccess', 'true');
    const { user } = renderApp('/dashboard', { backend: signedIn().backend });
    await user.click(await screen.findByRole('button', { name: 'No Thanks' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the help modal starts the tutorial, which steps through to the end', async () => {
    const { user } = renderApp('/dashboard', { backend: signedIn().backend });
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Dashboard help' })).getByRole('button', { name: 'Start Tutorial' }));
    expect(screen.getByRole('dialog', { name: 'Your business at a glance' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Charts' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Recent Activity' })).toHaveTextContent('Step 4 of 4');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);
});
