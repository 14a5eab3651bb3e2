// The client's timeline as one list of entries of several kinds, newest first: its activities and
// the server-kept history of the client's and its deals' changes (each source is watched on its
// own and merged here, so each keeps its own paging; see useClientTimeline).
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ActivityView, DataError, HistoryEntry } from '../../data/contract';
import type { ActivityKind } from '../../domain/activities';
import { historyScopeOf } from '../../domain/history';
import { scopeOf } from '../../domain/record-access';
import { useSession } from '../../lib/session';

export type TimelineEntry = { type: 'activity'; id: string; at: Date; activity: ActivityView } | { type: 'history'; id: string; at: Date; entry: HistoryEntry };

/** What the timeline's filter offers: every entry, one kind of activity, or the changes alone. */
export type TimelineFilter = 'all' | ActivityKind | 'changes';

/** Entries from several sources, newest first (the same moment: by id, as the queries' cursors). */
export function mergeEntries(...lists: readonly (readonly TimelineEntry[])[]): TimelineEntry[] {
  return lists.flat().sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export type TimelineState = { entries: TimelineEntry[]; hasMore: boolean; loading: boolean; error: DataError | null };

/**
 * Merges sources that are each paged newest first: entries older than the oldest one loaded of a
 * source that has more are held back until that source's next page, so the list never shows an
 * older entry above a newer one still to come.
 */
export function mergePaged(...sources: readonly { entries: readonly TimelineEntry[]; hasMore: boolean }[]): { entries: TimelineEntry[]; hasMore: boolean } {
  const merged = mergeEntries(...sources.map((s) => s.entries));
  const edges = sources.filter((s) => s.hasMore && s.entries.length > 0).map((s) => Math.min(...s.entries.map((e) => e.at.getTime())));
  const edge = edges.length ? Math.max(...edges) : -Infinity;
  return { entries: merged.filter((e) => e.at.getTime() >= edge), hasMore: sources.some((s) => s.hasMore) };
}

/** The client's history (its own and its deals'), `pages` pages of it, the first live; as far as the member may read it. */
export function useHistoryTimeline(clientId: string, pages: number, enabled = true): TimelineState {
  const { backend, accountId, user, recordAccess, accountRole } = useSession();
  const me = user?.uid ?? '';
  const scope = useMemo(() => historyScopeOf(accountRole ?? 'viewer', recordAccess, me), [accountRole, recordAccess, me]);
  const key = `${accountId ?? ''}/${clientId}/${scope.managers}/${scope.ownerId ?? ''}/${enabled}`;
  const [first, setFirst] = useState<{ key: string; entries: HistoryEntry[]; hasMore: boolean; error: DataError | null } | null>(null);
  type Older = { key: string; entries: HistoryEntry[]; pages: number; hasMore: boolean };
  const none: Older = { key, entries: [], pages: 0, hasMore: true };
  const [older, setOlder] = useState<Older>(none);
  useEffect(() => {
    if (!backend || !accountId || !enabled) return;
    return backend.history.watchClientHistory(
      accountId,
      clientId,
      scope,
      ({ entries, hasMore }) => setFirst({ key, entries, hasMore, error: null }),
      (error) => setFirst({ key, entries: [], hasMore: false, error }),
    );
  }, [backend, accountId, clientId, scope, key, enabled]);
  const head = first?.key === key ? first : null;
  const tail = older.key === key ? older : none;
  // "Show more": each page after the first is loaded once, after the oldest entry shown.
  const loading = useRef('');
  const wantMore = !!head && head.hasMore && tail.hasMore && pages > 1 + tail.pages;
  const last = tail.entries[tail.entries.length - 1] ?? head?.entries[head.entries.length - 1];
  useEffect(() => {
    const page = `${key}#${tail.pages}`;
    if (!wantMore || !backend || !accountId || !last || loading.current === page) return;
    loading.current = page;
    backend.history.loadClientHistory(accountId, clientId, scope, last).then(
      (more) => setOlder((o) => (o.key === key ? { key, entries: [...o.entries, ...more.entries], pages: o.pages + 1, hasMore: more.hasMore } : o)),
      () => setOlder((o) => (o.key === key ? { ...o, hasMore: false } : o)),
    );
  }, [wantMore, backend, accountId, clientId, scope, last, key, tail.pages]);
  const entries = useMemo(
    () => [...(head?.entries ?? []), ...tail.entries].map((entry): TimelineEntry => ({ type: 'history', id: entry.id, at: entry.at, entry })),
    [head?.entries, tail.entries],
  );
  if (!enabled) return { entries: [], hasMore: false, loading: false, error: null };
  return {
    entries,
    hasMore: !!head?.hasMore && (tail.entries.length === 0 || tail.hasMore),
    loading: head === null,
    error: head?.error ?? null,
  };
}

/** The whole timeline: activities (of the filter's kind) and, unless a kind of activity is chosen, the history. */
export function useClientTimeline(clientId: string, filter: TimelineFilter, pages: number): TimelineState {
  const showHistory = filter === 'all' || filter === 'changes';
  const activities = useActivityTimeline(clientId, filter === 'changes' ? 'all' : filter, pages);
  const history = useHistoryTimeline(clientId, pages, showHistory);
  const sources = filter === 'changes' ? [history] : showHistory ? [activities, history] : [activities];
  const { entries, hasMore } = mergePaged(...sources);
  return {
    entries,
    hasMore,
    loading: sources.some((s) => s.loading),
    // History a member may not read fails alone: the activities still show.
    error: (filter === 'changes' ? history.error : activities.error) ?? null,
  };
}

/** The client's activities, `pages` pages of them, live, as far as the member's switches let them see. */
export function useActivityTimeline(clientId: string, filter: 'all' | ActivityKind, pages: number): TimelineState {
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
