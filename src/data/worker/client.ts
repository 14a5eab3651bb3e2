// The page's side of the data layer in a worker (docs/decisions/0163): a Backend whose every
// method posts a call to the worker. Promises resolve with the worker's answer; a `watch…` returns
// its unsubscribe at once, and its callbacks run when the worker's messages arrive.
import type { Backend } from '../contract';
import { mirrorPendingWrites, watchPendingWrites } from '../pending-writes';
import type { PendingWrites } from '../pending-writes';
import { CACHE_TAB_KEY } from '../cache-owner';
import { markCacheHandedOver } from '../cache-handover';
import { INPUT_EVENTS, onPageVisibility, pageLang, pagePath, pageStorageGet, pageStorageSet, pageVisible } from '../page-context';
import { TUNING_KEY } from '../tuning-cache';
import { WARM_KEY } from './warm';
import { ListReceiver, PART_ITEMS, encodeFunctions, errorFromWire, isWatch, slotOf, slotsOfCall, takeLongLists } from './protocol';
import type { FromWorker, MethodPath, PageState, TabState, ToWorker } from './protocol';

/** The page's localStorage entries the data layer reads when it starts. */
const STORAGE_KEYS = [TUNING_KEY, WARM_KEY];

export type WorkerLike = {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
};

type Pending = { fns: ((...args: unknown[]) => void)[]; resolve?: (value: unknown) => void; reject?: (error: Error) => void };

// On the page's thread, page-context reads the DOM and localStorage itself.
function pageState(): PageState {
  return { lang: pageLang(), path: pagePath(), visible: pageVisible() };
}

/** Without storage (or the entry), the worker starts from the defaults. */
function storageEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const key of STORAGE_KEYS) {
    const value = pageStorageGet(key);
    if (value !== null) entries[key] = value;
  }
  return entries;
}

/** Whether this tab's previous page had its worker hold the persistent cache (src/data/cache-owner.ts). */
function tabState(): TabState {
  try {
    return { heldCache: sessionStorage.getItem(CACHE_TAB_KEY) === '1' };
  } catch {
    return { heldCache: false };
  }
}

function rememberCacheOwner(owner: boolean) {
  try {
    if (owner) sessionStorage.setItem(CACHE_TAB_KEY, '1');
    else sessionStorage.removeItem(CACHE_TAB_KEY);
  } catch {
    // No sessionStorage: a reload does not wait for the cache.
  }
}

/** Connects to a started data worker; resolves once its data layer has loaded. */
export function connectWorkerBackend(worker: WorkerLike): Promise<Backend> {
  const post = (message: ToWorker) => worker.postMessage(message);
  const calls = new Map<number, Pending>();
  const lists = new ListReceiver();
  let nextId = 1;

  // The page's state goes with the calls (the path changes without an event in a single-page
  // app) and at once when the page is shown or hidden.
  let sentPage = pageState();
  const syncPage = () => {
    const page = pageState();
    if (page.lang === sentPage.lang && page.path === sentPage.path && page.visible === sentPage.visible) return;
    sentPage = page;
    post({ t: 'page', page });
  };
  onPageVisibility(syncPage);
  // Input paces the worker's background reads; one message per quarter second is enough.
  let inputSentAt = -Infinity;
  const onInput = () => {
    const now = performance.now();
    if (now - inputSentAt < 250) return;
    inputSentAt = now;
    post({ t: 'input' });
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
  // Firestore in the worker hears of a lost connection only from failing requests (a read under
  // way then waits up to 10 s for its answer from the cache): the page says so at once.
  window.addEventListener('online', () => post({ t: 'connection', online: true }));
  window.addEventListener('offline', () => post({ t: 'connection', online: false }));

  // The worker's count of unconfirmed writes is shown by this page's offline indicator.
  let mirrored: PendingWrites | null = null;
  watchPendingWrites((state) => {
    // The indicator dismissed a refusal here: the worker forgets it too.
    if (state !== mirrored && mirrored?.refused && state.refused === null) post({ t: 'dismissRefused' });
  });

  const invoke = (path: MethodPath, args: unknown[]): unknown => {
    syncPage();
    const id = nextId++;
    const fns: ((...args: unknown[]) => void)[] = [];
    const encoded = args.map((arg) => encodeFunctions(arg, fns as never[]));
    const entry: Pending = { fns };
    calls.set(id, entry);
    if (isWatch(path[1])) {
      post({ t: 'call', id, path, args: encoded });
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        calls.delete(id);
        lists.forget(slotsOfCall(id));
        post({ t: 'stop', id });
      };
    }
    const parts: unknown[][] = [];
    const light = encoded.map((arg) => takeLongLists(arg, parts));
    return new Promise((resolve, reject) => {
      entry.resolve = resolve;
      entry.reject = reject;
      if (parts.length === 0) {
        post({ t: 'call', id, path, args: encoded });
        return;
      }
      void (async () => {
        for (const [part, items] of parts.entries()) {
          for (let i = 0; i < items.length; i += PART_ITEMS) {
            post({ t: 'part', id, part, items: items.slice(i, i + PART_ITEMS) });
            await new Promise((next) => setTimeout(next, 0)); // the page draws between slices
          }
        }
        post({ t: 'call', id, path, args: light });
      })().catch((error: unknown) => {
        calls.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  };

  return new Promise((resolve, reject) => {
    let ready = false;
    worker.addEventListener('error', (event) => {
      if (!ready) reject(new Error(`The data worker did not start${event instanceof ErrorEvent && event.message ? `: ${event.message}` : ''}.`));
    });
    const handle = (message: FromWorker) => {
      switch (message.t) {
        case 'batch':
          for (const m of message.messages) handle(m);
          return;
        case 'ready': {
          ready = true;
          rememberCacheOwner(message.cacheOwner);
          const backend: Record<string, Record<string, unknown>> = {};
          for (const [part, methods] of Object.entries(message.shape)) {
            backend[part] = {};
            for (const method of methods) {
              const key = `${part}.${method}`;
              backend[part][method] = key in message.values ? () => message.values[key] : (...args: unknown[]) => invoke([part, method], args);
            }
          }
          resolve(backend as unknown as Backend);
          return;
        }
        case 'failed':
          reject(errorFromWire(message.error));
          return;
        case 'pending':
          mirrored = message.state;
          mirrorPendingWrites(message.state);
          return;
        case 'handedOver':
          // The next page in this tab does not wait for a cache it no longer has.
          rememberCacheOwner(false);
          markCacheHandedOver();
          return;
        case 'storage':
          // Private mode or storage full: nothing is kept, and the defaults apply next time.
          pageStorageSet(message.key, message.value);
          return;
        case 'callback': {
          const entry = calls.get(message.id);
          if (!entry) return; // unsubscribed meanwhile
          const args = message.args.map((a, i) => lists.decode(slotOf(message.id, message.fn, i), a));
          entry.fns[message.fn]?.(...args);
          return;
        }
        case 'result': {
          const entry = calls.get(message.id);
          calls.delete(message.id);
          entry?.resolve?.(message.value);
          return;
        }
        case 'error': {
          const entry = calls.get(message.id);
          const error = errorFromWire(message.error);
          if (entry?.reject) {
            calls.delete(message.id);
            entry.reject(error);
          } else if (entry && entry.fns.length > 1) {
            // A watch that could not start or deliver: in the contract a watch's second function
            // is always its onError.
            entry.fns[1]!(error);
          } else console.error(error);
          return;
        }
      }
    };
    worker.addEventListener('message', ({ data }) => handle(data));
    post({ t: 'init', page: sentPage, storage: storageEntries(), tab: tabState() });
  });
}
