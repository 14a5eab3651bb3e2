// What turns events into notices: a new client of an account (to its members who see it), and
// security events in the activity log (PASSWORD_CHANGED and LOGIN entries about the user, written
// by logActivity).
import type { Firestore } from 'firebase-admin/firestore';
import type { MailLocale } from '../mail-texts/mail-locale';
import { deliverTo, notifyUser, refusal } from './deliver';
import type { Outcome } from './deliver';
import { recipientsOf, seesAllRecords } from './audience';
import type { AccountOutcomes } from './audience';
import type { Recipient } from './preferences';

/** New-client notices per recipient and hour; beyond it one summary (an import must not mail each row). */
export const NEW_CLIENT_NOTICES_PER_HOUR = 5;
const HOUR = 60 * 60 * 1000;

/** Counts this notice in the recipient's hourly window (functions-only `mailThrottle/{uid}`). */
async function allowance(db: Firestore, uid: string, now: Date): Promise<'send' | 'summary' | 'skip'> {
  const ref = db.doc(`mailThrottle/${uid}`);
  return db.runTransaction(async (tx) => {
    const d = (await tx.get(ref)).data() as { windowStart?: { toMillis(): number }; count?: number } | undefined;
    const start = d?.windowStart?.toMillis() ?? 0;
    const fresh = now.getTime() - start >= HOUR || now.getTime() < start;
    const count = fresh ? 1 : (d?.count ?? 0) + 1;
    tx.set(ref, { windowStart: fresh ? now : new Date(start), count });
    return count <= NEW_CLIENT_NOTICES_PER_HOUR ? 'send' : count === NEW_CLIENT_NOTICES_PER_HOUR + 1 ? 'summary' : 'skip';
  });
}

/**
 * Whether this hour's notices, and its summary, are already spent: a plain read, no transaction.
 * The count only grows within a window, so an older copy can only say "not yet".
 */
async function spentThisHour(db: Firestore, uid: string, now: Date): Promise<boolean> {
  const d = (await db.doc(`mailThrottle/${uid}`).get()).data() as { windowStart?: { toMillis(): number }; count?: number } | undefined;
  const start = d?.windowStart?.toMillis() ?? 0;
  const current = now.getTime() - start < HOUR && now.getTime() >= start;
  return current && (d?.count ?? 0) > NEW_CLIENT_NOTICES_PER_HOUR;
}

/**
 * The new-client notice to one member, when they want it and this hour's allowance is not spent.
 * Both are read before the transaction on the member's one throttle document: an import of
 * thousands of clients fires this once per client, and most of those calls end with reads alone.
 */
async function newClientNoticeTo(db: Firestore, recipient: Recipient, client: Record<string, unknown>, now: Date): Promise<Outcome> {
  const { uid } = recipient;
  if (await spentThisHour(db, uid, now)) return { status: 'skipped', reason: 'hourly new-client limit reached' };
  const off = refusal(recipient, { category: 'new-client', subject: '', text: '' });
  if (off) return { status: 'skipped', reason: off };
  const allowed = await allowance(db, uid, now);
  if (allowed === 'skip') return { status: 'skipped', reason: 'hourly new-client limit reached' };
  if (allowed === 'summary') {
    return deliverTo(
      db,
      recipient,
      (l) => ({
        category: 'new-client',
        subject: l.t('moreClientsSubject'),
        text: l.plural('moreClientsText', NEW_CLIENT_NOTICES_PER_HOUR),
      }),
      now,
    );
  }
  const named = typeof client.name === 'string' && client.name.trim() ? client.name.trim().slice(0, 100) : null;
  const company = typeof client.company === 'string' && client.company.trim() ? client.company.trim().slice(0, 100) : null;
  return deliverTo(
    db,
    recipient,
    (l) => {
      const name = named ?? l.t('unnamedClient');
      return {
        category: 'new-client',
        subject: l.t('newClientSubject', { name }),
        text: company ? l.t('newClientWithCompanyText', { name, company }) : l.t('newClientText', { name }),
      };
    },
    now,
  );
}

/**
 * A new client of account `accountId`: a notice to each member who sees all its records (each
 * with their own choices and hourly allowance), by uid.
 */
export async function newClientNotice(db: Firestore, accountId: string, client: Record<string, unknown>, now: Date): Promise<AccountOutcomes> {
  return recipientsOf(db, accountId, seesAllRecords, (r) => newClientNoticeTo(db, r, client, now));
}

type Alert = { subject: string; text: string };
/** The alert for each type, in the recipient's language; the moment in their zone and formats. */
const SECURITY_NOTICES: Record<string, (l: MailLocale, at: Date, agent: string) => Alert> = {
  PASSWORD_CHANGED: (l, at) => ({
    subject: l.t('passwordChangedSubject'),
    text: l.t('passwordChangedText', { when: l.format.dateTime(at), zone: l.format.settings.timeZone }),
  }),
  LOGIN: (l, at, agent) => {
    const params = { when: l.format.dateTime(at), zone: l.format.settings.timeZone, agent };
    return { subject: l.t('signInSubject'), text: agent ? l.t('signInFromText', params) : l.t('signInText', params) };
  },
};

export const SECURITY_ALERT_TYPES = Object.keys(SECURITY_NOTICES);

/**
 * Whether a sign-in needs no alert: the account's first sign-in (its sign-up), or a browser that
 * signed in before. The new entry itself is already stored, hence "more than one".
 */
async function expectedSignIn(db: Firestore, uid: string, userAgent: unknown): Promise<boolean> {
  const logins = db.collection('systemActivity').where('targetUid', '==', uid).where('type', '==', 'LOGIN');
  if ((await logins.count().get()).data().count <= 1) return true;
  if (typeof userAgent !== 'string' || !userAgent) return false;
  return (await logins.where('userAgent', '==', userAgent.slice(0, 300)).count().get()).data().count > 1;
}

/** A security alert for an activity entry, when it is one of the alerting types about a user. */
export async function securityAlert(db: Firestore, entry: Record<string, unknown>, now: Date): Promise<Outcome> {
  const make = typeof entry.type === 'string' ? SECURITY_NOTICES[entry.type] : undefined;
  const uid = typeof entry.targetUid === 'string' ? entry.targetUid : null;
  if (!make || !uid) return { status: 'skipped', reason: 'not a security alert' };
  const agent = typeof entry.userAgent === 'string' ? entry.userAgent.slice(0, 120) : '';
  if (entry.type === 'LOGIN' && (await expectedSignIn(db, uid, entry.userAgent))) return { status: 'skipped', reason: 'first sign-in or a known browser' };
  return notifyUser(db, uid, (l) => ({ category: 'security', ...make(l, now, agent) }), now);
}
