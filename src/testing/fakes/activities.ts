// The fake of the activities part of the data layer (contract-activities.ts): activities in
// memory with live watchers, checked by the same domain parsers (src/domain/activities.ts), moving
// the client's last contact and last activity in the records fake's store, and refusing what the
// security rules refuse: viewers and outsiders write nothing, only the author edits, the author,
// owners and managers delete, and a member narrowed to their own records sees and writes only the
// activities of the clients assigned to them. src/testing/backend-contract-activities.ts runs
// the same cases against this fake and the real layer.
import { DataError } from '../../data/contract';
import type { ActivitiesApi, ActivityView, Unsubscribe } from '../../data/contract';
import { canManageAccount } from '../../domain/accounts';
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, byNewest, clientTouch, parseActivity, parseActivityPatch } from '../../domain/activities';
import type { ActivityKind } from '../../domain/activities';
import { todayIso } from '../../domain/dates';
import { canSee } from '../../domain/record-access';
import type { RecordScope } from '../../domain/record-access';
import { accessIn, emitRecords, recordWrite, refused, store } from './state';
import type { FakeState } from './state';

export type FakeActivitiesApi = ActivitiesApi & {
  /** Stores activities directly (as if already saved), then tells the watchers. */
  seed(accountId: string, list: ActivityView[]): void;
  /** The backup's handle (src/testing/fakes/transfer.ts): what an account stores, and a wipe. */
  backupStore: FakeActivitiesStore;
};

export type FakeActivitiesStore = {
  /** Every stored activity of the account, whoever may see it. */
  all(accountId: string): ActivityView[];
  put(accountId: string, activity: ActivityView): void;
  clear(accountId: string): void;
};

export function fakeActivitiesApi(state: FakeState): FakeActivitiesApi {
  const byAccount = new Map<string, Map<string, ActivityView>>();
  const listeners = new Map<string, Set<() => void>>();
  const of = (accountId: string) => {
    let m = byAccount.get(accountId);
    if (!m) byAccount.set(accountId, (m = new Map()));
    return m;
  };
  const tell = (accountId: string) => listeners.get(accountId)?.forEach((emit) => emit());
  const listen = (accountId: string, emit: () => void): Unsubscribe => {
    let set = listeners.get(accountId);
    if (!set) listeners.set(accountId, (set = new Set()));
    set.add(emit);
    emit();
    return () => set.delete(emit);
  };

  /** What the rules let this member read: any member, narrowed to their clients' activities. */
  const visible = (accountId: string, scope: RecordScope | undefined) => {
    const { me, member, access } = accessIn(state, accountId);
    if (!member) throw refused();
    // As the rules are no filters: a narrowed member's query must carry its scope.
    if (access.ownRecordsOnly && scope?.ownerId !== me) throw refused();
    return [...of(accountId).values()].filter((a) => canSee(access, me, 'clients', a as unknown as Record<string, unknown>));
  };

  const clientOf = (accountId: string, clientId: string) => {
    const client = store(state, accountId, 'clients').get(clientId);
    const { me, access } = accessIn(state, accountId);
    if (!client || !canSee(access, me, 'clients', client)) throw new DataError('not-found', 'This client no longer exists.');
    return client;
  };

  const touch = (accountId: string, clientId: string, kind: ActivityKind, at: Date) => {
    const clients = store(state, accountId, 'clients');
    const client = clients.get(clientId);
    if (!client) return;
    const moved = clientTouch({ lastContact: client.lastContact, lastActivity: client.lastActivity }, kind, todayIso(at));
    if (!moved) return;
    clients.set(clientId, { ...client, ...moved, updatedBy: state.current ?? '' });
    emitRecords(state, accountId, 'clients');
  };

  const stored = (accountId: string, id: string) => {
    const activity = of(accountId).get(id);
    const { me, access } = accessIn(state, accountId);
    if (!activity || !canSee(access, me, 'clients', activity as unknown as Record<string, unknown>))
      throw new DataError('not-found', ACTIVITY_MESSAGES.notFound);
    return activity;
  };

  return {
    backupStore: {
      all: (accountId) => [...of(accountId).values()].map((a) => ({ ...a })),
      put(accountId, activity) {
        of(accountId).set(activity.id, { ...activity });
        tell(accountId);
      },
      clear(accountId) {
        of(accountId).clear();
        tell(accountId);
      },
    },

    seed(accountId, list) {
      for (const a of list) of(accountId).set(a.id, { ...a });
      tell(accountId);
    },

    watchTimeline(accountId, clientId, q, cb, onError, scope) {
      if (scope?.hidden) {
        cb({ entries: [], hasMore: false });
        return () => {};
      }
      return listen(accountId, () => {
        try {
          const all = visible(accountId, scope)
            .filter((a) => a.subject === clientId && (q.kind === null || a.kind === q.kind))
            .sort(byNewest);
          const shown = Math.max(1, q.pages) * ACTIVITY_LIMITS.page;
          cb({ entries: all.slice(0, shown).map((a) => ({ ...a })), hasMore: all.length > shown });
        } catch (e) {
          onError?.(e as DataError);
        }
      });
    },

    watchUpcomingMeetings(accountId, from, cb, onError, scope) {
      if (scope?.hidden) {
        cb([]);
        return () => {};
      }
      return listen(accountId, () => {
        try {
          cb(
            visible(accountId, scope)
              .filter((a) => a.kind === 'meeting' && a.at.getTime() >= from.getTime())
              .sort((a, b) => a.at.getTime() - b.at.getTime())
              .slice(0, 200),
          );
        } catch (e) {
          onError?.(e as DataError);
        }
      });
    },

    async addActivity(accountId, input) {
      recordWrite(state, accountId);
      const parsed = parseActivity(input);
      if (!parsed.ok) throw new DataError('invalid-argument', parsed.message);
      const client = clientOf(accountId, parsed.value.subject);
      const id = `activity-${state.nextId++}`;
      const ownerId = typeof client.ownerId === 'string' ? client.ownerId : '';
      of(accountId).set(id, { ...parsed.value, id, authorId: state.current ?? '', ownerId });
      touch(accountId, parsed.value.subject, parsed.value.kind, parsed.value.at);
      tell(accountId);
      return id;
    },

    async updateActivity(accountId, id, changes) {
      recordWrite(state, accountId);
      const activity = stored(accountId, id);
      if (activity.authorId !== state.current) throw new DataError('permission-denied', ACTIVITY_MESSAGES.notAuthor);
      const parsed = parseActivityPatch(activity.kind, changes);
      if (!parsed.ok) throw new DataError('invalid-argument', parsed.message);
      of(accountId).set(id, { ...activity, ...parsed.value });
      if (parsed.value.at) touch(accountId, activity.subject, activity.kind, parsed.value.at);
      tell(accountId);
    },

    async removeActivity(accountId, id) {
      recordWrite(state, accountId);
      const activity = stored(accountId, id);
      const { member } = accessIn(state, accountId);
      if (activity.authorId !== state.current && !(member && canManageAccount(member.role))) throw refused();
      of(accountId).delete(id);
      tell(accountId);
    },
  };
}
