// "Recent System Activity": the newest entries of the activity log, live.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityEntry } from '../../domain/activity';
import { useAdminDates } from '../../lib/admin-dates';
import { i18n } from '../../lib/i18n';
import { translateText } from '../../lib/known-texts';
import { recentActivityLabel } from './admin-labels';

/** 'Admin added', else the type as the full log names it ('SUBSCRIPTION_OVERRIDDEN' -> 'Subscription overridden'). */
export const activityLabel = recentActivityLabel;

function who(e: ActivityEntry): string {
  if (e.actorEmail && e.targetEmail && e.actorEmail !== e.targetEmail) return `${e.actorEmail} → ${e.targetEmail}`;
  return (
    e.actorEmail ??
    e.targetEmail ??
    (e.source === 'system' ? i18n._(msg({ message: 'System', context: 'activity actor' })) : i18n._(msg({ message: 'Unknown', context: 'activity actor' })))
  );
}

export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  const dates = useAdminDates();
  const { t } = useLingui();
  if (entries.length === 0)
    return (
      <p className="text-fg-muted">
        <Trans>No activity recorded yet.</Trans>
      </p>
    );
  return (
    <ul className="divide-y divide-line" aria-label={t`Recent System Activity`}>
      {entries.map((e) => (
        <li key={e.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="font-medium text-fg">{recentActivityLabel(e.type)}</p>
            <p className="truncate text-sm text-fg-muted">{who(e)}</p>
            {e.details && <p className="text-sm text-fg-subtle">{translateText(e.details)}</p>}
          </div>
          <time className="shrink-0 text-sm text-fg-subtle" dateTime={e.createdAt?.toISOString()}>
            {dates.dateTime(e.createdAt, t({ message: 'Unknown', context: 'missing date' }))}
          </time>
        </li>
      ))}
    </ul>
  );
}
