// The task form's fields: title, description, due date (progress and status when editing),
// assigned employees, and subtasks to add, tick and remove.
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RecordForm } from '../../components/records/record-form';
import { Button } from '../../components/ui/button';
import { SelectField, optionsOf } from '../../components/ui/select-field';
import { TextField, inputClasses } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { translateText } from '../../lib/known-texts';
import { TASK_STATUSES } from '../../domain/types';
import type { Subtask } from '../../domain/types';
import { OwnerField } from '../../components/records/owner-field';
import type { Employee, TaskValues } from './team-values';

export function TaskFields({
  form,
  editing,
  employees,
  clients,
}: {
  form: RecordForm<TaskValues>;
  editing: boolean;
  employees: Employee[];
  clients: readonly { id: string; name: string }[];
}) {
  const { values, errors, bind, change } = form;
  const { t } = useLingui();
  const { assignedEmployees: assigned, subtasks } = values;
  const [newSubtask, setNewSubtask] = useState('');
  const newSubtaskId = useId();
  const removeLabel = (subtask: string) => t`Remove subtask ${subtask}`;
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
      <TextField label={t`Title`} required {...bind('title')} error={errors.title} />
      <TextareaField label={t`Description`} {...bind('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Due Date`} type="date" {...bind('deadline')} error={errors.deadline} />
        {editing && (
          <>
            <TextField label={t`Progress (%)`} type="number" min={0} max={100} step={1} {...bind('progress')} error={errors.progress} />
            <SelectField label={t`Status`} {...bind('status')} options={optionsOf(TASK_STATUSES)} />
          </>
        )}
      </div>
      <SelectField
        label={t`Client`}
        {...bind('clientId')}
        options={[
          { value: '', label: t`No client` },
          // A client the member no longer sees (or deleted) stays named by its id, so a save keeps it.
          ...(values.clientId !== '' && !clients.some((c) => c.id === values.clientId) ? [{ value: values.clientId, label: t`Another client` }] : []),
          ...[...clients].sort((a, b) => a.name.localeCompare(b.name)).map((c) => ({ value: c.id, label: c.name })),
        ]}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-fg-body">
          <Trans>Assigned Employees</Trans>
        </legend>
        {employees.length === 0 ? (
          <p className="text-sm text-fg-subtle">
            <Trans>No employees yet.</Trans>
          </p>
        ) : (
          <div className="max-h-40 space-y-1 overflow-y-auto">
            {employees.map((e) => (
              <label key={e.id} className="flex items-center gap-2 text-sm text-fg-body">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={assigned.includes(e.id)}
                  onChange={(ev) => change({ assignedEmployees: ev.target.checked ? [...assigned, e.id] : assigned.filter((id) => id !== e.id) }, [])}
                />
                {e.name}
                {e.role && <span className="text-fg-subtle">({e.role})</span>}
              </label>
            ))}
          </div>
        )}
        {errors.assignedEmployees && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{translateText(errors.assignedEmployees)}</p>}
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-fg-body">
          <Trans>Subtasks</Trans>
        </legend>
        <ul className="space-y-1">
          {subtasks.map((s) => (
            <li key={s.id} className="flex items-center gap-2 text-sm text-fg-body">
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
                aria-label={removeLabel(s.title)}
                className="rounded px-2 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex gap-2">
          <label htmlFor={newSubtaskId} className="sr-only">
            <Trans>New subtask</Trans>
          </label>
          <input
            id={newSubtaskId}
            value={newSubtask}
            placeholder={t`New subtask`}
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
            <Trans>Add Subtask</Trans>
          </Button>
        </div>
        {errors.subtasks && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{translateText(errors.subtasks)}</p>}
      </fieldset>
      <OwnerField form={form} adding={!editing} />
    </>
  );
}
