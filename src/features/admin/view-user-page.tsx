// View user (seed 002 section 2.3): profile, subscription, record counts per kind (aggregation
// queries in a function) and that user's recent activity, live.
import { useEffect, useState } from 'react';
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
import { useAdminDates, useAdminFormat } from '../../lib/admin-dates';
import { useAdminUser } from './use-admin-user';
import { PlanLabel, RoleBadge, StatusBadge } from './user-badges';
import { UserStateMessage } from './user-state-message';

const KIND_LABEL: Record<RecordKind, string> = {
  clients: 'Clients',
  employees: 'Employees',
  tasks: 'Tasks',
  salaries: 'Salaries',
  revenues: 'Revenues',
  expenses: 'Expenses',
};

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-ui-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900" aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{k}</dt>
          <dd className="text-slate-900 dark:text-slate-100">{v}</dd>
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
  if (state.status !== 'ready' || !id) return <UserStateMessage uid={id} state={state} />;
  const { user, subscription: sub } = state;

  return (
    <div>
      <PageHeader
        title="User Details"
        subtitle={user.email}
        actions={
          <>
            <Link to={adminEditUserPath(id)} className={buttonClasses('primary')}>
              Edit User
            </Link>
            <Link to={paths.adminUsers} className={buttonClasses('secondary')}>
              Back to User Management
            </Link>
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Profile">
          <Facts
            rows={[
              ['Name', user.displayName || 'No Display Name'],
              ['E-mail', user.email],
              ['Role', <RoleBadge key="r" role={user.role} />],
              ['Company', user.company || 'N/A'],
              ['Phone', user.phone || 'N/A'],
              ['Joined', dates.date(user.createdAt)],
              ['Last login', dates.date(user.lastLogin, 'Never')],
              ['Account', user.status === 'disabled' ? 'Disabled' : 'Active'],
            ]}
          />
        </Card>
        <Card title="Subscription">
          {sub ? (
            <Facts
              rows={[
                ['Plan', <PlanLabel key="p" planId={sub.planId} />],
                ['Status', <StatusBadge key="s" status={sub.status} />],
                ['Trial ends', dates.date(sub.trialEndsAt, 'N/A')],
                ['Period ends', dates.date(sub.currentPeriodEnd, 'N/A')],
                ['Payment failed', dates.date(sub.paymentFailedAt, 'Never')],
                ['Locked', sub.accountLocked ? 'Yes' : 'No'],
              ]}
            />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">No subscription record.</p>
          )}
        </Card>
        <Card title="Records">
          {counts === null ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">Counting...</p>
          ) : counts === 'error' ? (
            <p className="text-sm text-red-700 dark:text-red-300">Could not count the records.</p>
          ) : (
            <Facts rows={RECORD_KINDS.map((k) => [KIND_LABEL[k], format.number(counts[k])])} />
          )}
        </Card>
        <Card title="Recent activity">
          {activity === null ? <p className="text-sm text-slate-600 dark:text-slate-300">Loading...</p> : <ActivityList entries={activity} empty="No activity yet." />}
        </Card>
      </div>
    </div>
  );
}
