// The accounts of Subscription Override and View user: a live search, one account with its members
// and subscription, and the seats each plan gives now (getPlanSeats).
import { useEffect, useState } from 'react';
import type { PlanSeats } from '../../domain/seats';
import type { AccountSearchPage, AdminAccountDetail } from '../../data/contract-admin-users';
import type { AdminAccountSummary } from '../../domain/admin-accounts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** The override page opened on one account. */
export const accountOverridePath = (accountId: string) => `${paths.adminSubscriptionOverride}?account=${encodeURIComponent(accountId)}`;

/** Waits this long after the last key before searching. */
const SEARCH_PAUSE_MS = 250;

export function useAccountSearch(term: string) {
  const { backend } = useSession();
  const [settled, setSettled] = useState(term);
  const [state, setState] = useState<{ term: string; page: AccountSearchPage | null; error: boolean }>({ term, page: null, error: false });
  useEffect(() => {
    const id = setTimeout(() => setSettled(term), SEARCH_PAUSE_MS);
    return () => clearTimeout(id);
  }, [term]);
  useEffect(() => {
    if (!backend) return;
    return backend.adminUsers.watchAccounts(
      settled,
      (page) => setState({ term: settled, page, error: false }),
      () => setState({ term: settled, page: null, error: true }),
    );
  }, [backend, settled]);
  const current = state.term === settled;
  return { page: current ? state.page : null, error: current && state.error };
}

export function useAccount(accountId: string | null) {
  const { backend } = useSession();
  const [state, setState] = useState<{ id: string; detail: AdminAccountDetail | null; error: boolean } | null>(null);
  useEffect(() => {
    if (!backend || !accountId) return;
    return backend.adminUsers.watchAccount(
      accountId,
      (detail) => setState({ id: accountId, detail, error: false }),
      () => setState({ id: accountId, detail: null, error: true }),
    );
  }, [backend, accountId]);
  return state && state.id === accountId ? state : null;
}

export function usePlanSeats(): PlanSeats | null {
  const { backend } = useSession();
  const [seats, setSeats] = useState<PlanSeats | null>(null);
  useEffect(() => {
    if (!backend) return;
    let live = true;
    backend.adminOverview.getPlanSeats().then(
      (info) => live && setSeats(info.seats),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [backend]);
  return seats;
}

export function useAccountSummaries(accountIds: string[]) {
  const { backend } = useSession();
  const key = accountIds.join('\n');
  const [state, setState] = useState<{ key: string; list: AdminAccountSummary[] } | null>(null);
  useEffect(() => {
    if (!backend) return;
    return backend.adminUsers.watchAccountSummaries(key ? key.split('\n') : [], (list) => setState({ key, list }));
  }, [backend, key]);
  return state && state.key === key ? state.list : null;
}
