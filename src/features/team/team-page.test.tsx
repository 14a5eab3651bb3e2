import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Employee, Task } from '../../domain/types';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { AccountPreset } from '../../testing/fake-backend';
import { clientRecord } from '../../testing/record-fixtures';
import { renderApp } from '../../testing/render-app';

// Screens are lazy chunks; on a busy machine the first render can take a while.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const emp = (id: string, name: string): Employee => ({ id, name, role: 'Dev', email: '', dateAdded: '2024-01-01' });
const task = (id: string, title: string, extra: Partial<Task> = {}): Task => ({
  id,
  title,
  description: '',
  progress: 0,
  deadline: '',
  dateCreated: '2024-01-01',
  assignedEmployees: [],
  status: 'pending',
  subtasks: [],
  ...extra,
});

function setup(preset: AccountPreset = 'pro', employees: Employee[] = [], tasks: Task[] = []) {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor(preset) }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  backend.control.seedRecords(uid, 'employees', employees);
  backend.control.seedRecords(uid, 'tasks', tasks);
  return { uid, ...renderApp('/team', { backend }) };
}

describe('team page', () => {
  it('a basic user sees the Pro prompt', async () => {
    setup('basic-active');
    expect(await screen.findByRole('heading', { name: 'Team Management - Pro Feature' })).toBeInTheDocument();
    expect(screen.getByText('Upgrade to Pro to unlock team management and task assignment features.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  });

  it('an upgrade made elsewhere unlocks the page without a reload', async () => {
    const { backend, uid } = setup('basic-active');
    expect(await screen.findByRole('heading', { name: 'Team Management - Pro Feature' })).toBeInTheDocument();
    act(() => backend.control.setAccount(uid, accountFor('pro')));
    expect(await screen.findByRole('heading', { name: 'Team Management' })).toBeInTheDocument();
    expect(screen.getByText('No employees yet. Add your first team member.')).toBeInTheDocument();
  });

  it('shows the empty texts and the stats', async () => {
    setup();
    expect(await screen.findByText('No employees yet. Add your first team member.')).toBeInTheDocument();
    expect(screen.getByText('No tasks yet. Create your first task.')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Total Employees')).toHaveTextContent('0');
  });

  it('one search box filters employees and tasks with their own no-match texts', async () => {
    const { user } = setup('pro', [emp('e1', 'Ann Lee')], [task('t1', 'Ship it', { status: 'completed' }), task('t2', 'Plan')]);
    expect(await screen.findByRole('heading', { name: 'Team Members (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-Active Tasks')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-Completed Tasks')).toHaveTextContent('1');
    await user.type(screen.getByRole('searchbox', { name: 'Search employees and tasks' }), 'ship');
    expect(screen.getByText('No employees match your search')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tasks (1)' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search employees and tasks' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search employees and tasks' }), 'zzz');
    expect(screen.getByText('No tasks match your search')).toBeInTheDocument();
  });

  it('a task shows up to 3 assignee initials then +N, and its subtasks can be ticked', async () => {
    const people = [emp('e1', 'Ann Lee'), emp('e2', 'Bo Day'), emp('e3', 'Cy Fox'), emp('e4', 'Di Gee'), emp('e5', 'Ed Hu')];
    const { user, backend, uid } = setup('pro', people, [
      task('t1', 'Launch', {
        assignedEmployees: ['e1', 'e2', 'e3', 'e4', 'e5'],
        subtasks: [{ id: 's1', title: 'Write copy', completed: false, progressValue: 0 }],
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Launch' });
    expect(within(card).getByText('AL')).toBeInTheDocument();
    expect(within(card).getByText('CF')).toBeInTheDocument();
    expect(within(card).queryByText('DG')).not.toBeInTheDocument();
    expect(within(card).getByText('+2')).toBeInTheDocument();
    await user.click(within(card).getByRole('checkbox', { name: 'Write copy' }));
    await waitFor(() => expect(backend.control.records(uid, 'tasks')[0]?.subtasks[0]?.completed).toBe(true));
  });

  it('adds an employee, then a task assigned to them; validation blocks blank names', async () => {
    const { user, backend, uid } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Employee' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Employee' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Role is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Ann Lee');
    await user.type(within(dialog).getByLabelText('Role'), 'Designer');
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    dialog = screen.getByRole('dialog', { name: 'Add Task' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Logo');
    await user.click(within(dialog).getByRole('checkbox', { name: /Ann Lee/ }));
    await user.type(within(dialog).getByLabelText('New subtask'), 'Sketch{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [saved] = backend.control.records(uid, 'tasks');
    expect(saved).toMatchObject({ title: 'Logo', status: 'pending', progress: 0, subtasks: [{ title: 'Sketch', completed: false }] });
    expect(saved?.assignedEmployees).toHaveLength(1);
  });

  it('a task names the client it is for, and a change of client is saved', async () => {
    const { user, backend, uid } = setup();
    backend.control.seedRecords(uid, 'clients', [clientRecord('c1', 'Jane Doe'), clientRecord('c2', 'Bob Ray')]);
    await user.click(await screen.findByRole('button', { name: 'Add Task' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Task' });
    await user.type(within(dialog).getByLabelText('Title'), 'Send the quote');
    expect(within(dialog).getByLabelText('Client')).toHaveValue('');
    await user.selectOptions(within(dialog).getByLabelText('Client'), 'Jane Doe');
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.control.records(uid, 'tasks')[0]).toMatchObject({ title: 'Send the quote', clientId: 'c1' });
  });

  it('says each list is still loading while it arrives, and stops once it is complete', async () => {
    const { backend, uid } = setup('pro', [emp('e1', 'Ann Lee'), emp('e2', 'Bo Day')], [task('t1', 'Launch')]);
    act(() => {
      backend.control.setPartial(uid, 'employees', true);
      backend.control.setPartial(uid, 'tasks', true);
    });
    const notice = (noun: string) => screen.queryByText(new RegExp(`^Loading ${noun}\\.\\.\\.`));
    expect(await screen.findByRole('article', { name: 'Launch' })).toBeInTheDocument();
    expect(notice('employees')).toHaveTextContent('Loading employees... 2 so far');
    expect(notice('employees')).toHaveAttribute('role', 'status');
    expect(notice('tasks')).toHaveTextContent('Loading tasks... 1 so far');

    act(() => backend.control.seedRecords(uid, 'tasks', [task('t2', 'Plan')]));
    expect(notice('tasks')).toHaveTextContent('Loading tasks... 2 so far');

    act(() => backend.control.setPartial(uid, 'employees', false));
    await waitFor(() => expect(notice('employees')).not.toBeInTheDocument());
    expect(notice('tasks')).toBeInTheDocument();
    act(() => backend.control.setPartial(uid, 'tasks', false));
    await waitFor(() => expect(notice('tasks')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Tasks (2)' })).toBeInTheDocument();
  });

  it('edits an employee and a task, sending only the changed fields', async () => {
    const { user, backend, uid } = setup(
      'pro',
      [emp('e1', 'Ann Lee'), emp('e2', 'Bo Day')],
      [task('t1', 'Launch', { assignedEmployees: ['e1'], subtasks: [{ id: 'subtask-1', title: 'Draft', completed: false, progressValue: 0 }] })],
    );
    const update = vi.spyOn(backend.records, 'updateRecord');
    await user.click(await screen.findByRole('button', { name: 'Edit Ann Lee' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Employee' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ann Lee');
    await user.clear(within(dialog).getByLabelText('Role'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Employee' }));
    expect(await within(dialog).findByText('Role is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Role'), 'Lead');
    await user.click(within(dialog).getByRole('button', { name: 'Update Employee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).toHaveBeenLastCalledWith(uid, 'employees', 'e1', { role: 'Lead' });

    await user.click(screen.getByRole('button', { name: 'Edit Launch' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Task' });
    expect(within(dialog).getByRole('checkbox', { name: /Ann Lee/ })).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Progress (%)'));
    await user.type(within(dialog).getByLabelText('Progress (%)'), '40');
    await user.click(within(dialog).getByRole('checkbox', { name: /Bo Day/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove subtask Draft' }));
    await user.type(within(dialog).getByLabelText('New subtask'), 'Review');
    await user.click(within(dialog).getByRole('button', { name: 'Add Subtask' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).toHaveBeenLastCalledWith(uid, 'tasks', 't1', {
      progress: 40,
      assignedEmployees: ['e1', 'e2'],
      subtasks: [{ id: 'subtask-1', title: 'Review', completed: true, progressValue: 0 }],
    });
  });

  it('deleting a task asks the seed question', async () => {
    const { user, backend, uid } = setup('pro', [], [task('t1', 'Launch')]);
    await user.click(await screen.findByRole('button', { name: 'Delete Launch' }));
    expect(screen.getByText('Are you sure you want to delete this task?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(backend.control.records(uid, 'tasks')).toHaveLength(0));
  });
});
