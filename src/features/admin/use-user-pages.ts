import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UserPage, UserPageCursor } from '../../data/contract-admin-users';
import { NO_USER_FILTERS, USER_PAGE_SIZE } from '../../domain/admin-users';
import type { UserListFilters } from '../../domain/admin-users';
import { useSession } from '../../lib/session';

export type UserPagesState = {
  filters: UserListFilters;
  setFilters: (f: UserListFilters) => void;
  page: UserPage | null;
  pageNumber: number;
  error: boolean;
  next: (() => void) | null;
  previous: (() => void) | null;
  /** Drops an account the caller has just deleted from the page shown, without waiting for the listener. */
  forget: (uid: string) => void;
};

/**
 * The user list paged on the server: one live page at a time, newest first, with a stack of
 * cursors for Previous. Changing a filter starts again at page 1. An account deleted from this
 * page leaves it as soon as the function says so: the live query's own removal can come later
 * (seconds on a busy server), and a row that stays after "User deleted successfully!" would
 * invite a second delete (docs/decisions/0159).
 */
export function useUserPages(pageSize = USER_PAGE_SIZE): UserPagesState {
  const { backend } = useSession();
  const [filters, setFiltersState] = useState<UserListFilters>(NO_USER_FILTERS);
  const [cursors, setCursors] = useState<(UserPageCursor | null)[]>([null]);
  const [result, setResult] = useState<{ key: string; page: UserPage | null; error: boolean } | null>(null);
  const [forgotten, setForgotten] = useState<ReadonlySet<string>>(() => new Set());
  const cursor = cursors[cursors.length - 1] ?? null;
  const key = JSON.stringify([filters, cursor]);

  useEffect(() => {
    if (!backend) return;
    return backend.adminUsers.watchUsers(
      filters,
      cursor,
      pageSize,
      (page) => setResult({ key, page, error: false }),
      () => setResult({ key, page: null, error: true }),
    );
  }, [backend, filters, cursor, pageSize, key]);

  const current = result?.key === key ? result : null;
  const live = current?.page ?? null;
  const page = useMemo(
    () => (live && live.users.some((u) => forgotten.has(u.uid)) ? { ...live, users: live.users.filter((u) => !forgotten.has(u.uid)) } : live),
    [live, forgotten],
  );
  const forget = useCallback((uid: string) => setForgotten((s) => new Set(s).add(uid)), []);
  const nextCursor = page?.next ?? null;
  const setFilters = useCallback((f: UserListFilters) => {
    setFiltersState(f);
    setCursors([null]);
  }, []);
  return {
    filters,
    setFilters,
    page,
    pageNumber: cursors.length,
    error: current?.error ?? false,
    next: nextCursor ? () => setCursors((c) => [...c, nextCursor]) : null,
    previous: cursors.length > 1 ? () => setCursors((c) => c.slice(0, -1)) : null,
    forget,
  };
}
