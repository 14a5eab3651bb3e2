// Large collections are read and watched in pages of PAGE_SIZE documents. One answer of 10,000
// documents is what a single query over a big account would ask for: the Firestore emulator's
// WebChannel refuses it (400, retried forever) and in production it would arrive as one long
// response before anything can be shown. Pages show the first records at once and keep every
// answer small (docs/decisions/0020).
import {
  CollectionReference,
  doc,
  documentId,
  endBefore,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  startAt,
} from 'firebase/firestore';
import type { DocumentData, FirestoreError, Query, QueryDocumentSnapshot, Unsubscribe } from 'firebase/firestore';
import { reportRead } from './db-tuning';
import { positionOf } from './paged-merge';
import type { SnapshotEntry } from './paged-merge';
import { takeSnapshotTurn, whenQuiet } from './paged-schedule';
import { initialPagedState, reducePaged } from './paged-state';
import type { PagedEvent } from './paged-state';

/** A short name of what a query reads, for the slow-query log (the collection's id). */
const nameOf = (q: Query) => ('id' in q && typeof q.id === 'string' ? q.id : 'query');

export const PAGE_SIZE = 1000;

// Firestore allows 500 writes per batch; browsers send writes over WebChannel, where very large
// commits stalled against the emulator, so big writes commit in smaller batches
// (docs/decisions/0041).
export const MAX_BATCH_OPS = 100;

/** Every document a query matches, read in pages ordered by document id. */
export async function readAllDocs(q: Query, onPage?: (read: number) => void, pageSize = PAGE_SIZE): Promise<QueryDocumentSnapshot[]> {
  const out: QueryDocumentSnapshot[] = [];
  let last: QueryDocumentSnapshot | null = null;
  const started = performance.now();
  for (;;) {
    const page: Query = last ? query(q, orderBy(documentId()), startAfter(last), limit(pageSize)) : query(q, orderBy(documentId()), limit(pageSize));
    const snap = await getDocs(page);
    out.push(...snap.docs);
    onPage?.(out.length);
    if (snap.size < pageSize) {
      reportRead(`read ${nameOf(q)} (${out.length} documents)`, performance.now() - started);
      return out;
    }
    last = snap.docs[snap.docs.length - 1] ?? null;
  }
}

// A big list's one-off snapshot is read (Firestore Lite) in chunks of this many pages, after a
// first chunk of a tenth of a page (more than a screenful, shown at once).
const SNAPSHOT_PAGES = 3;
// Only a list of more than this many pages is read as a snapshot too: below, the live pages are
// quick enough, and the snapshot would double the reads of every small list.
export const SNAPSHOT_FROM_PAGES = 2;

/** Record writes made on this page, announced by the data layer (src/data/records.ts). */
const localWriteListeners = new Set<(path: string) => void>();

/**
 * Tells the live lists that this page is about to write (update or delete) the document at
 * `path`, so a list still showing that record from its snapshot follows the write at once.
 */
export function noteLocalWrite(path: string): void {
  for (const listener of localWriteListeners) listener(path);
}

/**
 * Watches every document of a collection, newest `field` first, as a chain of live pages:
 * - a head: documents newer than the newest one at start (everything added later lands here,
 *   since `field` is the server's creation time);
 * - pages of `pageSize` from the newest document at start, each starting after the last
 *   document of the page before, opened once the server has confirmed that page full.
 * A delete inside a page pulls the next page's first document into it; the merge keeps each
 * id once, so nothing is lost or doubled. `cb` gets the merged list after every change, with
 * `complete` once the server has confirmed every page; never an unconfirmed empty list.
 *
 * Online, a collection of more than SNAPSHOT_FROM_PAGES pages (counted by an aggregation that
 * stops past that size) is also read once with Firestore Lite (no cache, no listen stream: a
 * small fraction of the browser's work per document), so the whole list shows, `complete`,
 * long before the live pages have all arrived. The pages then open one by one once the snapshot
 * is whole and the user has left the page alone for QUIET_MS. Below the pages confirmed so far
 * the list comes from the snapshot, with this page's own writes laid over it (paged-merge.ts);
 * once every page is live the snapshot is dropped (docs/decisions/0149).
 *
 * `knownSize`, when given, reads a count the caller keeps itself (the clients' counter): when it
 * says the collection is big, the snapshot starts at once, without the aggregation. When it says
 * small or nothing, the aggregation counts as usual, so a count that drifted costs no records.
 */
