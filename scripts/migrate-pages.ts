// Reading a collection in pages, for the migration's steps (scripts/migrate-accounts.ts,
// scripts/migrate-owners.ts).
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { sdkOf } from '../functions/src/shared/firestore-sdk';
import { BATCH_WRITES } from './migrate-accounts-plan';

/** Every document of a collection (only `fields`, when given), in pages of BATCH_WRITES by document id. */
export async function* pages(db: Firestore, path: string, fields?: string[]): AsyncGenerator<QueryDocumentSnapshot[]> {
  const { FieldPath } = sdkOf(db);
  let last: string | null = null;
  for (;;) {
    const all = db.collection(path);
    let query = (fields ? all.select(...fields) : all).orderBy(FieldPath.documentId()).limit(BATCH_WRITES);
    if (last !== null) query = query.startAfter(last);
    const snap = await query.get();
    if (snap.empty) return;
    yield snap.docs;
    if (snap.size < BATCH_WRITES) return;
    last = snap.docs[snap.docs.length - 1]!.id;
  }
}
