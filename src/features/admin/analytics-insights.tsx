// Insights of System Analytics: users per plan, growth over the months shown, peak month and the
// average per month.
import type { Analytics } from '../../domain/admin-analytics';
import { GROWTH_MONTHS } from '../../domain/admin-analytics';
import { useAdminFormat } from '../../lib/admin-dates';
import { OverviewPanel } from './overview-ui';

export function AnalyticsInsights({ a }: { a: Analytics }) {
  const format = useAdminFormat();
  const count = (n: number) => format.number(n);
  const users = (n: number) => `${count(n)} ${n === 1 ? 'user' : 'users'}`;
  const c = a.counts;
  const plans: [string, number][] = [
    ['Owner', c.owners],
    ['Admin', c.admins],
    ['Pro', c.usersByPlan.pro],
    ['Basic', c.usersByPlan.basic],
  ];
  if (c.usersByPlan.custom > 0) plans.push(['Enterprise', c.usersByPlan.custom]);
  return (
    <OverviewPanel title="Insights">
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="mb-2 font-medium text-slate-900 dark:text-slate-100">Users per plan</h3>
          <ul className="space-y-1 text-slate-700 dark:text-slate-300" aria-label="Users per plan">
            {plans.map(([name, n]) => (
              <li key={name} className="flex justify-between gap-4">
                <span>{name}</span>
                <span className="font-medium">{users(n)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 font-medium text-slate-900 dark:text-slate-100">Growth</h3>
          <dl className="space-y-1 text-slate-700 dark:text-slate-300">
            <div className="flex justify-between gap-4">
              <dt>Total growth ({GROWTH_MONTHS} months)</dt>
              <dd className="font-medium">+{users(a.insights.totalGrowth)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Peak month</dt>
              <dd className="font-medium">{a.insights.peakMonth}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Average per month</dt>
              <dd className="font-medium">{a.insights.averagePerMonth} {a.insights.averagePerMonth === 1 ? 'user' : 'users'}</dd>
            </div>
          </dl>
        </div>
      </div>
    </OverviewPanel>
  );
}
