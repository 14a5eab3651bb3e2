// The service's own notifications (systemSettings/notifications, docs/product/admin.md#notifications), honoured
// here for every function that notifies:
// - newUserSignup: a mail to staff when an account is created (on-user-create);
// - paymentConfirmation: a mail to the payer when a checkout grants a plan (billing/service);
// - adminAlerts: a mail to staff on a failed webhook or on suspensions (billing);
// - weeklyReports: a weekly summary to staff (weekly-report.ts).
// Staff mail goes out when e-mail is a delivery method (primaryMethod email or both). With
// frequency daily or weekly, staff notifications are held in heldNotifications/{id} and sent as
// one digest when due (digest.ts); realtime sends at once. The payer's confirmation is
// transactional and always immediate. Nothing here ever fails the action that notifies.
// Every mail is written in its reader's language and formats (staff-mail.ts, mail-texts/).
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { parseNotificationSettings, sendsEmail } from '../../../src/domain/system-settings/notifications';
import type { NotificationSettings } from '../../../src/domain/system-settings/notifications';
import { mailLocale, mailLocaleOf } from '../mail-texts/mail-locale';
import { queueMail } from '../shared/mail';
import { CATEGORY_OF_NOTE, renderStaffNote, staffGroups } from './staff-mail';
import type { StaffNote } from './staff-mail';

export async function notificationSettings(db: Firestore): Promise<NotificationSettings> {
  return parseNotificationSettings((await db.doc('systemSettings/notifications').get()).data());
}

/** Sends (or holds for the digest) a notification to every admin and owner, each in their language. */
export async function notifyStaff(db: Firestore, note: StaffNote, settings: NotificationSettings, now = new Date()): Promise<'sent' | 'held' | 'off'> {
  if (!sendsEmail(settings)) return 'off';
  const category = CATEGORY_OF_NOTE[note.kind];
  // The account a note is about, so deleting that account deletes the note and its mail.
  const about = note.kind === 'new-user' && note.uid ? [note.uid] : [];
  if (settings.delivery.frequency !== 'realtime') {
    // The facts are kept so the digest writes them in each reader's language; the English
    // subject and text are what a reader of the collection sees.
    await db
      .collection('heldNotifications')
      .add({ category, note, ...renderStaffNote(note, mailLocale()), ...(about.length ? { aboutUids: about } : {}), createdAt: Timestamp.fromDate(now) });
    return 'held';
  }
  const groups = await staffGroups(db);
  if (groups.length === 0) return 'off';
  for (const { to, locale } of groups) await queueMail(db, { to, category, about, ...renderStaffNote(note, locale) }, { now });
  return 'sent';
}

async function safely(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logger.error(`notification failed: ${what}`, { error: String(error) });
  }
}

export function notifyNewUser(db: Firestore, user: { uid: string; email: string; displayName: string; role: string }, now = new Date()) {
  return safely('new user', async () => {
    const settings = await notificationSettings(db);
    if (!settings.email.newUserSignup) return;
    await notifyStaff(
      db,
      { kind: 'new-user', uid: user.uid, email: user.email, displayName: user.displayName, role: user.role, at: now.toISOString() },
      settings,
      now,
    );
  });
}

export function notifyAdminAlert(db: Firestore, note: Exclude<StaffNote, { kind: 'new-user' }>, now = new Date()) {
  return safely('admin alert', async () => {
    const settings = await notificationSettings(db);
    if (!settings.email.adminAlerts) return;
    await notifyStaff(db, note, settings, now);
  });
}

const PLAN_NAMES: Record<string, string> = { basic: 'Basic', pro: 'Pro', custom: 'Enterprise' };

export function notifyPaymentConfirmed(db: Firestore, uid: string, plan: string, now = new Date()) {
  return safely('payment confirmation', async () => {
    const settings = await notificationSettings(db);
    if (!settings.email.paymentConfirmation) return;
    const user = await db.doc(`users/${uid}`).get();
    const email = String(user.get('email') ?? '');
    if (!email) return;
    const name = PLAN_NAMES[plan] ?? plan;
    const l = await mailLocaleOf(db, uid);
    await queueMail(
      db,
      { to: email, uid, category: 'payment', subject: l.t('paymentConfirmedSubject', { plan: name }), text: l.t('paymentConfirmedText', { plan: name }) },
      { now },
    );
  });
}
