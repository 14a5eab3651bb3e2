import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../domain/dates';
import type { Employee } from '../../domain/types';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { AccountPreset } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

// Screens are lazy chunks; on a busy machine the first render can take a while.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const bob: Employee = { id: 'e1', name: 'Bob Ray', role: 'Developer', email: '', dateAdded: '2024-01-01' };

function setup(preset: AccountPreset = 'pro') {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor(preset) }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  backend.control.seedRecords(uid, 'employees', [bob]);
  return { uid, ...renderApp('/salaries', { backend }) };
}

async function addSalary(user: ReturnType<typeof setup>['user'], amount: string) {
  await user.click(await screen.findByRole('button', { name: 'Add Salary' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Salary Record' });
  await user.selectOptions(within(dialog).getByLabelText('Employee'), 'e1');
  expect(within(dialog).getByLabelText('Position')).toHaveValue('Developer');
  await user.type(within(dialog).getByLabelText('Amount ($)'), amount);
  await user.click(within(dialog).getByRole('button', { name: 'Add Salary' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('salaries page', () => {
  it('a basic user sees the Pro prompt', async () => {
    setup('basic-trial');
    expect(await screen.findByRole('heading', { name: 'Salary Management - Pro Feature' })).toBeInTheDocument();
    expect(screen.getByText('Upgrade to Pro to unlock salary tracking and payroll management features.')).toBeInTheDocument();
  });

  it('validation blocks saving without an employee or amount', async () => {
    const { user, backend, uid } = setup();
    expect(await screen.findByText('No salary records yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Salary' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Salary Record' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Salary' }));
    expect(await within(dialog).findByText('Employee name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(backend.control.records(uid, 'salaries')).toHaveLength(0);
  });

  it('adding a salary for a chosen employee also writes its expense; stats sum pending and paid', async () => {
    const { user, backend, uid } = setup();
    await addSalary(user, '3000');
    expect(backend.control.records(uid, 'salaries')[0]).toMatchObject({
      employeeName: 'Bob Ray',
      employeeId: 'e1',
      position: 'Developer',
      amount: 3000,
      status: 'pending',
      type: 'monthly',
      payDate: todayIso(),
    });
    expect(backend.control.records(uid, 'expenses')[0]).toMatchObject({ description: 'Salary - Bob Ray', amount: 3000, category: 'salary' });
    expect(await screen.findByTestId('stat-Pending')).toHaveTextContent('$3,000.00');
    expect(screen.getByTestId('stat-Paid')).toHaveTextContent('$0.00');

    await user.click(screen.getByRole('button', { name: 'Edit salary of Bob Ray' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Salary Record' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'paid');
    await user.clear(within(dialog).getByLabelText('Amount ($)'));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '3500');
    await user.click(within(dialog).getByRole('button', { name: 'Update Salary' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('stat-Paid')).toHaveTextContent('$3,500.00');
    expect(backend.control.records(uid, 'expenses')[0]).toMatchObject({ amount: 3500 });
  });

  it('deleting a salary asks whether to delete its generated expense too', async () => {
    const { user, backend, uid } = setup();
    await addSalary(user, '100');
    await user.click(screen.getByRole('button', { name: 'Delete salary of Bob Ray' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete salary record' });
    expect(within(dialog).getByText('Are you sure you want to delete this salary record?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Also delete the expense/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(backend.control.records(uid, 'salaries')).toHaveLength(0));
    expect(backend.control.records(uid, 'expenses')[0]).toMatchObject({ salaryId: '', description: 'Salary - Bob Ray' });

    await addSalary(user, '200');
    await user.click(screen.getByRole('button', { name: 'Delete salary of Bob Ray' }));
    dialog = screen.getByRole('dialog', { name: 'Delete salary record' });
    expect(within(dialog).getByRole('checkbox', { name: /Also delete the expense/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(backend.control.records(uid, 'salaries')).toHaveLength(0));
    expect(backend.control.records(uid, 'expenses').map((e) => e.amount)).toEqual([100]);
  });
});
