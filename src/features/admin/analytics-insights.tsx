// Insights of System Analytics: accounts per plan, growth over the months shown, peak month and the
// average per month.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Analytics } from '../../domain/admin-analytics';
import { GROWTH_MONTHS } from '../../domain/admin-analytics';
import type { PlanId } from '../../domain/types';
import { useAdminFormat } from '../../lib/admin-dates';
import { OverviewPanel } from './overview-ui';
import { ENTERPRISE, monthLabel, planLabel } from './admin-labels';

const PLAN_PRO: PlanId = 'pro';
const PLAN_BASIC: PlanId = 'basic';

export function AnalyticsInsights({ a }: { a: Analytics }) {
  const format = useAdminFormat();
  const { t } = useLingui();
  const accounts = (n: number) => {
    const shown = format.number(n);
    return t`${plural(n, { one: `${shown} account`, other: `${shown} accounts` })}`;
  };
  const growth = (n: number) => {
    const shown = format.number(n);
    return t`${plural(n, { one: `+${shown} account`, other: `+${shown} accounts` })}`;
  };
  const months = GROWTH_MONTHS;
  const peakPoint = a.accountGrowth.find((g) => g.month === a.insights.peakMonth);
  const peak = peakPoint ? monthLabel(peakPoint.key, peakPoint.month) : a.insights.peakMonth;
  const average = a.insights.averagePerMonth;
  const c = a.counts;
  const plans: [string, number][] = [
    [planLabel(PLAN_PRO), c.accountsByPlan.pro],
    [planLabel(PLAN_BASIC), c.accountsByPlan.basic],
  ];
  if (c.accountsByPlan.custom > 0) plans.push([t(ENTERPRISE), c.accountsByPlan.custom]);
  return (
    <OverviewPanel title={t`Insights`}>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="mb-2 font-medium text-fg">
            <Trans>Accounts per plan</Trans>
          </h3>
          <ul className="space-y-1 text-fg-muted" aria-label={t`Accounts per plan`}>
            {plans.map(([name, n]) => (
              <li key={name} className="flex justify-between gap-4">
                <span>{name}</span>
                <span className="font-medium">{accounts(n)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 font-medium text-fg">
            <Trans>Growth</Trans>
          </h3>
          <dl className="space-y-1 text-slate-700 dark:text-slate-300">
            <div className="flex justify-between gap-4">
              <dt>
                <Trans>Total growth ({months} months)</Trans>
              </dt>
              <dd className="font-medium">{growth(a.insights.totalGrowth)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>
                <Trans>Peak month</Trans>
              </dt>
              <dd className="font-medium">{peakPoint ? peak : t`N/A`}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>
                <Trans>Average per month</Trans>
              </dt>
              <dd className="font-medium">{accounts(average)}</dd>
            </div>
          </dl>
        </div>
      </div>
    </OverviewPanel>
  );
}
