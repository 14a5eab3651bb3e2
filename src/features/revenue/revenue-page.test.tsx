import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../data/contract';
import { currentMonth, todayIso } from '../../domain/dates';
import type { Revenue } from '../../domain/types';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { AccountPreset } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

// Screens are lazy chunks; on a busy machine the first render can take a while.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../components/charts/chart-canvas', () => ({ default: () => <canvas /> }));

const rev = (id: string, source: string, amount: number, date: string, extra: Partial<Revenue> = {}): Revenue => ({
  id,
  source,
  amount,
  date,
  description: '',
  type: 'service',
  clientId: '',
  ...extra,
});

function setup(preset: AccountPreset = 'basic-active', revenues: Revenue[] = []) {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor(preset) }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  backend.control.seedRecords(uid, 'revenues', revenues);
  return { uid, ...renderApp('/revenue', { backend }) };
}

const stat = (label: string) => screen.getByTestId(`stat-${label}`);
const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('revenue page', () => {
  it('shows the empty text when there are no records', async () => {
    setup();
    expect(await screen.findByText('No revenue records yet')).toBeInTheDocument();
  });

  it('stats: filtered total, this month over all records, rounded average', async () => {
    const month = currentMonth();
    const { user } = setup('basic-active', [
      rev('r1', 'Acme', 100, `${month}-01`),
      rev('r2', 'Globex', 50.5, '2020-01-05', { description: 'old job', type: 'product' }),
      rev('r3', 'Initech', 20, `${month}-02`),
    ]);
    await screen.findByRole('table');
    expect(stat('Total Revenue')).toHaveTextContent('$170.50');
    expect(stat('This Month')).toHaveTextContent('$120.00');
    expect(stat('Average Revenue')).toHaveTextContent('$57');

    await user.type(screen.getByRole('searchbox', { name: 'Search revenue' }), 'OLD');
    expect(rows()).toEqual(['Globexold job']);
    expect(stat('Total Revenue')).toHaveTextContent('$50.50');
    expect(stat('This Month')).toHaveTextContent('$120.00');
    await user.clear(screen.getByRole('searchbox', { name: 'Search revenue' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'product');
    expect(rows()).toEqual(['Globexold job']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'all');

    await user.type(screen.getByLabelText('Month'), '2019-02');
    expect(screen.getByText('No revenue matches your filters')).toBeInTheDocument();
    expect(screen.getByText('No revenue data to display for these filters.')).toBeInTheDocument();
  });

  it('sorts by a column header, ascending then descending', async () => {
    const { user } = setup('basic-active', [rev('r1', 'B', 10, '2024-01-01'), rev('r2', 'A', 30, '2024-01-02'), rev('r3', 'C', 20, '2024-01-03')]);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(rows()).toEqual(['A', 'C', 'B'].reverse());
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(rows()).toEqual(['A', 'C', 'B']);
  });

  it('validation blocks saving; a valid add closes and resets to today', async () => {
    const { user, backend, uid } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Revenue' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Revenue Record' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Revenue' }));
    expect(await within(dialog).findByText('Source is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount must be greater than 0')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Source'), 'Acme');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Add Revenue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.control.records(uid, 'revenues')[0]).toMatchObject({ source: 'Acme', amount: 250, date: todayIso(), type: 'service' });
  });

  it('a failed edit keeps the modal open with the input', async () => {
    const { user, backend } = setup('basic-active', [rev('r1', 'Acme', 10, '2024-01-01')]);
    await user.click(await screen.findByRole('button', { name: 'Edit Acme' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Revenue Record' });
    await user.clear(within(dialog).getByLabelText('Amount ($)'));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '99');
    backend.control.failNextRecordWrite(new DataError('permission-denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Revenue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('does not allow it');
    expect(within(dialog).getByLabelText('Amount ($)')).toHaveValue(99);
  });

  it('deletes after the seed confirmation', async () => {
    const { user, backend, uid } = setup('basic-active', [rev('r1', 'Acme', 10, '2024-01-01')]);
    await user.click(await screen.findByRole('button', { name: 'Delete Acme' }));
    expect(screen.getByText('Are you sure you want to delete this revenue record?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(backend.control.records(uid, 'revenues')).toHaveLength(0));
  });
});
