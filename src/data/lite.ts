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
 * rest in chunks of `chunk`; `onChunk` gets each chunk as it arrives. Each chunk is asked for as
 * soon as the one before has arrived, before that one is handed to `onChunk`, so the server reads
 * the next while the page takes in the last. Resolves once all are read.
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
  const newestFirst = orderBy(field, 'desc');
  const ask = (after?: QueryDocumentSnapshot) => {
    const size = after ? chunk : first;
    const answer = getDocs(after ? query(col, newestFirst, startAfter(after), limit(size)) : query(col, newestFirst, limit(size)));
    // A chunk still on its way when the list is stopped is never awaited: its failure is nobody's.
    answer.catch(() => {});
    return { size, answer };
  };
  let next = ask();
  while (!stopped()) {
    const { size, answer } = next;
    const snap = await answer;
    if (stopped()) return;
    const full = snap.size >= size;
    const last = snap.docs[snap.docs.length - 1];
    if (full && last) {
      next = ask(last);
      // getDocs sends its request a few promise steps later (after the auth token): let it go out
      // before this chunk's records are taken in.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (stopped()) return;
    }
    onChunk(snap.docs);
    if (!full) return;
  }
}
