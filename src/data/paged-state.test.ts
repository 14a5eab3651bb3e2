import { describe, expect, it } from 'vitest';
import type { Position, SnapshotEntry } from './paged-merge';
import { initialPagedState, reducePaged } from './paged-state';
import type { PagedEvent, PagedState } from './paged-state';

type Item = { id: string; name: string };
const at = (seconds: number, id: string): Position => ({ seconds, nanoseconds: 0, id });
// rN was created at N seconds: r9 is newer than r8.
const item = (id: string, name = id): Item => ({ id, name });
const items = (...names: string[]) => names.map((n) => item(n));
const endOf = (list: Item[]) => {
  const last = list[list.length - 1];
  return last ? at(Number(last.id.slice(1)), last.id) : null;
};
const loaded = (index: number, list: Item[] | undefined, confirmed = true, end = list ? endOf(list) : null): PagedEvent<Item> => ({
  type: 'pageLoaded',
  index,
  items: list,
  confirmed,
  end,
});
const entries = (...names: string[]): SnapshotEntry<Item>[] => names.map((n) => ({ item: item(n), at: at(Number(n.slice(1)), n) }));

/** Runs the events from a fresh state (pages of 3); `shown`: each list handed to the screen, in order. */
function run(events: PagedEvent<Item>[], from: PagedState<Item> = initialPagedState<Item>(3)) {
  const shown: { ids: string[]; complete: boolean; items: Item[] }[] = [];
  let state = from;
  for (const event of events) {
    const before = state;
    state = reducePaged(state, event);
    if (state.shown && state.shown !== before.shown)
      shown.push({ ids: state.shown.items.map((i) => i.id), complete: state.shown.complete, items: state.shown.items });
  }
  return { state, shown, last: shown[shown.length - 1] };
}

// A list paged from r9 with a head and a first page of three, the cache's listener done.
const paged: PagedEvent<Item>[] = [{ type: 'cacheClosed' }, { type: 'pagedFrom', at: at(9, 'r9') }, { type: 'pageRequested', counts: false }];
const firstPage: PagedEvent<Item>[] = [...paged, loaded(0, [], true, null), { type: 'pageRequested', counts: true }];

describe('one query (an empty collection, or a newest record still queued)', () => {
  it('shows nothing while unconfirmed and empty, then the empty list once the server confirms it', () => {
    const { shown } = run([
      { type: 'cacheClosed' },
      { type: 'oneQuery' },
      { type: 'pageRequested', counts: false },
      loaded(0, [], false),
      loaded(0, undefined, true),
    ]);
    expect(shown.map(({ ids, complete }) => ({ ids, complete }))).toEqual([{ ids: [], complete: true }]);
  });

  it('shows records from the cache as not complete, then complete once confirmed', () => {
    const { shown } = run([
      { type: 'cacheClosed' },
      { type: 'oneQuery' },
      { type: 'pageRequested', counts: false },
      loaded(0, items('r2', 'r1'), false),
      loaded(0, undefined, true),
    ]);
    expect(shown.map(({ ids, complete }) => ({ ids, complete }))).toEqual([
      { ids: ['r2', 'r1'], complete: false },
      { ids: ['r2', 'r1'], complete: true },
    ]);
  });

  it('is never full, however many records it holds: it asks for no page after it', () => {
    const { state, last } = run([
      { type: 'cacheClosed' },
      { type: 'oneQuery' },
      { type: 'pageRequested', counts: false },
      loaded(0, items('r5', 'r4', 'r3', 'r2')),
    ]);
    expect(state.pages[0]).toMatchObject({ full: false, asksNext: false });
    expect(last?.complete).toBe(true);
  });

  it('a metadata-only change that confirms nothing new leaves the state as it was', () => {
    const { state } = run([{ type: 'cacheClosed' }, { type: 'oneQuery' }, { type: 'pageRequested', counts: false }, loaded(0, items('r1'), true)]);
    expect(reducePaged(state, loaded(0, undefined, true))).toBe(state);
    expect(reducePaged(state, loaded(0, undefined, false))).not.toBe(state);
  });
});

