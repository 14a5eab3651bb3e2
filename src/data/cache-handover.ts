// Whether this tab's data worker handed the persistent cache to another tab that started offline
// (src/data/cache-owner.ts, docs/decisions/0179). Its Firestore is closed then: the page covers
// itself and offers a reload. No Firebase import: the shell reads this without the SDK.

let handedOver = false;
const listeners = new Set<() => void>();

export function cacheHandedOver(): boolean {
  return handedOver;
}

/** Called by the page's side of the worker when the worker says so. */
export function markCacheHandedOver(): void {
  if (handedOver) return;
  handedOver = true;
  for (const listener of listeners) listener();
}

export function watchCacheHandover(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
