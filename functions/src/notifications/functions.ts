// The exported notification functions: the security-events trigger (a new client's notice runs in
// the clients trigger of functions/src/dashboard/functions.ts, one invocation per write), the schedules
// (held mail every 15 minutes, payment reminders daily, weekly report on Mondays) and, on the
// emulators only, a callable that runs a job for the caller (the emulators have no scheduler).
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../admin';
import { requestData, requireSignedIn } from '../shared/guards';
import { accountIdOf, requireAccountRole } from '../shared/membership';
import { securityAlert } from './events';
import { flushDueMail } from './flush';
import { forEachAccount, sendPaymentReminder, sendWeeklyReport } from './reports';

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
  logger.info('payment reminders', { accounts: await forEachAccount(db, (accountId) => sendPaymentReminder(db, accountId, now)) });
});

export const weeklyReports = onSchedule({ schedule: 'every monday 12:00', timeZone: 'UTC', region: REGION }, async () => {
  const now = new Date();
  logger.info('weekly reports', { accounts: await forEachAccount(db, (accountId) => sendWeeklyReport(db, accountId, now)) });
});

/**
 * Emulators only: runs one job now: the caller's held mail, or a report of an account they belong
 * to (request data `accountId`, absent: their own), sent to its members as the schedule would.
 */
export const testNotificationJob = onCall(async (request) => {
  const me = requireSignedIn(request);
  if (!inEmulator()) throw new HttpsError('failed-precondition', 'Only available on the emulators.');
  const data = requestData(request);
  const job = data.job;
  const now = new Date();
  if (job === 'flush') return flushDueMail(db, now, me.uid);
  const accountId = accountIdOf(data, me.uid);
  if (job === 'weekly-report' || job === 'payment-reminders') await requireAccountRole(db, accountId, me.uid, () => true);
  if (job === 'weekly-report') return sendWeeklyReport(db, accountId, now);
  if (job === 'payment-reminders') return sendPaymentReminder(db, accountId, now);
  throw new HttpsError('invalid-argument', 'Unknown job: use flush, weekly-report or payment-reminders.');
});
