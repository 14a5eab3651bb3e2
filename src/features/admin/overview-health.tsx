// The admin panel's System Health card: functions answering (the health callable's round trip),
// the last scheduled lifecycle run and webhook failures in the last 24 hours.
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatCard } from '../../components/ui/stat-card';
import type { SystemHealth } from '../../data/contract-admin-overview';
import { useAdminDates } from '../../lib/admin-dates';
import type { HealthState } from './overview-hooks';

/** The lifecycle runs every 60 minutes; no run for this long means the scheduler is stuck. */
export const LIFECYCLE_STALE_MS = 3 * 60 * 60 * 1000;

export type HealthVerdict = 'checking' | 'healthy' | 'degraded' | 'unavailable';

const VERDICT_LABELS: Record<HealthVerdict, MessageDescriptor> = {
  checking: msg`Checking...`,
  healthy: msg`Healthy`,
  degraded: msg`Degraded`,
  unavailable: msg`Unavailable`,
};

/** The verdict and the problems found, in the viewer's language. */
export function healthVerdict(state: HealthState, now = new Date()): { verdict: HealthVerdict; problems: string[] } {
  if (!state.health) return { verdict: state.failed ? 'unavailable' : 'checking', problems: state.failed ? [i18n._(msg`Functions are not answering`)] : [] };
  const h: SystemHealth = state.health;
  const problems: string[] = [];
  if (state.failed) problems.push(i18n._(msg`Functions stopped answering`));
  const failures = h.webhook.failures24h;
  if (failures > 0) problems.push(i18n._(msg`${plural(failures, { one: '# webhook failure in 24 h', other: '# webhook failures in 24 h' })}`));
  const { lastRunAt, lastErrorAt } = h.lifecycle;
  if (lastErrorAt && (!lastRunAt || lastErrorAt > lastRunAt)) problems.push(i18n._(msg`The last lifecycle run failed`));
  else if (lastRunAt && now.getTime() - lastRunAt.getTime() > LIFECYCLE_STALE_MS) problems.push(i18n._(msg`No lifecycle run in 3 hours`));
  if (h.provider === 'disabled') problems.push(i18n._(msg`Payments are not configured`));
  return { verdict: problems.length > 0 ? 'degraded' : 'healthy', problems };
}

export function HealthCard({ state }: { state: HealthState }) {
  const { verdict, problems } = healthVerdict(state);
  const dates = useAdminDates();
  const { t } = useLingui();
  const h = state.health;
  const tone = verdict === 'healthy' ? 'green' : verdict === 'checking' ? 'primary' : 'red';
  const roundTrip = h?.roundTripMs ?? 0;
  const lastRun = dates.dateTime(h?.lifecycle.lastRunAt, t({ message: 'Never', context: 'lifecycle run' }));
  const failures = h?.webhook.failures24h ?? 0;
  return (
    <StatCard
      label={t`System Health`}
      tone={tone}
      value={t(VERDICT_LABELS[verdict])}
      detail={
        <span className="block space-y-0.5" data-testid="health-detail">
          <span className="block">
            {state.failed && !h ? t`Functions: not answering` : h ? t`Functions: answering (${roundTrip} ms)` : t`Functions: checking...`}
          </span>
          <span className="block">
            <Trans>Lifecycle: last run {lastRun}</Trans>
          </span>
          <span className="block">{h ? <Trans>Webhook failures (24 h): {failures}</Trans> : <Trans>Webhook failures (24 h): checking...</Trans>}</span>
          {problems.length > 0 && <span className="block font-medium text-red-700 dark:text-red-300">{problems.join('; ')}</span>}
        </span>
      }
    />
  );
}
