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

export const CACHE_LOCK = 'crm-firestore-cache';

/** The sessionStorage key saying that this tab's last worker held the cache. */
export const CACHE_TAB_KEY = 'crm-cache-tab';

/** How long a worker whose tab held the cache before waits for the lock. */
export const HANDOFF_WAIT_MS = 2000;

let owner = true;

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
        // Held until this worker ends (its tab closes or loads another page).
        return lock ? new Promise<void>(() => undefined) : undefined;
      })
      // The wait ran out: another tab's worker holds the cache.
      .catch(() => resolve(false));
  });
  return owner;
}
