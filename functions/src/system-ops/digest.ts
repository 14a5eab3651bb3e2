// Held staff notifications (frequency daily or weekly) sent as one digest when due, and the
// weekly report to staff. Run by scheduled functions; staff can run them from the notifications
// page (the emulators have no scheduler). Each reader's mail is in their language and formats.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { queueMail } from '../shared/mail';
import type { MailLocale } from '../mail-texts/mail-locale';
import { notificationSettings } from './notify';
import { isStaffNote, renderStaffNote, staffGroups } from './staff-mail';

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
  const groups = await staffGroups(db);
  // A held note is written in the reader's language; one held before languages keeps its text.
  const line = (d: (typeof held.docs)[number], l: MailLocale) => {
    const note: unknown = d.get('note');
    const { subject, text } = isStaffNote(note) ? renderStaffNote(note, l) : { subject: String(d.get('subject')), text: String(d.get('text')) };
    return `• ${subject}\n${text}`;
  };
  const batch = db.batch();
  const about = held.docs.flatMap((d) => (Array.isArray(d.get('aboutUids')) ? (d.get('aboutUids') as unknown[]).map(String) : []));
  for (const { to, locale } of groups) {
    await queueMail(
      db,
      { to, category: 'admin-alert', about, subject: locale.plural('staffDigestSubject', held.size), text: held.docs.map((d) => line(d, locale)).join('\n\n') },
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
  const groups = await staffGroups(db);
  if (groups.length === 0) return { sent: false, reason: 'No staff to send to.' };
  const day = now.toISOString().slice(0, 10);
  for (const { to, locale: l } of groups) {
    const text = [
      l.t('staffWeeklyIntro', { date: l.format.date(day) }),
      l.t('staffWeeklyAccounts', { count: users.data().count, new: newUsers.data().count }),
      l.t('staffWeeklyPaid', { count: pro.data().count }),
      l.t('staffWeeklySuspended', { count: suspended.data().count }),
    ].join('\n');
    await queueMail(db, { to, category: 'admin-weekly-report', subject: l.t('staffWeeklySubject'), text }, { now });
  }
  return { sent: true };
}
