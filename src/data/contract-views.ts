// Saved views of the clients and deals lists as screens see them (see contract.ts;
// docs/product/saved-views.md). Views live in accounts/{a}/views/{id}, each member's default view
// per list in accounts/{a}/viewDefaults/{uid}. What a view is, how it is checked and who may write
// it: src/domain/list-view.ts (checkView, canWriteView).
import type { ListKind, ListView, SavedView } from '../domain/list-view';
import type { ViewDefaults } from '../domain/list-view-stored';
import type { DataError, Unsubscribe } from './contract-common';

/** What the picker lists: the views the person sees (shared ones and their own) and their defaults. */
export type ViewsState = { views: SavedView[]; defaults: ViewDefaults };

/** A view to save: its list part, its name and whether it is shared with the account. */
export type ViewSave = ListView & { name: string; kind: ListKind; shared: boolean };

export type ViewsApi = {
  /**
   * The views of account `accountId` the signed-in member sees (every shared view and their own
   * personal ones, shared first, then by name) and their default per list, live.
   */
  watchViews(accountId: string, cb: (state: ViewsState) => void, onError?: (e: DataError) => void): Unsubscribe;
  /**
   * Adds a view (no id) or replaces one; resolves to its id. A shared view (or sharing one) takes
   * an owner or a manager; a personal view is written only by its creator (permission-denied with
   * a clear message otherwise); a name, filters or columns out of bounds: invalid-argument.
   */
  saveView(accountId: string, view: ViewSave & { id?: string }): Promise<string>;
  /** Renames a view (the same checks as saveView). */
  renameView(accountId: string, id: string, name: string): Promise<void>;
  /** Deletes a view; a default that named it falls back to none. */
  deleteView(accountId: string, id: string): Promise<void>;
  /** Makes a view the person's default for its list, or clears it (null). */
  setDefaultView(accountId: string, kind: ListKind, id: string | null): Promise<void>;
};
