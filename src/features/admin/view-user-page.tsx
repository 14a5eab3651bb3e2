// View user (docs/product/admin.md#view-user): profile, subscription, record counts per kind (aggregation
// queries in a function) and that user's recent activity, live.
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import type { ActivityEntry } from '../../domain/activity';
import { RECORD_KINDS } from '../../domain/types';
import type { RecordKind } from '../../domain/types';
import { adminEditUserPath, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ActivityList } from './activity-list';
import { UserAccounts } from './user-accounts';
import { useAdminDates, useAdminFormat } from '../../lib/admin-dates';
import { useAdminUser } from './use-admin-user';
import { PlanLabel, RoleBadge, StatusBadge } from './user-badges';
import { UserStateMessage } from './user-state-message';
import { RECORD_KIND_LABELS } from './admin-labels';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-ui-lg border border-line bg-surface p-5" aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold text-fg">{title}</h2>
      {children}
    </section>
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

function useRecordCounts(uid: string | undefined) {
  const { backend } = useSession();
  const [counts, setCounts] = useState<{ uid: string; value: Record<RecordKind, number> | 'error' } | null>(null);
  useEffect(() => {
    if (!backend || !uid) return;
    let live = true;
    backend.adminUsers.recordCounts(uid).then(
      (value) => live && setCounts({ uid, value }),
      () => live && setCounts({ uid, value: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [backend, uid]);
  return counts && counts.uid === uid ? counts.value : null;
}

function useUserActivity(uid: string | undefined) {
  const { backend } = useSession();
  const [entries, setEntries] = useState<{ uid: string; list: ActivityEntry[] } | null>(null);
  useEffect(() => {
    if (!backend || !uid) return;
    return backend.adminUsers.watchActivity({ type: 'all', email: '', targetUid: uid, from: null, to: null }, null, 10, (page) =>
      setEntries({ uid, list: page.entries }),
    );
  }, [backend, uid]);
  return entries && entries.uid === uid ? entries.list : null;
}

export function ViewUserPage() {
  const { id } = useParams();
  const state = useAdminUser(id);
  const counts = useRecordCounts(state.status === 'ready' ? id : undefined);
  const activity = useUserActivity(state.status === 'ready' ? id : undefined);
  const dates = useAdminDates();
  const format = useAdminFormat();
  const { t } = useLingui();
  if (state.status !== 'ready' || !id) return <UserStateMessage uid={id} state={state} />;
  const { user, subscription: sub } = state;

  return (
    <div>
      <PageHeader
        title={t`User Details`}
        subtitle={user.email}
        actions={
          <>
            <Link to={adminEditUserPath(id)} className={buttonClasses('primary')}>
              <Trans>Edit User</Trans>
            </Link>
            <Link to={paths.adminUsers} className={buttonClasses('secondary')}>
              <Trans>Back to User Management</Trans>
            </Link>
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t`Profile`}>
          <Facts
            rows={[
              [t`Name`, user.displayName || t`No Display Name`],
              [t`E-mail`, user.email],
              [t`Role`, <RoleBadge key="r" role={user.role} />],
              [t`Company`, user.company || t`N/A`],
              [t`Phone`, user.phone || t`N/A`],
              [t`Joined`, dates.date(user.createdAt)],
              [t`Last login`, dates.date(user.lastLogin, t`Never`)],
              [t`Account`, user.status === 'disabled' ? t({ message: 'Disabled', context: 'account state' }) : t({ message: 'Active', context: 'status' })],
            ]}
          />
        </Card>
        <Card title={t`Subscription`}>
          {sub ? (
            <Facts
              rows={[
                [t`Plan`, <PlanLabel key="p" planId={sub.planId} />],
                [t`Status`, <StatusBadge key="s" status={sub.status} />],
                [t`Trial ends`, dates.date(sub.trialEndsAt, t`N/A`)],
                [t`Period ends`, dates.date(sub.currentPeriodEnd, t`N/A`)],
                [t`Payment failed`, dates.date(sub.paymentFailedAt, t`Never`)],
                [t`Locked`, sub.accountLocked ? t`Yes` : t`No`],
              ]}
            />
          ) : (
            <p className="text-sm text-fg-muted">
              <Trans>No subscription record.</Trans>
            </p>
          )}
        </Card>
        <Card title={t`Accounts`}>
          <UserAccounts uid={id} memberships={user.accounts ?? { [id]: 'owner' }} />
          <p className="mt-2 text-xs text-fg-subtle">
            <Trans>The record counts below add up every account this person belongs to.</Trans>
          </p>
        </Card>
        <Card title={t`Records`}>
          {counts === null ? (
            <p className="text-sm text-fg-muted">
              <Trans>Counting...</Trans>
            </p>
          ) : counts === 'error' ? (
            <p className="text-sm text-red-700 dark:text-red-300">
              <Trans>Could not count the records.</Trans>
            </p>
          ) : (
            <Facts rows={RECORD_KINDS.map((k) => [t(RECORD_KIND_LABELS[k]), format.number(counts[k])])} />
          )}
        </Card>
        <Card title={t`Recent activity`}>
          {activity === null ? (
            <p className="text-sm text-fg-muted">
              <Trans>Loading...</Trans>
            </p>
          ) : (
            <ActivityList entries={activity} empty={t`No activity yet.`} />
          )}
        </Card>
      </div>
    </div>
  );
}
