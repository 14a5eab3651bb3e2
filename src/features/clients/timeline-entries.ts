// The client's timeline as one list of entries of several kinds, newest first: activities now; the
// server-kept history of the client's changes joins as another kind of entry (each source is
// watched on its own and merged here, so each keeps its own paging).
import { useEffect, useMemo, useState } from 'react';
import type { ActivityView, DataError } from '../../data/contract';
import type { ActivityKind } from '../../domain/activities';
import { scopeOf } from '../../domain/record-access';
import { useSession } from '../../lib/session';

export type TimelineEntry = { type: 'activity'; id: string; at: Date; activity: ActivityView };

/** What the timeline's filter offers: every entry, or one kind of activity. */
export type TimelineFilter = 'all' | ActivityKind;

/** Entries from several sources, newest first (the same moment: by id, as the queries' cursors). */
export function mergeEntries(...lists: readonly (readonly TimelineEntry[])[]): TimelineEntry[] {
  return lists.flat().sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export type TimelineState = { entries: TimelineEntry[]; hasMore: boolean; loading: boolean; error: DataError | null };

/** The client's activities, `pages` pages of them, live, as far as the member's switches let them see. */
export function useActivityTimeline(clientId: string, filter: TimelineFilter, pages: number): TimelineState {
  const { backend, accountId, user, recordAccess } = useSession();
  const me = user?.uid ?? '';
  // Activities are narrowed as their clients are (the client's owner is copied onto each).
  const { ownerId } = scopeOf(recordAccess, me, 'clients');
  const key = `${accountId ?? ''}/${clientId}/${filter}/${ownerId ?? ''}`;
  const [state, setState] = useState<{ key: string; entries: ActivityView[]; hasMore: boolean; error: DataError | null } | null>(null);
  useEffect(() => {
    if (!backend || !accountId) return;
    return backend.activities.watchTimeline(
      accountId,
      clientId,
      { kind: filter === 'all' ? null : filter, pages },
      ({ entries, hasMore }) => setState({ key, entries, hasMore, error: null }),
      (error) => setState((s) => ({ key, entries: s?.key === key ? s.entries : [], hasMore: false, error })),
      ownerId !== null ? { hidden: false, ownerId, withoutPayroll: false } : undefined,
    );
  }, [backend, accountId, clientId, filter, pages, key, ownerId]);
  const current = state?.key === key ? state : null;
  const entries = useMemo(
    () => mergeEntries((current?.entries ?? []).map((activity): TimelineEntry => ({ type: 'activity', id: activity.id, at: activity.at, activity }))),
    [current?.entries],
  );
  return { entries, hasMore: current?.hasMore ?? false, loading: current === null, error: current?.error ?? null };
}
