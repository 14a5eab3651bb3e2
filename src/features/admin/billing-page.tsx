// Billing Management (/admin/billing, owner only; docs/product/admin.md#billing-management): live revenue figures and
// the way to Payment Settings and Plan Configuration.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { StatCard } from '../../components/ui/stat-card';
import { monthlyPrice } from '../../domain/admin-analytics';
import { serviceDollars, useAdminFormat } from '../../lib/admin-dates';
import { paths } from '../../lib/paths';
import { useSummary } from './overview-hooks';
import { LiveBadge, OverviewPanel, OwnerOnly } from './overview-ui';
import { ENTERPRISE, planLabel } from './admin-labels';

function BillingBody() {
  const { data: s, error } = useSummary();
  const format = useAdminFormat();
  const { t } = useLingui();
  const n = (v: number | undefined) => (v === undefined ? '…' : format.number(v));
  // The service's own revenue (USD whatever the viewer's currency): '$' + the viewer's number format.
  const formatDollars = (v: number) => serviceDollars(format, v);
  return (
    <>
      <PageHeader title={t`Billing Management`} subtitle={t`Revenue from active paid subscriptions`} actions={<LiveBadge />} />
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <dl className="mb-8 grid gap-4 sm:grid-cols-3">
        <StatCard label={t`Monthly Revenue`} tone="green" value={s ? formatDollars(s.monthlyRevenue) : '…'} />
        <StatCard label={t`Paying Customers`} value={n(s?.payingCustomers)} />
        <StatCard
          label={t`Avg Revenue/User`}
          tone="violet"
          value={s ? serviceDollars(format, s.avgRevenuePerPaying, { cents: true }) : '…'}
          detail={t`Monthly revenue per paying customer`}
        />
      </dl>
      {s && (
        <OverviewPanel title={t`Revenue by plan`}>
          <table className="w-full text-left text-sm">
            <thead className="text-fg-muted">
              <tr>
                <th className="py-2 font-medium">
                  <Trans>Plan</Trans>
                </th>
                <th className="py-2 font-medium">
                  <Trans>Active subscriptions</Trans>
                </th>
                <th className="py-2 font-medium">
                  <Trans>Monthly price</Trans>
                </th>
                <th className="py-2 font-medium">
                  <Trans>Monthly revenue</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line text-fg">
              {(['basic', 'pro', 'custom'] as const).map((p) => (
                <tr key={p}>
                  <td className="py-2">{p === 'custom' ? t(ENTERPRISE) : planLabel(p)}</td>
                  <td className="py-2">{format.number(s.counts.activeByPlan[p])}</td>
                  <td className="py-2">{monthlyPrice(p) > 0 ? formatDollars(monthlyPrice(p)) : t`By quote (not counted)`}</td>
                  <td className="py-2">{formatDollars(s.counts.activeByPlan[p] * monthlyPrice(p))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </OverviewPanel>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.adminPaymentSettings} className={buttonClasses('primary')}>
          <Trans>Payment Settings</Trans>
        </Link>
        <Link to={paths.adminPlanConfig} className={buttonClasses('secondary')}>
          <Trans>Plan Configuration</Trans>
        </Link>
      </div>
    </>
  );
}

export function BillingPage() {
  return (
    <OwnerOnly>
      <BillingBody />
    </OwnerOnly>
  );
}
