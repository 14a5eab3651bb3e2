// A client given to another member takes its activities along (docs/decisions/0208): each
// activity carries its client's ownerId so the rules narrow own-records-only members without
// reading the client; when the client's ownerId changes, this re-stamps every activity of the
// client with the new one. Idempotent: it writes only the activities whose ownerId differs, so a
// retried or repeated event converges, and a run cut short is finished by the next.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';

/** Writes per batch (Firestore allows 500). */
const BATCH = 400;

const ownerOf = (data: DocumentData | undefined): string => (typeof data?.ownerId === 'string' ? data.ownerId : '');

/**
 * Re-stamps the activities of client `clientId` when its owner changed between `before` and
 * `after`; a new client has none, and a deleted client's are left as they are (a restored client
 * finds them).
 * Resolves to the number of activities written.
 */
export async function restampActivities(
  db: Firestore,
  accountId: string,
  clientId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<number> {
  // A new client has no activities yet: no read for each of an import's thousands of creates.
  if (!before || !after || ownerOf(before) === ownerOf(after)) return 0;
  const owner = ownerOf(after);
  const snap = await db.collection(`accounts/${accountId}/activities`).where('subject', '==', clientId).get();
  const stale = snap.docs.filter((d) => ownerOf(d.data()) !== owner);
  for (let i = 0; i < stale.length; i += BATCH) {
    const batch = db.batch();
    for (const d of stale.slice(i, i + BATCH)) batch.update(d.ref, { ownerId: owner });
    await batch.commit();
  }
  return stale.length;
}
