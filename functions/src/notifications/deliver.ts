// The one door for a user's notification mail. It checks the recipient's preferences, then
// either queues the mail at once (functions/src/shared/mail.ts) or holds it in `mailPending`
// (functions only) until it is due: after quiet hours in the user's zone, or at the next daily
// (09:00) or weekly (Monday 09:00) digest. flushDueMail moves what is due into `mail`.
// A notice may be written for its recipient (a function of their MailLocale): it is then in
// their language, with dates and amounts in their formats.
import type { Firestore } from 'firebase-admin/firestore';
import { quietHoursOf } from '../../../src/domain/notifications/email-settings';
import type { EmailToggle } from '../../../src/domain/notifications/email-settings';
import { afterQuietHours, nextLocalTime } from '../../../src/domain/notifications/zoned-time';
import type { MailLocale } from '../mail-texts/mail-locale';
import { queueMail } from '../shared/mail';
import type { MailCategory } from '../shared/mail';
import { loadRecipient } from './preferences';
import type { Recipient } from './preferences';

export const PENDING = 'mailPending';
export const DIGEST_TIME = '09:00';
const MONDAY = 1;

/** The preference that governs each category of user mail. */
export const TOGGLE_OF: Partial<Record<MailCategory, EmailToggle>> = {
  'new-client': 'newClients',
  mention: 'mentions',
  payment: 'paymentReminders',
  'weekly-report': 'weeklyReports',
  security: 'securityAlerts',
  marketing: 'marketingEmails',
};

export type Notice = { category: MailCategory; subject: string; text: string };
/** A notice as such, or written for the recipient's language and formats. */
export type NoticeFor = Notice | ((locale: MailLocale) => Notice);
export type Outcome = { status: 'queued'; id: string } | { status: 'held'; id: string; dueAt: Date; digest: boolean } | { status: 'skipped'; reason: string };

/** Why a notice is not sent at all, or null when it may be. */
export function refusal(r: Recipient, n: Notice): string | null {
  const toggle = TOGGLE_OF[n.category];
  if (toggle && !r.settings[toggle]) return `${toggle} is off`;
  if (n.category === 'marketing' && !r.marketingConsent) return 'no marketing consent (Privacy)';
  if (n.category !== 'security' && r.settings.frequency === 'never') return 'frequency is never';
  return null;
}

/** When a notice may go out, and whether it joins a digest. */
export function schedule(r: Recipient, n: Notice, now: Date): { dueAt: Date; digest: boolean } {
  // Security alerts go at once, whatever the frequency or the hour (docs/decisions/0096).
  if (n.category === 'security') return { dueAt: now, digest: false };
  const quiet = quietHoursOf(r.settings);
  if (r.settings.frequency === 'immediate') return { dueAt: afterQuietHours(now, r.timeZone, quiet), digest: false };
  const slot = nextLocalTime(now, r.timeZone, DIGEST_TIME, r.settings.frequency === 'weekly' ? MONDAY : undefined);
  return { dueAt: afterQuietHours(slot, r.timeZone, quiet), digest: true };
}

export async function notifyUser(db: Firestore, uid: string, notice: NoticeFor, now = new Date()): Promise<Outcome> {
  const recipient = await loadRecipient(db, uid);
  if (!recipient) return { status: 'skipped', reason: 'no such user or no e-mail' };
  return deliverTo(db, recipient, notice, now);
}

export async function deliverTo(db: Firestore, r: Recipient, noticeFor: NoticeFor, now: Date): Promise<Outcome> {
  const notice = typeof noticeFor === 'function' ? noticeFor(r.locale) : noticeFor;
  const reason = refusal(r, notice);
  if (reason) return { status: 'skipped', reason };
  const { dueAt, digest } = schedule(r, notice, now);
  if (!digest && dueAt.getTime() <= now.getTime()) {
    const id = await queueMail(db, { to: r.email, subject: notice.subject, text: notice.text, category: notice.category, uid: r.uid }, { now });
    return { status: 'queued', id };
  }
  const ref = db.collection(PENDING).doc();
  await ref.set({
    uid: r.uid,
    to: r.email,
    category: notice.category,
    subject: notice.subject.slice(0, 300),
    text: notice.text.slice(0, 20_000),
    digest,
    language: r.locale.language, // the digest around held notices is written in it
    frequency: r.settings.frequency,
    dueAt, // Dates: stored as timestamps by whichever Admin SDK copy writes them
    createdAt: now,
  });
  return { status: 'held', id: ref.id, dueAt, digest };
}
