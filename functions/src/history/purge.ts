// The retention of history locally and on projects without a TTL policy: entries whose expiresAt
// has passed are deleted in batches (on a deployed project Firestore's TTL policy on
// history.expiresAt does the same, docs/deploying.md). Runs with the activity log's daily purge.
import type { Firestore } from 'firebase-admin/firestore';

const BATCH = 400;

export async function purgeHistory(db: Firestore, now: Date, maxBatches = 250): Promise<{ deleted: number }> {
  let deleted = 0;
  for (let i = 0; i < maxBatches; i += 1) {
    const snap = await db.collectionGroup('history').where('expiresAt', '<', now).orderBy('expiresAt').limit(BATCH).get();
    if (snap.empty) break;
    const batch = db.batch();
    snap.docs.forEach((d) => batch.delete(d.ref));
    await batch.commit();
    deleted += snap.size;
    if (snap.size < BATCH) break;
  }
  return { deleted };
}
