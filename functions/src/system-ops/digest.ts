// Held staff notifications (frequency daily or weekly) sent as one digest when due, and the
// weekly report to staff. Run by scheduled functions; staff can run them from the notifications
// page (the emulators have no scheduler).
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { queueMail } from '../shared/mail';
import { notificationSettings, staffEmails } from './notify';

const DAY = 24 * 3600 * 1000;

/** Whether a digest is due now: daily every run, weekly on Mondays (UTC); `force` always. */
export function digestDue(frequency: string, now: Date, force = false): boolean {
  if (force) return true;
  if (frequency === 'daily') return true;
  if (frequency === 'weekly') return now.getUTCDay() === 1;
  return true; // realtime: anything held before the switch goes out at once
}

export async function sendDigest(db: Firestore, now = new Date(), force = false): Promise<{ sent: number }> {
  const settings = await notificationSettings(db);
  if (!digestDue(settings.delivery.frequency, now, force)) return { sent: 0 };
  const held = await db.collection('heldNotifications').orderBy('createdAt').limit(200).get();
  if (held.empty) return { sent: 0 };
  const to = await staffEmails(db);
  const lines = held.docs.map((d) => `• ${String(d.get('subject'))}\n${String(d.get('text'))}`);
  const batch = db.batch();
  if (to.length > 0) {
    await queueMail(
      db,
      { to, category: 'admin-alert', subject: `Notification digest: ${held.size} update${held.size === 1 ? '' : 's'}`, text: lines.join('\n\n') },
      { batch, now },
    );
  }
  held.docs.forEach((d) => batch.delete(d.ref));
  await batch.commit();
  return { sent: held.size };
}

/** The weekly report to staff: new accounts, paid plans and suspensions of the last 7 days. */
export async function sendWeeklyReport(db: Firestore, now = new Date(), force = false): Promise<{ sent: boolean; reason?: string }> {
  const settings = await notificationSettings(db);
  if (!settings.email.weeklyReports) return { sent: false, reason: 'Weekly reports are turned off.' };
  if (settings.delivery.primaryMethod === 'push') return { sent: false, reason: 'E-mail is not a delivery method.' };
  if (!force && now.getUTCDay() !== 1) return { sent: false, reason: 'Not Monday.' };
  const since = Timestamp.fromMillis(now.getTime() - 7 * DAY);
  const [users, newUsers, pro, suspended] = await Promise.all([
    db.collection('users').count().get(),
    db.collection('users').where('createdAt', '>=', since).count().get(),
    db.collection('subscriptions').where('planId', 'in', ['pro', 'custom']).count().get(),
    db.collection('subscriptions').where('status', '==', 'suspended').count().get(),
  ]);
  const to = await staffEmails(db);
  if (to.length === 0) return { sent: false, reason: 'No staff to send to.' };
  const text = [
    `Weekly report for the 7 days to ${now.toISOString().slice(0, 10)}.`,
    `Accounts: ${users.data().count} (new this week: ${newUsers.data().count})`,
    `Paid Pro or Enterprise plans: ${pro.data().count}`,
    `Suspended accounts: ${suspended.data().count}`,
  ].join('\n');
  await queueMail(db, { to, category: 'admin-weekly-report', subject: 'Weekly report', text }, { now });
  return { sent: true };
}
