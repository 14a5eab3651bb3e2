// The data layer across a worker boundary (docs/decisions/0163): the page's client and the
// worker's host, joined by a channel that copies every message as postMessage does. The host and
// the client each get their own copy of the modules they share (pending writes, page context), as
// a real worker and page do.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../contract';
import { fakeLocks } from '../../testing/fake-locks';
import type { FromWorker, TabState, ToWorker } from './protocol';

type Listener<T> = (event: MessageEvent<T>) => void;

/** Two ends of a channel: each message is structured-cloned and delivered in a later task. */
function channel() {
  const toWorker = new Set<Listener<ToWorker>>();
  const toPage = new Set<Listener<FromWorker>>();
  const sent: { toWorker: ToWorker[]; toPage: FromWorker[] } = { toWorker: [], toPage: [] };
  const deliver = <T>(listeners: Set<Listener<T>>, message: T) => {
    const copy = structuredClone(message);
    setTimeout(() => {
      for (const l of listeners) l({ data: copy } as MessageEvent<T>);
    }, 0);
  };
  const workerSide = {
    postMessage(message: FromWorker) {
      sent.toPage.push(message);
      deliver(toPage, message);
    },
    addEventListener(_type: 'message', l: Listener<ToWorker>) {
      toWorker.add(l);
    },
  };
  const pageSide = {
    postMessage(message: ToWorker) {
      sent.toWorker.push(message);
      deliver(toWorker, message);
    },
    addEventListener(type: 'message' | 'error', l: Listener<FromWorker> | ((e: Event) => void)) {
      if (type === 'message') toPage.add(l as Listener<FromWorker>);
    },
  };
  return { workerSide, pageSide, sent };
}

type Rec = { id: string; name: string };

/** A small backend for the worker's side: one live list, a few calls, its pending writes. */
async function workerModules() {
  vi.resetModules();
  const pending = await import('../pending-writes');
  const page = await import('../page-context');
  const cache = await import('../cache-owner');
  const { DataError } = await import('../contract-common');
  const host = await import('./host');
  let list: Rec[] = [];
  const watchers = new Set<(records: Rec[], info: { complete: boolean }) => void>();
  const publish = (next: Rec[]) => {
    list = next;
    for (const w of watchers) w(list, { complete: true });
  };
  const backend = {
    records: {
      watchRecords(_uid: string, _kind: string, cb: (records: Rec[], info: { complete: boolean }) => void) {
        watchers.add(cb);
        cb(list, { complete: true });
        return () => watchers.delete(cb);
      },
      async addRecord(_uid: string, _kind: string, input: { name: string }) {
        if (!input.name) throw new DataError('invalid-argument', 'A name is required.', { field: 'name' });
        const id = `r${list.length + 1}`;
        await pending.settleWrite(Promise.resolve(), () => false);
        publish([...list, { id, name: input.name }]);
        return id;
      },
    },
    transfer: {
      async importBatch(_uid: string, rows: string[], onProgress: (p: { done: number; total: number }) => void) {
        rows.forEach((_, i) => onProgress({ done: i + 1, total: rows.length }));
        return rows.length;
      },
      async broken() {
        throw new TypeError('not a data error');
      },
    },
    settings: {
      async screen() {
        return { path: page.pagePath(), lang: page.pageLang(), visible: page.pageVisible() };
      },
    },
    api: {
      baseUrl: () => 'http://example.test/api',
    },
  };
  return { host, pending, page, cache, backend, publish, watcherCount: () => watchers.size };
}

type WorkerModules = Awaited<ReturnType<typeof workerModules>>;

