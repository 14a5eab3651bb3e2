// System Analytics (/admin/analytics, docs/product/admin.md#system-analytics): summary cards, the plan
// distribution of accounts, new accounts of the last 6 months, platform metrics, seats and
// insights, all live; every subscription figure counts accounts, not people.
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
import { AnalyticsSeats } from './analytics-seats';
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
  const accounts = (n: number) => {
    const shown = count(n);
    return t`${plural(n, { one: `${shown} account`, other: `${shown} accounts` })}`;
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
  const people = count(a.totalUsers);
  const suspended = count(a.suspendedAccounts);
  return (
    <>
      <dl className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <StatCard label={t`Total Accounts`} value={count(a.totalAccounts)} detail={t`${people} people signed up`} />
        <StatCard label={t`Active Subscriptions`} tone="green" value={count(a.activeSubscriptions)} />
        <StatCard label={t`Trial Accounts`} tone="violet" value={count(a.trialAccounts)} />
        <StatCard label={t`Cancelled Accounts`} value={count(a.cancelledAccounts)} detail={t`${suspended} suspended`} />
        <StatCard label={t`Monthly Revenue`} tone="green" value={formatDollars(a.monthlyRevenue)} />
      </dl>
      {a.totalAccounts === 0 ? (
        <p className="mb-8 text-fg-muted">
          <Trans>No accounts yet</Trans>
        </p>
      ) : (
        <div className="mb-8 grid gap-6 lg:grid-cols-2">
          <DoughnutChart
            title={t`Plan Distribution`}
            data={a.planDistribution.map((p) => ({ label: sliceLabel(p.name), value: p.value, color: p.color }))}
            emptyText={t`No accounts yet`}
            format={(n) => accounts(n)}
          />
          <BarChart
            title={t`Account Growth: new accounts per month (last ${months} months)`}
            data={a.accountGrowth.map((g) => ({ label: monthLabel(g.key, g.month), value: g.accounts }))}
            emptyText={t`No new accounts in the last ${months} months`}
            // Whole accounts only: no "0.5" ticks.
            format={(n) => (Number.isInteger(n) ? accounts(n) : '')}
          />
        </div>
      )}
      <OverviewPanel title={t`Platform Metrics`}>
        <div className="grid gap-4 md:grid-cols-3">
          <Metric id="Conversion Rate" label={t`Conversion Rate`} value={t`${conversion}%`} detail={t`Active subscriptions of all accounts`} />
          <Metric
            id="Avg Revenue per Account"
            label={t`Avg Revenue per Account`}
            value={serviceDollars(format, a.avgRevenuePerAccount, { cents: true })}
            detail={t`Monthly revenue over all accounts`}
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
        <AnalyticsSeats a={a} />
      </div>
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
      <PageHeader title={t`System Analytics`} subtitle={t`Accounts, plans, seats, growth and revenue across the platform`} actions={<LiveBadge />} />
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {data ? <Body a={data} /> : !error && <OverviewLoading label={t`Loading analytics...`} />}
    </div>
  );
}
