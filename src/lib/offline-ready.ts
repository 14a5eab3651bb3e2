// Whether what a save needs is in this tab (docs/decisions/0179): the record schemas, which the
// forms (on the page) and the data layer (in its worker) load on demand. The first page after
// sign-up is not served by the service worker yet, so offline those chunks could not be fetched;
// the signed-in shell loads them once the browser is idle, and the offline banner says that
// changes will sync only once they are in.
import { useSyncExternalStore } from 'react';
import type { RecordsApi } from '../data/contract';

type Records = Pick<RecordsApi, 'prepareWrites'>;

/** One tab's readiness (the app keeps one, below; tests make their own). */
export function offlineReadiness() {
  let ready = false;
  let running: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const prepare = (records: Records): Promise<void> =>
    (running ??= Promise.all([import('../domain/schemas'), records.prepareWrites()]).then(
      () => {
        ready = true;
        for (const listener of listeners) listener();
      },
      () => {
        // The connection went first: try again once it is back.
        running = null;
        if (typeof window !== 'undefined') window.addEventListener('online', () => void prepare(records), { once: true });
      },
    ));
  return {
    ready: () => ready,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Loads the page's and the data worker's part of what a save needs, once. */
    prepare,
  };
}

const tab = offlineReadiness();

/** True once what a save needs has loaded in this tab; re-renders when it does. */
export function useOfflineReady(): boolean {
  return useSyncExternalStore(tab.subscribe, tab.ready, tab.ready);
}

export const prepareOffline = tab.prepare;

/** Runs `prepareOffline` once the page is idle after it has drawn; returns the cancel. */
export function prepareOfflineWhenIdle(records: Records, timeoutMs = 2000): () => void {
  const work = () => void prepareOffline(records);
  if (typeof window.requestIdleCallback === 'function' && typeof window.cancelIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
