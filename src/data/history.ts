// The history of clients and deals in Firestore (contract-history.ts): read-only queries of
// accounts/{a}/history and the restoreClient function. Entries are written by functions only.
import { collection, documentId, getDocs, limit, onSnapshot, orderBy, query, startAfter, Timestamp, where } from 'firebase/firestore';
import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { DELETED_CLIENTS_LIMIT, HISTORY_PAGE } from '../domain/history';
import type { DeletedClient, HistoryEntry, HistoryScope } from '../domain/history';
import type { HistoryApi, HistoryPage } from './contract-history';
import { dateOrNull, fromFirestore } from './convert';
import { guard, toDataError } from './errors';
import { db, functions } from './firebase';

const historyOf = (accountId: string) => collection(db, 'accounts', accountId, 'history');

function entryOf(d: QueryDocumentSnapshot): HistoryEntry {
  const data = d.data();
  const plain = fromFirestore<Omit<HistoryEntry, 'id' | 'at' | 'expiresAt' | 'restoredAt'>>(data);
  return {
    ...plain,
    id: d.id,
    at: dateOrNull(data.at) ?? new Date(0),
    expiresAt: dateOrNull(data.expiresAt) ?? new Date(0),
    restoredAt: dateOrNull(data.restoredAt),
  };
}

/** A client's entries as a member with `scope` may read them (the rules refuse any other query). */
function clientQuery(accountId: string, clientId: string, scope: HistoryScope, ...more: QueryConstraint[]) {
  const clauses = [
    where('clientId', '==', clientId),
    ...(scope.managers ? [] : [where('audience', '==', 'all')]),
    ...(!scope.managers && scope.ownerId !== null ? [where('ownerId', '==', scope.ownerId)] : []),
  ];
  return query(historyOf(accountId), ...clauses, orderBy('at', 'desc'), orderBy(documentId(), 'desc'), ...more);
}

const pageOf = (docs: QueryDocumentSnapshot[]): HistoryPage => ({ entries: docs.slice(0, HISTORY_PAGE).map(entryOf), hasMore: docs.length > HISTORY_PAGE });

export const historyApi: HistoryApi = {
  watchClientHistory(accountId, clientId, scope, cb, onError) {
    return onSnapshot(
      clientQuery(accountId, clientId, scope, limit(HISTORY_PAGE + 1)),
      (snap) => cb(pageOf(snap.docs)),
      (e) => onError?.(toDataError(e)),
    );
  },
  loadClientHistory: (accountId, clientId, scope, after) =>
    guard(async () => {
      const snap = await getDocs(clientQuery(accountId, clientId, scope, startAfter(Timestamp.fromDate(after.at), after.id), limit(HISTORY_PAGE + 1)));
      return pageOf(snap.docs);
    }),
  watchDeletedClients(accountId, cb, onError) {
    const q = query(
      historyOf(accountId),
      where('recordKind', '==', 'clients'),
      where('op', '==', 'delete'),
      orderBy('at', 'desc'),
      limit(DELETED_CLIENTS_LIMIT),
    );
    return onSnapshot(
      q,
      (snap) => {
        const now = Date.now();
        const list: DeletedClient[] = snap.docs
          .map(entryOf)
          .filter((e) => e.restoredAt === null && e.expiresAt.getTime() > now)
          .map((e) => ({ entryId: e.id, clientId: e.recordId, name: e.title, deletedAt: e.at, expiresAt: e.expiresAt, actor: e.actor, source: e.source }));
        cb(list);
      },
      (e) => onError?.(toDataError(e)),
    );
  },
  restoreClient: (accountId, entryId) =>
    guard(
      async () =>
        (await httpsCallable<{ accountId: string; entryId: string }, { clientId: string }>(functions, 'restoreClient')({ accountId, entryId })).data.clientId,
    ),
};
