import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import type { AdminUserRow } from '../../data/contract-admin-users';
import { ADMIN_USER_MESSAGES, hasUserFilters } from '../../domain/admin-users';
import { useAdminDates } from '../../lib/admin-dates';
import { PlanLabel, RoleBadge, StatusBadge } from './user-badges';
import type { UserPagesState } from './use-user-pages';

/** One page of users with the seed's columns, an actions cell per row, and the pager. */
export function UsersTable({ state, actions, caption }: { state: UserPagesState; actions: (row: AdminUserRow) => ReactNode; caption: string }) {
  const { page, error, filters } = state;
  const dates = useAdminDates();
  if (error) return <EmptyState>{ADMIN_USER_MESSAGES.loadFailed}</EmptyState>;
  if (!page) {
    return (
      <div className="flex justify-center py-10" role="status" aria-label="Loading users">
        <Spinner />
      </div>
    );
  }
  if (page.users.length === 0) return <EmptyState>{hasUserFilters(filters) ? ADMIN_USER_MESSAGES.noMatches : ADMIN_USER_MESSAGES.noUsers}</EmptyState>;
  return (
    <div>
      <div className="overflow-x-auto rounded-ui-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-700">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              {['User', 'Role', 'Plan', 'Status', 'Last login', 'Actions'].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-semibold text-slate-700 dark:text-slate-200">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {page.users.map((u) => (
              <tr key={u.uid}>
                <td className="px-4 py-3">
                  <div className="font-medium text-slate-900 dark:text-slate-100">{u.displayName || 'No Display Name'}</div>
                  <div className="text-slate-600 dark:text-slate-300">{u.email}</div>
                  <div className="text-xs text-slate-500 dark:text-slate-400">Joined {dates.date(u.createdAt)}</div>
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
                <td className="px-4 py-3 text-slate-700 dark:text-slate-200">{dates.date(u.lastLogin ?? u.createdAt, 'N/A')}</td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-2">{actions(u)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex items-center justify-between text-sm text-slate-600 dark:text-slate-300">
        <span>
          {page.capped
            ? `Showing the first ${page.users.length} matches: type more to narrow the search.`
            : filters.search.trim()
              ? `${page.users.length} ${page.users.length === 1 ? 'match' : 'matches'}`
              : `Page ${state.pageNumber}`}
        </span>
        {!filters.search.trim() && (
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => state.previous?.()} disabled={!state.previous}>
              Previous
            </Button>
            <Button variant="secondary" size="sm" onClick={() => state.next?.()} disabled={!state.next}>
              Next
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
