// The fake of the saved views part of the data layer (contract-views.ts): views and each member's
// defaults in memory, with live watchers. It checks what the real layer checks
// (src/domain/list-view.ts checkView, canWriteView) and refuses what the security rules refuse:
// people outside the account read and write nothing, a personal view is read and written only by
// its creator, a shared one is written only by owners and managers.
// src/testing/backend-contract-views.ts runs the same cases against this fake and the real layer.
import { DataError } from '../../data/contract';
import type { Unsubscribe, ViewsApi, ViewsState } from '../../data/contract';
import { canManageAccount } from '../../domain/accounts';
import { VIEW_MESSAGES } from '../../domain/list-view';
import { NO_DEFAULTS, canWriteView, checkView, seesView, sortViews } from '../../domain/list-view-stored';
import type { SavedView } from '../../domain/list-view';
import type { ViewDefaults } from '../../domain/list-view-stored';
import { memberOf } from './state';
import type { FakeState } from './state';

const denied = () => new DataError('permission-denied', 'Missing or insufficient permissions.');

/** What a backup reads and a restore writes of the fake's views, past the API's checks (the transfer fake applies the real plan's). */
export type FakeViewsStore = { all(accountId: string): SavedView[]; put(accountId: string, view: SavedView): void };

export function fakeViewsApi(state: FakeState): ViewsApi & { backupStore: FakeViewsStore } {
  const views = new Map<string, Map<string, SavedView>>();
  const defaults = new Map<string, ViewDefaults>(); // `${accountId}/${uid}`
  const listeners = new Map<string, Set<() => void>>();
  const inAccount = (a: string) => {
    let m = views.get(a);
    if (!m) views.set(a, (m = new Map()));
    return m;
  };
  const tell = (a: string) => listeners.get(a)?.forEach((emit) => emit());
  /** The caller, a member of the account (anyone else is refused, as by the rules). */
  const caller = (a: string) => {
    const me = state.current;
    const member = me ? memberOf(state, a, me) : null;
    if (!me || !member) throw denied();
    return { me, manages: canManageAccount(member.role) };
  };
  // Someone else's personal view is as good as missing (the rules refuse its read).
  const stored = (a: string, id: string) => {
    const view = inAccount(a).get(id);
    if (!view || !seesView(view, state.current ?? '')) throw new DataError('not-found', VIEW_MESSAGES.notFound);
    return view;
  };
  const mayWrite = (view: Pick<SavedView, 'shared' | 'createdBy'>, me: string, manages: boolean) => {
    if (!canWriteView(view, me, manages)) throw new DataError('permission-denied', view.shared ? VIEW_MESSAGES.shareForbidden : VIEW_MESSAGES.notYours);
  };

  const api: ViewsApi = {
    watchViews(accountId, cb, onError) {
      const me = state.current ?? '';
      const emit = () => {
        if (!memberOf(state, accountId, me)) {
          onError?.(denied());
          return;
        }
        const seen = sortViews([...inAccount(accountId).values()].filter((v) => seesView(v, me))).map((v) => ({ ...v }));
        const ids = new Set(seen.map((v) => v.id));
        const mine = defaults.get(`${accountId}/${me}`) ?? NO_DEFAULTS;
        const known = (id: string | null) => (id && ids.has(id) ? id : null);
        const value: ViewsState = { views: seen, defaults: { clients: known(mine.clients), deals: known(mine.deals) } };
        cb(value);
      };
      let set = listeners.get(accountId);
      if (!set) listeners.set(accountId, (set = new Set()));
      set.add(emit);
      emit();
      const unsubscribe: Unsubscribe = () => set.delete(emit);
      return unsubscribe;
    },

    async saveView(accountId, view) {
      const { me, manages } = caller(accountId);
      const before = view.id ? stored(accountId, view.id) : null;
      if (before) mayWrite(before, me, manages);
      const createdBy = before?.createdBy ?? me;
      mayWrite({ shared: view.shared, createdBy }, me, manages);
      if (before && before.kind !== view.kind) throw new DataError('invalid-argument', VIEW_MESSAGES.filterInvalid);
      const checked = checkView(view);
      if (!checked.ok) throw new DataError('invalid-argument', checked.message);
      state.nextId += 1;
      const id = view.id ?? `view${state.nextId}`;
      const v = checked.value;
      inAccount(accountId).set(id, {
        id,
        name: v.name,
        kind: v.kind,
        shared: v.shared,
        createdBy,
        filters: v.filters,
        search: v.search,
        sort: v.sort,
        columns: v.columns,
        layout: v.layout,
      });
      tell(accountId);
      return id;
    },

    async renameView(accountId, id, name) {
      caller(accountId);
      const before = stored(accountId, id);
      await api.saveView(accountId, { ...before, name, id });
    },

    async deleteView(accountId, id) {
      const { me, manages } = caller(accountId);
      const before = stored(accountId, id);
      mayWrite(before, me, manages);
      inAccount(accountId).delete(id);
      const key = `${accountId}/${me}`;
      const mine = defaults.get(key);
      if (mine?.[before.kind] === id) defaults.set(key, { ...mine, [before.kind]: null });
      tell(accountId);
    },

    async setDefaultView(accountId, kind, id) {
      const { me } = caller(accountId);
      if (id !== null) {
        const view = stored(accountId, id);
        if (view.kind !== kind || !seesView(view, me)) throw new DataError('invalid-argument', VIEW_MESSAGES.notFound);
      }
      const key = `${accountId}/${me}`;
      defaults.set(key, { ...(defaults.get(key) ?? NO_DEFAULTS), [kind]: id });
      tell(accountId);
    },
  };
  const backupStore: FakeViewsStore = {
    all: (a) => [...inAccount(a).values()].map((v) => ({ ...v })),
    put: (a, view) => {
      inAccount(a).set(view.id, { ...view });
      tell(a);
    },
  };
  return Object.assign(api, { backupStore });
}
