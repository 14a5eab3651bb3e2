// Outgoing e-mail (docs/product/architecture.md#mail-and-notifications): documents in `mail/{id}` in the shape of Firebase's
// "Trigger Email from Firestore" extension. A deployed project installs the extension to send
// them; on the emulators they stay in Firestore and staff see them in the outbox. Only
// functions write here (the rules forbid browsers), and only after the caller has checked the
// recipient's preferences (notification settings, quiet hours, marketing consent). The extension
// sends a document as soon as it appears, so mail that must wait (quiet hours, digests) is held
// by its sender elsewhere and written here when it is due.
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';

/** Why a mail is sent: lets the outbox filter and lets preferences be checked per kind. */
export type MailCategory =
  | 'security'
  | 'payment'
  | 'weekly-report'
  | 'digest'
  | 'reminder'
  | 'new-client'
  | 'mention'
  | 'admin-new-user'
  | 'admin-alert'
  | 'admin-weekly-report'
  | 'invitation'
  | 'marketing';

export type MailInput = {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  category: MailCategory;
  /** The recipient's account, when the mail is for one user. */
  uid?: string | null;
  /** The accounts a staff mail is about (a new sign-up): deleting one deletes the mail too. */
  about?: string[];
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The text as simple HTML paragraphs, escaped. */
export const textToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

export function mailDoc(input: MailInput, now = new Date()) {
  const to = (Array.isArray(input.to) ? input.to : [input.to]).map((a) => a.trim().toLowerCase()).filter(Boolean);
  return {
    to,
    message: { subject: input.subject.slice(0, 300), text: input.text, html: input.html ?? textToHtml(input.text) },
    category: input.category,
    uid: input.uid ?? null,
    ...(input.about && input.about.length > 0 ? { aboutUids: [...new Set(input.about)] } : {}),
    createdAt: now, // a Date: stored as a timestamp by whichever Admin SDK copy writes it
  };
}

/** Queues one e-mail; returns its id. */
export async function queueMail(db: Firestore, input: MailInput, { batch, now }: { batch?: WriteBatch; now?: Date } = {}): Promise<string> {
  const ref = db.collection('mail').doc();
  const doc = mailDoc(input, now);
  if (doc.to.length === 0) return '';
  if (batch) batch.set(ref, doc);
  else await ref.set(doc);
  return ref.id;
}
