// Seats of System Analytics: members and seats per account, accounts by size, and the accounts at
// or near their plan's seat limit (80 % or more of it), per plan, counted against the seats each
// plan gives now (docs/product/admin.md#system-analytics).
import { plural } from '@lingui/core/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberGroup } from '../../domain/admin-accounts';
import type { Analytics } from '../../domain/admin-analytics';
import { useAdminFormat } from '../../lib/admin-dates';
import { planLabel } from './admin-labels';
import { OverviewPanel } from './overview-ui';

const GROUP_LABELS: Record<MemberGroup, MessageDescriptor> = {
  one: msg`1 member`,
  small: msg`2–5 members`,
  medium: msg`6–10 members`,
  large: msg`More than 10 members`,
};

export function AnalyticsSeats({ a }: { a: Analytics }) {
  const format = useAdminFormat();
  const { t, i18n } = useLingui();
  const accounts = (n: number) => {
    const shown = format.number(n);
    return t`${plural(n, { one: `${shown} account`, other: `${shown} accounts` })}`;
  };
  const s = a.seats;
  const limited = s.byPlan.filter((p) => p.seats !== null);
  return (
    <OverviewPanel title={t`Seats`}>
      <div className="grid gap-6 md:grid-cols-3">
        <dl className="space-y-3">
          <div>
            <dt className="text-sm font-medium text-fg-muted">
              <Trans>Members per account</Trans>
            </dt>
            <dd className="text-2xl font-semibold text-fg" data-testid="metric-Members per account">
              {format.number(s.membersPerAccount)}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-fg-muted">
              <Trans>Seats in use per account</Trans>
            </dt>
            <dd className="text-2xl font-semibold text-fg" data-testid="metric-Seats per account">
              {format.number(s.seatsPerAccount)}
            </dd>
          </div>
        </dl>
        <div>
          <h3 className="mb-2 font-medium text-fg">
            <Trans>Accounts by number of members</Trans>
          </h3>
          <ul className="space-y-1 text-fg-muted" aria-label={t`Accounts by number of members`}>
            {s.groups.map((g) => (
              <li key={g.key} className="flex justify-between gap-4">
                <span>{i18n._(GROUP_LABELS[g.key])}</span>
                <span className="font-medium">{accounts(g.accounts)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 font-medium text-fg">
            <Trans>Seat limits</Trans>
          </h3>
          <dl className="space-y-1 text-fg-muted">
            <div className="flex justify-between gap-4">
              <dt>
                <Trans>At their seat limit</Trans>
              </dt>
              <dd className="font-medium" data-testid="metric-At seat limit">
                {accounts(s.atLimit)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>
                <Trans>Near it (80% or more of their seats)</Trans>
              </dt>
              <dd className="font-medium" data-testid="metric-Near seat limit">
                {accounts(s.nearLimit)}
              </dd>
            </div>
          </dl>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Accounts at or near their seat limit per plan</Trans>
            </caption>
            <thead className="text-fg-subtle">
              <tr>
                <th className="py-1 font-medium">
                  <Trans>Plan</Trans>
                </th>
                <th className="py-1 font-medium">
                  <Trans>Seats</Trans>
                </th>
                <th className="py-1 font-medium">
                  <Trans>Full</Trans>
                </th>
                <th className="py-1 font-medium">
                  <Trans>Near</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="text-fg">
              {limited.map((p) => (
                <tr key={p.planId}>
                  <td className="py-1">{planLabel(p.planId)}</td>
                  <td className="py-1">{format.number(p.seats ?? 0)}</td>
                  <td className="py-1">{format.number(p.atLimit)}</td>
                  <td className="py-1">{format.number(p.nearLimit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </OverviewPanel>
  );
}
