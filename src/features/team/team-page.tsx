// Team (seed 000 section 2, Pro): employees and tasks, one search box over both, add/edit
// modals, task cards with status icon, due date, progress, assignee initials and tickable subtasks.
import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import type { WithId } from '../../data/contract';
import { RecordEditor } from '../../components/records/record-editor';
import type { RecordForm } from '../../components/records/record-form';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { saveErrorText } from '../../components/ui/field-error';
import { LoadingMore } from '../../components/ui/loading-more';
import { PageHeader } from '../../components/ui/page-header';
import { ProPrompt, ReadOnlyNotice } from '../../components/ui/pro-prompt';
import { SearchField } from '../../components/ui/search-field';
import { SelectField, labelOf, optionsOf } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { FigureCard as StatCard } from '../../components/ui/figure-card';
import { TextField, inputClasses } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { useRecords } from '../../components/ui/use-records';
import type { RecordList } from '../../components/ui/use-records';
import { VirtualGrid } from '../../components/ui/virtual-grid';
import { todayIso } from '../../domain/dates';
import { useFormat } from '../../lib/format';
import { initialsOf, matchesSearch, visibleAndRest } from '../../domain/figures';
import { TASK_STATUSES } from '../../domain/types';
import type { Subtask } from '../../domain/types';

type Employee = WithId<'employees'>;
type Task = WithId<'tasks'>;
type Deleting = { kind: 'employees'; record: Employee } | { kind: 'tasks'; record: Task };
type EmployeeValues = { name: string; role: string; email: string; dateAdded: string };
type TaskValues = {
  title: string;
  description: string;
  progress: string;
  deadline: string;
  dateCreated: string;
  status: string;
  assignedEmployees: string[];
  subtasks: Subtask[];
};

const blankEmployee = (): EmployeeValues => ({ name: '', role: '', email: '', dateAdded: todayIso() });
const employeeValues = (e: Employee): EmployeeValues => ({ name: e.name, role: e.role, email: e.email, dateAdded: e.dateAdded });
const blankTask = (): TaskValues => ({
  title: '',
  description: '',
  progress: '0',
  deadline: '',
  dateCreated: todayIso(),
  status: 'pending',
  assignedEmployees: [],
  subtasks: [],
});
const taskValues = (t: Task): TaskValues => ({
  title: t.title,
  description: t.description,
  progress: String(t.progress),
  deadline: t.deadline,
  dateCreated: t.dateCreated,
  status: t.status,
  assignedEmployees: t.assignedEmployees,
  subtasks: t.subtasks,
});

export function TeamPage() {
  const { entitlements } = useSession();
  if (!entitlements) return <Spinner className="mx-auto h-8 w-8" />;
  if (!entitlements.features.team || !entitlements.canUseApp) {
    return (
      <ProPrompt
        title="Team Management - Pro Feature"
        text="Upgrade to Pro to unlock team management and task assignment features."
        pricingPath={paths.pricing}
      />
    );
  }
  return <TeamScreen />;
}

