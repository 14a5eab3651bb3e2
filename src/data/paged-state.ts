// The state of a big live list (watchAllDocs in src/data/paged.ts) as a pure reducer over the
// events its listeners report: `reducePaged(state, event) => state`. paged.ts only subscribes to
// Firestore, turns what it hears into these events and acts on what the state says (hand a new
// list to the screen, close the cache's listener, stop following this page's writes). No
// Firebase import, so every case is tested as plain code (paged-state.test.ts).
//
// How the list is put together (docs/decisions/0020, 0149, 0165):
// - pages: listeners newest first. With a starting record (`pagedFrom`), the first is the head
//   (everything newer than that record, where records added later land) and the rest are pages
//   of `pageSize` from it; otherwise one listener holds the whole list (`oneQuery`).
// - snapshot: a big list's one-off Lite read, shown below the pages the server has confirmed,
//   with this page's own writes laid over it (`local`); dropped once every page is live.
// - preview: the cache's newest page, shown until the live list has caught up.
import { mergeLists, sameItems, sameRecord } from './paged-merge';
import type { Coverage, Position, SnapshotEntry } from './paged-merge';

/**
 * One listener's part of the list. `counts`: a page of pageSize (the head and a single query are
 * not). `full`: holds pageSize records, so more may follow it. `asksNext`:
 * the server confirmed it full, so the page after it is to be opened (once; paged.ts opens it).
 */
export type Page<T> = { items: T[]; confirmed: boolean; full: boolean; end: Position | null; counts: boolean; asksNext: boolean };

export type PagedState<T> = {
  pageSize: number;
  pages: Page<T>[];
  /** The record the pages start at; null: one query, no pages (or not known yet). */
  newestAt: Position | null;
  /** The Lite snapshot while the live pages are incomplete; `done` once it is whole. */
  snapshot: { entries: SnapshotEntry<T>[]; done: boolean } | null;
  /** The list needs no snapshot (found small, offline, or one query): a count arriving later starts none. */
  noSnapshot: boolean;
  /** Records this page wrote while they came from the snapshot: as written, or null once deleted. */
  local: ReadonlyMap<string, T | null>;
  /** The cache's newest records, shown until the live list has caught up; 'ended' once it has (or failed). */
  preview: T[] | 'waiting' | 'ended';
  /** The preview's records by id: a record that arrives unchanged from the server keeps the page's object. */
  previewById: ReadonlyMap<string, T> | null;
  /** What the screen was last given (a new object each time it is to be given a new list). */
  shown: { items: T[]; complete: boolean } | null;
  failed: boolean;
  stopped: boolean;
};

export type PagedEvent<T> =
  /** The cache's newest page (the preview listener). */
  | { type: 'cachePage'; items: T[] }
  /** The cache's listener failed. */
  | { type: 'cacheClosed' }
  /** Reset for a new query: the collection is empty or its newest record is a queued write, so one live query holds it. */
  | { type: 'oneQuery' }
  /** Reset for a new query: pages start at the newest record, at `at` (null when it holds no time). */
  | { type: 'pagedFrom'; at: Position | null }
  /** The newest record came from the cache (offline): the pages come from the cache, no snapshot. */
  | { type: 'fromCache' }
  /** More requested: a listener was opened for the next part of the list (`counts`: a page of pageSize). */
  | { type: 'pageRequested'; counts: boolean }
  /**
   * Page `index` loaded or changed: its records in order (absent when only its metadata changed),
   * whether the server has confirmed it, and the position of its last record. A record added,
   * modified or removed is a new `pageLoaded` of the pages it entered or left.
   */
  | { type: 'pageLoaded'; index: number; items?: T[]; confirmed: boolean; end: Position | null }
  /** The snapshot's read began. */
  | { type: 'snapshotStarted' }
  /** A chunk of the snapshot arrived. */
  | { type: 'snapshotRead'; entries: SnapshotEntry<T>[] }
  /** The snapshot is whole. */
  | { type: 'snapshotWhole' }
  /** The snapshot's read failed: the live pages still load the list. */
  | { type: 'snapshotFailed' }
  /** This page wrote (or deleted: null) a record while the list may show it from the snapshot. */
  | { type: 'localWrite'; id: string; item: T | null }
  | { type: 'error' }
  | { type: 'stopped' };

export function initialPagedState<T>(pageSize: number): PagedState<T> {
  return {
    pageSize,
    pages: [],
    newestAt: null,
    snapshot: null,
    noSnapshot: false,
    local: new Map(),
    preview: 'waiting',
    previewById: null,
    shown: null,
    failed: false,
    stopped: false,
  };
}

// The last list shown, by id, built once per list when first needed: a live page that confirms
// records the snapshot already showed keeps their objects, so the list is not handed over again,
// ten times for 10,000 records, while the user types.
const byIdOf = new WeakMap<object, Map<string, { id: string }>>();
function shownById<T extends { id: string }>(items: T[]): Map<string, T> {
  let map = byIdOf.get(items);
  if (!map) {
    map = new Map(items.map((x) => [x.id, x]));
    byIdOf.set(items, map);
  }
  return map as Map<string, T>;
}

/** `item`, or the object the page already has for it when it holds the same values. */
function keep<T extends { id: string }>(state: PagedState<T>, item: T): T {
  const before = state.previewById?.get(item.id) ?? (state.shown ? shownById(state.shown.items).get(item.id) : undefined);
  return before && sameRecord(before, item) ? before : item;
}

