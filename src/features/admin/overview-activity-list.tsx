// "Recent System Activity": the newest entries of the activity log, live.
import type { ActivityEntry, ActivityType } from '../../domain/activity';
import { useAdminDates } from '../../lib/admin-dates';

const LABELS: Partial<Record<ActivityType, string>> = {
  USER_REGISTERED: 'New user registered',
  LOGIN: 'Signed in',
  LOGOUT: 'Signed out',
  ADMIN_PROMOTED: 'Admin added',
  ADMIN_REMOVED: 'Admin removed',
  SUBSCRIPTION_UPGRADED: 'Subscription upgraded',
  PAYMENT_PROCESSED: 'Payment processed',
  DATA_EXPORTED: 'Data exported',
  PROFILE_UPDATED: 'Profile updated',
  PASSWORD_CHANGED: 'Password changed',
  SETTINGS_UPDATED: 'Settings updated',
  WEBHOOK_FAILED: 'Webhook failed',
  LIFECYCLE_RUN: 'Subscription lifecycle ran',
};

/** 'Admin added', else the type in words ('SUBSCRIPTION_OVERRIDDEN' -> 'Subscription overridden'). */
export function activityLabel(type: ActivityType): string {
  const known = LABELS[type];
  if (known) return known;
  const words = type.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function who(e: ActivityEntry): string {
  if (e.actorEmail && e.targetEmail && e.actorEmail !== e.targetEmail) return `${e.actorEmail} → ${e.targetEmail}`;
  return e.actorEmail ?? e.targetEmail ?? (e.source === 'system' ? 'System' : 'Unknown');
}

export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  const dates = useAdminDates();
  if (entries.length === 0) return <p className="text-slate-600 dark:text-slate-300">No activity recorded yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label="Recent System Activity">
      {entries.map((e) => (
        <li key={e.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-slate-100">{activityLabel(e.type)}</p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-300">{who(e)}</p>
            {e.details && <p className="text-sm text-slate-500 dark:text-slate-400">{e.details}</p>}
          </div>
          <time className="shrink-0 text-sm text-slate-500 dark:text-slate-400" dateTime={e.createdAt?.toISOString()}>
            {dates.dateTime(e.createdAt, 'Unknown')}
          </time>
        </li>
      ))}
    </ul>
  );
}
