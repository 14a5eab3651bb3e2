// The data layer's worker (docs/decisions/0163): the Firebase SDKs and their cache run here, off
// the page's thread, and the page gets plain values (src/data/worker/client.ts).
import { HANDOFF_WAIT_MS, claimCache, handOverWhenAsked, takeCache } from '../cache-owner';
import { loadDirectBackend } from '../direct';
import { serveBackend } from './host';
import type { Port } from './host';
import { warmIntl, warmLocales } from './warm-intl';

const port = self as unknown as Port;

serveBackend(port, async ({ heldCache }) => {
  // Before Firestore starts: only one tab's worker opens the persistent cache. If this tab's last
  // worker held it (a reload), that worker may not have ended yet: wait for it. Offline, memory
  // has nothing to show: ask the tab that holds it to hand it over (docs/decisions/0179).
  const owner = (await claimCache(heldCache ? HANDOFF_WAIT_MS : 0)) || (self.navigator?.onLine === false && (await takeCache()));
  const backend = loadDirectBackend();
  if (owner) {
    handOverWhenAsked(async () => {
      // The page hears it first: the closed Firestore's errors that follow are then no news.
      port.postMessage({ t: 'handedOver' });
      const { closeFirestore } = await import('../firebase');
      await closeFirestore();
    });
  }
  // While the SDK downloads: the page's first number or date then costs no ICU loading.
  warmIntl(warmLocales(self.navigator?.language));
  return backend;
});
