// The one door from screens to the data layer. The Firebase implementation runs in a worker
// (docs/decisions/0163): the SDKs, their cache and the records' bookkeeping stay off the page's
// thread, and the page gets plain values. It is loaded on demand, so a signed-out visitor's pages
// never start it.
import type { Backend } from '../data/contract';

export type { Backend } from '../data/contract';

export async function loadBackend(): Promise<Backend> {
  // App Check's reCAPTCHA needs the page's DOM: a build configured with it keeps the data layer on
  // the page. The condition is fixed at build time, so other builds carry no page-side copy.
  if (import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY) {
    const { loadDirectBackend } = await import('../data/direct');
    return loadDirectBackend();
  }
  const worker = new Worker(new URL('../data/worker/data.worker.ts', import.meta.url), { type: 'module', name: 'data' });
  try {
    const { connectWorkerBackend } = await import('../data/worker/client');
    return await connectWorkerBackend(worker);
  } catch (error) {
    // A later call starts a new worker (e.g. a chunk failed to download while offline); this one
    // ends, and with it its hold on the persistent cache (src/data/cache-owner.ts).
    worker.terminate();
    throw error;
  }
}
