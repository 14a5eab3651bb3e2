// The views of Subscription Override: the accounts found, and one account with its plan, state,
// seats used of the plan's seats and its members with their roles.
import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import type { AccountSearchPage, AdminAccountDetail } from '../../data/contract-admin-users';
import { ACCOUNT_SEARCH_LIMIT, ADMIN_ACCOUNT_MESSAGES, seatState } from '../../domain/admin-accounts';
import type { AccountMemberRow, AdminAccountSummary } from '../../domain/admin-accounts';
import type { PlanSeats } from '../../domain/seats';
import { ACCOUNT_ROLE_LABELS } from '../../lib/account-roles';
import { useAdminDates, useAdminFormat } from '../../lib/admin-dates';
import { translateText } from '../../lib/known-texts';
import { adminViewUserPath } from '../../lib/paths';
import { accountOverridePath } from './use-accounts';
import { PlanLabel, StatusBadge } from './user-badges';

const pill = 'ml-2 inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';

/** "3 of 10", "3 (unlimited)", with a badge when the account is full or near its limit. */
export function SeatsUsed({ summary, seats }: { summary: AdminAccountSummary; seats: PlanSeats | null }) {
  const format = useAdminFormat();
  const { t } = useLingui();
  const used = format.number(summary.seatsUsed);
  if (!seats) return <span>{used}</span>;
  const limit = seats[summary.planId];
  const state = seatState(summary.seatsUsed, limit);
  const of = limit === null ? '' : format.number(limit);
  return (
    <span data-testid={`seats-${summary.accountId}`}>
      {limit === null ? t`${used} (unlimited)` : t`${used} of ${of}`}
      {state === 'full' && <span className={`${pill} bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200`}>{t`Full`}</span>}
      {state === 'near' && <span className={`${pill} bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200`}>{t`Near limit`}</span>}
    </span>
  );
}

const COLUMNS = [msg`Account`, msg`Owner`, msg`Plan`, msg`Status`, msg`Seats used`, msg`Members`, msg`Actions`];

export function AccountsTable({
  page,
  error,
  searching,
  seats,
}: {
  page: AccountSearchPage | null;
  error: boolean;
  searching: boolean;
  seats: PlanSeats | null;
}) {
  const format = useAdminFormat();
  const { t, i18n } = useLingui();
  if (error) return <EmptyState>{t`Could not load the accounts.`}</EmptyState>;
  if (!page)
    return (
      <div className="flex justify-center py-10" role="status" aria-label={t`Loading accounts`}>
        <Spinner />
      </div>
    );
  if (page.accounts.length === 0) return <EmptyState>{searching ? translateText(ADMIN_ACCOUNT_MESSAGES.noAccounts) : t`No accounts yet`}</EmptyState>;
  const limit = format.number(ACCOUNT_SEARCH_LIMIT);
  return (
    <div className="overflow-x-auto rounded-ui-lg border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{searching ? t`Accounts found` : t`Newest accounts`}</caption>
        <thead className="bg-surface-muted text-fg-muted">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.id} scope="col" className="px-4 py-2 font-medium">
                {i18n._(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line text-fg">
          {page.accounts.map((a) => {
            const name = a.name;
            return (
              <tr key={a.accountId} data-testid={`account-row-${a.accountId}`}>
                <td className="px-4 py-2 font-medium">{a.name}</td>
                <td className="px-4 py-2">{a.ownerEmail || t`No owner`}</td>
                <td className="px-4 py-2">
                  <PlanLabel planId={a.planId} />
                </td>
                <td className="px-4 py-2">
                  <StatusBadge status={a.status} />
                </td>
                <td className="px-4 py-2">
                  <SeatsUsed summary={a} seats={seats} />
                </td>
                <td className="px-4 py-2">{format.number(a.members)}</td>
                <td className="px-4 py-2">
                  <Link
                    to={accountOverridePath(a.accountId)}
                    className="font-medium text-primary-700 hover:underline dark:text-primary-300"
                    aria-label={t`Open ${name}`}
                  >
                    <Trans>Open</Trans>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {page.capped && (
        <p className="border-t border-line px-4 py-2 text-sm text-fg-muted">
          <Trans>Showing the first {limit} matches of each search; type more to narrow it.</Trans>
        </p>
      )}
    </div>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-fg-subtle">{k}</dt>
          <dd className="text-fg">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AccountPanel({
  detail,
  seats,
  actions,
  memberActions,
}: {
  detail: AdminAccountDetail & { summary: AdminAccountSummary };
  seats: PlanSeats | null;
  actions: ReactNode;
  memberActions: (m: AccountMemberRow) => ReactNode;
}) {
  const { summary, members, subscription } = detail;
  const dates = useAdminDates();
  const { t } = useLingui();
  const name = summary.name;
  const id = summary.accountId;
  return (
    <section className="mb-6 rounded-ui-lg border border-line bg-surface p-5" aria-label={t`Account ${name}`}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-fg">{summary.name}</h2>
          <p className="text-xs text-fg-subtle">
            <Trans>Account ID: {id}</Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Facts
          rows={[
            [t`Plan`, <PlanLabel key="p" planId={subscription?.planId ?? summary.planId} />],
            [t`Status`, <StatusBadge key="s" status={subscription?.status ?? summary.status} />],
            [t`Trial ends`, dates.date(subscription?.trialEndsAt ?? summary.trialEndsAt, t`N/A`)],
            [t`Period ends`, dates.date(subscription?.currentPeriodEnd ?? null, t`N/A`)],
            [t`Seats used`, <SeatsUsed key="seats" summary={summary} seats={seats} />],
            [t`Created`, dates.date(summary.createdAt)],
          ]}
        />
        <div>
          <h3 className="mb-2 font-medium text-fg">
            <Trans>Members</Trans>
          </h3>
          <ul className="divide-y divide-line text-sm" aria-label={t`Members of ${name}`}>
            {members.map((m) => {
              const role = t(ACCOUNT_ROLE_LABELS[m.role]);
              return (
                <li key={m.uid} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid={`member-${m.uid}`}>
                  <span>
                    <Link to={adminViewUserPath(m.uid)} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
                      {m.displayName || m.email}
                    </Link>
                    {m.displayName && <span className="ml-2 text-fg-subtle">{m.email}</span>}
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="text-fg-muted">{role}</span>
                    {memberActions(m)}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
