// The activity log (docs/product/admin.md#activity-log): real entries written by functions,
// newest first, filtered by type, user e-mail and date (days of the viewer's time zone, New York by
// default, the zone its times are shown in), paged on the server.
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import type { ActivityCursor, ActivityFilters, ActivityPage } from '../../data/contract-admin-users';
import { NO_ACTIVITY_FILTERS } from '../../data/contract-admin-users';
import { ACTIVITY_TYPES } from '../../domain/activity';
import type { ActivityType } from '../../domain/activity';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ActivityList, activityLabel } from './activity-list';
import { adminDayEnd, adminDayStart, useAdminDates } from '../../lib/admin-dates';

export const ACTIVITY_PAGE_SIZE = 25;

/** 'America/New_York' -> 'New York'. */
const zoneCity = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

type Draft = { type: string; email: string; from: string; to: string };
const EMPTY_DRAFT: Draft = { type: 'all', email: '', from: '', to: '' };
const ALL_EVENTS = msg`All events`;

function toFilters(d: Draft, timeZone: string): ActivityFilters {
  return {
    type: d.type === 'all' ? 'all' : (d.type as ActivityType),
    email: d.email.trim().toLowerCase(),
    from: d.from ? adminDayStart(d.from, timeZone) : null,
    to: d.to ? adminDayEnd(d.to, timeZone) : null,
  };
}

export function ActivityPage() {
  const { backend } = useSession();
  const { timeZone } = useAdminDates();
  const { t } = useLingui();
  const typeOptions = [{ value: 'all', label: t(ALL_EVENTS) }, ...ACTIVITY_TYPES.map((type) => ({ value: type, label: activityLabel(type) }))];
  const city = zoneCity(timeZone);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [filters, setFilters] = useState<ActivityFilters>(NO_ACTIVITY_FILTERS);
  const [cursors, setCursors] = useState<(ActivityCursor | null)[]>([null]);
  const [result, setResult] = useState<{ key: string; page: ActivityPage | null; error: boolean } | null>(null);
  const cursor = cursors[cursors.length - 1] ?? null;
  const key = JSON.stringify([filters, cursor]);

  useEffect(() => {
    if (!backend) return;
    return backend.adminUsers.watchActivity(
      filters,
      cursor,
      ACTIVITY_PAGE_SIZE,
      (page) => setResult({ key, page, error: false }),
      () => setResult({ key, page: null, error: true }),
    );
  }, [backend, filters, cursor, key]);

  const current = result?.key === key ? result : null;
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(toFilters(draft, timeZone));
    setCursors([null]);
  };
  const reset = () => {
    setDraft(EMPTY_DRAFT);
    setFilters(NO_ACTIVITY_FILTERS);
    setCursors([null]);
  };
  const filtered = filters.type !== 'all' || filters.email !== '' || filters.from !== null || filters.to !== null;
  const next = current?.page?.next ?? null;
  const pageNumber = cursors.length;

  return (
    <div>
      <PageHeader
        title={t`Activity Log`}
        subtitle={t`What happened, who did it and to whom. Times in ${city}.`}
        actions={
          <Link to={paths.admin} className={buttonClasses('secondary')}>
            <Trans>Back to Admin Panel</Trans>
          </Link>
        }
      />
      <form onSubmit={apply} className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <SelectField label={t`Event`} value={draft.type} options={typeOptions} onChange={(e) => setDraft({ ...draft, type: e.target.value })} />
        <TextField label={t`User e-mail`} type="email" value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.target.value })} />
        <TextField
          label={t({ message: 'From', context: 'date range' })}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextField
          label={t({ message: 'To', context: 'date range' })}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <div className="flex gap-2">
          <Button type="submit">
            <Trans>Apply</Trans>
          </Button>
          <Button variant="secondary" onClick={reset}>
            <Trans>Reset</Trans>
          </Button>
        </div>
      </form>
      {current?.error ? (
        <EmptyState>
          <Trans>Failed to load the activity log</Trans>
        </EmptyState>
      ) : !current?.page ? (
        <div className="flex justify-center py-10" role="status" aria-label={t`Loading activity`}>
          <Spinner />
        </div>
      ) : (
        <ActivityList entries={current.page.entries} empty={filtered ? t`No activity matches your filters` : t`No activity yet`} />
      )}
      <div className="mt-3 flex items-center justify-between text-sm text-fg-muted">
        <span>
          <Trans>Page {pageNumber}</Trans>
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={cursors.length < 2} onClick={() => setCursors((c) => c.slice(0, -1))}>
            <Trans>Previous</Trans>
          </Button>
          <Button variant="secondary" size="sm" disabled={!next} onClick={() => next && setCursors((c) => [...c, next])}>
            <Trans>Next</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
