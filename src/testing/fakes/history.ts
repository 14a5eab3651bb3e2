// The fake of the history part of the data layer (contract-history.ts). The fake records and
// deals call `writeHistory` for each client or deal they write, as the trigger does on the
// emulators (functions/src/history), with the same rule (src/domain/history.ts historyEntryOf);
// reads refuse what the rules refuse (a narrowed member's query without their scope, deleted
// clients to anyone but owners and managers), and restoreClient checks what the function checks.
import { DataError } from '../../data/contract';
import type { HistoryApi, HistoryPage } from '../../data/contract';
import { canManageAccount } from '../../domain/accounts';
import { HISTORY_MESSAGES, HISTORY_PAGE, canReadEntry, compareEntries, historyEntryOf, historyExpiry, historyScopeOf, restorable } from '../../domain/history';
import type { HistoryEntry, HistoryKind, HistoryScope } from '../../domain/history';
import { accessIn, emitRecords, refused, store } from './state';
import type { AnyRecord, FakeState } from './state';

const tell = (state: FakeState, accountId: string) => state.historyListeners.get(accountId)?.forEach((emit) => emit());

/**
 * Writes the entry of one write of a client or deal (nothing when it changed nothing a person
 * sees). A delete names `by`, the member whose deletion marker the real layer writes with it.
 */
export function writeHistory(
  state: FakeState,
  accountId: string,
  kind: HistoryKind,
  id: string,
  before: AnyRecord | null,
  after: AnyRecord | null,
  by: string,
): void {
  const strip = (r: AnyRecord | null) => {
    if (!r) return null;
    const { id: _id, ...fields } = r;
    return fields;
  };
  const data = historyEntryOf(kind, id, strip(before), strip(after), { deletedBy: { actor: by, source: 'app' } });
  if (!data) return;
  const at = new Date();
  let list = state.history.get(accountId);
  if (!list) state.history.set(accountId, (list = []));
  list.push({ ...data, id: `h-${String(state.nextId++).padStart(8, '0')}`, at, expiresAt: historyExpiry(at, state.retentionDays), restoredAt: null });
  tell(state, accountId);
}

const sameScope = (a: HistoryScope, b: HistoryScope) => a.managers === b.managers && a.ownerId === b.ownerId;

export function fakeHistoryApi(state: FakeState): HistoryApi {
  const entriesOf = (accountId: string) => state.history.get(accountId) ?? [];

  /** The scope the rules need of this caller's query: a wider one is refused whole. */
  const checkScope = (accountId: string, scope: HistoryScope) => {
    const { me, member, access } = accessIn(state, accountId);
    if (!member) throw refused();
    const needed = historyScopeOf(member.role, access, me);
    if (!needed.managers && !sameScope(needed, scope)) throw refused();
  };

  const pageAfter = (accountId: string, clientId: string, scope: HistoryScope, after: Pick<HistoryEntry, 'id' | 'at'> | null): HistoryPage => {
    const all = entriesOf(accountId)
      .filter((e) => e.clientId === clientId && canReadEntry(scope, e))
      .sort(compareEntries)
      .filter((e) => !after || compareEntries(after, e) < 0);
    return { entries: all.slice(0, HISTORY_PAGE).map((e) => structuredClone(e)), hasMore: all.length > HISTORY_PAGE };
  };

  return {
    watchClientHistory(accountId, clientId, scope, cb, onError) {
      try {
        checkScope(accountId, scope);
      } catch (e) {
        onError?.(e as DataError);
        return () => {};
      }
      const emit = () => cb(pageAfter(accountId, clientId, scope, null));
      let set = state.historyListeners.get(accountId);
      if (!set) state.historyListeners.set(accountId, (set = new Set()));
      set.add(emit);
      emit();
      return () => set.delete(emit);
    },
    async loadClientHistory(accountId, clientId, scope, after) {
      checkScope(accountId, scope);
      return pageAfter(accountId, clientId, scope, after);
    },
    watchDeletedClients(accountId, cb, onError) {
      const { member } = accessIn(state, accountId);
      if (!member || !canManageAccount(member.role)) {
        onError?.(refused());
        return () => {};
      }
      const emit = () => {
        const now = new Date();
        cb(
          entriesOf(accountId)
            .filter((e) => restorable(e, now))
            .sort(compareEntries)
            .map((e) => ({ entryId: e.id, clientId: e.recordId, name: e.title, deletedAt: e.at, expiresAt: e.expiresAt, actor: e.actor, source: e.source })),
        );
      };
      let set = state.historyListeners.get(accountId);
      if (!set) state.historyListeners.set(accountId, (set = new Set()));
      set.add(emit);
      emit();
      return () => set.delete(emit);
    },
    async restoreClient(accountId, entryId) {
      const { me, member } = accessIn(state, accountId);
      if (!member) throw new DataError('permission-denied', 'You are not a member of this account.');
      if (!canManageAccount(member.role)) throw new DataError('permission-denied', HISTORY_MESSAGES.notManager);
      const entry = entriesOf(accountId).find((e) => e.id === entryId);
      if (!entry || entry.op !== 'delete' || entry.recordKind !== 'clients') throw new DataError('not-found', HISTORY_MESSAGES.notFound);
      if (entry.restoredAt) throw new DataError('failed-precondition', HISTORY_MESSAGES.alreadyRestored);
      if (!restorable(entry, new Date())) throw new DataError('failed-precondition', HISTORY_MESSAGES.expired);
      const clients = store(state, accountId, 'clients');
      if (clients.has(entry.recordId)) throw new DataError('already-exists', HISTORY_MESSAGES.exists);
      const before = entry.before ?? {};
      const parsed = (await import('../../domain/schemas')).parseRecord('clients', before);
      if (!parsed.ok) throw new DataError('failed-precondition', parsed.message);
      const uidOf = (v: unknown) => (typeof v === 'string' && v !== '' ? v : me);
      const client: AnyRecord = { ...parsed.value, ownerId: uidOf(before.ownerId), createdBy: uidOf(before.createdBy), updatedBy: me, id: entry.recordId };
      clients.set(entry.recordId, client);
      entry.restoredAt = new Date();
      writeHistory(state, accountId, 'clients', entry.recordId, null, client, me);
      emitRecords(state, accountId, 'clients');
      return entry.recordId;
    },
  };
}
