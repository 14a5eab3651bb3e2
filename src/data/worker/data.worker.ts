// The data layer's worker (docs/decisions/0163): the Firebase SDKs and their cache run here, off
// the page's thread, and the page gets plain values (src/data/worker/client.ts).
import { claimCache } from '../cache-owner';
import { loadDirectBackend } from '../direct';
import { serveBackend } from './host';
import type { Port } from './host';

serveBackend(self as unknown as Port, async () => {
  // Before Firestore starts: only the first tab's worker opens the persistent cache.
  await claimCache();
  return loadDirectBackend();
});
