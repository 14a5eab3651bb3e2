// The service's own notifications (systemSettings/notifications, seed 002 section 3.9), honoured
// here for every function that notifies:
// - newUserSignup: a mail to staff when an account is created (on-user-create);
// - paymentConfirmation: a mail to the payer when a checkout grants a plan (billing/service);
// - adminAlerts: a mail to staff on a failed webhook or on suspensions (billing);
// - weeklyReports: a weekly summary to staff (weekly-report.ts).
// Staff mail goes out when e-mail is a delivery method (primaryMethod email or both). With
// frequency daily or weekly, staff notifications are held in heldNotifications/{id} and sent as
// one digest when due (digest.ts); realtime sends at once. The payer's confirmation is
// transactional and always immediate. Nothing here ever fails the action that notifies.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { parseNotificationSettings, sendsEmail } from '../../../src/domain/system-settings/notifications';
import type { NotificationSettings } from '../../../src/domain/system-settings/notifications';
import { queueMail } from '../shared/mail';
import type { MailCategory } from '../shared/mail';

export async function notificationSettings(db: Firestore): Promise<NotificationSettings> {
  return parseNotificationSettings((await db.doc('systemSettings/notifications').get()).data());
}

/** E-mails of admins and owners (users/{uid}.role, kept in step with the claims). */
export async function staffEmails(db: Firestore): Promise<string[]> {
  const snap = await db.collection('users').where('role', 'in', ['admin', 'owner']).get();
  return [...new Set(snap.docs.map((d) => String(d.get('email') ?? '').toLowerCase()).filter(Boolean))];
}

type StaffNote = { category: Extract<MailCategory, 'admin-new-user' | 'admin-alert'>; subject: string; text: string };

/** Sends (or holds for the digest) a notification to every admin and owner. */
export async function notifyStaff(db: Firestore, note: StaffNote, settings: NotificationSettings, now = new Date()): Promise<'sent' | 'held' | 'off'> {
  if (!sendsEmail(settings)) return 'off';
  if (settings.delivery.frequency !== 'realtime') {
    await db.collection('heldNotifications').add({ ...note, createdAt: Timestamp.fromDate(now) });
    return 'held';
  }
  const to = await staffEmails(db);
  if (to.length === 0) return 'off';
  await queueMail(db, { to, subject: note.subject, text: note.text, category: note.category }, { now });
  return 'sent';
}

async function safely(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logger.error(`notification failed: ${what}`, { error: String(error) });
  }
}

export function notifyNewUser(db: Firestore, user: { email: string; displayName: string; role: string }, now = new Date()) {
  return safely('new user', async () => {
    const settings = await notificationSettings(db);
    if (!settings.email.newUserSignup) return;
    await notifyStaff(
      db,
      {
        category: 'admin-new-user',
        subject: `New sign-up: ${user.email}`,
        text: `A new account was created.\n\nE-mail: ${user.email}\nName: ${user.displayName || '(none)'}\nRole: ${user.role}\nAt: ${now.toISOString()}`,
      },
      settings,
      now,
    );
  });
}

export function notifyAdminAlert(db: Firestore, subject: string, text: string, now = new Date()) {
  return safely('admin alert', async () => {
    const settings = await notificationSettings(db);
    if (!settings.email.adminAlerts) return;
    await notifyStaff(db, { category: 'admin-alert', subject: `Alert: ${subject}`, text }, settings, now);
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
    await queueMail(
      db,
      {
        to: email,
        uid,
        category: 'payment',
        subject: `Payment confirmed: ${name} plan`,
        text: `Thank you for your payment. Your ${name} plan is active.\n\nYou can manage your subscription on the Plans page of the app.`,
      },
      { now },
    );
  });
}