const withoutSnapshot = <T>(state: PagedState<T>): PagedState<T> =>
  state.snapshot || state.local.size > 0 ? { ...state, snapshot: null, local: new Map() } : state;

/** Whether every page is in: all confirmed, the last not full (with pages, the head alone is not the list). */
export function pagesComplete<T>(state: PagedState<T>): boolean {
  const { pages, newestAt } = state;
  if (newestAt && pages.length < 2) return false;
  return pages.length > 0 && pages.every((p) => p.confirmed) && !pages[pages.length - 1]?.full;
}

/** How many pages after the head the server has confirmed, without a gap. */
export function confirmedPages<T>(state: PagedState<T>): number {
  const { pages } = state;
  let n = 0;
  while (n + 1 < pages.length && pages[n + 1]?.confirmed && pages[n + 1]?.end) n += 1;
  return n;
}

/** From the newest record down to the end of the last page confirmed without a gap. */
function coverage<T>(state: PagedState<T>): Coverage | null {
  if (!state.newestAt) return null;
  const n = confirmedPages(state);
  const end = state.pages[n]?.end;
  return n > 0 && end ? { at: end, inclusive: true } : { at: state.newestAt, inclusive: false };
}

/** After an event that may change the list: what the screen is to be given (a new `shown`), if anything. */
function settle<T extends { id: string }>(state: PagedState<T>): PagedState<T> {
  if (state.stopped || state.failed) return state;
  const chainDone = pagesComplete(state);
  let next = chainDone ? withoutSnapshot(state) : state;
  const { snapshot } = next;
  // The snapshot makes the list whole once the pages' starting record is known too.
  const complete = chainDone || (snapshot?.done === true && next.newestAt !== null);
  // With a snapshot, pages not yet confirmed (read from the cache, perhaps partly) are left out:
  // the snapshot holds their records, in order.
  const live = snapshot ? next.pages.slice(0, 1 + confirmedPages(next)) : next.pages;
  const items = mergeLists(
    live.map((p) => p.items),
    coverage(next),
    snapshot?.entries ?? null,
    next.local,
  );
  let shown = items;
  if (Array.isArray(next.preview)) {
    // Until the live list holds as many records, or is whole, the cache's copy stays on screen:
    // a list that shrank to the first chunk of a big list's snapshot would jump.
    if (complete || items.length >= next.preview.length) next = { ...next, preview: 'ended' };
    else shown = next.preview;
  }
  if (complete && next.previewById) next = { ...next, previewById: null };
  if (shown.length === 0 && !complete) return next;
  // The server confirming what the cache showed changes nothing on screen: no new list, so the
  // page does not render the same records again (about half of a returning visit's answers).
  const last = next.shown;
  if (last && complete === last.complete && sameItems(shown, last.items)) return next;
  return { ...next, shown: { items: shown, complete } };
}

export function reducePaged<T extends { id: string }>(state: PagedState<T>, event: PagedEvent<T>): PagedState<T> {
  // A stopped list hears nothing more; an error is still noted once.
  if (state.stopped && event.type !== 'error') return state;
  switch (event.type) {
    case 'cachePage': {
      if (state.preview === 'ended') return state;
      if (event.items.length === 0 && state.preview === 'waiting') return { ...state, preview: 'ended' };
      const preview = event.items.map((item) => keep(state, item));
      return settle({ ...state, preview, previewById: new Map(preview.map((item) => [item.id, item])) });
    }
    case 'cacheClosed':
      return state.preview === 'ended' ? state : { ...state, preview: 'ended' };
    case 'oneQuery':
    case 'fromCache':
      return withoutSnapshot({ ...state, noSnapshot: true });
    case 'pagedFrom':
      return { ...state, newestAt: event.at };
    case 'pageRequested':
      return { ...state, pages: [...state.pages, { items: [], confirmed: false, full: false, end: null, counts: event.counts, asksNext: false }] };
    case 'pageLoaded': {
      const page = state.pages[event.index];
      if (!page) return state;
      // Nothing new: the same records, confirmed as before.
      if (!event.items && event.confirmed === page.confirmed) return state;
      const items = event.items ? event.items.map((item) => keep(state, item)) : page.items;
      const pages = state.pages.slice();
      // Still full after asking: until the page after it is open, the list goes on below it.
      const full = page.counts && items.length >= state.pageSize;
      pages[event.index] = {
        items,
        confirmed: page.confirmed || event.confirmed,
        full,
        // A page's end is only known for sure once the server has answered for it.
        end: event.end,
        counts: page.counts,
        // More requested: the first time the server confirms the page full.
        asksNext: page.asksNext || (event.confirmed && full),
      };
      return settle({ ...state, pages });
    }
    case 'snapshotStarted':
      return { ...state, snapshot: { entries: [], done: false } };
    case 'snapshotRead': {
      if (!state.snapshot) return state;
      const entries = [...state.snapshot.entries, ...event.entries.map((e) => ({ item: keep(state, e.item), at: e.at }))];
      return settle({ ...state, snapshot: { ...state.snapshot, entries } });
    }
    case 'snapshotWhole':
      return state.snapshot ? settle({ ...state, snapshot: { ...state.snapshot, done: true } }) : state;
    case 'snapshotFailed':
      return withoutSnapshot(state);
    case 'localWrite': {
      if (!state.snapshot) return state;
      const local = new Map(state.local);
      local.set(event.id, event.item);
      return settle({ ...state, local });
    }
    case 'error':
      return state.failed ? state : { ...state, failed: true };
    case 'stopped':
      return { ...withoutSnapshot(state), preview: 'ended', stopped: true };
  }
}
