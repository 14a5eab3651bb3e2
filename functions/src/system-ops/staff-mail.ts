// Staff notifications in each admin's and owner's own language and formats. A note is stored
// as what happened (kind and facts), not as finished text, so a held note is written in each
// reader's language when the digest goes out. Staff who share language and formats get one
// mail together; others get their own.
import type { Firestore } from 'firebase-admin/firestore';
import { displayDefaultsFrom, readDisplaySettings } from '../../../src/domain/user-settings/display';
import { mailLocale } from '../mail-texts/mail-locale';
import type { MailLocale } from '../mail-texts/mail-locale';
import type { MailCategory } from '../shared/mail';

export type StaffNote =
  | { kind: 'new-user'; email: string; displayName: string; role: string; at: string; uid?: string }
  | { kind: 'suspended'; emails: string[]; graceDays: number }
  | { kind: 'webhook-failed'; error: string };

export const CATEGORY_OF_NOTE: Record<StaffNote['kind'], Extract<MailCategory, 'admin-new-user' | 'admin-alert'>> = {
  'new-user': 'admin-new-user',
  suspended: 'admin-alert',
  'webhook-failed': 'admin-alert',
};

const ROLE_KEYS = { user: 'roleUser', admin: 'roleAdmin', owner: 'roleOwner' } as const;

/** The note's subject and text for one reader. */
export function renderStaffNote(note: StaffNote, l: MailLocale): { subject: string; text: string } {
  switch (note.kind) {
    case 'new-user': {
      const role = note.role in ROLE_KEYS ? l.t(ROLE_KEYS[note.role as keyof typeof ROLE_KEYS]) : note.role;
      const when = l.format.dateTime(new Date(note.at));
      return {
        subject: l.t('newSignUpSubject', { email: note.email }),
        text: l.t('newSignUpText', { email: note.email, name: note.displayName || l.t('noName'), role, when }),
      };
    }
    case 'suspended':
      return {
        subject: l.t('alertSubject', { subject: l.plural('suspendedSubject', note.emails.length) }),
        text: l.t('suspendedText', { days: note.graceDays, emails: note.emails.join('\n') }),
      };
    case 'webhook-failed':
      return { subject: l.t('alertSubject', { subject: l.t('webhookFailedSubject') }), text: l.t('webhookFailedText', { error: note.error }) };
  }
}

/** A held note as stored in heldNotifications: its facts, and an English rendering for older readers. */
export function isStaffNote(value: unknown): value is StaffNote {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && kind in CATEGORY_OF_NOTE;
}

export type StaffGroup = { to: string[]; locale: MailLocale };

/** Admins and owners (users/{uid}.role, kept in step with the claims), grouped by language and formats. */
export async function staffGroups(db: Firestore): Promise<StaffGroup[]> {
  const [staff, global] = await Promise.all([db.collection('users').where('role', 'in', ['admin', 'owner']).get(), db.doc('systemSettings/global').get()]);
  const defaults = displayDefaultsFrom(global.data());
  const people = staff.docs.map((d) => ({ uid: d.id, email: String(d.get('email') ?? '').toLowerCase() })).filter((p) => p.email);
  const displays = people.length ? await db.getAll(...people.map((p) => db.doc(`users/${p.uid}/settings/display`))) : [];
  const groups = new Map<string, { to: Set<string>; settings: ReturnType<typeof readDisplaySettings> }>();
  people.forEach((p, i) => {
    const settings = readDisplaySettings(displays[i]?.data(), defaults);
    const key = JSON.stringify(settings);
    const group = groups.get(key) ?? { to: new Set<string>(), settings };
    group.to.add(p.email);
    groups.set(key, group);
  });
  return [...groups.values()].map((g) => ({ to: [...g.to], locale: mailLocale(g.settings) }));
}