describe('live pages', () => {
  it('the head alone is not the list: nothing is complete before the first page', () => {
    const { shown } = run(paged.concat(loaded(0, items('new'))));
    expect(shown.map(({ ids, complete }) => ({ ids, complete }))).toEqual([{ ids: ['new'], complete: false }]);
  });

  it('orders the head first, then each page in turn, and is complete once the last page is not full', () => {
    const { state, shown } = run([
      ...firstPage,
      loaded(0, items('new')),
      loaded(1, items('r9', 'r8', 'r7')),
      { type: 'pageRequested', counts: true },
      loaded(2, items('r6', 'r5')),
    ]);
    expect(state.pages[1]).toMatchObject({ asksNext: true });
    expect(state.pages[2]).toMatchObject({ full: false, asksNext: false });
    expect(shown.map(({ ids, complete }) => ({ ids, complete }))).toEqual([
      { ids: ['new'], complete: false },
      { ids: ['new', 'r9', 'r8', 'r7'], complete: false },
      { ids: ['new', 'r9', 'r8', 'r7', 'r6', 'r5'], complete: true },
    ]);
  });

  it('a full page confirmed only from the cache asks for no next page yet', () => {
    const { state } = run([...firstPage, loaded(1, items('r9', 'r8', 'r7'), false)]);
    expect(state.pages[1]).toMatchObject({ full: true, asksNext: false });
    const confirmed = reducePaged(state, loaded(1, undefined, true));
    expect(confirmed.pages[1]).toMatchObject({ full: true, asksNext: true });
  });

  it('asks for the next page once, and stays full: until that page is open the list goes on below it', () => {
    const { state } = run([...firstPage, loaded(1, items('r9', 'r8', 'r7')), loaded(1, items('r9', 'r8', 'r7'))]);
    expect(state.pages[1]).toMatchObject({ full: true, asksNext: true });
  });

  it('a change to the last open page while the next one waits keeps the snapshot and the whole list', () => {
    // The next page waits for a quiet moment; meanwhile r8 is edited elsewhere.
    const { state, last } = run([
      ...firstPage,
      { type: 'snapshotStarted' },
      { type: 'snapshotRead', entries: entries('r9', 'r8', 'r7', 'r6', 'r5', 'r4') },
      { type: 'snapshotWhole' },
      loaded(1, items('r9', 'r8', 'r7')),
      loaded(1, [item('r9'), item('r8', 'edited'), item('r7')]),
    ]);
    expect(state.snapshot).not.toBeNull();
    expect(last).toMatchObject({ ids: ['r9', 'r8', 'r7', 'r6', 'r5', 'r4'], complete: true });
    expect(last?.items[1]?.name).toBe('edited');
  });

  it('an empty last page after a full one completes the list', () => {
    const { last } = run([...firstPage, loaded(1, items('r9', 'r8', 'r7')), { type: 'pageRequested', counts: true }, loaded(2, [])]);
    expect(last).toMatchObject({ ids: ['r9', 'r8', 'r7'], complete: true });
  });

  it('keeps a record once when two pages hold it (a delete pulled it up before the next page moved)', () => {
    const { last } = run([
      ...firstPage,
      loaded(1, items('r9', 'r8', 'r7')),
      { type: 'pageRequested', counts: true },
      loaded(2, items('r6', 'r5', 'r4')),
      loaded(1, items('r9', 'r7', 'r6')),
    ]);
    expect(last?.ids).toEqual(['r9', 'r7', 'r6', 'r5', 'r4']);
  });

  it('a record removed from a page leaves the list, and the next page moving up hands over nothing new', () => {
    const start = [...firstPage, loaded(1, items('r9', 'r8', 'r7')), { type: 'pageRequested', counts: true } as const, loaded(2, items('r6', 'r5'))];
    const before = run(start);
    const { shown } = run([loaded(1, items('r9', 'r7', 'r6')), loaded(2, items('r5'))], before.state);
    expect(before.last).toMatchObject({ ids: ['r9', 'r8', 'r7', 'r6', 'r5'], complete: true });
    expect(shown.map(({ ids, complete }) => ({ ids, complete }))).toEqual([{ ids: ['r9', 'r7', 'r6', 'r5'], complete: true }]);
  });

  it('a record added later lands in the head, before every page', () => {
    const { last } = run([...firstPage, loaded(1, items('r9', 'r8')), loaded(0, items('r10'), true, at(10, 'r10'))]);
    expect(last).toMatchObject({ ids: ['r10', 'r9', 'r8'], complete: true });
  });

  it('a modified record shows its new values; its neighbours keep their objects', () => {
    const before = run([...firstPage, loaded(1, items('r9', 'r8'))]);
    const after = run([loaded(1, [item('r9'), item('r8', 'renamed')])], before.state);
    const [r9, r8] = after.last?.items ?? [];
    expect(r8?.name).toBe('renamed');
    expect(r9).toBe(before.last?.items[0]);
  });

  it('a modification that moves a record from one page to the next shows it once, at its new place', () => {
    // r7 sits at the end of page 1; an edit elsewhere gives it an older position, between r5 and r4.
    const start = [...firstPage, loaded(1, items('r9', 'r8', 'r7')), { type: 'pageRequested', counts: true } as const, loaded(2, items('r5', 'r4'))];
    const { last } = run([...start, loaded(2, [item('r5'), item('r7', 'moved'), item('r4')]), loaded(1, items('r9', 'r8', 'r5'))]);
    expect(last?.ids).toEqual(['r9', 'r8', 'r5', 'r7', 'r4']);
    expect(last?.items.find((i) => i.id === 'r7')?.name).toBe('moved');
  });

  it('records that arrive again with the same values hand over no new list', () => {
    const { shown } = run([...firstPage, loaded(1, items('r9', 'r8')), loaded(1, items('r9', 'r8')), loaded(0, [], true, null)]);
    expect(shown).toHaveLength(1);
  });

  it('a page event for a page never opened changes nothing', () => {
    const { state } = run(firstPage);
    expect(reducePaged(state, loaded(5, items('r1')))).toBe(state);
  });
});

