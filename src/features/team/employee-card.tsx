// A team member's card: initials, name, role, e-mail, Edit and Delete.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { initialsOf } from '../../domain/figures';
import type { Employee } from './team-values';

export function EmployeeCard({ employee: e, canWrite, onEdit, onDelete }: { employee: Employee; canWrite: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const name = e.name;
  return (
    <Card as="article" aria-label={e.name} padding="sm" className="flex h-full items-start gap-3">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-100"
      >
        {initialsOf(e.name)}
      </span>
      <div className="min-w-0 grow">
        <h3 className="truncate font-semibold text-fg">{e.name}</h3>
        <p className="truncate text-sm text-fg-muted">{e.role}</p>
        {e.email && <p className="truncate text-sm text-fg-subtle">{e.email}</p>}
        <div className="mt-2 flex gap-2">
          <Button size="sm" variant="secondary" disabled={!canWrite} onClick={onEdit} aria-label={t`Edit ${name}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="sm" variant="ghost" disabled={!canWrite} onClick={onDelete} aria-label={t`Delete ${name}`} className="text-red-700 dark:text-red-300">
            <Trans>Delete</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}
