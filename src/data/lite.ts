// Firestore Lite (REST: no cache, no listen stream) on the app's Firebase app, for the one-off
// snapshot that shows a big list complete before its live pages have all arrived
// (docs/decisions/0149). Loaded on demand, so it is not part of the app's first download.
import { collection, connectFirestoreEmulator, getDocs, getFirestore, limit, orderBy, query, startAfter } from 'firebase/firestore/lite';
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { app, firestoreEmulator } from './firebase';

const lite = getFirestore(app);
if (firestoreEmulator) connectFirestoreEmulator(lite, firestoreEmulator.host, firestoreEmulator.port);

/**
 * Every document of the collection at `path`, newest `field` first: `first` documents, then the
 * rest in chunks of `chunk`, one after another; `onChunk` gets each chunk as it arrives. Resolves
 * once all are read.
 */
export async function readNewestFirst(
  path: string,
  field: string,
  first: number,
  chunk: number,
  onChunk: (docs: QueryDocumentSnapshot[]) => void,
  stopped: () => boolean,
): Promise<void> {
  const col = collection(lite, path);
  let last: QueryDocumentSnapshot | undefined;
  while (!stopped()) {
    const size = last ? chunk : first;
    const page = last ? query(col, orderBy(field, 'desc'), startAfter(last), limit(size)) : query(col, orderBy(field, 'desc'), limit(size));
    const snap = await getDocs(page);
    if (stopped()) return;
    onChunk(snap.docs);
    if (snap.size < size) return;
    last = snap.docs[snap.docs.length - 1];
  }
}
