import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../components/ui/empty-state';
import type { ActivityEntry } from '../../domain/activity';
import { useAdminDates } from '../../lib/admin-dates';
import { translateText } from '../../lib/known-texts';
import { activityLabel } from './admin-labels';

export { activityLabel };

/** Activity entries, newest first: when, what, who did it, to whom, and the details. */
export function ActivityList({ entries, empty }: { entries: readonly ActivityEntry[]; empty: string }) {
  const dates = useAdminDates();
  const { t } = useLingui();
  if (entries.length === 0) return <EmptyState>{empty}</EmptyState>;
  const by = (e: ActivityEntry) => {
    const actor = e.actorEmail;
    if (actor) return t`By ${actor}`;
    return e.source === 'system' ? t`By the system` : t`By an unknown user`;
  };
  const concerns = (e: ActivityEntry) => {
    const target = e.targetEmail;
    return target && target !== e.actorEmail ? ` · ${t`Concerns ${target}`}` : '';
  };
  return (
    <ul className="divide-y divide-slate-100 rounded-ui-lg border border-line bg-surface dark:divide-slate-800">
      {entries.map((e) => (
        <li key={e.id} className="px-4 py-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium text-fg">{activityLabel(e.type)}</span>
            <time className="text-fg-subtle" dateTime={e.createdAt?.toISOString()}>
              {dates.dateTime(e.createdAt)}
            </time>
          </div>
          {e.details && <p className="mt-1 text-fg-body">{translateText(e.details)}</p>}
          <p className="mt-1 text-xs text-fg-subtle">
            {by(e)}
            {concerns(e)}
            {e.ip ? ` · ${e.ip}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
