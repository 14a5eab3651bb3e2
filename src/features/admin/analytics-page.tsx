// System Analytics (/admin/analytics, seed 002 sections 2.5, 3.3): summary cards, the plan
// distribution, signups of the last 6 months, platform metrics and insights, all live.
import { BarChart } from '../../components/charts/bar-chart';
import { DoughnutChart } from '../../components/charts/doughnut-chart';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { StatCard } from '../../components/ui/stat-card';
import { GROWTH_MONTHS, TRIAL_CONVERSION_WINDOW_DAYS } from '../../domain/admin-analytics';
import type { Analytics } from '../../domain/admin-analytics';
import { serviceDollars, useAdminFormat } from '../../lib/admin-dates';
import { AnalyticsInsights } from './analytics-insights';
import { useAnalytics } from './overview-hooks';
import { LiveBadge, OverviewLoading, OverviewPanel } from './overview-ui';


function Metric({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-ui border border-slate-200 p-4 dark:border-slate-700">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900 dark:text-slate-100" data-testid={`metric-${label}`}>
        {value}
      </p>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{detail}</p>
    </div>
  );
}

function Body({ a }: { a: Analytics }) {
  const format = useAdminFormat();
  const count = (n: number) => format.number(n);
  const users = (n: number) => `${count(n)} ${n === 1 ? 'user' : 'users'}`;
  // The service's own revenue (USD whatever the viewer's currency): '$' + the viewer's number format.
  const formatDollars = (n: number) => serviceDollars(format, n);
  const t = a.trialConversion;
  return (
    <>
      <dl className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Users" value={count(a.totalUsers)} />
        <StatCard label="Active Subscriptions" tone="green" value={count(a.activeSubscriptions)} />
        <StatCard label="Trial Users" tone="violet" value={count(a.trialUsers)} />
        <StatCard label="Monthly Revenue" tone="green" value={formatDollars(a.monthlyRevenue)} />
      </dl>
      {a.totalUsers === 0 ? (
        <p className="mb-8 text-slate-600 dark:text-slate-300">No users registered yet</p>
      ) : (
        <div className="mb-8 grid gap-6 lg:grid-cols-2">
          <DoughnutChart
            title="Plan Distribution"
            data={a.planDistribution.map((p) => ({ label: p.name, value: p.value, color: p.color }))}
            emptyText="No users registered yet"
            format={(n) => users(n)}
          />
          <BarChart
            title={`User Growth: signups per month (last ${GROWTH_MONTHS} months)`}
            data={a.userGrowth.map((g) => ({ label: g.month, value: g.users }))}
            emptyText="No signups in the last 6 months"
            // Whole signups only: no "0.5" ticks.
            format={(n) => (Number.isInteger(n) ? `${count(n)} signups` : '')}
          />
        </div>
      )}
      <OverviewPanel title="Platform Metrics">
        <div className="grid gap-4 md:grid-cols-3">
          <Metric label="Conversion Rate" value={`${a.conversionRate}%`} detail="Active subscriptions of all users" />
          <Metric label="Avg Revenue per User" value={serviceDollars(format, a.avgRevenuePerUser, { cents: true })} detail="Monthly revenue over all users" />
          <Metric
            label="Trial Conversion"
            value={t.rate === null ? 'N/A' : `${t.rate}%`}
            detail={
              t.rate === null
                ? `No sign-up trial ended in the last ${TRIAL_CONVERSION_WINDOW_DAYS} days`
                : `${count(t.converted)} of ${count(t.ended)} trials ended in the last ${TRIAL_CONVERSION_WINDOW_DAYS} days became paid`
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
  return (
    <div>
      <PageHeader title="System Analytics" subtitle="Users, plans, growth and revenue across the platform" actions={<LiveBadge />} />
      {error && <Alert tone="error" className="mb-4">{error}</Alert>}
      {data ? <Body a={data} /> : !error && <OverviewLoading label="Loading analytics..." />}
    </div>
  );
}
