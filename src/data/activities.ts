// Activities on Firestore (contract-activities.ts, docs/product/records.md#activities):
// accounts/{a}/activities/{id}. A write names its author (the signed-in person) and copies the
// client's ownerId, so the rules narrow own-records-only members without reading the client; the
// client's last contact and last activity move in the same batch (src/domain/activities.ts
// clientTouch). A client given to another member has its activities re-stamped by a function
// (functions/src/activities/restamp.ts).
import {
  Timestamp,
  collection,
  doc,
  endAt,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { DocumentData, QueryConstraint, QueryDocumentSnapshot, WriteBatch } from 'firebase/firestore';
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, ACTIVITY_SOURCE_API, byNewest, clientTouch, parseActivity, parseActivityPatch } from '../domain/activities';
import type { Activity, ActivityKind } from '../domain/activities';
import { todayIso } from '../domain/dates';
import type { RecordScope } from '../domain/record-access';
import { DataError } from './contract-common';
import type { ActivitiesApi, ActivityView } from './contract-activities';
import { guard, toDataError } from './errors';
import { db } from './firebase';
import { noteLocalWrite } from './paged';
import { settleWrite } from './pending-writes';
import { writer } from './writer';

const activitiesOf = (a: string) => collection(db, 'accounts', a, 'activities');
const clientRef = (a: string, id: string) => doc(db, 'accounts', a, 'clients', id);

const invalid = (message: string) => new DataError('invalid-argument', message);

const dateOf = (v: unknown): Date => (v instanceof Timestamp ? v.toDate() : v instanceof Date ? v : new Date(0));

/** A stored activity as screens see it. */
export function activityFrom(id: string, data: DocumentData): ActivityView {
  return {
    id,
    subject: String(data.subject ?? ''),
    kind: data.kind as ActivityKind,
    at: dateOf(data.at),
    text: typeof data.text === 'string' ? data.text : '',
    duration: typeof data.duration === 'number' ? data.duration : 0,
    outcome: typeof data.outcome === 'string' ? data.outcome : '',
    authorId: String(data.authorId ?? ''),
    mentions: Array.isArray(data.mentions) ? data.mentions.filter((m): m is string => typeof m === 'string') : [],
    ownerId: String(data.ownerId ?? ''),
    ...(data.source === ACTIVITY_SOURCE_API ? { source: ACTIVITY_SOURCE_API } : {}),
  };
}

const snapOf = (d: QueryDocumentSnapshot<DocumentData>) => activityFrom(d.id, d.data({ serverTimestamps: 'estimate' }));

/** The client's fields an activity reads and moves; not-found when it is gone (or not the member's to read). */
async function clientOf(accountId: string, clientId: string): Promise<{ ownerId: string; lastContact: unknown; lastActivity: unknown }> {
  const snap = await getDoc(clientRef(accountId, clientId)).catch(() => null);
  if (!snap?.exists()) throw new DataError('not-found', 'This client no longer exists.');
  const ownerId: unknown = snap.get('ownerId');
  return { ownerId: typeof ownerId === 'string' ? ownerId : '', lastContact: snap.get('lastContact'), lastActivity: snap.get('lastActivity') };
}

/** The client's last contact and last activity, moved forward by an activity on `at`, in `batch`. */
function touch(batch: WriteBatch, accountId: string, clientId: string, client: { lastContact: unknown; lastActivity: unknown }, kind: ActivityKind, at: Date) {
  const moved = clientTouch(client, kind, todayIso(at));
  if (!moved) return;
  const ref = clientRef(accountId, clientId);
  noteLocalWrite(ref.path);
  batch.update(ref, { ...moved, updatedBy: writer(), updatedAt: serverTimestamp() });
}

function scopeClauses(scope: RecordScope | undefined): QueryConstraint[] {
  return scope?.ownerId ? [where('ownerId', '==', scope.ownerId)] : [];
}

type Page = { entries: ActivityView[]; last: QueryDocumentSnapshot<DocumentData> | null; full: boolean; loaded: boolean; stop: () => void };

