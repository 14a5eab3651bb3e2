// A task card on the team screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { labelOf } from '../../components/ui/select-field';
import { useFormat } from '../../lib/use-format';
import { initialsOf, visibleAndRest } from '../../domain/figures';
import type { Employee, Task } from './team-values';

const statusIcon: Record<string, { icon: string; className: string }> = {
  pending: { icon: '○', className: 'text-fg-subtle' },
  'in-progress': { icon: '◐', className: 'text-primary-600 dark:text-primary-400' },
  completed: { icon: '✓', className: 'text-green-600 dark:text-green-400' },
};

/** A task: status icon, due date, progress, tickable subtasks and assignee initials. */
export function TaskCard({
  task,
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
  const { t } = useLingui();
  const { title, description, progress, subtasks } = task;
  const status = labelOf(task.status);
  const due = task.deadline ? format.date(task.deadline) : null;
  const assignees = task.assignedEmployees.map((id) => employeeById.get(id)).filter((e): e is Employee => e !== undefined);
  const { visible, rest } = visibleAndRest(assignees, 3);
  const icon = statusIcon[task.status] ?? statusIcon.pending!;
  const done = subtasks.filter((s) => s.completed).length;
  const total = subtasks.length;
  const names = assignees.map((a) => a.name).join(', ');
  return (
    <Card as="article" aria-label={title} padding="sm" className="flex h-full flex-col">
      <div className="flex items-start gap-2">
        <span className={`text-lg leading-6 ${icon.className}`} role="img" aria-label={t`Status: ${status}`}>
          {icon.icon}
        </span>
        <div className="min-w-0 grow">
          <h3 className="font-semibold text-fg">{title}</h3>
          {description && <p className="text-sm text-fg-muted">{description}</p>}
        </div>
      </div>
      <p className="mt-2 text-sm text-fg-muted">{due ? t`Due: ${due}` : t`Due: No due date`}</p>
      <div className="mt-2">
        <div className="flex justify-between text-xs text-fg-muted">
          <span>
            <Trans>Progress</Trans>
          </span>
          <span>{progress}%</span>
        </div>
        <div
          className="mt-1 h-2 rounded-full bg-line"
          role="progressbar"
          aria-label={t`${title} progress`}
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-2 rounded-full bg-primary-600 dark:bg-primary-400" style={{ width: `${progress}%` }} />
        </div>
      </div>
      {total > 0 && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-fg-body">
            <Trans>
              Subtasks ({done}/{total})
            </Trans>
          </legend>
          <ul className="mt-1 space-y-1">
            {subtasks.map((s) => (
              <li key={s.id}>
                <label className="flex items-center gap-2 text-sm text-fg-body">
                  <input type="checkbox" checked={s.completed} disabled={!canWrite} onChange={() => onToggle(s.id)} className="h-4 w-4" />
                  <span className={s.completed ? 'line-through opacity-70' : ''}>{s.title}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="mt-auto flex items-center justify-between gap-2 pt-3">
        <div className="flex -space-x-2" aria-label={assignees.length ? t`Assigned to ${names}` : t`Not assigned`} role="group">
          {visible.map((e) => (
            <span
              key={e.id}
              title={e.name}
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full border-2 border-white bg-indigo-100 text-xs font-semibold text-indigo-800 dark:border-slate-900 dark:bg-indigo-900 dark:text-indigo-100"
            >
              {initialsOf(e.name)}
            </span>
          ))}
          {rest > 0 && (
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full border-2 border-white bg-line text-xs font-semibold text-slate-700 dark:border-slate-900 dark:text-slate-100"
            >
              +{rest}
            </span>
          )}
        </div>
        <div className="flex gap-1">
          <Button size="sm" variant="secondary" disabled={!canWrite} onClick={onEdit} aria-label={t`Edit ${title}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="sm" variant="ghost" disabled={!canWrite} onClick={onDelete} aria-label={t`Delete ${title}`} className="text-red-700 dark:text-red-300">
            <Trans>Delete</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}