function TeamScreen() {
  const { backend, user, entitlements } = useSession();
  const uid = user?.uid ?? '';
  const canWrite = entitlements?.canWrite ?? false;
  const employees = useRecords('employees');
  const tasks = useRecords('tasks');
  const [search, setSearch] = useState('');
  const [employeeModal, setEmployeeModal] = useState<'add' | Employee | null>(null);
  const [taskModal, setTaskModal] = useState<'add' | Task | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [tickError, setTickError] = useState<string | null>(null);

  const employeeById = useMemo(() => new Map(employees.records.map((e) => [e.id, e])), [employees.records]);
  const shownEmployees = useMemo(
    () => employees.records.filter((e) => matchesSearch(search, [e.name, e.role, e.email])),
    [employees.records, search],
  );
  const shownTasks = useMemo(
    () => tasks.records.filter((t) => matchesSearch(search, [t.title, t.description, ...t.subtasks.map((s) => s.title)])),
    [tasks.records, search],
  );
  const completed = tasks.records.filter((t) => t.status === 'completed').length;

  // A ticked box shows at once (optimistically) until the write settles; a failure reverts it.
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const withTicks = (task: Task): Task => {
    if (!task.subtasks.some((s) => `${task.id}/${s.id}` in ticks)) return task;
    return { ...task, subtasks: task.subtasks.map((s) => ({ ...s, completed: ticks[`${task.id}/${s.id}`] ?? s.completed })) };
  };
  const toggleSubtask = async (task: Task, subtaskId: string) => {
    if (!backend) return;
    setTickError(null);
    const key = `${task.id}/${subtaskId}`;
    const subtasks: Subtask[] = task.subtasks.map((s) => (s.id === subtaskId ? { ...s, completed: !s.completed } : s));
    setTicks((t) => ({ ...t, [key]: subtasks.find((s) => s.id === subtaskId)?.completed ?? false }));
    try {
      await backend.records.updateRecord(uid, 'tasks', task.id, { subtasks });
    } catch (e) {
      setTickError(saveErrorText(e, 'update the subtask'));
    } finally {
      setTicks(({ [key]: _done, ...rest }) => rest);
    }
  };

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title="Team Management"
        subtitle="Your team members and the tasks they work on."
        actions={
          <>
            <Button variant="secondary" onClick={() => setEmployeeModal('add')} disabled={!canWrite}>
              Add Employee
            </Button>
            <Button onClick={() => setTaskModal('add')} disabled={!canWrite}>
              Add Task
            </Button>
          </>
        }
      />
      {!canWrite && <ReadOnlyNotice />}
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Employees" value={employees.records.length} />
        <StatCard label="Active Tasks" value={tasks.records.length - completed} />
        <StatCard label="Completed Tasks" value={completed} />
      </div>
      <SearchField label="Search employees and tasks" placeholder="Search employees and tasks..." value={search} onChange={setSearch} className="mb-6" />
      {tickError && <p role="alert" className="mb-4 text-red-700 dark:text-red-300">{tickError}</p>}

      <TeamList heading="Team Members" list={employees} noun="employees" shown={shownEmployees.length} empty="No employees yet. Add your first team member." noMatch="No employees match your search">
        <VirtualGrid
          label="Team members"
          items={shownEmployees}
          itemKey={(e) => e.id}
          rowHeight={150}
          renderItem={(e) => (
            <article aria-label={e.name} className="flex h-full items-start gap-3 rounded-ui-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
              <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-100">
                {initialsOf(e.name)}
              </span>
              <div className="min-w-0 grow">
                <h3 className="truncate font-semibold text-slate-900 dark:text-slate-100">{e.name}</h3>
                <p className="truncate text-sm text-slate-600 dark:text-slate-300">{e.role}</p>
                {e.email && <p className="truncate text-sm text-slate-500 dark:text-slate-400">{e.email}</p>}
                <div className="mt-2 flex gap-2">
                  <Button size="sm" variant="secondary" disabled={!canWrite} onClick={() => setEmployeeModal(e)} aria-label={`Edit ${e.name}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" disabled={!canWrite} onClick={() => setDeleting({ kind: 'employees', record: e })} aria-label={`Delete ${e.name}`} className="text-red-700 dark:text-red-300">
                    Delete
                  </Button>
                </div>
              </div>
            </article>
          )}
        />
      </TeamList>

      <TeamList heading="Tasks" spaced list={tasks} noun="tasks" shown={shownTasks.length} empty="No tasks yet. Create your first task." noMatch="No tasks match your search">
        <VirtualGrid
          label="Tasks"
          items={shownTasks}
          itemKey={(t) => t.id}
          rowHeight={300}
          renderItem={(task) => {
            const t = withTicks(task);
            return (
              <TaskCard
                task={t}
                employeeById={employeeById}
                canWrite={canWrite}
                onEdit={() => setTaskModal(task)}
                onDelete={() => setDeleting({ kind: 'tasks', record: task })}
                onToggle={(sid) => void toggleSubtask(t, sid)}
              />
            );
          }}
        />
      </TeamList>

      <RecordEditor
        kind="employees"
        target={employeeModal}
        texts={{ addTitle: 'Add Employee', editTitle: 'Edit Employee', add: 'Add Employee', update: 'Update Employee' }}
        blank={blankEmployee}
        formOf={employeeValues}
        onClose={() => setEmployeeModal(null)}
      >
        {({ bind, errors }) => (
          <>
            <TextField label="Name" required {...bind('name')} error={errors.name} />
            <TextField label="Role" required {...bind('role')} error={errors.role} hint="Job title" />
            <TextField label="Email (optional)" type="email" {...bind('email')} error={errors.email} />
          </>
        )}
      </RecordEditor>
      <RecordEditor
        kind="tasks"
        target={taskModal}
        texts={{ addTitle: 'Add Task', editTitle: 'Edit Task', add: 'Add Task', update: 'Update Task' }}
        blank={blankTask}
        formOf={taskValues}
        onClose={() => setTaskModal(null)}
      >
        {(form, task) => <TaskFields form={form} editing={task !== null} employees={employees.records} />}
      </RecordEditor>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'tasks' ? 'Delete task' : 'Delete employee'}
        message={deleting?.kind === 'tasks' ? 'Are you sure you want to delete this task?' : 'Are you sure you want to delete this employee?'}
        onClose={() => setDeleting(null)}
        errorText={(e) => saveErrorText(e, deleting?.kind === 'tasks' ? 'delete the task' : 'delete the employee')}
        onConfirm={async () => {
          if (!backend || !deleting) return;
          await backend.records.removeRecord(uid, deleting.kind, deleting.record.id);
        }}
      />
    </section>
  );
}

/** A list's heading with its count, the notice while it is still arriving, then its loading, empty or no-match state, else `children`. */
function TeamList({
  heading,
  spaced = false,
  list,
  noun,
  shown,
  empty,
  noMatch,
  children,
}: {
  heading: string;
  spaced?: boolean;
  list: RecordList<'employees'> | RecordList<'tasks'>;
  noun: string;
  shown: number;
  empty: string;
  noMatch: string;
  children: ReactNode;
}) {
  return (
    <>
      <h2 className={`mb-3 ${spaced ? 'mt-8 ' : ''}text-lg font-semibold text-slate-900 dark:text-slate-100`}>
        {heading} ({shown})
      </h2>
      <LoadingMore list={list} noun={noun} />
      {list.loading ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : list.records.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : shown === 0 ? (
        <EmptyState>{noMatch}</EmptyState>
      ) : (
        children
      )}
    </>
  );
}

const statusIcon: Record<string, { icon: string; className: string }> = {
  pending: { icon: '○', className: 'text-slate-500 dark:text-slate-400' },
  'in-progress': { icon: '◐', className: 'text-primary-600 dark:text-primary-400' },
  completed: { icon: '✓', className: 'text-green-600 dark:text-green-400' },
};

function TaskCard({
  task: t,
  employeeById,
  canWrite,
  onEdit,
  onDelete,
  onToggle,
}: {
  task: Task;
  employeeById: Map<string, Employee>;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onToggle: (subtaskId: string) => void;
}) {
  const format = useFormat();
  const assignees = t.assignedEmployees.map((id) => employeeById.get(id)).filter((e): e is Employee => e !== undefined);
  const { visible, rest } = visibleAndRest(assignees, 3);
  const icon = statusIcon[t.status] ?? statusIcon.pending!;
  const done = t.subtasks.filter((s) => s.completed).length;
  return (
    <article aria-label={t.title} className="flex h-full flex-col rounded-ui-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-start gap-2">
        <span className={`text-lg leading-6 ${icon.className}`} role="img" aria-label={`Status: ${labelOf(t.status)}`}>
          {icon.icon}
        </span>
        <div className="min-w-0 grow">
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">{t.title}</h3>
          {t.description && <p className="text-sm text-slate-600 dark:text-slate-300">{t.description}</p>}
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Due: {t.deadline ? format.date(t.deadline) : 'No due date'}</p>
      <div className="mt-2">
        <div className="flex justify-between text-xs text-slate-600 dark:text-slate-300">
          <span>Progress</span>
          <span>{t.progress}%</span>
        </div>
        <div className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-700" role="progressbar" aria-label={`${t.title} progress`} aria-valuenow={t.progress} aria-valuemin={0} aria-valuemax={100}>
          <div className="h-2 rounded-full bg-primary-600 dark:bg-primary-400" style={{ width: `${t.progress}%` }} />
        </div>
      </div>
      {t.subtasks.length > 0 && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Subtasks ({done}/{t.subtasks.length})
          </legend>
          <ul className="mt-1 space-y-1">
            {t.subtasks.map((s) => (
              <li key={s.id}>
                <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
                  <input type="checkbox" checked={s.completed} disabled={!canWrite} onChange={() => onToggle(s.id)} className="h-4 w-4" />
                  <span className={s.completed ? 'line-through opacity-70' : ''}>{s.title}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="mt-auto flex items-center justify-between gap-2 pt-3">
        <div className="flex -space-x-2" aria-label={assignees.length ? `Assigned to ${assignees.map((a) => a.name).join(', ')}` : 'Not assigned'} role="group">
          {visible.map((e) => (
            <span key={e.id} title={e.name} aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full border-2 border-white bg-indigo-100 text-xs font-semibold text-indigo-800 dark:border-slate-900 dark:bg-indigo-900 dark:text-indigo-100">
              {initialsOf(e.name)}
            </span>
          ))}
          {rest > 0 && (
            <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full border-2 border-white bg-slate-200 text-xs font-semibold text-slate-700 dark:border-slate-900 dark:bg-slate-700 dark:text-slate-100">
              +{rest}
            </span>
          )}
        </div>
        <div className="flex gap-1">
          <Button size="sm" variant="secondary" disabled={!canWrite} onClick={onEdit} aria-label={`Edit ${t.title}`}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" disabled={!canWrite} onClick={onDelete} aria-label={`Delete ${t.title}`} className="text-red-700 dark:text-red-300">
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}

function TaskFields({ form, editing, employees }: { form: RecordForm<TaskValues>; editing: boolean; employees: Employee[] }) {
  const { values, errors, bind, change } = form;
  const { assignedEmployees: assigned, subtasks } = values;
  const [newSubtask, setNewSubtask] = useState('');
  const newSubtaskId = useId();
  const setSubtasks = (next: Subtask[]) => change({ subtasks: next }, []);
  const addSubtask = () => {
    const title = newSubtask.trim();
    if (!title) return;
    const used = new Set(subtasks.map((s) => s.id));
    let n = subtasks.length + 1;
    while (used.has(`subtask-${n}`)) n += 1;
    setSubtasks([...subtasks, { id: `subtask-${n}`, title, completed: false, progressValue: 0 }]);
    setNewSubtask('');
  };
  return (
    <>
      <TextField label="Title" required {...bind('title')} error={errors.title} />
      <TextareaField label="Description" {...bind('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Due Date" type="date" {...bind('deadline')} error={errors.deadline} />
        {editing && (
          <>
            <TextField label="Progress (%)" type="number" min={0} max={100} step={1} {...bind('progress')} error={errors.progress} />
            <SelectField label="Status" {...bind('status')} options={optionsOf(TASK_STATUSES)} />
          </>
        )}
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">Assigned Employees</legend>
        {employees.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">No employees yet.</p>
        ) : (
          <div className="max-h-40 space-y-1 overflow-y-auto">
            {employees.map((e) => (
              <label key={e.id} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={assigned.includes(e.id)}
                  onChange={(ev) => change({ assignedEmployees: ev.target.checked ? [...assigned, e.id] : assigned.filter((id) => id !== e.id) }, [])}
                />
                {e.name}
                {e.role && <span className="text-slate-500 dark:text-slate-400">({e.role})</span>}
              </label>
            ))}
          </div>
        )}
        {errors.assignedEmployees && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.assignedEmployees}</p>}
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">Subtasks</legend>
        <ul className="space-y-1">
          {subtasks.map((s) => (
            <li key={s.id} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
              <label className="flex grow items-center gap-2">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={s.completed}
                  onChange={() => setSubtasks(subtasks.map((x) => (x.id === s.id ? { ...x, completed: !x.completed } : x)))}
                />
                {s.title}
              </label>
              <button
                type="button"
                onClick={() => setSubtasks(subtasks.filter((x) => x.id !== s.id))}
                aria-label={`Remove subtask ${s.title}`}
                className="rounded px-2 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex gap-2">
          <label htmlFor={newSubtaskId} className="sr-only">
            New subtask
          </label>
          <input
            id={newSubtaskId}
            value={newSubtask}
            placeholder="New subtask"
            onChange={(e) => setNewSubtask(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addSubtask();
              }
            }}
            className={inputClasses}
          />
          <Button variant="secondary" onClick={addSubtask}>
            Add Subtask
          </Button>
        </div>
        {errors.subtasks && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.subtasks}</p>}
      </fieldset>
    </>
  );
}