/** A page connected to a worker; `beforeLoad` runs in the worker with what the page said of its tab. */
async function connect(beforeLoad?: (tab: TabState, worker: WorkerModules) => Promise<unknown>) {
  const worker = await workerModules();
  const { workerSide, pageSide, sent } = channel();
  worker.host.serveBackend(workerSide, async (tab) => {
    await beforeLoad?.(tab, worker);
    return worker.backend as unknown as Backend;
  });
  vi.resetModules();
  const pagePending = await import('../pending-writes');
  const { connectWorkerBackend } = await import('./client');
  const backend = (await connectWorkerBackend(pageSide)) as unknown as typeof worker.backend & Backend;
  return { backend, worker, pagePending, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The messages sent to the page, batches opened. */
const flat = (messages: FromWorker[]): FromWorker[] => messages.flatMap((m) => (m.t === 'batch' ? flat(m.messages) : [m]));

afterEach(() => {
  vi.resetModules();
});

describe('the data layer in a worker', () => {
  it('answers calls, sends synchronous values at start, and keeps DataError for the screens', async () => {
    const { backend } = await connect();
    expect(backend.api.baseUrl()).toBe('http://example.test/api');
    await expect(backend.records.addRecord('u', 'clients', { name: 'Ada' } as never)).resolves.toBe('r1');
    const refused = await backend.records.addRecord('u', 'clients', { name: '' } as never).catch((e: unknown) => e);
    const { DataError } = await import('../contract-common');
    expect(refused).toBeInstanceOf(DataError);
    expect(refused).toMatchObject({ code: 'invalid-argument', message: 'A name is required.', details: { field: 'name' } });
    await expect(backend.transfer.broken()).rejects.toThrow('not a data error');
  });

  it('runs callbacks given as arguments (progress) before the answer', async () => {
    const { backend } = await connect();
    const seen: number[] = [];
    const total = await backend.transfer.importBatch('u', ['a', 'b', 'c'], (p: { done: number }) => seen.push(p.done));
    expect(total).toBe(3);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('sends a long list in an argument in slices, one per task, and the worker gets it whole', async () => {
    const { backend, sent } = await connect();
    const rows = Array.from({ length: 4500 }, (_, i) => `row ${i}`);
    const seen: number[] = [];
    const total = await backend.transfer.importBatch('u', rows, (p: { done: number }) => seen.push(p.done));
    expect(total).toBe(4500);
    expect(seen.at(-1)).toBe(4500);
    const parts = sent.toWorker.filter((m) => m.t === 'part');
    expect(parts.map((m) => m.t === 'part' && m.items.length)).toEqual([2000, 2000, 500]);
    const call = sent.toWorker.find((m) => m.t === 'call' && m.path[1] === 'importBatch');
    expect(call && call.t === 'call' && call.args[1]).toEqual({ __part: 0 });
  });

  it('follows a live list until unsubscribed, sending only the records that changed', async () => {
    const { backend, worker, sent } = await connect();
    const first = [
      { id: 'a', name: 'Ada' },
      { id: 'b', name: 'Bob' },
    ];
    worker.publish(first);
    const lists: Rec[][] = [];
    const stop = backend.records.watchRecords('u', 'clients', (records) => lists.push(records as unknown as Rec[]));
    // Waits for what must arrive (a loaded machine delays the worker's messages); fixed waits only
    // where nothing may.
    await vi.waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(lists.at(-1)).toEqual([
      { id: 'a', name: 'Ada' },
      { id: 'b', name: 'Bob' },
    ]);
    const [ada, bob] = lists.at(-1)!;

    // One record changes: the other is sent as its id, and the page keeps its object.
    sent.toPage.length = 0;
    worker.publish([first[0]!, { id: 'b', name: 'Bobby' }, { id: 'c', name: 'Cy' }]);
    await vi.waitFor(() => expect(lists.at(-1)).toHaveLength(3));
    const last = lists.at(-1)!;
    expect(last.map((r) => r.name)).toEqual(['Ada', 'Bobby', 'Cy']);
    expect(last[0]).toBe(ada);
    expect(last[1]).not.toBe(bob);
    const wire = flat(sent.toPage).find((m) => m.t === 'callback');
    expect(wire && wire.t === 'callback' && wire.args[0]).toEqual({ __list: ['a', { id: 'b', name: 'Bobby' }, { id: 'c', name: 'Cy' }] });

    stop();
    await settle();
    expect(worker.watcherCount()).toBe(0);
    const count = lists.length;
    worker.publish([]);
    await settle();
    expect(lists.length).toBe(count);
  });

  it('gives the page the array it already has when a list comes again with the same records', async () => {
    const { backend, worker } = await connect();
    const first = [
      { id: 'a', name: 'Ada' },
      { id: 'b', name: 'Bob' },
    ];
    worker.publish(first);
    const lists: Rec[][] = [];
    backend.records.watchRecords('u', 'clients', (records) => lists.push(records as unknown as Rec[]));
    await vi.waitFor(() => expect(lists).toHaveLength(1));
    const shown = lists.at(-1)!;
    // The same records again (as when a list only becomes complete): the page's memos keep.
    worker.publish([...first]);
    await vi.waitFor(() => expect(lists).toHaveLength(2));
    expect(lists.at(-1)).toBe(shown);
    // A new order is a new list.
    worker.publish([first[1]!, first[0]!]);
    await vi.waitFor(() => expect(lists).toHaveLength(3));
    expect(lists.at(-1)).not.toBe(shown);
    expect(lists.at(-1)!.map((r) => r.id)).toEqual(['b', 'a']);
    expect(lists.at(-1)![0]).toBe(shown[1]);
  });

  it('hands the page what the data layer says within one task as one message', async () => {
    const { backend, worker, sent } = await connect();
    const first = vi.fn();
    const second = vi.fn();
    backend.records.watchRecords('u', 'clients', first);
    backend.records.watchRecords('u', 'revenues', second);
    await settle();
    sent.toPage.length = 0;
    worker.publish([{ id: 'a', name: 'Ada' }]); // both watchers hear it in this task
    await settle();
    expect(sent.toPage).toHaveLength(1);
    expect(sent.toPage[0]).toMatchObject({ t: 'batch', messages: [{ t: 'callback' }, { t: 'callback' }] });
    expect(first).toHaveBeenLastCalledWith([{ id: 'a', name: 'Ada' }], { complete: true });
    expect(second).toHaveBeenLastCalledWith([{ id: 'a', name: 'Ada' }], { complete: true });
  });

  it('hands a watch that cannot start to its onError', async () => {
    const { backend, worker } = await connect();
    worker.backend.records.watchRecords = () => {
      throw new Error('The list cannot be read.');
    };
    const onError = vi.fn();
    backend.records.watchRecords('u', 'clients', () => undefined, onError);
    await settle();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'The list cannot be read.' }));
  });

  it('stops a watch unsubscribed before the worker has started it', async () => {
    const { backend, worker } = await connect();
    const cb = vi.fn();
    const stop = backend.records.watchRecords('u', 'clients', cb);
    stop();
    await settle();
    expect(worker.watcherCount()).toBe(0);
    expect(cb).not.toHaveBeenCalled();
  });

  it("shows the worker's unconfirmed writes on the page, and a dismissal reaches the worker", async () => {
    const { backend, worker, pagePending } = await connect();
    const states: number[] = [];
    pagePending.watchPendingWrites((s) => states.push(s.count));
    await backend.records.addRecord('u', 'clients', { name: 'Ada' } as never);
    await settle();
    expect(states).toContain(1);
    expect(pagePending.pendingWrites().count).toBe(0);

    // A refusal of a write queued offline is shown here; dismissing it here clears it there.
    void worker.pending.settleWrite(Promise.reject(new Error('Refused by the server.')), () => true);
    await settle();
    expect(pagePending.pendingWrites().refused).toBe('Refused by the server.');
    pagePending.dismissRefusedWrite();
    await settle();
    expect(worker.pending.pendingWrites().refused).toBeNull();
    expect(pagePending.pendingWrites().refused).toBeNull();
  });

  it("remembers in the tab whether its worker held the cache, so the next page's worker waits for it", async () => {
    sessionStorage.clear();
    const told: TabState[] = [];
    // The tab's first page: its worker takes the cache.
    await connect(async (tab, worker) => told.push(tab) && worker.cache.claimCache(tab.heldCache ? 2000 : 0));
    expect(sessionStorage.getItem('crm-cache-tab')).toBe('1');
    // A reload while another tab's worker holds the cache: this one waits, gives up, runs from memory.
    const locks = fakeLocks();
    const uninstall = locks.install();
    try {
      locks.holdElsewhere();
      await connect(async (tab, worker) => told.push(tab) && worker.cache.claimCache(tab.heldCache ? 50 : 0));
      expect(sessionStorage.getItem('crm-cache-tab')).toBeNull();
      // The next page of this tab does not wait: its last worker held nothing.
      await connect(async (tab, worker) => told.push(tab) && worker.cache.claimCache(tab.heldCache ? 50 : 0));
    } finally {
      uninstall();
    }
    expect(told).toEqual([{ heldCache: false }, { heldCache: true }, { heldCache: false }]);
  });

  it("tells the worker the page's path, language and visibility", async () => {
    document.documentElement.lang = 'fr';
    window.history.pushState({}, '', '/clients');
    const { backend } = await connect();
    await expect(backend.settings.screen()).resolves.toEqual({ path: '/clients', lang: 'fr', visible: true });
    window.history.pushState({}, '', '/settings');
    document.documentElement.lang = 'de';
    await expect(backend.settings.screen()).resolves.toEqual({ path: '/settings', lang: 'de', visible: true });
  });
});

describe('watches started before the page asks (warm.ts)', () => {
  /** A worker whose session is `uid` at once, and which notes every list watch it starts. */
  const signedIn = (uid: string, starts: string[]) => async (_tab: TabState, worker: WorkerModules) => {
    const watchRecords = worker.backend.records.watchRecords;
    worker.backend.records.watchRecords = (u, kind, cb) => {
      starts.push(`${u}/${kind}`);
      return watchRecords(u, kind, cb);
    };
    Object.assign(worker.backend, {
      auth: {
        watchSession(cb: (user: { uid: string } | null) => void) {
          cb({ uid });
          return () => undefined;
        },
      },
    });
  };

  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it("a page's next load starts its list as soon as the session is known, and the page's own call takes it over", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { LEARN_MS, WARM_KEY } = await import('./warm');
    localStorage.clear();
    window.history.pushState({}, '', '/clients');

    // The first load: the page watches its list; the worker learns it.
    const firstStarts: string[] = [];
    const first = connect(signedIn('u1', firstStarts));
    await vi.advanceTimersByTimeAsync(20);
    const { backend: page1 } = await first;
    const stop1 = page1.records.watchRecords('u1', 'clients', () => undefined);
    await vi.advanceTimersByTimeAsync(LEARN_MS + 50);
    expect(firstStarts).toEqual(['u1/clients']);
    const learned = JSON.parse(localStorage.getItem(WARM_KEY) ?? '{}') as Record<string, { calls: unknown[] }>;
    expect(learned['/clients']?.calls).toEqual([['records', 'watchRecords', [{ __uid: 1 }, 'clients', { __fn: 0 }]]]);
    stop1();

    // The next load: the worker starts the list before the page asks; the page's call takes it over.
    const starts: string[] = [];
    const second = connect(signedIn('u1', starts));
    await vi.advanceTimersByTimeAsync(20);
    const { backend: page2, worker } = await second;
    worker.publish([{ id: 'a', name: 'Ada' }]);
    expect(starts).toEqual(['u1/clients']);
    expect(worker.watcherCount()).toBe(1);
    const lists: Rec[][] = [];
    const stop2 = page2.records.watchRecords('u1', 'clients', (records) => lists.push(records as unknown as Rec[]));
    await vi.advanceTimersByTimeAsync(20);
    expect(lists).toEqual([[{ id: 'a', name: 'Ada' }]]);
    expect(starts).toEqual(['u1/clients']); // taken over, not started again
    worker.publish([
      { id: 'a', name: 'Ada' },
      { id: 'b', name: 'Bob' },
    ]);
    await vi.advanceTimersByTimeAsync(20);
    expect(lists.at(-1)?.map((r) => r.name)).toEqual(['Ada', 'Bob']);
    stop2();
    await vi.advanceTimersByTimeAsync(20);
    expect(worker.watcherCount()).toBe(0);
  });

  it('starts the learned watches for whoever is signed in, and stops one the page never asks for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { WARM_KEY, WARM_TTL_MS } = await import('./warm');
    window.history.pushState({}, '', '/clients');
    localStorage.setItem(WARM_KEY, JSON.stringify({ '/clients': { at: 1, calls: [['records', 'watchRecords', [{ __uid: 1 }, 'clients', { __fn: 0 }]]] } }));
    const starts: string[] = [];
    const loading = connect(signedIn('u2', starts));
    await vi.advanceTimersByTimeAsync(20);
    const { worker } = await loading;
    expect(starts).toEqual(['u2/clients']);
    expect(worker.watcherCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(WARM_TTL_MS);
    expect(worker.watcherCount()).toBe(0);
  });

  it('hands over each warm list in a message of its own, so the page draws them in separate tasks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { WARM_KEY } = await import('./warm');
    window.history.pushState({}, '', '/clients');
    const learned = (kind: string) => ['records', 'watchRecords', [{ __uid: 1 }, kind, { __fn: 0 }]];
    localStorage.setItem(WARM_KEY, JSON.stringify({ '/clients': { at: 1, calls: [learned('clients'), learned('revenues')] } }));
    const loading = connect(signedIn('u1', []));
    await vi.advanceTimersByTimeAsync(20);
    const { backend, worker, sent } = await loading;
    worker.publish([{ id: 'a', name: 'Ada' }]);
    await vi.advanceTimersByTimeAsync(20);
    sent.toPage.length = 0;
    const clients = vi.fn();
    const revenues = vi.fn();
    backend.records.watchRecords('u1', 'clients', clients);
    backend.records.watchRecords('u1', 'revenues', revenues);
    await vi.advanceTimersByTimeAsync(20);
    expect(clients).toHaveBeenCalledWith([{ id: 'a', name: 'Ada' }], { complete: true });
    expect(revenues).toHaveBeenCalledWith([{ id: 'a', name: 'Ada' }], { complete: true });
    expect(sent.toPage.map((m) => m.t)).toEqual(['callback', 'callback']);
  });

  it('learns only the watches of the page it loaded, and only those that hand over a whole state', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { LEARN_MS, WarmWatches } = await import('./warm');
    let path = '/revenue';
    const stored: string[] = [];
    const warm = new WarmWatches({ path, stored: null, store: (v) => stored.push(v), start: () => () => undefined, currentPath: () => path });
    warm.session('u1');
    const deliver = () => undefined;
    warm.take(['notifications', 'watchRemoteChanges'], ['u1', 'since', { __fn: 0 }], deliver); // a stream of events
    warm.take(['records', 'watchRecords'], ['u1', 'revenues', { __fn: 0 }], deliver);
    path = '/clients';
    warm.take(['records', 'watchRecords'], ['u1', 'clients', { __fn: 0 }], deliver); // the next page's
    await vi.advanceTimersByTimeAsync(LEARN_MS);
    expect(stored.map((v) => JSON.parse(v) as unknown)).toEqual([
      { '/revenue': { at: expect.any(Number), calls: [['records', 'watchRecords', [{ __uid: 1 }, 'revenues', { __fn: 0 }]]] } },
    ]);

    // The admin area's paths name other users: nothing is learned there.
    const admin = new WarmWatches({
      path: '/admin/users/u9',
      stored: null,
      store: (v) => stored.push(v),
      start: () => () => undefined,
      currentPath: () => '/admin/users/u9',
    });
    admin.session('u1');
    admin.take(['account', 'watchAccount'], ['u9', { __fn: 0 }], deliver);
    await vi.advanceTimersByTimeAsync(LEARN_MS);
    expect(stored).toHaveLength(1);
  });
});

