// The one place the Firebase app is configured. In emulator mode (npm start, npm run dev, tests)
// it connects to the local emulators on the host that served the page; otherwise to the project
// configured by the VITE_FIREBASE_* variables of the production build.
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  persistentSingleTabManager,
  terminate,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { cacheOwner } from './cache-owner';
import { onConnectionChange, pageLang } from './page-context';
import { startupCacheBytes } from './tuning-cache';

const env = import.meta.env;

export const usingEmulators = env.VITE_USE_EMULATORS === 'true';

export const app = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
});

// Not getAuth: in a browser build it also wires the popup/redirect resolver, which loads
// https://apis.google.com/js/api.js (a third party, and a failed request offline). The app signs in
// with e-mail and password only, so Auth starts without it (docs/decisions/0100).
export const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });

/**
 * Firebase Auth's own e-mails (verification, password reset, e-mail change) go out in the
 * interface language: the page's `<html lang>`, which the app keeps in step with the user's choice
 * (docs/decisions/0121). Called right before each of those e-mails is requested.
 */
export function mailInPageLanguage(): void {
  auth.languageCode = pageLang() || null;
}

// Persistent cache: offline edits are queued and replayed; tabs share one cache.
// jsdom (component tests never load this module) and old browsers fall back to memory.
// In a worker (docs/decisions/0163) there is no localStorage, which the multi-tab manager needs to
// coordinate tabs: the worker of the first tab holds the cache, and a later tab's worker runs from
// memory (./cache-owner.ts).
// Its size is the owner's setting (systemSettings/database.cacheSizeMb) as last seen here.
export const db = initializeFirestore(app, {
  localCache:
    typeof indexedDB === 'undefined' || !cacheOwner()
      ? undefined
      : persistentLocalCache({
          tabManager: typeof window === 'undefined' ? persistentSingleTabManager(undefined) : persistentMultipleTabManager(),
          cacheSizeBytes: startupCacheBytes(),
        }),
});

/**
 * Ends this thread's Firestore: its listeners stop and it lets the persistent cache go (the primary
 * lease released), so another tab's worker can open it (./cache-owner.ts, handOverWhenAsked).
 */
export function closeFirestore(): Promise<void> {
  return terminate(db);
}

export const functions = getFunctions(app, env.VITE_FIREBASE_FUNCTIONS_REGION || 'us-central1');

// App Check (reCAPTCHA Enterprise) on a deployed project whose build sets the site key: callables
// then carry an App Check token, which submitContact requires when APP_CHECK_ENFORCED is true.
// The emulators have no App Check, so it stays off there.
const appCheckSiteKey = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
if (!usingEmulators && appCheckSiteKey) {
  void import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) =>
    initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey), isTokenAutoRefreshEnabled: true }),
  );
}

/** Where the Firestore emulator listens (emulator mode only), for the Lite reader (./lite.ts). */
export const firestoreEmulator = usingEmulators
  ? {
      host: env.VITE_EMULATOR_HOST || (typeof location === 'undefined' ? '127.0.0.1' : location.hostname),
      port: Number(env.VITE_FIRESTORE_EMULATOR_PORT || 8080),
    }
  : null;

if (usingEmulators) {
  const host = env.VITE_EMULATOR_HOST || (typeof location === 'undefined' ? '127.0.0.1' : location.hostname);
  connectAuthEmulator(auth, `http://${host}:${env.VITE_AUTH_EMULATOR_PORT || 9099}`, { disableWarnings: true });
  connectFirestoreEmulator(db, host, Number(env.VITE_FIRESTORE_EMULATOR_PORT || 8080));
  connectFunctionsEmulator(functions, host, Number(env.VITE_FUNCTIONS_EMULATOR_PORT || 5001));
}

// Firestore learns that the connection is gone only when its requests fail, and where it has no
// window (the worker) it has no online/offline events either: a read under way when the
// connection went (the first list of a new account) waited up to 10 s before the cache answered,
// and a write made meanwhile did not show. It follows the browser's word instead: offline, its
// network is off (the cache answers, writes queue); online again, it reconnects at once.
// After the emulators are connected: this starts Firestore.
const followConnection = (online: boolean) => void (online ? enableNetwork(db) : disableNetwork(db)).catch(() => undefined);
onConnectionChange(followConnection);
if (typeof navigator !== 'undefined' && navigator.onLine === false) followConnection(false);
