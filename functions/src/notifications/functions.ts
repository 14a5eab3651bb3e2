// The exported notification functions: the security-events trigger (a new client's notice runs in
// the clients trigger of functions/src/dashboard/functions.ts, one invocation per write), the schedules
// (held mail every 15 minutes, payment reminders daily, weekly report on Mondays) and, on the
// emulators only, a callable that runs a job for the caller (the emulators have no scheduler).
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../admin';
import { requireSignedIn } from '../shared/guards';
import { securityAlert } from './events';
import { flushDueMail } from './flush';
import { forEachUser, sendPaymentReminder, sendWeeklyReport } from './reports';

const REGION = 'us-central1';
const inEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

export const onSecurityActivityNotify = onDocumentCreated({ document: 'systemActivity/{id}', region: REGION }, async (event) => {
  const data = event.data?.data();
  if (!data) return;
  await securityAlert(db, data, new Date());
});

export const flushPendingMail = onSchedule({ schedule: 'every 15 minutes', region: REGION }, async () => {
  logger.info('held mail flushed', await flushDueMail(db, new Date()));
});

export const dailyPaymentReminders = onSchedule({ schedule: 'every day 13:00', timeZone: 'UTC', region: REGION }, async () => {
  const now = new Date();
  logger.info('payment reminders', { users: await forEachUser(db, (uid) => sendPaymentReminder(db, uid, now)) });
});

export const weeklyReports = onSchedule({ schedule: 'every monday 12:00', timeZone: 'UTC', region: REGION }, async () => {
  const now = new Date();
  logger.info('weekly reports', { users: await forEachUser(db, (uid) => sendWeeklyReport(db, uid, now)) });
});

/** Emulators only: runs one job now, for the caller's own account. */
export const testNotificationJob = onCall(async (request) => {
  const me = requireSignedIn(request);
  if (!inEmulator()) throw new HttpsError('failed-precondition', 'Only available on the emulators.');
  const job = (request.data as { job?: unknown } | null)?.job;
  const now = new Date();
  if (job === 'flush') return flushDueMail(db, now, me.uid);
  if (job === 'weekly-report') return sendWeeklyReport(db, me.uid, now);
  if (job === 'payment-reminders') return sendPaymentReminder(db, me.uid, now);
  throw new HttpsError('invalid-argument', 'Unknown job: use flush, weekly-report or payment-reminders.');
});
