// Saved views (contract-views.ts; docs/product/saved-views.md): accounts/{a}/views/{id} and each
// member's defaults in accounts/{a}/viewDefaults/{uid}. A member reads the shared views and their
// own (two queries: the rules are not filters), checked and written with src/domain/list-view.ts.
import { collection, doc, getDoc, onSnapshot, query, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import type { DocumentData, QuerySnapshot } from 'firebase/firestore';
import { canManageAccount } from '../domain/accounts';
import type { AccountRole } from '../domain/accounts';
import { VIEW_MESSAGES } from '../domain/list-view';
import { NO_DEFAULTS, canWriteView, encodeFilter, checkView, savedViewOf, sortViews, viewDefaultsOf } from '../domain/list-view-stored';
import type { SavedView } from '../domain/list-view';
import type { ViewDefaults } from '../domain/list-view-stored';
import { DataError } from './contract-common';
import type { ViewSave, ViewsApi } from './contract-views';
import { guard, toDataError } from './errors';
import { db } from './firebase';
import { settleWrite } from './pending-writes';
import { signedInUid, writer } from './writer';

const viewsOf = (a: string) => collection(db, 'accounts', a, 'views');
const defaultsOf = (a: string, uid: string) => doc(db, 'accounts', a, 'viewDefaults', uid);

async function managesIn(accountId: string, uid: string): Promise<boolean> {
  const role = (await getDoc(doc(db, 'accounts', accountId, 'members', uid))).get('role') as AccountRole | undefined;
  return canManageAccount(role ?? null);
}

async function storedView(accountId: string, id: string): Promise<SavedView> {
  const snap = await getDoc(doc(viewsOf(accountId), id)).catch(() => null);
  const view = snap?.exists() ? savedViewOf(snap.id, snap.data()) : null;
  if (!view) throw new DataError('not-found', VIEW_MESSAGES.notFound);
  return view;
}

/** Refuses, with the reason, what the rules would refuse (src/domain/list-view.ts canWriteView). */
function mayWrite(view: Pick<SavedView, 'shared' | 'createdBy'>, me: string, manages: boolean) {
  if (canWriteView(view, me, manages)) return;
  throw new DataError('permission-denied', view.shared ? VIEW_MESSAGES.shareForbidden : VIEW_MESSAGES.notYours);
}

/** A view's stored document (checked; the backup restore writes one under its id too, transfer-backup.ts). */
export function viewData(view: ViewSave, createdBy: string) {
  const checked = checkView(view);
  if (!checked.ok) throw new DataError('invalid-argument', checked.message);
  const v = checked.value;
  return {
    name: v.name,
    kind: v.kind,
    shared: v.shared,
    createdBy,
    // In their address form: the rules bound them as text (docs/decisions/0216).
    filters: v.filters.map(encodeFilter),
    search: v.search,
    sort: v.sort,
    columns: v.columns,
    layout: v.layout,
    updatedAt: serverTimestamp(),
  };
}

export const viewsApi: ViewsApi = {
  watchViews(accountId, cb, onError) {
    const me = signedInUid();
    let shared: SavedView[] | null = null;
    let own: SavedView[] | null = null;
    let defaults: ViewDefaults | null = null;
    const emit = () => {
      if (!shared || !own || !defaults) return;
      const byId = new Map([...shared, ...own].map((v) => [v.id, v]));
      const views = sortViews([...byId.values()]);
      const known = (id: string | null) => (id && byId.has(id) ? id : null);
      cb({ views, defaults: { clients: known(defaults.clients), deals: known(defaults.deals) } });
    };
    const listOf = (snap: QuerySnapshot<DocumentData>) => snap.docs.map((d) => savedViewOf(d.id, d.data())).filter((v): v is SavedView => v !== null);
    const fail = (e: unknown) => onError?.(toDataError(e));
    const stops = [
      onSnapshot(
        query(viewsOf(accountId), where('shared', '==', true)),
        (snap) => {
          shared = listOf(snap);
          emit();
        },
        fail,
      ),
      onSnapshot(
        query(viewsOf(accountId), where('createdBy', '==', me)),
        (snap) => {
          // A personal view made shared by its creator shows once (byId above).
          own = listOf(snap);
          emit();
        },
        fail,
      ),
      onSnapshot(
        defaultsOf(accountId, me),
        (snap) => {
          defaults = snap.exists() ? viewDefaultsOf(snap.data()) : NO_DEFAULTS;
          emit();
        },
        (e) => {
          defaults = NO_DEFAULTS;
          emit();
          fail(e);
        },
      ),
    ];
    return () => stops.forEach((stop) => stop());
  },

  saveView: (accountId, view) =>
    guard(async () => {
      const me = writer();
      const manages = await managesIn(accountId, me);
      const before = view.id ? await storedView(accountId, view.id) : null;
      if (before) mayWrite(before, me, manages);
      const createdBy = before?.createdBy ?? me;
      mayWrite({ shared: view.shared, createdBy }, me, manages);
      if (before && before.kind !== view.kind) throw new DataError('invalid-argument', VIEW_MESSAGES.filterInvalid);
      const ref = view.id ? doc(viewsOf(accountId), view.id) : doc(viewsOf(accountId));
      const batch = writeBatch(db);
      batch.set(ref, viewData(view, createdBy));
      await settleWrite(batch.commit());
      return ref.id;
    }),

  renameView: (accountId, id, name) =>
    guard(async () => {
      const before = await storedView(accountId, id);
      await viewsApi.saveView(accountId, { ...before, name, id });
    }),

  deleteView: (accountId, id) =>
    guard(async () => {
      const me = writer();
      const before = await storedView(accountId, id);
      mayWrite(before, me, await managesIn(accountId, me));
      const batch = writeBatch(db);
      batch.delete(doc(viewsOf(accountId), id));
      const mine = await getDoc(defaultsOf(accountId, me)).catch(() => null);
      const defaults = mine?.exists() ? viewDefaultsOf(mine.data()) : NO_DEFAULTS;
      if (defaults[before.kind] === id) batch.set(defaultsOf(accountId, me), { ...defaults, [before.kind]: null, updatedAt: serverTimestamp() });
      await settleWrite(batch.commit());
    }),

  setDefaultView: (accountId, kind, id) =>
    guard(async () => {
      const me = writer();
      if (id !== null) {
        const view = await storedView(accountId, id);
        if (view.kind !== kind) throw new DataError('invalid-argument', VIEW_MESSAGES.notFound);
      }
      const mine = await getDoc(defaultsOf(accountId, me)).catch(() => null);
      const defaults = mine?.exists() ? viewDefaultsOf(mine.data()) : NO_DEFAULTS;
      const batch = writeBatch(db);
      batch.set(defaultsOf(accountId, me), { ...defaults, [kind]: id, updatedAt: serverTimestamp() });
      await settleWrite(batch.commit());
    }),
};
