// Which tab's data worker keeps the persistent cache (docs/decisions/0163). Firestore's multi-tab
// manager coordinates tabs through localStorage, which a worker does not have, and its single-tab
// manager lets a second tab take the cache from the first, whose listeners then fall silent. So
// the workers take turns by a Web Lock: the first holds it (and the cache) for its whole life; a
// tab opened while it is held runs from memory until it is reloaded after the first has closed.

export const CACHE_LOCK = 'crm-firestore-cache';

let owner = true;

/** Whether this thread may open the persistent cache (true on the page's thread). */
export function cacheOwner(): boolean {
  return owner;
}

/** Takes the cache's lock if no other tab's worker holds it; never gives it back. */
export async function claimCache(): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return owner;
  owner = await new Promise<boolean>((resolve) => {
    void locks.request(CACHE_LOCK, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      // Held until this worker ends (its tab closes).
      return lock ? new Promise<void>(() => undefined) : undefined;
    });
  });
  return owner;
}
