// View user's accounts: each account the person belongs to (users/{uid}.accounts), with their role
// in it, the account's name, plan and members, and a link to that account's Subscription Override.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AccountRole } from '../../domain/accounts';
import { ACCOUNT_ROLE_LABELS } from '../../lib/account-roles';
import { useAdminFormat } from '../../lib/admin-dates';
import { accountOverridePath, useAccountSummaries } from './use-accounts';
import { PlanLabel, StatusBadge } from './user-badges';

export function UserAccounts({ uid, memberships }: { uid: string; memberships: Partial<Record<string, AccountRole>> }) {
  const entries = Object.entries(memberships).filter((e): e is [string, AccountRole] => e[1] !== undefined);
  const summaries = useAccountSummaries(entries.map(([id]) => id).sort());
  const format = useAdminFormat();
  const { t } = useLingui();
  if (entries.length === 0)
    return (
      <p className="text-sm text-fg-muted">
        <Trans>Belongs to no account.</Trans>
      </p>
    );
  const byId = new Map((summaries ?? []).map((s) => [s.accountId, s]));
  const rows = entries
    .map(([id, role]) => ({ id, role, summary: byId.get(id) }))
    .sort((a, b) => (a.summary?.nameLower ?? a.id).localeCompare(b.summary?.nameLower ?? b.id));
  return (
    <ul className="divide-y divide-line text-sm" aria-label={t`Accounts`}>
      {rows.map(({ id, role, summary }) => {
        const roleName = t(ACCOUNT_ROLE_LABELS[role]);
        const name = summary?.name ?? id;
        const n = summary?.members ?? 0;
        const shown = format.number(n);
        const members = t`${plural(n, { one: `${shown} member`, other: `${shown} members` })}`;
        return (
          <li key={id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid={`user-account-${id}`}>
            <span>
              <span className="font-medium text-fg">{name}</span>
              {id === uid && (
                <span className="ml-2 text-fg-subtle">
                  <Trans>(own account)</Trans>
                </span>
              )}
              <span className="block text-fg-muted">
                <Trans>Role: {roleName}</Trans>
                {summary && (
                  <>
                    {' · '}
                    <PlanLabel planId={summary.planId} /> <StatusBadge status={summary.status} />
                    {' · '}
                    {members}
                  </>
                )}
              </span>
            </span>
            <Link
              to={accountOverridePath(id)}
              className="font-medium text-primary-700 hover:underline dark:text-primary-300"
              aria-label={t`Override the subscription of ${name}`}
            >
              <Trans>Subscription override</Trans>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
