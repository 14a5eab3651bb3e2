// The worker's side of the data layer (docs/decisions/0163): runs the Firebase implementation of
// the contract and answers the page's calls. Callbacks go back as messages; an `unsubscribe` comes
// as a `stop`.
import type { Backend } from '../contract';
import { cacheOwner } from '../cache-owner';
import { markInput, mirrorConnection, mirrorPage, mirrorPageStorage, pagePath, pageStorageGet, pageStorageSet } from '../page-context';
import { dismissRefusedWrite, pendingWrites, watchPendingWrites } from '../pending-writes';
import { ListSender, SYNC_METHODS, decodeFunctions, errorToWire, isWatch, putLongLists, slotOf, slotsOfCall } from './protocol';
import type { FromWorker, TabState, ToWorker } from './protocol';
import { WARM_KEY, WarmWatches } from './warm';

export type Port = {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
};

type Method = (...args: unknown[]) => unknown;

/** The contract's method `part.name`, bound to its part, or null where the data layer has none. */
function methodOf(b: Backend, part: string, name: string): Method | null {
  const api = (b as unknown as Record<string, Record<string, unknown> | undefined>)[part];
  const fn = api?.[name];
  return typeof fn === 'function' ? (fn as Method).bind(api) : null;
}

/** methodOf, or an error naming what is missing. */
function requireMethod(b: Backend, part: string, name: string): Method {
  const method = methodOf(b, part, name);
  if (!method) throw new Error(`The data layer has no method ${part}.${name}.`);
  return method;
}

/** Loads the data layer once the page has said what it knows of its tab. */
export type LoadBackend = (tab: TabState) => Promise<Backend>;

export function serveBackend(port: Port, load: LoadBackend): void {
  const send = (message: FromWorker) => {
    try {
      port.postMessage(message);
    } catch (error) {
      // A value that cannot be copied to the page (a bug in the data layer): the page hears why.
      if (message.t === 'result' || message.t === 'callback') send({ t: 'error', id: message.id, error: errorToWire(error) });
      else throw error;
    }
  };
  // What the data layer says within one task (several lists from the cache, say) goes to the page
  // as one message: the page then runs all its callbacks in one task, and draws once, not once
  // per list.
  let outbox: FromWorker[] = [];
  const flush = () => {
    const batch = outbox;
    outbox = [];
    if (batch.length === 1) return send(batch[0]!);
    try {
      port.postMessage({ t: 'batch', messages: batch });
    } catch {
      for (const message of batch) send(message);
    }
  };
  const post = (message: FromWorker) => {
    if (outbox.length === 0) setTimeout(flush, 0);
    outbox.push(message);
  };
  const lists = new ListSender();
  const subscriptions = new Map<number, () => void>();
  // Long lists of a call's arguments, arriving in slices before the call.
  const parts = new Map<number, unknown[][]>();
  // Calls whose `stop` came before their subscription existed (the backend still loading).
  const stopped = new Set<number>();
  let backend: Promise<Backend> | null = null;
  let warm: WarmWatches | null = null;

  // What a callback of call `id` says goes to the page, its lists as changes: with the rest of this
  // task's messages (`post`), or at once in a message of its own (`send`).
  const callbackOf =
    (id: number, fn: number, deliver: (message: FromWorker) => void = post) =>
    (...cbArgs: unknown[]) => {
      if (stopped.has(id)) return;
      deliver({ t: 'callback', id, fn, args: cbArgs.map((a, i) => lists.encode(slotOf(id, fn, i), a)) });
    };

  // The page's usual watches start as soon as the session is known (src/data/worker/warm.ts).
  const startWarm = (b: Backend) => {
    if (typeof b.auth?.watchSession !== 'function') return;
    warm = new WarmWatches({
      path: pagePath(),
      stored: pageStorageGet(WARM_KEY),
      store: (value) => pageStorageSet(WARM_KEY, value),
      currentPath: pagePath,
      start: ([part, name], args, callback) => requireMethod(b, part, name)(...args.map((arg) => decodeFunctions(arg, callback))) as () => void,
    });
    const w = warm;
    b.auth.watchSession((user) => w.session(user?.uid ?? null));
  };

  const start = (tab: TabState) => {
    backend = load(tab);
    backend.then(
      (b) => {
        startWarm(b);
        const shape: Record<string, string[]> = {};
        for (const [part, api] of Object.entries(b))
          shape[part] = Object.keys(api as object).filter((k) => typeof (api as Record<string, unknown>)[k] === 'function');
        const values: Record<string, unknown> = {};
        for (const [part, method] of SYNC_METHODS) {
          const fn = methodOf(b, part, method);
          if (fn) values[`${part}.${method}`] = fn();
        }
        post({ t: 'ready', shape, values, cacheOwner: cacheOwner() });
        post({ t: 'pending', state: pendingWrites() });
        watchPendingWrites((state) => post({ t: 'pending', state }));
      },
      (error: unknown) => post({ t: 'failed', error: errorToWire(error) }),
    );
  };

  const call = async (id: number, [part, name]: [string, string], args: unknown[]) => {
    const b = await backend!;
    if (isWatch(name) && warm) {
      let replaying = true;
      // What the watch said before the page took it over goes at once, in a message of its own:
      // the page then draws each list it takes over in a task of its own, not all in one.
      const taken = warm.take([part, name], args, (fn, said) => callbackOf(id, fn, replaying ? send : post)(...said));
      replaying = false;
      if (taken) {
        if (stopped.delete(id)) taken();
        else subscriptions.set(id, taken);
        return undefined;
      }
    }
    const method = requireMethod(b, part, name);
    const result = method(...args.map((arg) => decodeFunctions(arg, (fn) => callbackOf(id, fn))));
    if (isWatch(name)) {
      const unsubscribe = result as () => void;
      if (stopped.delete(id)) unsubscribe();
      else subscriptions.set(id, unsubscribe);
      return undefined;
    }
    return await result;
  };

  port.addEventListener('message', (event) => {
    const message = event.data;
    switch (message.t) {
      case 'init':
        mirrorPage(message.page);
        mirrorPageStorage(message.storage, (key, value) => post({ t: 'storage', key, value }));
        if (!backend) start(message.tab);
        return;
      case 'page':
        mirrorPage(message.page);
        warm?.pathChanged();
        return;
      case 'input':
        markInput();
        return;
      case 'connection':
        mirrorConnection(message.online);
        return;
      case 'dismissRefused':
        dismissRefusedWrite();
        return;
      case 'stop': {
        const unsubscribe = subscriptions.get(message.id);
        subscriptions.delete(message.id);
        lists.forget(slotsOfCall(message.id));
        if (unsubscribe) unsubscribe();
        else stopped.add(message.id);
        return;
      }
      case 'part': {
        const received = parts.get(message.id) ?? [];
        parts.set(message.id, received);
        const list = (received[message.part] ??= []);
        for (const item of message.items) list.push(item);
        return;
      }
      case 'call': {
        const { id, path } = message;
        const sent = parts.get(id);
        parts.delete(id);
        const args = sent ? message.args.map((arg) => putLongLists(arg, sent)) : message.args;
        call(id, path, args).then(
          (value) => {
            if (!isWatch(path[1])) post({ t: 'result', id, value });
          },
          (error: unknown) => post({ t: 'error', id, error: errorToWire(error) }),
        );
        return;
      }
    }
  });
}