describe("the cache's copy first (a returning visit)", () => {
  it('shows the cached records as not complete until the live list holds as many', () => {
    const { state, shown } = run([
      { type: 'cachePage', items: items('r9', 'r8', 'r7') },
      { type: 'pagedFrom', at: at(9, 'r9') },
      { type: 'pageRequested', counts: false },
      loaded(0, [], true, null),
      { type: 'pageRequested', counts: true },
      loaded(1, items('r9', 'r8'), false),
      loaded(1, items('r9', 'r8', 'r7'), false),
    ]);
    expect(shown.map(({ ids, complete }) => ({ ids, complete }))).toEqual([{ ids: ['r9', 'r8', 'r7'], complete: false }]);
    expect(state.preview).toBe('ended');
  });

  it("the server's confirmation of the cached records keeps their objects: no new list", () => {
    const { shown } = run([
      { type: 'cachePage', items: items('r2', 'r1') },
      { type: 'oneQuery' },
      { type: 'pageRequested', counts: false },
      loaded(0, items('r2', 'r1'), false),
    ]);
    expect(shown).toHaveLength(1);
  });

  it('gives way at once when the live list is whole, even if shorter', () => {
    const { state, last } = run([
      { type: 'cachePage', items: items('r3', 'r2', 'r1') },
      { type: 'oneQuery' },
      { type: 'pageRequested', counts: false },
      loaded(0, items('r3')),
    ]);
    expect(last).toMatchObject({ ids: ['r3'], complete: true });
    expect(state.preview).toBe('ended');
    expect(state.previewById).toBeNull();
  });

  it('an empty cache ends the preview without showing anything', () => {
    const { state, shown } = run([{ type: 'cachePage', items: [] }]);
    expect(state.preview).toBe('ended');
    expect(shown).toEqual([]);
  });

  it("this page's write reaching the cache shows in the preview", () => {
    const { shown } = run([
      { type: 'cachePage', items: items('r2', 'r1') },
      { type: 'cachePage', items: items('r3', 'r2', 'r1') },
    ]);
    expect(shown.map((s) => s.ids)).toEqual([
      ['r2', 'r1'],
      ['r3', 'r2', 'r1'],
    ]);
    expect(shown[1]?.items[1]).toBe(shown[0]?.items[0]);
  });

  it('once ended, the cache is not heard again', () => {
    const { state } = run([{ type: 'cacheClosed' }]);
    expect(reducePaged(state, { type: 'cachePage', items: items('r1') })).toBe(state);
  });
});

