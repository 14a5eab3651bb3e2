// The history of clients and deals as screens see it (see contract.ts; docs/product/history.md).
// Entries live in accounts/{a}/history/{id}, written only by functions from the documents'
// changes (functions/src/history); the browser reads them. A member's reads carry their scope
// (src/domain/history.ts historyScopeOf), since the rules refuse a query that could reach an
// entry they may not read.
import type { DeletedClient, HistoryEntry, HistoryScope } from '../domain/history';
import type { DataError, Unsubscribe } from './contract-common';

export type { DeletedClient, HistoryEntry, HistoryScope };

/** One page of a client's history: its entries, newest first, and whether older ones exist. */
export type HistoryPage = { entries: HistoryEntry[]; hasMore: boolean };

export type HistoryApi = {
  /**
   * The newest page (HISTORY_PAGE entries) of a client's history, its own and its deals', live,
   * newest first, as far as `scope` reads it.
   */
  watchClientHistory(accountId: string, clientId: string, scope: HistoryScope, cb: (page: HistoryPage) => void, onError?: (e: DataError) => void): Unsubscribe;
  /** The page of entries older than `after` (the last entry shown): "Show more". */
  loadClientHistory(accountId: string, clientId: string, scope: HistoryScope, after: Pick<HistoryEntry, 'id' | 'at'>): Promise<HistoryPage>;
  /**
   * The account's deleted clients that can still be restored (within retention, not restored
   * yet), newest first, live. Owners and managers only: others are refused (permission-denied).
   */
  watchDeletedClients(accountId: string, cb: (clients: DeletedClient[]) => void, onError?: (e: DataError) => void): Unsubscribe;
  /**
   * Recreates a deleted client under its own id with the fields its delete entry kept (the
   * restoreClient function; owners and managers). Refused with a sentence when a client with that
   * id exists, when it was deleted longer ago than history is kept, or when the plan's client cap
   * is reached. Resolves to the client's id.
   */
  restoreClient(accountId: string, entryId: string): Promise<string>;
};
