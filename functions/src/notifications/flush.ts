// Moves held mail that is due from `mailPending` into `mail`: single notices one by one, and a
// user's due digest items grouped into one digest e-mail. Runs every 15 minutes (scheduled
// function); the emulators have no scheduler, so tests and the test hook call it directly.
import type { Timestamp } from 'firebase-admin/firestore';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { LANGUAGES } from '../../../src/domain/user-settings/display';
import { mailLocale } from '../mail-texts/mail-locale';
import { queueMail } from '../shared/mail';
import type { MailCategory } from '../shared/mail';
import { PENDING, refusal } from './deliver';
import { loadRecipient } from './preferences';
import type { Recipient } from './preferences';

const PAGE = 200; // at most two writes each: within a batch of 500

export type FlushReport = { mails: number; notices: number; digests: number };

type Held = {
  uid: string;
  to: string;
  category: MailCategory;
  subject: string;
  text: string;
  digest: boolean;
  frequency: string;
  /** The recipient's language when the notice was held (absent on notices held before languages). */
  language?: string;
  createdAt: Timestamp;
};

export function digestMail(items: Held[]) {
  const sorted = [...items].sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
  const weekly = sorted.some((i) => i.frequency === 'weekly');
  const stored = sorted.at(-1)?.language;
  const locale = mailLocale({ language: LANGUAGES.find((l) => l === stored) ?? 'en' });
  return {
    subject: locale.plural(weekly ? 'weeklyDigestSubject' : 'dailyDigestSubject', sorted.length),
    text: sorted.map((i) => `${i.subject}\n${i.text}`).join('\n\n---\n\n'),
  };
}

/**
 * Queues everything due at `now` (only `uid`'s when given); returns what it did. Each recipient
 * is read again first: held mail of a deleted account, or of a kind they have turned off since,
 * is dropped, and mail goes to their current address.
 */
export async function flushDueMail(db: Firestore, now: Date, uid?: string): Promise<FlushReport> {
  const report: FlushReport = { mails: 0, notices: 0, digests: 0 };
  for (;;) {
    let q = db.collection(PENDING).where('dueAt', '<=', now);
    if (uid) q = q.where('uid', '==', uid);
    const snap = await q.orderBy('dueAt').limit(PAGE).get();
    if (snap.empty) return report;
    const digests = new Map<string, QueryDocumentSnapshot[]>();
    const recipients = new Map<string, Recipient | null>();
    for (const who of new Set(snap.docs.map((d) => String(d.get('uid'))))) recipients.set(who, await loadRecipient(db, who));
    const batch = db.batch();
    for (const doc of snap.docs) {
      const h = doc.data() as Held;
      const r = recipients.get(String(h.uid)) ?? null;
      // A notice that may no longer go out is deleted below with the rest of the page, unsent.
      const sendable = r !== null && refusal(r, h) === null;
      if (sendable && h.digest) {
        digests.set(h.uid, [...(digests.get(h.uid) ?? []), doc]);
      } else if (sendable) {
        await queueMail(db, { to: r!.email, subject: h.subject, text: h.text, category: h.category, uid: h.uid }, { batch, now });
        report.notices += 1;
        report.mails += 1;
      }
      batch.delete(doc.ref);
    }
    for (const [who, docs] of digests) {
      const items = docs.map((d) => d.data() as Held);
      const mail = digestMail(items);
      await queueMail(
        db,
        { to: recipients.get(who)?.email ?? items[0]!.to, subject: mail.subject, text: mail.text, category: 'digest', uid: who },
        { batch, now },
      );
      report.digests += 1;
      report.mails += 1;
    }
    await batch.commit();
    if (snap.size < PAGE) return report;
  }
}
