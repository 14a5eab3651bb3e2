import type { ReactNode } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import type { AdminUserRow } from '../../data/contract-admin-users';
import { ADMIN_USER_MESSAGES, hasUserFilters } from '../../domain/admin-users';
import { useAdminDates, useAdminFormat } from '../../lib/admin-dates';
import { PlanLabel, RoleBadge, StatusBadge } from './user-badges';
import type { UserPagesState } from './use-user-pages';

const COLUMNS = [msg`User`, msg`Role`, msg`Plan`, msg`Status`, msg`Last login`, msg`Actions`];

/** One page of users with the columns of docs/product/admin.md#user-management, an actions cell per row, and the pager. */
export function UsersTable({ state, actions, caption }: { state: UserPagesState; actions: (row: AdminUserRow) => ReactNode; caption: string }) {
  const { page, error, filters } = state;
  const dates = useAdminDates();
  const format = useAdminFormat();
  const { t } = useLingui();
  if (error) return <EmptyState>{translateText(ADMIN_USER_MESSAGES.loadFailed)}</EmptyState>;
  if (!page) {
    return (
      <div className="flex justify-center py-10" role="status" aria-label={t`Loading users`}>
        <Spinner />
      </div>
    );
  }
  if (page.users.length === 0)
    return <EmptyState>{translateText(hasUserFilters(filters) ? ADMIN_USER_MESSAGES.noMatches : ADMIN_USER_MESSAGES.noUsers)}</EmptyState>;
  const found = page.users.length;
  const shownCount = format.number(found);
  const pageNumber = state.pageNumber;
  const joined = (at: Date | null | undefined) => {
    const day = dates.date(at);
    return t`Joined ${day}`;
  };
  return (
    <div>
      <div className="overflow-x-auto rounded-ui-lg border border-line bg-surface">
        <table className="min-w-full divide-y divide-line text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              {COLUMNS.map((h) => (
                <th key={h.id} scope="col" className="px-4 py-3 font-semibold text-fg-body">
                  {t(h)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {page.users.map((u) => (
              <tr key={u.uid}>
                <td className="px-4 py-3">
                  <div className="font-medium text-fg">{u.displayName || t`No Display Name`}</div>
                  <div className="text-fg-muted">{u.email}</div>
                  <div className="text-xs text-fg-subtle">{joined(u.createdAt)}</div>
                </td>
                <td className="px-4 py-3">
                  <RoleBadge role={u.role} />
                </td>
                <td className="px-4 py-3">
                  <PlanLabel planId={u.planId} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={u.subscriptionStatus} />
                </td>
                <td className="px-4 py-3 text-fg-body">{dates.date(u.lastLogin ?? u.createdAt, t`N/A`)}</td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-2">{actions(u)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex items-center justify-between text-sm text-fg-muted">
        <span>
          {page.capped ? (
            t`Showing the first ${shownCount} matches: type more to narrow the search.`
          ) : filters.search.trim() ? (
            t`${plural(found, { one: `${shownCount} match`, other: `${shownCount} matches` })}`
          ) : (
            <Trans>Page {pageNumber}</Trans>
          )}
        </span>
        {!filters.search.trim() && (
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => state.previous?.()} disabled={!state.previous}>
              <Trans>Previous</Trans>
            </Button>
            <Button variant="secondary" size="sm" onClick={() => state.next?.()} disabled={!state.next}>
              <Trans>Next</Trans>
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
