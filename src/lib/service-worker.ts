// Registers the service worker once a user is signed in, and tells when a new deployment's worker
// is waiting (docs/decisions/0110-service-worker-after-sign-in.md, 0112-updates-on-request.md).
// workbox-window is loaded only here, in the signed-in app's chunk, so public pages carry nothing.
import { useEffect, useSyncExternalStore } from 'react';

type UpdateState = { waiting: boolean; apply: (() => void) | null };

let state: UpdateState = { waiting: false, apply: null };
const listeners = new Set<() => void>();
let started = false;

function set(next: UpdateState) {
  state = next;
  for (const listener of listeners) listener();
}

/** How often an open tab asks the server for a new worker (also on focus and on reconnect). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

async function start() {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  const showPrompt = () =>
    set({
      waiting: true,
      apply: () => {
        // Reload only once the new worker controls this tab, so the page and its chunks come
        // from one deployment.
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        wb.messageSkipWaiting();
      },
    });
  wb.addEventListener('waiting', showPrompt);
  const registration = await wb.register();
  if (!registration) return;
  const check = () => {
    if (navigator.onLine !== false) void registration.update().catch(() => undefined);
  };
  window.setInterval(check, CHECK_EVERY_MS);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Whether this build registers a worker: production builds in a browser that supports them. */
export function serviceWorkerWanted(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Registers the worker once per page (the signed-in shell calls it). */
export function useServiceWorker(): void {
  useEffect(() => {
    if (started || !serviceWorkerWanted()) return;
    started = true;
    start().catch(() => {
      // Without a worker the app works as before, only not offline; the next load tries again.
      started = false;
    });
  }, []);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting deployment, if any: `apply` activates it and reloads. */
export function useUpdateState(): UpdateState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
