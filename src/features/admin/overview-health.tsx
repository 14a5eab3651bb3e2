// The admin panel's System Health card: functions answering (the health callable's round trip),
// the last scheduled lifecycle run and webhook failures in the last 24 hours.
import { StatCard } from '../../components/ui/stat-card';
import type { SystemHealth } from '../../data/contract-admin-overview';
import { useAdminDates } from '../../lib/admin-dates';
import type { HealthState } from './overview-hooks';

/** The lifecycle runs every 60 minutes; no run for this long means the scheduler is stuck. */
export const LIFECYCLE_STALE_MS = 3 * 60 * 60 * 1000;

export type HealthVerdict = 'Checking...' | 'Healthy' | 'Degraded' | 'Unavailable';

export function healthVerdict(state: HealthState, now = new Date()): { verdict: HealthVerdict; problems: string[] } {
  if (!state.health) return { verdict: state.failed ? 'Unavailable' : 'Checking...', problems: state.failed ? ['Functions are not answering'] : [] };
  const h: SystemHealth = state.health;
  const problems: string[] = [];
  if (state.failed) problems.push('Functions stopped answering');
  if (h.webhook.failures24h > 0) problems.push(`${h.webhook.failures24h} webhook failure${h.webhook.failures24h === 1 ? '' : 's'} in 24 h`);
  const { lastRunAt, lastErrorAt } = h.lifecycle;
  if (lastErrorAt && (!lastRunAt || lastErrorAt > lastRunAt)) problems.push('The last lifecycle run failed');
  else if (lastRunAt && now.getTime() - lastRunAt.getTime() > LIFECYCLE_STALE_MS) problems.push('No lifecycle run in 3 hours');
  if (h.provider === 'disabled') problems.push('Payments are not configured');
  return { verdict: problems.length > 0 ? 'Degraded' : 'Healthy', problems };
}

export function HealthCard({ state }: { state: HealthState }) {
  const { verdict, problems } = healthVerdict(state);
  const dates = useAdminDates();
  const h = state.health;
  const tone = verdict === 'Healthy' ? 'green' : verdict === 'Checking...' ? 'primary' : 'red';
  return (
    <StatCard
      label="System Health"
      tone={tone}
      value={verdict}
      detail={
        <span className="block space-y-0.5" data-testid="health-detail">
          <span className="block">
            Functions: {state.failed && !h ? 'not answering' : h ? `answering (${h.roundTripMs} ms)` : 'checking...'}
          </span>
          <span className="block">Lifecycle: last run {dates.dateTime(h?.lifecycle.lastRunAt, 'Never')}</span>
          <span className="block">Webhook failures (24 h): {h ? h.webhook.failures24h : '…'}</span>
          {problems.length > 0 && <span className="block font-medium text-red-700 dark:text-red-300">{problems.join('; ')}</span>}
        </span>
      }
    />
  );
}
