// What the data layer knows of the page it serves: its language, path and visibility, the user's
// last input, and the page's localStorage. On the page's own thread these are read from the DOM.
// When the data layer runs in a worker (docs/decisions/0163), a worker has no DOM: the page sends
// them over (src/data/worker/client.ts) and the worker's host (src/data/worker/host.ts) mirrors
// them here.

type Mirror = { lang: string; path: string; visible: boolean };

let mirror: Mirror | null = null;
const visibilityListeners = new Set<() => void>();
let storageMirror: Map<string, string> | null = null;
let storageWriter: ((key: string, value: string) => void) | null = null;

const hasDocument = () => typeof document !== 'undefined';

/** The page's `<html lang>` (the interface language), '' when unknown. */
export function pageLang(): string {
  if (mirror) return mirror.lang;
  return hasDocument() ? document.documentElement.lang : '';
}

/** The path of the screen the page shows ('/clients'), '' when unknown. */
export function pagePath(): string {
  if (mirror) return mirror.path;
  return typeof location === 'undefined' ? '' : location.pathname;
}

/** Whether the page is visible (true when unknown). */
export function pageVisible(): boolean {
  if (mirror) return mirror.visible;
  return !hasDocument() || document.visibilityState === 'visible';
}

/** Calls `listener` whenever the page is shown or hidden; returns the unsubscribe. */
export function onPageVisibility(listener: () => void): () => void {
  if (!mirror && hasDocument()) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }
  visibilityListeners.add(listener);
  return () => visibilityListeners.delete(listener);
}

// The user's last input (key, pointer, wheel, touch) in this thread's clock (performance.now()),
// for pacing background work.
let lastInput = 0;

/** What counts as the user doing something. */
export const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

if (typeof window !== 'undefined') {
  for (const type of INPUT_EVENTS) window.addEventListener(type, () => markInput(), { capture: true, passive: true });
}

/** Notes that the user just did something. */
export function markInput(): void {
  lastInput = performance.now();
}

/** When the user last did something (performance.now() of this thread; 0 before any input). */
export function lastInputAt(): number {
  return lastInput;
}

/** A value of the page's localStorage (null when absent or unreadable). */
export function pageStorageGet(key: string): string | null {
  if (storageMirror) return storageMirror.get(key) ?? null;
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a value to the page's localStorage (silently nothing where there is none). */
export function pageStorageSet(key: string, value: string): void {
  if (storageMirror) {
    storageMirror.set(key, value);
    storageWriter?.(key, value);
    return;
  }
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full.
  }
}

/** The page's state as the worker's host hears it (only in a worker). */
export function mirrorPage(next: Mirror): void {
  const changed = mirror?.visible !== next.visible;
  mirror = next;
  if (changed) for (const listener of visibilityListeners) listener();
}

/** The page's localStorage entries the data layer reads, and how to write one back (only in a worker). */
export function mirrorPageStorage(entries: Record<string, string>, write: (key: string, value: string) => void): void {
  storageMirror = new Map(Object.entries(entries));
  storageWriter = write;
}

// The connection as the page's window hears it (online/offline events). A worker has no window:
// the page tells its host (src/data/worker/client.ts), which calls mirrorConnection.
const connectionListeners = new Set<(online: boolean) => void>();

/** Calls `listener` with the browser's connection whenever it changes; returns the unsubscribe. */
export function onConnectionChange(listener: (online: boolean) => void): () => void {
  if (typeof window !== 'undefined') {
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

/** The page's online/offline event, heard in the worker. */
export function mirrorConnection(online: boolean): void {
  for (const listener of connectionListeners) listener(online);
}
