// The data layer's worker (docs/decisions/0163): the Firebase SDKs and their cache run here, off
// the page's thread, and the page gets plain values (src/data/worker/client.ts).
import { HANDOFF_WAIT_MS, claimCache } from '../cache-owner';
import { loadDirectBackend } from '../direct';
import { serveBackend } from './host';
import type { Port } from './host';
import { warmIntl, warmLocales } from './warm-intl';

serveBackend(self as unknown as Port, async ({ heldCache }) => {
  // Before Firestore starts: only one tab's worker opens the persistent cache. If this tab's last
  // worker held it (a reload), that worker may not have ended yet: wait for it.
  await claimCache(heldCache ? HANDOFF_WAIT_MS : 0);
  const backend = loadDirectBackend();
  // While the SDK downloads: the page's first number or date then costs no ICU loading.
  warmIntl(warmLocales(self.navigator?.language));
  return backend;
});
