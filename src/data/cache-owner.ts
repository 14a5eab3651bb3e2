// Which tab's data worker keeps the persistent cache (docs/decisions/0163). Firestore's multi-tab
// manager coordinates tabs through localStorage, which a worker does not have, and its single-tab
// manager lets a second tab take the cache from the first, whose listeners then fall silent. So
// the workers take turns by a Web Lock: the first holds it (and the cache) for its whole life; a
// tab opened while it is held runs from memory until it is reloaded after the first has closed.
//
// A reload, or a full page load in the same tab, starts a new worker while the old page's may not
// have ended yet. The page remembers (sessionStorage, per tab) that its worker held the cache, and
// the next page's worker then waits up to HANDOFF_WAIT_MS for the lock instead of running from
// memory for its whole life.
//
// A tab that starts offline has nothing to show from memory (not even the account), so its worker
// asks the holder, over a BroadcastChannel, to hand the cache over: the holder closes its
// Firestore, tells its page (which then asks to be reloaded) and lets the lock go
// (docs/decisions/0179).

export const CACHE_LOCK = 'crm-firestore-cache';

/** The sessionStorage key saying that this tab's last worker held the cache. */
export const CACHE_TAB_KEY = 'crm-cache-tab';

/** How long a worker whose tab held the cache before waits for the lock. */
export const HANDOFF_WAIT_MS = 2000;

/** The channel on which a worker that starts offline asks the holder for the cache. */
export const CACHE_CHANNEL = 'crm-firestore-cache';

/** How long a worker that starts offline waits for the holder to hand the cache over. */
export const TAKEOVER_WAIT_MS = 4000;

type HandOverRequest = { t: 'handOver' };

let owner = true;
/** Lets the lock go (set while this worker holds it). */
let letGo: (() => void) | null = null;

/** Whether this thread may open the persistent cache (true on the page's thread). */
export function cacheOwner(): boolean {
  return owner;
}

/**
 * Takes the cache's lock and never gives it back. With `waitMs` 0, only if no other worker holds
 * it; otherwise waits up to `waitMs` for it to be released.
 */
export async function claimCache(waitMs = 0): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return owner;
  owner = await new Promise<boolean>((resolve) => {
    // AbortSignal.timeout is newer than Web Locks (Safari 16 against 15.4): without it, no wait.
    const canWait = waitMs > 0 && typeof AbortSignal.timeout === 'function';
    const options: LockOptions = canWait ? { signal: AbortSignal.timeout(waitMs) } : { ifAvailable: true };
    locks
      .request(CACHE_LOCK, options, (lock) => {
        resolve(lock !== null);
        // Held until this worker ends (its tab closes or loads another page) or hands it over.
        return lock ? new Promise<void>((release) => (letGo = release)) : undefined;
      })
      // The wait ran out: another tab's worker holds the cache.
      .catch(() => resolve(false));
  });
  return owner;
}

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CACHE_CHANNEL) : null;
}

/**
 * For a worker that starts offline without the cache: asks the worker holding it to hand it over,
 * then waits up to `waitMs` for the lock. False when nobody handed it over in time.
 */
export async function takeCache(waitMs = TAKEOVER_WAIT_MS): Promise<boolean> {
  const ask = channel();
  if (!ask) return owner;
  try {
    ask.postMessage({ t: 'handOver' } satisfies HandOverRequest);
    return await claimCache(waitMs);
  } finally {
    ask.close();
  }
}

/**
 * For the holder: when another tab's worker asks for the cache, runs `close` (which ends this
 * worker's use of it), then lets the lock go. Once only; nothing happens while this thread holds
 * no lock.
 */
export function handOverWhenAsked(close: () => Promise<void>): void {
  const listen = owner && letGo ? channel() : null;
  if (!listen) return;
  listen.onmessage = (event: MessageEvent<HandOverRequest>) => {
    const release = letGo;
    if (event.data?.t !== 'handOver' || !release) return;
    letGo = null;
    owner = false;
    listen.close();
    void close()
      .catch(() => undefined)
      .finally(release);
  };
}
