// Large collections are read and watched in pages of PAGE_SIZE documents. One answer of 10,000
// documents is what a single query over a big account would ask for: the Firestore emulator's
// WebChannel refuses it (400, retried forever) and in production it would arrive as one long
// response before anything can be shown. Pages show the first records at once and keep every
// answer small (docs/decisions/0020).
import {
  documentId,
  endBefore,
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

type Segment<T> = { items: T[]; confirmed: boolean; full: boolean };

/**
 * Watches every document of a collection, newest `field` first, as a chain of live pages:
 * - a head: documents newer than the newest one at start (everything added later lands here,
 *   since `field` is the server's creation time);
 * - pages of `pageSize` from the newest document at start, each starting after the last
 *   document of the page before, opened once the server has confirmed that page full.
 * A delete inside a page pulls the next page's first document into it; the merge keeps each
 * id once, so nothing is lost or doubled. `cb` gets the merged list after every change, with
 * `complete` once the server has confirmed every page; never an unconfirmed empty list.
 */
export function watchAllDocs<T extends { id: string }>(
  col: Query,
  field: string,
  toItem: (d: QueryDocumentSnapshot<DocumentData>) => T,
  cb: (items: T[], info: { complete: boolean }) => void,
  onError: (error: FirestoreError | Error) => void,
  pageSize = PAGE_SIZE,
): Unsubscribe {
  const newestFirst = orderBy(field, 'desc');
  const segments: Segment<T>[] = [];
  const stops: Unsubscribe[] = [];
  let stopped = false;
  let failed = false;
  const started = performance.now();
  let reported = false;

  const emit = () => {
    if (stopped || failed) return;
    const last = segments[segments.length - 1];
    const complete = segments.length > 0 && segments.every((s) => s.confirmed) && !last?.full;
    const seen = new Set<string>();
    const items: T[] = [];
    for (const s of segments) {
      for (const item of s.items) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        items.push(item);
      }
    }
    if (items.length === 0 && !complete) return;
    if (complete && !reported) {
      reported = true;
      reportRead(`watch ${nameOf(col)} (${items.length} documents)`, performance.now() - started);
    }
    cb(items, { complete });
  };

  const listen = (q: Query, onConfirmedFull?: (lastDoc: QueryDocumentSnapshot) => void) => {
    const segment: Segment<T> = { items: [], confirmed: false, full: false };
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
          if (changed) segment.items = snap.docs.map(toItem);
          segment.confirmed ||= confirmed;
          segment.full = onConfirmedFull !== undefined && snap.size >= pageSize;
          // A page's end is only known for sure once the server has answered for it.
          const lastDoc = snap.docs[snap.docs.length - 1];
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

  const openPage = (cursor: ReturnType<typeof startAt>) =>
    listen(query(col, newestFirst, cursor, limit(pageSize)), (lastDoc) => {
      if (!stopped) openPage(startAfter(lastDoc));
    });

  getDocs(query(col, newestFirst, limit(1)))
    .then((top) => {
      if (stopped) return;
      const newest = top.docs[0];
      // Nothing yet: one live query holds whatever this session adds. Likewise when the newest
      // record is a write still queued offline (its server timestamp is unknown, so no cursor can
      // start at it): one query from the cache, no paging.
      if (!newest || newest.metadata.hasPendingWrites) {
        listen(query(col, newestFirst));
        return;
      }
      listen(query(col, newestFirst, endBefore(newest)));
      openPage(startAt(newest));
    })
    .catch((error: FirestoreError | Error) => {
      if (stopped || failed) return;
      failed = true;
      onError(error);
    });

  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}
