// The exported functions of system operations (settings, notifications, database).
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { db } from '../admin';
import { requestData, requireStaff } from '../shared/guards';
import { sendDigest, sendWeeklyReport } from './digest';
import { autoBackupIfDue, backupNow as backup, databaseInfo as info, recordSlowQuery as slow } from './database';
import { listOutbox } from './outbox';
import { saveServiceSettings as save } from './save-settings';

export const saveServiceSettings = onCall((request) => save(db, request));

/** Held staff notifications as one digest (daily; weekly ones on Mondays), 08:00 UTC. */
export const notificationDigest = onSchedule({ schedule: 'every day 08:00', timeZone: 'UTC' }, async () => {
  logger.info('notification digest', await sendDigest(db, new Date()));
});

/** The weekly report to staff, Mondays 08:00 UTC. */
export const weeklyReport = onSchedule({ schedule: 'every monday 08:00', timeZone: 'UTC' }, async () => {
  logger.info('weekly report', await sendWeeklyReport(db, new Date()));
});

/** Staff run a notification job now (the emulators have no scheduler). */
export const runNotificationJob = onCall(async (request) => {
  await requireStaff(request);
  const { job } = requestData(request);
  if (job === 'weekly-report') return sendWeeklyReport(db, new Date(), true);
  if (job === 'digest') return sendDigest(db, new Date(), true);
  throw new HttpsError('invalid-argument', 'Unknown job.');
});

/** The mail outbox for staff, its action links masked. */
export const listMail = onCall((request) => listOutbox(db, request));

export const databaseInfo = onCall((request) => info(db, request));
export const backupDatabase = onCall({ timeoutSeconds: 300 }, (request) => backup(db, request));
export const recordSlowQuery = onCall((request) => slow(db, request));

/** Automatic backups: checks daily at 03:00 UTC whether one is due (daily, weekly, monthly). */
export const autoBackup = onSchedule({ schedule: 'every day 03:00', timeZone: 'UTC', timeoutSeconds: 540 }, async () => {
  logger.info('automatic backup', await autoBackupIfDue(db, new Date()));
});
