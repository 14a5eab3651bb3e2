// Retention of the activity log: entries older than systemSettings/global.dataRetentionDays
// (default 2555) are deleted in batches by a daily scheduled function. Tests call the runner
// with a clock of their own (the emulators have no scheduler).
import type { Firestore } from 'firebase-admin/firestore';
import { retentionDays } from '../shared/activity';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 400;

export async function purgeActivity(db: Firestore, now: Date, maxBatches = 250): Promise<{ deleted: number; cutoff: Date }> {
  const cutoff = new Date(now.getTime() - (await retentionDays(db)) * DAY_MS);
  let deleted = 0;
  for (let i = 0; i < maxBatches; i += 1) {
    const snap = await db.collection('systemActivity').where('createdAt', '<', cutoff).orderBy('createdAt').limit(BATCH).get();
    if (snap.empty) break;
    const batch = db.batch();
    snap.docs.forEach((d) => batch.delete(d.ref));
    await batch.commit();
    deleted += snap.size;
    if (snap.size < BATCH) break;
  }
  return { deleted, cutoff };
}
