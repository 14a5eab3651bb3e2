import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Expense } from '../../domain/types';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { AccountPreset } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

// Screens are lazy chunks; on a busy machine the first render can take a while.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../components/charts/chart-canvas', () => ({ default: () => <canvas /> }));

const exp = (id: string, description: string, amount: number, category: string, date = '2024-03-10', extra: Partial<Expense> = {}): Expense => ({
  id,
  description,
  amount,
  category,
  date,
  notes: '',
  salaryId: '',
  clientId: '',
  ...extra,
});

function setup(preset: AccountPreset = 'pro', expenses: Expense[] = []) {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor(preset) }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  backend.control.seedRecords(uid, 'expenses', expenses);
  return { uid, ...renderApp('/expenses', { backend }) };
}

describe('expenses page', () => {
  it('a basic user sees the Pro prompt with Upgrade to Pro', async () => {
    setup('basic-active');
    expect(await screen.findByRole('heading', { name: 'Expense Management - Pro Feature' })).toBeInTheDocument();
    expect(screen.getByText('Upgrade to Pro to unlock expense tracking and advanced financial management features.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  });

  it('shows the empty texts, filters by category and month, and searches notes', async () => {
    const { user } = setup('pro', [
      exp('e1', 'Rent', 1000, 'office', '2024-03-01'),
      exp('e2', 'Ads', 200, 'marketing', '2024-04-01', { notes: 'Google campaign' }),
    ]);
    await screen.findByRole('table');
    expect(screen.getByTestId('stat-Total Expenses')).toHaveTextContent('$1,200.00');
    expect(screen.getByTestId('stat-Average Expense')).toHaveTextContent('$600');
    await user.type(screen.getByRole('searchbox', { name: 'Search expenses' }), 'google');
    expect(screen.getByText('Ads')).toBeInTheDocument();
    expect(screen.queryByText('Rent')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search expenses' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'office');
    expect(screen.getByText('Rent')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Month'), '2024-04');
    expect(screen.getByText('No expenses match your filters')).toBeInTheDocument();
  });

  it('no expenses yet shows the seed text', async () => {
    setup();
    expect(await screen.findByText('No expenses recorded yet')).toBeInTheDocument();
  });

  it('a category must be chosen; + Add Option refuses blank and duplicate names, Escape cancels, Enter adds and selects', async () => {
    const { user, backend, uid } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Expense' });
    await user.type(within(dialog).getByLabelText('Description'), 'Team lunch');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '45.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    expect(within(dialog).getByText('Please choose a category')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Category'), '+ Add Option');
    const input = within(dialog).getByLabelText('New category');
    await user.type(input, '{Enter}');
    expect(within(dialog).getByText('Category name cannot be empty')).toBeInTheDocument();
    await user.type(input, 'Travel{Enter}');
    expect(within(dialog).getByText('That category already exists')).toBeInTheDocument();
    await user.type(input, '{Escape}');
    expect(within(dialog).getByLabelText('Category')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Expense' })).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Category'), '+ Add Option');
    await user.type(within(dialog).getByLabelText('New category'), 'Meals{Enter}');
    await waitFor(() => expect(within(dialog).getByLabelText('Category')).toHaveValue('Meals'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.control.records(uid, 'expenses')[0]).toMatchObject({ description: 'Team lunch', amount: 45.5, category: 'Meals' });
    expect(await screen.findByRole('option', { name: 'Meals' })).toBeInTheDocument();
  });

  it('deletes after the seed confirmation', async () => {
    const { user, backend, uid } = setup('pro', [exp('e1', 'Rent', 1000, 'office')]);
    await user.click(await screen.findByRole('button', { name: 'Delete Rent' }));
    expect(screen.getByText('Are you sure you want to delete this expense?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(backend.control.records(uid, 'expenses')).toHaveLength(0));
  });
});
