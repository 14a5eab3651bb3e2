// The view of a list (clients or deals) as the address holds it, and the saved views of the open
// account (docs/product/saved-views.md): the address is the truth (a reload or a sent link opens
// the same list), the saved views are watched live, and the person's default view opens when the
// address says nothing about the view.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ViewsApi, ViewsState } from '../../data/contract';
import { canManageAccount } from '../../domain/accounts';
import { VIEW_PARAMS, canWriteView, hasViewParams, sameView, viewFromParams, viewToParams } from '../../domain/list-view-stored';
import type { ListKind, ListView, SavedView } from '../../domain/list-view';
import { translateText } from '../../lib/known-texts';
import { useSession } from '../../lib/session';

export type ListViewState = {
  kind: ListKind;
  /** The view the list shows (from the address). */
  view: ListView;
  /** Shows another view; `savedId` names the saved view it is (null: none, undefined: the one open). */
  setView: (next: ListView, savedId?: string | null) => void;
  /** The saved view open, if the address names one the person sees. */
  saved: SavedView | null;
  /** Whether the list differs from the saved view open. */
  changed: boolean;
  /** The saved views of this list the person sees, shared first. */
  views: SavedView[];
  defaultId: string | null;
  loaded: boolean;
  error: string | null;
  /** Owners and managers share views with the account. */
  canShare: boolean;
  /** Whether the person may change this saved view. */
  canEdit: (view: SavedView) => boolean;
  api: ViewsApi | null;
  accountId: string;
};

export function useListView(kind: ListKind): ListViewState {
  const { backend, accountId, user, accountRole } = useSession();
  const me = user?.uid ?? '';
  const api = backend?.views ?? null;
  const account = accountId ?? '';
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const { view, savedId } = useMemo(() => viewFromParams(new URLSearchParams(query), kind), [query, kind]);

  const key = `${account}/${me}`;
  const [state, setState] = useState<{ key: string; value: ViewsState | null; error: string | null } | null>(null);
  useEffect(() => {
    if (!api || !account) return;
    return api.watchViews(
      account,
      (value) => setState({ key, value, error: null }),
      (e) => setState((s) => ({ key, value: s?.key === key ? s.value : null, error: translateText(e.message) })),
    );
  }, [api, account, key]);
  const current = state?.key === key ? state : null;
  const views = useMemo(() => (current?.value?.views ?? []).filter((v) => v.kind === kind), [current?.value, kind]);
  const defaultId = current?.value?.defaults[kind] ?? null;

  const setView = useCallback(
    (next: ListView, nextSaved?: string | null) =>
      setParams(
        (p) => {
          const keepSaved = nextSaved === undefined ? p.get('saved') : nextSaved;
          const out = new URLSearchParams(p);
          for (const k of VIEW_PARAMS) out.delete(k);
          viewToParams(next, kind, keepSaved).forEach((value, name) => out.append(name, value));
          return out;
        },
        { replace: true },
      ),
    [setParams, kind],
  );

  // The default view, once, when the page opened with nothing of a view in its address.
  const opened = useRef(hasViewParams(params));
  useEffect(() => {
    if (opened.current || !current?.value) return;
    opened.current = true;
    const chosen = views.find((v) => v.id === defaultId);
    if (chosen) setView(chosen, chosen.id);
  }, [current?.value, views, defaultId, setView]);

  const saved = views.find((v) => v.id === savedId) ?? null;
  const manages = canManageAccount(accountRole);
  return {
    kind,
    view,
    setView,
    saved,
    changed: saved ? !sameView(saved, view) : false,
    views,
    defaultId,
    loaded: current?.value != null,
    error: current?.error ?? null,
    canShare: manages,
    canEdit: (v) => canWriteView(v, me, manages),
    api,
    accountId: account,
  };
}