export function watchAllDocs<T extends { id: string }>(
  col: Query,
  field: string,
  toItem: (d: QueryDocumentSnapshot<DocumentData>) => T,
  cb: (items: T[], info: { complete: boolean }) => void,
  onError: (error: FirestoreError | Error) => void,
  pageSize = PAGE_SIZE,
  knownSize?: () => Promise<number | null>,
): Unsubscribe {
  // What the list is (paged-state.ts); everything below subscribes, dispatches and acts on it.
  let state = initialPagedState<T>(pageSize);
  const newestFirst = orderBy(field, 'desc');
  const stops: Unsubscribe[] = [];
  // The listeners following this page's own writes to records shown from the snapshot.
  const localStops = new Map<string, Unsubscribe>();
  // The cache's listener (see `previewStop` below), until the live list has caught up.
  let previewStop: Unsubscribe | null = null;
  const started = performance.now();
  let reported = false;

  const dispatch = (event: PagedEvent<T>) => {
    const before = state;
    state = reducePaged(before, event);
    if (state.preview === 'ended' && previewStop) {
      previewStop();
      previewStop = null;
    }
    if (before.snapshot && !state.snapshot) {
      for (const stop of localStops.values()) stop();
      localStops.clear();
    }
    const { shown } = state;
    if (shown && shown !== before.shown) {
      if (shown.complete && !reported) {
        reported = true;
        reportRead(`watch ${nameOf(col)} (${shown.items.length} documents)`, performance.now() - started);
      }
      cb(shown.items, { complete: shown.complete });
    }
  };
  const fail = (error: FirestoreError | Error) => {
    if (state.failed) return;
    dispatch({ type: 'error' });
    onError(error);
  };
  const over = () => state.stopped || state.failed;

  // One listener per part of the list: its snapshots are the `pageLoaded` events of page `index`.
  // `next`, for a page of pageSize: opens the page after it once the server has confirmed it full.
  const listen = (q: Query, next?: (lastDoc: QueryDocumentSnapshot) => void) => {
    const index = state.pages.length;
    dispatch({ type: 'pageRequested', counts: next !== undefined });
    let heard = false;
    stops.push(
      onSnapshot(
        q,
        // Metadata changes tell us when the server has confirmed a page read from the cache.
        { includeMetadataChanges: true },
        (snap) => {
          const changed = !heard || snap.docChanges().length > 0;
          heard = true;
          const lastDoc = snap.docs[snap.docs.length - 1];
          const asked = state.pages[index]?.asksNext;
          dispatch({
            type: 'pageLoaded',
            index,
            items: changed ? snap.docs.map(toItem) : undefined,
            confirmed: !snap.metadata.fromCache,
            end: lastDoc ? positionOf(lastDoc, field) : null,
          });
          if (next && lastDoc && !asked && state.pages[index]?.asksNext) next(lastDoc);
        },
        fail,
      ),
    );
  };

  // While the snapshot shows the list, the next live page waits for it to be whole and then for
  // a quiet moment, so filling the pages (the SDK's work per document) neither delays the
  // snapshot nor the user's typing. Without a snapshot the pages follow each other at once.
  const openPage = (cursor: ReturnType<typeof startAt>) =>
    listen(query(col, newestFirst, cursor, limit(pageSize)), (lastDoc) => {
      const next = () => {
        if (!over()) openPage(startAfter(lastDoc));
      };
      if (state.snapshot) void afterSnapshot().then(whenQuiet).then(next);
      else next();
    });
  // Resolves when the snapshot is whole (or gone), with the time it became whole.
  let snapshotDoneAt = 0;
  const afterSnapshot = async () => {
    while (state.snapshot && !state.snapshot.done && !state.stopped) await new Promise((resolve) => setTimeout(resolve, 100));
    return snapshotDoneAt;
  };

  // A record this page writes while the list shows it from the snapshot: follow that document
  // (the persistent cache applies the write at once, online or not).
  const onLocalWrite = (path: string) => {
    if (!state.snapshot || !(col instanceof CollectionReference)) return;
    const slash = path.lastIndexOf('/');
    const id = path.slice(slash + 1);
    if (path.slice(0, slash) !== col.path || localStops.has(id)) return;
    localStops.set(
      id,
      onSnapshot(
        doc(col, id),
        (d) => {
          // A cache without the record (it came from the snapshot) says nothing about it.
          const { fromCache, hasPendingWrites } = d.metadata;
          if (!d.exists() && fromCache && !hasPendingWrites) return;
          dispatch({ type: 'localWrite', id, item: d.exists() ? toItem(d as QueryDocumentSnapshot<DocumentData>) : null });
        },
        () => {},
      ),
    );
  };
  localWriteListeners.add(onLocalWrite);

  const readSnapshot = (path: string) => {
    dispatch({ type: 'snapshotStarted' });
    const gone = () => over() || !state.snapshot;
    Promise.all([import('./lite'), turn.ready])
      .then(([{ readNewestFirst }]) =>
        readNewestFirst(
          path,
          field,
          Math.ceil(pageSize / 10),
          pageSize * SNAPSHOT_PAGES,
          (docs) => {
            const entries: SnapshotEntry<T>[] = [];
            for (const d of docs) {
              const at = positionOf(d, field);
              // Lite's snapshots offer what toItem reads (id, data, get); no pending writes there.
              if (at) entries.push({ item: toItem(d as unknown as QueryDocumentSnapshot<DocumentData>), at });
            }
            dispatch({ type: 'snapshotRead', entries });
          },
          gone,
        ),
      )
      .then(() => {
        if (gone()) return;
        snapshotDoneAt = performance.now();
        dispatch({ type: 'snapshotWhole' });
      })
      // The live pages still load the list: the snapshot only makes it whole sooner.
      .catch(() => dispatch({ type: 'snapshotFailed' }))
      .finally(turn.release);
  };

  // A returning visit shows the records the cache holds at once. The live list needs the server
  // first (the newest record, where its pages start): a round trip that takes the emulator up to a
  // second while a page load asks for everything else too (docs/decisions/0165). A listener on the
  // cache alone, so this page's own writes show in it too; it ends once the live list has caught
  // up, and at once when the cache holds nothing.
  previewStop = onSnapshot(
    query(col, newestFirst, limit(pageSize)),
    { source: 'cache' },
    (snap) => dispatch({ type: 'cachePage', items: snap.docs.map(toItem) }),
    () => dispatch({ type: 'cacheClosed' }),
  );

  // Online, how many records there are decides whether a snapshot is worth its reads; counting
  // stops past the threshold, so the count stays quick and costs at most a few reads. On a
  // fresh emulator that count of 2,001 records took 2.6 s, longer than reading 3,000 of them, so
  // a count the caller keeps is asked first (docs/decisions/0168).
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  const turn = takeSnapshotTurn();
  const threshold = pageSize * SNAPSHOT_FROM_PAGES;
  const countOnServer = () =>
    getCountFromServer(query(col, limit(threshold + 1))).then(
      (c) => c.data().count,
      () => 0,
    );
  const counted =
    online && col instanceof CollectionReference
      ? knownSize
        ? knownSize()
            .catch(() => null)
            .then((size) => (size !== null && size > threshold ? size : countOnServer()))
        : countOnServer()
      : Promise.resolve(0);

  // A big collection's snapshot starts as soon as the count says so (unless the list has been
  // found to need none by then).
  void counted.then((count) => {
    if (state.stopped || state.noSnapshot || count <= threshold || !(col instanceof CollectionReference)) {
      turn.release();
      return;
    }
    readSnapshot(col.path);
  });

  getDocs(query(col, newestFirst, limit(1)))
    .then(async (top) => {
      if (state.stopped) return;
      const newest = top.docs[0];
      // Nothing yet: one live query holds whatever this session adds. Likewise when the newest
      // record is a write still queued offline (its server timestamp is unknown, so no cursor can
      // start at it): one query from the cache, no paging.
      if (!newest || newest.metadata.hasPendingWrites) {
        dispatch({ type: 'oneQuery' });
        listen(query(col, newestFirst));
        return;
      }
      dispatch({ type: 'pagedFrom', at: positionOf(newest, field) });
      listen(query(col, newestFirst, endBefore(newest)));
      // Answered from the cache (offline after all): the live pages come from the cache at once.
      if (top.metadata.fromCache) dispatch({ type: 'fromCache' });
      else await counted;
      if (state.stopped) return;
      if (state.snapshot) {
        void afterSnapshot()
          .then(whenQuiet)
          .then(() => {
            if (!over()) openPage(startAt(newest));
          });
      } else {
        openPage(startAt(newest));
      }
    })
    .catch((error: FirestoreError | Error) => {
      if (state.stopped) return;
      fail(error);
    });

  return () => {
    dispatch({ type: 'stopped' });
    previewStop?.();
    previewStop = null;
    turn.release();
    localWriteListeners.delete(onLocalWrite);
    for (const stop of stops) stop();
    for (const stop of localStops.values()) stop();
  };
}
