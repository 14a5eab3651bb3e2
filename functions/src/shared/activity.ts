// The one writer of the activity log (systemActivity, docs/product/architecture.md#activity-log). Every function that
// records an event calls logActivity; nothing else writes the collection (the rules forbid it).
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Firestore, WriteBatch, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { SECURITY_ACTIVITY_TYPES } from '../../../src/domain/activity';
import type { ActivityInput } from '../../../src/domain/activity';
import { parseGlobalSettings } from '../../../src/domain/system-settings/global';
import { clientIp } from '../client-ip';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DETAILS = 2000;

/** Days to keep an entry: systemSettings/global.dataRetentionDays, else 2555. */
export async function retentionDays(db: Firestore): Promise<number> {
  const snap = await db.doc('systemSettings/global').get();
  return parseGlobalSettings(snap.data()).dataRetentionDays;
}

/**
 * Whether an entry about `uid` may be logged: a user who turned activity logging off
 * (users/{uid}/settings/privacy.activityLogging === false) still gets security events and
 * entries of actions others took on their account, but not entries of their own actions.
 */
export async function mayLog(db: Firestore, entry: ActivityInput): Promise<boolean> {
  if (SECURITY_ACTIVITY_TYPES.includes(entry.type)) return true;
  if (!entry.actorUid || entry.actorUid !== entry.targetUid) return true;
  const privacy = await db.doc(`users/${entry.actorUid}/settings/privacy`).get();
  return privacy.get('activityLogging') !== false;
}

function entryDoc(entry: ActivityInput, now: Date, days: number) {
  return {
    type: entry.type,
    actorUid: entry.actorUid,
    actorEmail: entry.actorEmail ? entry.actorEmail.toLowerCase() : null,
    targetUid: entry.targetUid,
    targetEmail: entry.targetEmail ? entry.targetEmail.toLowerCase() : null,
    details: entry.details.slice(0, MAX_DETAILS),
    changes: (entry.changes ?? []).slice(0, 50).map((c) => ({
      field: c.field,
      before: c.before === undefined ? null : c.before,
      after: c.after === undefined ? null : c.after,
    })),
    source: entry.source,
    ...(entry.accountId ? { accountId: entry.accountId, accountName: (entry.accountName ?? '').slice(0, 200) } : {}),
    userAgent: entry.userAgent?.slice(0, 300) ?? null,
    ip: entry.ip?.slice(0, 64) ?? null,
    createdAt: FieldValue.serverTimestamp(),
    // For a Firestore TTL policy on a deployed project; the scheduled purge uses createdAt.
    expiresAt: Timestamp.fromMillis(now.getTime() + days * DAY_MS),
  };
}

export type LogOptions = {
  /** Add the entry to this batch or transaction instead of writing it at once. */
  batch?: WriteBatch | Transaction;
  now?: Date;
};

/**
 * Appends an entry (unless the user's privacy setting says not to). With a batch or transaction
 * the entry is written with the change it records; without one, a failure to log is reported
 * but never undoes or fails the action itself.
 */
export async function logActivity(db: Firestore, entry: ActivityInput, { batch, now = new Date() }: LogOptions = {}): Promise<void> {
  try {
    if (!(await mayLog(db, entry))) return;
    const doc = entryDoc(entry, now, await retentionDays(db));
    const ref = db.collection('systemActivity').doc();
    if (batch) (batch as WriteBatch).set(ref, doc);
    else await ref.set(doc);
  } catch (error) {
    if (batch) throw error;
    logger.error('activity log write failed', { type: entry.type, error: String(error) });
  }
}

/**
 * Browser and address of a callable or HTTPS request, for sign-in, sign-out and security entries.
 * The address follows client-ip.ts: the last X-Forwarded-For hop, the one the front end added,
 * never the first, which the client writes itself.
 */
export function requestOrigin(raw: { headers?: Record<string, string | string[] | undefined>; ip?: string } | undefined) {
  const h = raw?.headers ?? {};
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const ip = clientIp({ headers: h, ip: raw?.ip ?? '' });
  return { userAgent: one(h['user-agent']) || undefined, ip: ip && ip !== 'unknown' ? ip : undefined };
}
