// System Analytics (/admin/analytics, docs/product/admin.md#system-analytics): summary cards, the plan
// distribution, signups of the last 6 months, platform metrics and insights, all live.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart } from '../../components/charts/bar-chart';
import { DoughnutChart } from '../../components/charts/doughnut-chart';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { StatCard } from '../../components/ui/stat-card';
import { GROWTH_MONTHS, TRIAL_CONVERSION_WINDOW_DAYS } from '../../domain/admin-analytics';
import type { Analytics } from '../../domain/admin-analytics';
import { serviceDollars, useAdminFormat } from '../../lib/admin-dates';
import { AnalyticsInsights } from './analytics-insights';
import { monthLabel, sliceLabel } from './admin-labels';
import { useAnalytics } from './overview-hooks';
import { LiveBadge, OverviewLoading, OverviewPanel } from './overview-ui';

function Metric({ id, label, value, detail }: { id: string; label: string; value: string; detail: string }) {
  return (
    <div className="rounded-ui border border-line p-4">
      <p className="text-sm font-medium text-fg-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-fg" data-testid={`metric-${id}`}>
        {value}
      </p>
      <p className="mt-1 text-sm text-fg-subtle">{detail}</p>
    </div>
  );
}

function Body({ a }: { a: Analytics }) {
  const format = useAdminFormat();
  const { t } = useLingui();
  const count = (n: number) => format.number(n);
  const users = (n: number) => {
    const shown = count(n);
    return t`${plural(n, { one: `${shown} user`, other: `${shown} users` })}`;
  };
  const signups = (n: number) => {
    const shown = count(n);
    return t`${plural(n, { one: `${shown} signup`, other: `${shown} signups` })}`;
  };
  // The service's own revenue (USD whatever the viewer's currency): '$' + the viewer's number format.
  const formatDollars = (n: number) => serviceDollars(format, n);
  const trial = a.trialConversion;
  const months = GROWTH_MONTHS;
  const days = TRIAL_CONVERSION_WINDOW_DAYS;
  const conversion = count(a.conversionRate);
  const trialRate = trial.rate === null ? null : count(trial.rate);
  const converted = count(trial.converted);
  const ended = count(trial.ended);
  return (
    <>
      <dl className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t`Total Users`} value={count(a.totalUsers)} />
        <StatCard label={t`Active Subscriptions`} tone="green" value={count(a.activeSubscriptions)} />
        <StatCard label={t`Trial Users`} tone="violet" value={count(a.trialUsers)} />
        <StatCard label={t`Monthly Revenue`} tone="green" value={formatDollars(a.monthlyRevenue)} />
      </dl>
      {a.totalUsers === 0 ? (
        <p className="mb-8 text-fg-muted">
          <Trans>No users registered yet</Trans>
        </p>
      ) : (
        <div className="mb-8 grid gap-6 lg:grid-cols-2">
          <DoughnutChart
            title={t`Plan Distribution`}
            data={a.planDistribution.map((p) => ({ label: sliceLabel(p.name), value: p.value, color: p.color }))}
            emptyText={t`No users registered yet`}
            format={(n) => users(n)}
          />
          <BarChart
            title={t`User Growth: signups per month (last ${months} months)`}
            data={a.userGrowth.map((g) => ({ label: monthLabel(g.key, g.month), value: g.users }))}
            emptyText={t`No signups in the last ${months} months`}
            // Whole signups only: no "0.5" ticks.
            format={(n) => (Number.isInteger(n) ? signups(n) : '')}
          />
        </div>
      )}
      <OverviewPanel title={t`Platform Metrics`}>
        <div className="grid gap-4 md:grid-cols-3">
          <Metric id="Conversion Rate" label={t`Conversion Rate`} value={t`${conversion}%`} detail={t`Active subscriptions of all users`} />
          <Metric
            id="Avg Revenue per User"
            label={t`Avg Revenue per User`}
            value={serviceDollars(format, a.avgRevenuePerUser, { cents: true })}
            detail={t`Monthly revenue over all users`}
          />
          <Metric
            id="Trial Conversion"
            label={t`Trial Conversion`}
            value={trialRate === null ? t`N/A` : t`${trialRate}%`}
            detail={
              trialRate === null
                ? t`No sign-up trial ended in the last ${days} days`
                : t`${converted} of ${ended} trials ended in the last ${days} days became paid`
            }
          />
        </div>
      </OverviewPanel>
      <div className="mt-6">
        <AnalyticsInsights a={a} />
      </div>
    </>
  );
}

export function AnalyticsPage() {
  const { data, error } = useAnalytics();
  const { t } = useLingui();
  return (
    <div>
      <PageHeader title={t`System Analytics`} subtitle={t`Users, plans, growth and revenue across the platform`} actions={<LiveBadge />} />
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {data ? <Body a={data} /> : !error && <OverviewLoading label={t`Loading analytics...`} />}
    </div>
  );
}
