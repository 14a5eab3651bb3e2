// The admin panel (/admin, docs/product/admin.md#admin-panel): live figures, system health, the function tiles
// and the newest entries of the activity log.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/ui/page-header';
import { StatCard } from '../../components/ui/stat-card';
import { Alert } from '../../components/ui/alert';
import { serviceDollars, useAdminFormat } from '../../lib/admin-dates';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ActivityList } from './overview-activity-list';
import { valueLabel } from './admin-labels';
import { HealthCard } from './overview-health';
import { useHealth, useRecentActivity, useSummary } from './overview-hooks';
import { PanelTiles } from './overview-tiles';
import { OverviewLoading, OverviewPanel } from './overview-ui';

const RECENT = 10;

export function AdminPanelPage() {
  const { user } = useSession();
  const summary = useSummary();
  const activity = useRecentActivity(RECENT);
  const health = useHealth();
  const s = summary.data;
  const format = useAdminFormat();
  const { t } = useLingui();
  const email = user?.email ?? '';
  const role = user ? valueLabel(user.role) : '';
  const accounts = s ? format.number(s.totalAccounts) : '';
  const paying = s ? format.number(s.payingCustomers) : '';
  const fig = (v: number | undefined, shown = (n: number) => format.number(n)) => (v === undefined ? '…' : shown(v));
  // The service's own revenue (USD whatever the viewer's currency): '$' + the viewer's number format.
  const formatDollars = (n: number) => serviceDollars(format, n);
  return (
    <div>
      <PageHeader title={t`Admin Panel`} subtitle={t`Signed in as ${email} (${role})`} />
      {summary.error && (
        <Alert tone="error" className="mb-4">
          {summary.error}
        </Alert>
      )}
      <dl className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t`Total Users`} value={fig(s?.totalUsers)} detail={s ? t`in ${accounts} accounts` : undefined} />
        <StatCard label={t`Active Subscriptions`} tone="green" value={fig(s?.activeSubscriptions)} detail={s ? t`${paying} paying` : undefined} />
        <StatCard label={t`Monthly Revenue`} tone="violet" value={fig(s?.monthlyRevenue, formatDollars)} detail={t`Active paid plans at their monthly price`} />
        <HealthCard state={health} />
      </dl>
      <h2 className="mb-3 text-lg font-semibold text-fg">
        <Trans>Admin Functions</Trans>
      </h2>
      <div className="mb-8">
        <PanelTiles isOwner={user?.role === 'owner'} />
      </div>
      <OverviewPanel
        title={t`Recent System Activity`}
        actions={
          <Link to={paths.adminActivity} className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-300">
            <Trans>View all activity</Trans>
          </Link>
        }
      >
        {activity.error && <Alert tone="error">{activity.error}</Alert>}
        {!activity.data && !activity.error ? <OverviewLoading /> : activity.data && <ActivityList entries={activity.data} />}
      </OverviewPanel>
    </div>
  );
}
