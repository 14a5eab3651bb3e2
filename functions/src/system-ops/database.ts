// The database page's server side: what the database holds (aggregation counts), backups on
// demand and on schedule, and the slow-query log.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { backupDue, parseDatabaseSettings, SLOW_QUERY_MS } from '../../../src/domain/system-settings/database';
import { RECORD_KINDS } from '../../../src/domain/types';
import { cleanText } from '../../../src/domain/sanitize';
import { inEmulator } from '../billing/config';
import { requestData, requireOwner, requireSignedIn } from '../shared/guards';
import { backupTarget, projectId, runBackup } from './backup';

const TOP_COLLECTIONS = ['users', 'accounts', 'subscriptions', 'systemActivity', 'mail', 'apiKeys', 'contactSales'] as const;

export async function databaseInfo(db: Firestore, request: CallableRequest) {
  await requireOwner(request);
  const top = TOP_COLLECTIONS.map(async (name) => ({ name, count: (await db.collection(name).count().get()).data().count }));
  const groups = RECORD_KINDS.map(async (name) => ({ name: `${name} (all users)`, count: (await db.collectionGroup(name).count().get()).data().count }));
  const counts = await Promise.all([...top, ...groups]);
  return { projectId: projectId(), databaseId: '(default)', emulator: inEmulator(), counts, backupTarget: backupTarget() };
}

export async function backupNow(db: Firestore, request: CallableRequest) {
  const caller = await requireOwner(request);
  const outcome = await runBackup(db, { uid: caller.uid, email: caller.email });
  return { ...outcome, at: outcome.ok ? new Date().toISOString() : null };
}

/** The scheduled run: backs up when automatic backups are on and one is due. */
export async function autoBackupIfDue(db: Firestore, now = new Date()) {
  const snap = await db.doc('systemSettings/database').get();
  const settings = parseDatabaseSettings(snap.data());
  const last = (snap.get('lastBackupTime') as Timestamp | undefined)?.toDate() ?? null;
  if (!backupDue(settings, last, now)) return { ran: false };
  if (!inEmulator() && !backupTarget()) return { ran: false, reason: 'BACKUP_BUCKET is not set.' };
  return { ran: true, ...(await runBackup(db, { uid: null, email: null }, now)) };
}

/** A read that took over a second, reported by the data layer while slow-query logging is on. */
export async function recordSlowQuery(db: Firestore, request: CallableRequest) {
  const caller = requireSignedIn(request);
  const data = requestData(request);
  const ms = Number(data.ms);
  if (!Number.isFinite(ms) || ms < SLOW_QUERY_MS || ms > 3_600_000) throw new HttpsError('invalid-argument', 'Only reads slower than a second are recorded.');
  const settings = parseDatabaseSettings((await db.doc('systemSettings/database').get()).data());
  if (!settings.slowQueryLogging) return { recorded: false };
  // At most one entry per user every 10 seconds: the id names the window, create() refuses a second.
  const window = Math.floor(Date.now() / 10_000);
  try {
    await db.doc(`slowQueries/${caller.uid}_${window}`).create({
      uid: caller.uid,
      email: caller.email,
      screen: cleanText(data.screen).slice(0, 200),
      what: cleanText(data.what).slice(0, 200),
      ms: Math.round(ms),
      createdAt: Timestamp.now(),
    });
  } catch {
    return { recorded: false };
  }
  return { recorded: true };
}
