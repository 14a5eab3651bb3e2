// Team (Pro; docs/product/screens.md#team): employees and tasks, one search box over both, add/edit
// modals, task cards with status icon, due date, progress, assignee initials and tickable subtasks.
// This file composes the screen; the cards, lists, task form and subtask ticks have their own files.
import { useDeferredValue, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { RecordEditor } from '../../components/records/record-editor';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { saveErrorText } from '../../components/ui/field-error';
import { PageHeader } from '../../components/ui/page-header';
import { ProPrompt, ReadOnlyNotice } from '../../components/ui/pro-prompt';
import { AccessNotice } from '../../components/ui/access-notice';
import { SearchField } from '../../components/ui/search-field';
import { Spinner } from '../../components/ui/spinner';
import { FigureCard as StatCard } from '../../components/ui/figure-card';
import { TextField } from '../../components/ui/text-field';
import { useRecords } from '../../components/ui/use-records';
import { VirtualGrid } from '../../components/ui/virtual-grid';
import { matchesSearch } from '../../domain/figures';
import { useFormat } from '../../lib/use-format';
import { EmployeeCard } from './employee-card';
import { TaskCard } from './task-card';
import { TaskFields } from './task-fields';
import { TeamList } from './team-list';
import { blankEmployee, blankTask, employeeValues, taskValues } from './team-values';
import type { Employee, Task } from './team-values';
import { useSubtaskTicks } from './use-subtask-ticks';

type Deleting = { kind: 'employees'; record: Employee } | { kind: 'tasks'; record: Task };

export function TeamPage() {
  const { entitlements } = useSession();
  const { t } = useLingui();
  if (!entitlements) return <Spinner className="mx-auto h-8 w-8" />;
  if (!entitlements.features.team || !entitlements.canUseApp) {
    return (
      <ProPrompt
        title={t`Team Management - Pro Feature`}
        text={t`Upgrade to Pro to unlock team management and task assignment features.`}
        pricingPath={paths.pricing}
      />
    );
  }
  return <TeamScreen />;
}

function TeamScreen() {
  const { backend, accountId, entitlements } = useSession();
  const { t } = useLingui();
  const format = useFormat();
  const uid = accountId ?? '';
  const canWrite = entitlements?.canWrite ?? false;
  const employees = useRecords('employees');
  const tasks = useRecords('tasks');
  const clients = useRecords('clients');
  const [search, setSearch] = useState('');
  const [employeeModal, setEmployeeModal] = useState<'add' | Employee | null>(null);
  const [taskModal, setTaskModal] = useState<'add' | Task | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const { withTicks, toggleSubtask, tickError } = useSubtaskTicks(backend, uid);

  const employeeById = useMemo(() => new Map(employees.records.map((e) => [e.id, e])), [employees.records]);
  // The field shows each keystroke at once; the lists follow when React has time for them.
  const shownSearch = useDeferredValue(search);
  const shownEmployees = useMemo(
    () => employees.records.filter((e) => matchesSearch(shownSearch, [e.name, e.role, e.email])),
    [employees.records, shownSearch],
  );
  const shownTasks = useMemo(
    () => tasks.records.filter((k) => matchesSearch(shownSearch, [k.title, k.description, ...k.subtasks.map((s) => s.title)])),
    [tasks.records, shownSearch],
  );
  const employeesShown = format.number(shownEmployees.length);
  const tasksShown = format.number(shownTasks.length);
  const completed = tasks.records.filter((k) => k.status === 'completed').length;

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={t`Team Management`}
        subtitle={t`Your team members and the tasks they work on.`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setEmployeeModal('add')} disabled={!canWrite}>
              <Trans>Add Employee</Trans>
            </Button>
            <Button onClick={() => setTaskModal('add')} disabled={!canWrite}>
              <Trans>Add Task</Trans>
            </Button>
          </>
        }
      />
      {!canWrite && <ReadOnlyNotice />}
      <AccessNotice screen="tasks" />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label={t`Total Employees`} value={format.number(employees.records.length)} />
        <StatCard label={t`Active Tasks`} value={format.number(tasks.records.length - completed)} />
        <StatCard label={t`Completed Tasks`} value={format.number(completed)} />
      </div>
      <SearchField label={t`Search employees and tasks`} placeholder={t`Search employees and tasks...`} value={search} onChange={setSearch} className="mb-6" />
      {tickError && (
        <p role="alert" className="mb-4 text-red-700 dark:text-red-300">
          {translateText(tickError)}
        </p>
      )}

      <TeamList
        heading={t`Team Members (${employeesShown})`}
        list={employees}
        noun={t`employees`}
        shown={shownEmployees.length}
        empty={t`No employees yet. Add your first team member.`}
        noMatch={t`No employees match your search`}
      >
        <VirtualGrid
          label={t`Team members`}
          items={shownEmployees}
          itemKey={(e) => e.id}
          rowHeight={150}
          renderItem={(e) => (
            <EmployeeCard employee={e} canWrite={canWrite} onEdit={() => setEmployeeModal(e)} onDelete={() => setDeleting({ kind: 'employees', record: e })} />
          )}
        />
      </TeamList>

      <TeamList
        heading={t`Tasks (${tasksShown})`}
        spaced
        list={tasks}
        noun={t`tasks`}
        shown={shownTasks.length}
        empty={t`No tasks yet. Create your first task.`}
        noMatch={t`No tasks match your search`}
      >
        <VirtualGrid
          label={t`Tasks`}
          items={shownTasks}
          itemKey={(k) => k.id}
          rowHeight={300}
          renderItem={(task) => {
            const shown = withTicks(task);
            return (
              <TaskCard
                task={shown}
                employeeById={employeeById}
                canWrite={canWrite}
                onEdit={() => setTaskModal(task)}
                onDelete={() => setDeleting({ kind: 'tasks', record: task })}
                onToggle={(sid) => void toggleSubtask(shown, sid)}
              />
            );
          }}
        />
      </TeamList>

      <RecordEditor
        kind="employees"
        target={employeeModal}
        texts={{ addTitle: t`Add Employee`, editTitle: t`Edit Employee`, add: t`Add Employee`, update: t`Update Employee` }}
        blank={blankEmployee}
        formOf={employeeValues}
        onClose={() => setEmployeeModal(null)}
      >
        {({ bind, errors }) => (
          <>
            <TextField label={t`Name`} required {...bind('name')} error={errors.name} />
            <TextField label={t`Role`} required {...bind('role')} error={errors.role} hint={t`Job title`} />
            <TextField label={t`Email (optional)`} type="email" {...bind('email')} error={errors.email} />
          </>
        )}
      </RecordEditor>
      <RecordEditor
        kind="tasks"
        target={taskModal}
        texts={{ addTitle: t`Add Task`, editTitle: t`Edit Task`, add: t`Add Task`, update: t`Update Task` }}
        blank={blankTask}
        formOf={taskValues}
        onClose={() => setTaskModal(null)}
      >
        {(form, task) => <TaskFields form={form} editing={task !== null} employees={employees.records} clients={clients.records} />}
      </RecordEditor>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'tasks' ? t`Delete task` : t`Delete employee`}
        message={deleting?.kind === 'tasks' ? t`Are you sure you want to delete this task?` : t`Are you sure you want to delete this employee?`}
        onClose={() => setDeleting(null)}
        errorText={(e) => saveErrorText(e, deleting?.kind === 'tasks' ? t`delete the task` : t`delete the employee`)}
        onConfirm={async () => {
          if (!backend || !deleting) return;
          await backend.records.removeRecord(uid, deleting.kind, deleting.record.id);
        }}
      />
    </section>
  );
}
