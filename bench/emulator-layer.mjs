// The app's own data layer in Node, against running emulators, for the bench parts that measure
// it (src/data/*.ts loaded through Vite's SSR loader, so the code measured is the app's), with an
// Admin SDK beside it to seed what a part needs. Ports come from FIRESTORE_EMULATOR_HOST /
// FIREBASE_AUTH_EMULATOR_HOST when set, else from scripts/ports.mjs and CRM_PORT_OFFSET.
import { join } from 'node:path';

const PROJECT_ID = 'demo-crm';

const portOf = (host) => host.slice(host.lastIndexOf(':') + 1);

/**
 * Starts the loader and the Admin SDK, or resolves to null (with the reason printed under
 * `title`) when the emulators are not running. `close()` stops both.
 */
export async function emulatorDataLayer(root, title) {
  const { emulatorPorts } = await import(join(root, 'scripts', 'ports.mjs'));
  const ports = emulatorPorts();
  const hosts = {
    firestore: process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${ports.firestore}`,
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${ports.auth}`,
    functions: `127.0.0.1:${ports.functions}`,
  };
  try {
    await fetch(`http://${hosts.firestore}/`, { signal: AbortSignal.timeout(2000) });
    await fetch(`http://${hosts.auth}/`, { signal: AbortSignal.timeout(2000) });
  } catch {
    console.log(`${title}: skipped, no emulators at ${hosts.firestore} / ${hosts.auth} (start them with npm start).`);
    return null;
  }
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
  // The data layer reads these through import.meta.env (Vite gives VITE_* from process.env priority).
  Object.assign(process.env, {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_EMULATOR_HOST: '127.0.0.1',
    VITE_AUTH_EMULATOR_PORT: portOf(hosts.auth),
    VITE_FIRESTORE_EMULATOR_PORT: portOf(hosts.firestore),
    VITE_FUNCTIONS_EMULATOR_PORT: portOf(hosts.functions),
  });
  const { createServer } = await import('vite');
  const vite = await createServer({ root, mode: 'emulator', logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const admin = initializeApp({ projectId: PROJECT_ID }, `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  return {
    hosts,
    vite,
    adminDb: getFirestore(admin),
    load: (path) => vite.ssrLoadModule(path),
    close: async () => {
      await deleteApp(admin);
      await vite.close();
    },
  };
}
