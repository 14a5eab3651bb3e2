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
import { mergeLists, positionOf, sameItems, sameRecord } from './paged-merge';
import { takeSnapshotTurn, whenQuiet } from './paged-schedule';
import type { Coverage, Position, SnapshotEntry } from './paged-merge';

/** A short name of what a query reads, for the slow-query log (the collection's id). */
const nameOf = (q: Query) => ('id' in q && typeof q.id === 'string' ? q.id : 'query');

export const PAGE_SIZE = 1000;

// Firestore allows 500 writes per batch; browsers send writes over WebChannel, where very large
// commits stalled against the emulator, so big writes commit in smaller batches
// (docs/decisions/0041).
export const MAX_BATCH_OPS = 100;

/** Every document a query matches, read in pages ordered by document id. */
export async function readAllDocs(
  q: Query,
  onPage?: (read: number) => void,
  pageSize = PAGE_SIZE,
): Promise<QueryDocumentSnapshot[]> {
  const out: QueryDocumentSnapshot[] = [];
  let last: QueryDocumentSnapshot | null = null;
  const started = performance.now();
  for (;;) {
    const page: Query = last
      ? query(q, orderBy(documentId()), startAfter(last), limit(pageSize))
      : query(q, orderBy(documentId()), limit(pageSize));
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

type Segment<T> = { items: T[]; confirmed: boolean; full: boolean; end: Position | null };

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
  const newestFirst = orderBy(field, 'desc');
  const segments: Segment<T>[] = [];
  const stops: Unsubscribe[] = [];
  let stopped = false;
  let failed = false;
  const started = performance.now();
  let reported = false;
  // Paging from this record (null: one query, no pages).
  let newestAt: Position | null = null;
  // The Lite snapshot while the live pages are incomplete; `done` once it is whole.
  let snapshot: { entries: SnapshotEntry<T>[]; done: boolean } | null = null;
  // Records this page wrote while they came from the snapshot: as written, or null once deleted.
  const local = new Map<string, T | null>();
  const localStops = new Map<string, Unsubscribe>();
  // The cache's newest records, shown until the live list has caught up (see `previewStop` below).
  let preview: T[] | null = null;
  // The preview's records by id: a record that arrives unchanged from the server keeps the object
  // the page already has, so the list the server confirms is not handed over again.
  let shownById: Map<string, T> | null = null;
  // The records the page was last given, by id (built when first needed after each emit): a live
  // page that confirms records the snapshot already showed keeps their objects too, so the list
  // is not handed over again, ten times for 10,000 records, while the user types.
  let lastById: Map<string, T> | null = null;
  const keep = (d: QueryDocumentSnapshot<DocumentData>): T => {
    const item = toItem(d);
    if (!lastById && lastItems) lastById = new Map(lastItems.map((x) => [x.id, x]));
    const before = shownById?.get(item.id) ?? lastById?.get(item.id);
    return before && sameRecord(before, item) ? before : item;
  };

  const pagesComplete = () => {
    const last = segments[segments.length - 1];
    // Paging: the head alone is not the list (the first page may wait for the snapshot).
    if (newestAt && segments.length < 2) return false;
    return segments.length > 0 && segments.every((s) => s.confirmed) && !last?.full;
  };

  // How many pages after the head the server has confirmed, without a gap.
  const confirmedPages = () => {
    let n = 0;
    while (n + 1 < segments.length && segments[n + 1]?.confirmed && segments[n + 1]?.end) n += 1;
    return n;
  };

  // From the newest record down to the end of the last page confirmed without a gap.
  const coverage = (): Coverage | null => {
    if (!newestAt) return null;
    const end = segments[confirmedPages()]?.end;
    return confirmedPages() > 0 && end ? { at: end, inclusive: true } : { at: newestAt, inclusive: false };
  };

  const dropSnapshot = () => {
    snapshot = null;
    for (const stop of localStops.values()) stop();
    localStops.clear();
    local.clear();
  };

  // What cb was last given.
  let lastItems: T[] | null = null;
  let lastComplete = false;

  const emit = () => {
    if (stopped || failed) return;
    const chainDone = pagesComplete();
    if (chainDone && snapshot) dropSnapshot();
    // The snapshot makes the list whole once the pages' starting record is known too.
    const complete = chainDone || (snapshot?.done === true && newestAt !== null);
    // With a snapshot, pages not yet confirmed (read from the cache, perhaps partly) are left
    // out: the snapshot holds their records, in order.
    const live = snapshot ? segments.slice(0, 1 + confirmedPages()) : segments;
    const items = mergeLists(
      live.map((s) => s.items),
      coverage(),
      snapshot?.entries ?? null,
      local,
    );
    let shown = items;
    if (preview) {
      // Until the live list holds as many records, or is whole, the cache's copy stays on screen:
      // a list that shrank to the first chunk of a big list's snapshot would jump.
      if (complete || items.length >= preview.length) endPreview();
      else shown = preview;
    }
    if (complete) shownById = null;
    if (shown.length === 0 && !complete) return;
    // The server confirming what the cache showed changes nothing on screen: no new list, so the
    // page does not render the same records again (about half of a returning visit's answers).
    if (complete === lastComplete && sameItems(shown, lastItems)) return;
    lastItems = shown;
    lastById = null;
    lastComplete = complete;
    if (complete && !reported) {
      reported = true;
      reportRead(`watch ${nameOf(col)} (${shown.length} documents)`, performance.now() - started);
    }
    cb(shown, { complete });
  };

  const listen = (q: Query, onConfirmedFull?: (lastDoc: QueryDocumentSnapshot) => void) => {
    const segment: Segment<T> = { items: [], confirmed: false, full: false, end: null };
    segments.push(segment);
    let heard = false;
    stops.push(
      onSnapshot(
        q,
        // Metadata changes tell us when the server has confirmed a page read from the cache.
        { includeMetadataChanges: true },
        (snap) => {
          const confirmed = !snap.metadata.fromCache;
          const changed = !heard || snap.docChanges().length > 0;
          if (!changed && confirmed === segment.confirmed) return;
          heard = true;
          if (changed) segment.items = snap.docs.map(keep);
          segment.confirmed ||= confirmed;
          segment.full = onConfirmedFull !== undefined && snap.size >= pageSize;
          // A page's end is only known for sure once the server has answered for it.
          const lastDoc = snap.docs[snap.docs.length - 1];
          segment.end = lastDoc ? positionOf(lastDoc, field) : null;
          if (confirmed && segment.full && onConfirmedFull && lastDoc) {
            const open = onConfirmedFull;
            onConfirmedFull = undefined;
            open(lastDoc);
          }
          emit();
        },
        (error) => {
          if (failed) return;
          failed = true;
          onError(error);
        },
      ),
    );
  };

  // While the snapshot shows the list, the next live page waits for it to be whole and then for
  // a quiet moment, so filling the pages (the SDK's work per document) neither delays the
  // snapshot nor the user's typing. Without a snapshot the pages follow each other at once.
  const openPage = (cursor: ReturnType<typeof startAt>) =>
    listen(query(col, newestFirst, cursor, limit(pageSize)), (lastDoc) => {
      const next = () => {
        if (!stopped && !failed) openPage(startAfter(lastDoc));
      };
      if (snapshot) void afterSnapshot().then(whenQuiet).then(next);
      else next();
    });
  // Resolves when the snapshot is whole (or gone), with the time it became whole.
  let snapshotDoneAt = 0;
  const afterSnapshot = async () => {
    while (snapshot && !snapshot.done && !stopped) await new Promise((resolve) => setTimeout(resolve, 100));
    return snapshotDoneAt;
  };

  // A record this page writes while the list shows it from the snapshot: follow that document
  // (the persistent cache applies the write at once, online or not).
  const onLocalWrite = (path: string) => {
    if (!snapshot || !(col instanceof CollectionReference)) return;
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
          local.set(id, d.exists() ? toItem(d as QueryDocumentSnapshot<DocumentData>) : null);
          emit();
        },
        () => {},
      ),
    );
  };
  localWriteListeners.add(onLocalWrite);

  const readSnapshot = (path: string) => {
    snapshot = { entries: [], done: false };
    const current = snapshot;
    const over = () => stopped || failed || snapshot !== current;
    Promise.all([import('./lite'), turn.ready])
      .then(([{ readNewestFirst }]) =>
        readNewestFirst(
          path,
          field,
          Math.ceil(pageSize / 10),
          pageSize * SNAPSHOT_PAGES,
          (docs) => {
            for (const d of docs) {
              const at = positionOf(d, field);
              // Lite's snapshots offer what toItem reads (id, data, get); no pending writes there.
              if (at) current.entries.push({ item: keep(d as unknown as QueryDocumentSnapshot<DocumentData>), at });
            }
            emit();
          },
          over,
        ),
      )
      .then(() => {
        if (over()) return;
        current.done = true;
        snapshotDoneAt = performance.now();
        emit();
      })
      // The live pages still load the list: the snapshot only makes it whole sooner.
      .catch(() => {
        if (snapshot === current) dropSnapshot();
      })
      .finally(turn.release);
  };

  // A returning visit shows the records the cache holds at once. The live list needs the server
  // first (the newest record, where its pages start): a round trip that takes the emulator up to a
  // second while a page load asks for everything else too (docs/decisions/0165). A listener on the
  // cache alone, so this page's own writes show in it too; it ends once the live list has caught
  // up, and at once when the cache holds nothing.
  let previewStop: Unsubscribe | null = null;
  const endPreview = () => {
    preview = null;
    previewStop?.();
    previewStop = null;
  };
  previewStop = onSnapshot(
    query(col, newestFirst, limit(pageSize)),
    { source: 'cache' },
    (snap) => {
      if (!previewStop) return;
      if (snap.empty && !preview) return endPreview();
      preview = snap.docs.map(keep);
      shownById = new Map(preview.map((item) => [item.id, item]));
      emit();
    },
    () => endPreview(),
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
  let noSnapshot = false;
  void counted.then((count) => {
    if (stopped || noSnapshot || count <= pageSize * SNAPSHOT_FROM_PAGES || !(col instanceof CollectionReference)) {
      turn.release();
      return;
    }
    readSnapshot(col.path);
  });

  getDocs(query(col, newestFirst, limit(1)))
    .then(async (top) => {
      if (stopped) return;
      const newest = top.docs[0];
      // Nothing yet: one live query holds whatever this session adds. Likewise when the newest
      // record is a write still queued offline (its server timestamp is unknown, so no cursor can
      // start at it): one query from the cache, no paging.
      if (!newest || newest.metadata.hasPendingWrites) {
        noSnapshot = true;
        if (snapshot) dropSnapshot();
        listen(query(col, newestFirst));
        return;
      }
      newestAt = positionOf(newest, field);
      listen(query(col, newestFirst, endBefore(newest)));
      // Answered from the cache (offline after all): the live pages come from the cache at once.
      if (top.metadata.fromCache) {
        noSnapshot = true;
        if (snapshot) dropSnapshot();
      } else {
        await counted;
      }
      if (stopped) return;
      if (snapshot) {
        void afterSnapshot()
          .then(whenQuiet)
          .then(() => {
            if (!stopped && !failed) openPage(startAt(newest));
          });
      } else {
        openPage(startAt(newest));
      }
    })
    .catch((error: FirestoreError | Error) => {
      if (stopped || failed) return;
      failed = true;
      onError(error);
    });

  return () => {
    stopped = true;
    endPreview();
    turn.release();
    localWriteListeners.delete(onLocalWrite);
    for (const stop of stops) stop();
    for (const stop of localStops.values()) stop();
  };
}