describe('the protocol', () => {
  it('finds functions as arguments and in options objects, and leaves data it need not copy untouched', async () => {
    const { encodeFunctions, decodeFunctions, takeLongLists, putLongLists } = await import('./protocol');
    const fns: ((...args: never[]) => unknown)[] = [];
    const onProgress = () => undefined;
    const rows = [{ name: 'Ada' }];
    const options = { clientCap: 5, onRow: onProgress };
    const encoded = [rows, options, onProgress].map((a) => encodeFunctions(a, fns));
    expect(encoded[0]).toBe(rows); // the rows are handed to postMessage as they are
    expect(encoded[1]).toEqual({ clientCap: 5, onRow: { __fn: 0 } });
    expect(encoded[2]).toEqual({ __fn: 1 });
    const made: number[] = [];
    const decoded = encoded.map((a) => decodeFunctions(a, (i) => () => void made.push(i))) as [unknown, { onRow: () => void }, () => void];
    decoded[1].onRow();
    decoded[2]();
    expect(made).toEqual([0, 1]);

    const big = Array.from({ length: 2001 }, (_, i) => i);
    const parts: unknown[][] = [];
    const light = takeLongLists({ clients: big, revenues: [1, 2] }, parts);
    expect(light).toEqual({ clients: { __part: 0 }, revenues: [1, 2] });
    expect(putLongLists(light, parts)).toEqual({ clients: big, revenues: [1, 2] });
  });
});