describe("a big list's snapshot", () => {
  const withSnapshot = [...firstPage, { type: 'snapshotStarted' } as const];

  it('shows the snapshot below the newest record, complete once it is whole', () => {
    const { shown } = run([
      ...withSnapshot,
      { type: 'snapshotRead', entries: entries('r9', 'r8') },
      { type: 'snapshotRead', entries: entries('r7', 'r6', 'r5') },
      { type: 'snapshotWhole' },
    ]);
    expect(shown.map(({ ids, complete }) => ({ ids, complete }))).toEqual([
      { ids: ['r9', 'r8'], complete: false },
      { ids: ['r9', 'r8', 'r7', 'r6', 'r5'], complete: false },
      { ids: ['r9', 'r8', 'r7', 'r6', 'r5'], complete: true },
    ]);
  });

  it('the head is live above it; a page confirmed by the server replaces its part', () => {
    const { last } = run([
      ...withSnapshot,
      { type: 'snapshotRead', entries: entries('r9', 'r8', 'r7', 'r6', 'r5') },
      { type: 'snapshotWhole' },
      loaded(0, items('r10'), true, at(10, 'r10')),
      // r8 was deleted elsewhere: the confirmed page holds r9, r7, r6.
      loaded(1, [item('r9', 'edited'), item('r7'), item('r6')]),
    ]);
    expect(last?.ids).toEqual(['r10', 'r9', 'r7', 'r6', 'r5']);
    expect(last?.items[1]?.name).toBe('edited');
    expect(last?.complete).toBe(true);
  });

  it('leaves out a page read from the cache but not confirmed (it may hold only part of its records)', () => {
    const { last } = run([
      ...withSnapshot,
      { type: 'snapshotRead', entries: entries('r9', 'r8', 'r7', 'r6') },
      { type: 'snapshotWhole' },
      loaded(1, items('r9', 'r6'), false),
    ]);
    expect(last?.ids).toEqual(['r9', 'r8', 'r7', 'r6']);
  });

  it('is dropped once every page is live, and the list is then the pages alone', () => {
    const { state, last } = run([
      ...withSnapshot,
      { type: 'snapshotRead', entries: entries('r9', 'r8', 'r7', 'r6') },
      { type: 'snapshotWhole' },
      loaded(1, items('r9', 'r8', 'r7')),
      { type: 'pageRequested', counts: true },
      loaded(2, items('r6')),
    ]);
    expect(state.snapshot).toBeNull();
    expect(last).toMatchObject({ ids: ['r9', 'r8', 'r7', 'r6'], complete: true });
  });

  it("lays this page's own edit and delete over it", () => {
    const { state, last } = run([
      ...withSnapshot,
      { type: 'snapshotRead', entries: entries('r9', 'r8', 'r7') },
      { type: 'localWrite', id: 'r8', item: item('r8', 'edited here') },
      { type: 'localWrite', id: 'r7', item: null },
    ]);
    expect(last?.ids).toEqual(['r9', 'r8']);
    expect(last?.items[1]?.name).toBe('edited here');
    expect(state.local.size).toBe(2);
  });

  it('a local write with no snapshot changes nothing', () => {
    const { state } = run(firstPage);
    expect(reducePaged(state, { type: 'localWrite', id: 'r1', item: null })).toBe(state);
  });

  it('a failed read drops it without handing over a shorter list; the pages go on', () => {
    const { state, shown } = run([
      ...withSnapshot,
      { type: 'snapshotRead', entries: entries('r9', 'r8') },
      { type: 'localWrite', id: 'r8', item: null },
      { type: 'snapshotFailed' },
    ]);
    expect(state.snapshot).toBeNull();
    expect(state.local.size).toBe(0);
    expect(shown.map((s) => s.ids)).toEqual([['r9', 'r8'], ['r9']]);
    const next = run([loaded(1, items('r9', 'r8'))], state);
    expect(next.last?.ids).toEqual(['r9', 'r8']);
  });

  it('a snapshot chunk arriving after the snapshot was dropped is ignored', () => {
    const { state } = run([...withSnapshot, { type: 'snapshotFailed' }]);
    expect(reducePaged(state, { type: 'snapshotRead', entries: entries('r9') })).toBe(state);
    expect(reducePaged(state, { type: 'snapshotWhole' })).toBe(state);
  });

  it('shows nothing before the starting record is known, even when whole', () => {
    const { shown } = run([{ type: 'cacheClosed' }, { type: 'snapshotStarted' }, { type: 'snapshotRead', entries: entries('r9') }, { type: 'snapshotWhole' }]);
    expect(shown).toEqual([]);
  });
});

describe('reset for a new query, errors and stop', () => {
  it('one query or an answer from the cache drops a snapshot under way and wants none', () => {
    for (const type of ['oneQuery', 'fromCache'] as const) {
      const { state } = run([{ type: 'snapshotStarted' }, { type: 'snapshotRead', entries: entries('r9') }, { type }]);
      expect(state.snapshot).toBeNull();
      expect(state.noSnapshot).toBe(true);
    }
  });

  it('paging from a record sets where the pages start', () => {
    expect(run([{ type: 'pagedFrom', at: at(9, 'r9') }]).state.newestAt).toEqual(at(9, 'r9'));
  });

  it('after an error nothing more is handed over', () => {
    const { state, shown } = run([...firstPage, { type: 'error' }, loaded(1, items('r9'))]);
    expect(state.failed).toBe(true);
    expect(shown).toEqual([]);
  });

  it('after a stop nothing more is heard, and the preview and snapshot are let go', () => {
    const { state } = run([{ type: 'cachePage', items: items('r1') }, { type: 'snapshotStarted' }, { type: 'stopped' }]);
    expect(state).toMatchObject({ stopped: true, preview: 'ended', snapshot: null });
    expect(reducePaged(state, loaded(0, items('r1')))).toBe(state);
    expect(reducePaged(state, { type: 'error' }).failed).toBe(true);
  });
});
