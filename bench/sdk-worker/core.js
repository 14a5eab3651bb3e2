// The experiment of docs/decisions/0156: the Auth and Firestore SDKs sign in and watch two lists
// with the persistent cache, wherever this module is loaded (the page, or a module worker).
// `__PORTS__` is replaced at build time by bench/sdk-worker.mjs.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  initializeFirestore,
  onSnapshot,
  persistentLocalCache,
  persistentMultipleTabManager,
  persistentSingleTabManager,
} from 'firebase/firestore';

/* global __PORTS__ */
export async function start(email, multiTab, post) {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: __PORTS__.projectId, appId: 'bench' });
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence] });
  connectAuthEmulator(auth, `http://127.0.0.1:${__PORTS__.auth}`, { disableWarnings: true });
  const tabManager = multiTab ? persistentMultipleTabManager() : persistentSingleTabManager();
  const db = initializeFirestore(app, { localCache: persistentLocalCache({ tabManager }) });
  connectFirestoreEmulator(db, '127.0.0.1', __PORTS__.firestore);
  await auth.authStateReady();
  if (!auth.currentUser) await signInWithEmailAndPassword(auth, email, 'secret-123');
  const uid = auth.currentUser.uid;
  for (const kind of ['clients', 'revenues']) {
    onSnapshot(
      collection(db, 'accounts', uid, kind),
      { includeMetadataChanges: true },
      (snap) => post({ kind, fromCache: snap.metadata.fromCache, items: snap.docs.map((d) => ({ id: d.id, ...d.data(), createdAt: 0, updatedAt: 0 })) }),
      (error) => post({ kind, error: String(error) }),
    );
  }
}