export const activitiesApi: ActivitiesApi = {
  watchTimeline(accountId, clientId, q, cb, onError, scope) {
    if (scope?.hidden) {
      cb({ entries: [], hasMore: false });
      return () => {};
    }
    const size = ACTIVITY_LIMITS.page;
    const base: QueryConstraint[] = [
      where('subject', '==', clientId),
      ...scopeClauses(scope),
      ...(q.kind ? [where('kind', '==', q.kind)] : []),
      orderBy('at', 'desc'),
    ];
    const pages: Page[] = [];
    let stopped = false;
    let shown = false;

    const emit = () => {
      const lastPage = pages[pages.length - 1];
      // The first answer waits for every page asked for, so "Show more" never shows fewer first.
      if (!shown && (!lastPage?.loaded || pages.some((p) => !p.loaded) || (lastPage.full && pages.length < q.pages))) return;
      shown = true;
      const seen = new Map<string, ActivityView>();
      for (const p of pages) for (const e of p.entries) seen.set(e.id, e);
      cb({ entries: [...seen.values()].sort(byNewest), hasMore: lastPage?.full ?? false });
    };

    // Page i: after the last entry of page i - 1 (a cursor), `size` entries. Once the next page
    // opens, page i is bounded by its own last entry instead of a limit, so an entry added above
    // it never pushes one of its own out of sight.
    const listen = (i: number, clauses: QueryConstraint[]) =>
      onSnapshot(
        query(activitiesOf(accountId), ...base, ...clauses),
        (snap) => {
          if (stopped) return;
          const page = pages[i];
          if (!page) return;
          page.entries = snap.docs.map(snapOf);
          page.loaded = true;
          if (clauses.some((c) => c.type === 'limit')) {
            page.last = snap.docs[snap.docs.length - 1] ?? null;
            page.full = snap.size >= size;
            if (page.full && i + 1 < q.pages && !pages[i + 1]) open(i + 1);
          }
          emit();
        },
        (error) => onError?.(toDataError(error)),
      );

    const open = (i: number) => {
      const before = pages[i - 1];
      const after = before?.last ? [startAfter(before.last)] : [];
      if (before?.last) {
        // Page i - 1 is now a fixed range: from its start to its last entry.
        const fixed = [...(pages[i - 2]?.last ? [startAfter(pages[i - 2]!.last!)] : []), endAt(before.last)];
        before.stop();
        before.stop = listen(i - 1, fixed);
      }
      const page: Page = { entries: [], last: null, full: false, loaded: false, stop: () => {} };
      pages[i] = page;
      page.stop = listen(i, [...after, limit(size)]);
    };

    open(0);
    return () => {
      stopped = true;
      for (const p of pages) p.stop();
    };
  },

  watchUpcomingMeetings(accountId, from, cb, onError, scope) {
    if (scope?.hidden) {
      cb([]);
      return () => {};
    }
    return onSnapshot(
      query(
        activitiesOf(accountId),
        ...scopeClauses(scope),
        where('kind', '==', 'meeting'),
        where('at', '>=', Timestamp.fromDate(from)),
        orderBy('at'),
        limit(200),
      ),
      (snap) => cb(snap.docs.map(snapOf)),
      (error) => onError?.(toDataError(error)),
    );
  },

  addActivity: (accountId, input) =>
    guard(async () => {
      const parsed = parseActivity(input);
      if (!parsed.ok) throw invalid(parsed.message);
      const v = parsed.value;
      const client = await clientOf(accountId, v.subject);
      const by = writer();
      const ref = doc(activitiesOf(accountId));
      const batch = writeBatch(db);
      batch.set(ref, {
        ...v,
        at: Timestamp.fromDate(v.at),
        authorId: by,
        ownerId: client.ownerId,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      touch(batch, accountId, v.subject, client, v.kind, v.at);
      await settleWrite(batch.commit());
      return ref.id;
    }),

  updateActivity: (accountId, id, changes) =>
    guard(async () => {
      const ref = doc(activitiesOf(accountId), id);
      const snap = await getDoc(ref);
      if (!snap.exists()) throw new DataError('not-found', ACTIVITY_MESSAGES.notFound);
      const stored: Activity = activityFrom(snap.id, snap.data());
      if (stored.authorId !== writer()) throw new DataError('permission-denied', ACTIVITY_MESSAGES.notAuthor);
      const parsed = parseActivityPatch(stored.kind, changes);
      if (!parsed.ok) throw invalid(parsed.message);
      const { at, ...rest } = parsed.value;
      const batch = writeBatch(db);
      batch.update(ref, { ...rest, ...(at ? { at: Timestamp.fromDate(at) } : {}), updatedAt: serverTimestamp() });
      if (at) touch(batch, accountId, stored.subject, await clientOf(accountId, stored.subject), stored.kind, at);
      await settleWrite(batch.commit());
    }),

  removeActivity: (accountId, id) =>
    guard(async () => {
      const batch = writeBatch(db);
      batch.delete(doc(activitiesOf(accountId), id));
      await settleWrite(batch.commit());
    }),
};
