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
 * rest in chunks of `chunk`; `onChunk` gets each chunk as it arrives. Resolves once all are read.
 *
 * No chunk waits a round trip it need not:
 * - the second chunk is asked for together with the first, from the top (the first `first`
 *   records read twice, a hundredth of a big list), so the small first chunk only puts the first
 *   screen up sooner and costs the whole list no round trip;
 * - each later chunk is asked for as soon as the one before has arrived, before that one is handed
 *   to `onChunk`, so the server reads the next while the page takes in the last.
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
  const ask = (size: number, after?: QueryDocumentSnapshot) => {
    const answer = getDocs(after ? query(col, newestFirst, startAfter(after), limit(size)) : query(col, newestFirst, limit(size)));
    // A chunk still on its way when the list is stopped is never awaited: its failure is nobody's.
    answer.catch(() => {});
    return { size, answer };
  };
  const head = ask(first);
  let next = ask(first + chunk);
  const top = await head.answer;
  if (stopped()) return;
  onChunk(top.docs);
  // Fewer than `first`: that was the whole list (the second answer holds the same records).
  if (top.size < first) return;
  // The second answer starts with the records the first chunk already handed over.
  let handed: Set<string> | null = new Set(top.docs.map((d) => d.id));
  while (!stopped()) {
    const { size, answer } = next;
    const snap = await answer;
    if (stopped()) return;
    const full = snap.size >= size;
    const last = snap.docs[snap.docs.length - 1];
    if (full && last) {
      next = ask(chunk, last);
      // getDocs sends its request a few promise steps later (after the auth token): let it go out
      // before this chunk's records are taken in.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (stopped()) return;
    }
    const seen = handed;
    onChunk(seen ? snap.docs.filter((d) => !seen.has(d.id)) : snap.docs);
    handed = null;
    if (!full) return;
  }
}
