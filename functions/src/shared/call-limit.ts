// Bounds on callables that anyone may call often and that write each time (docs/decisions/0181):
// a count per caller (account, or the client IP address for a visitor) and per fixed window, in
// callLimits/{sha256(name:who)}, one transaction per call so parallel calls cannot slip past.
// The documents keep only the hash of who called, and expire with their window.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

export type CallLimit = { name: string; max: number; windowMs: number };

const HOUR = 60 * 60 * 1000;

/** The figures of decision 0181. */
export const CALL_LIMITS = {
  /** A visitor's checkout starts per IP address: each makes a checkout session. */
  visitorCheckout: { name: 'startCheckout:visitor', max: 30, windowMs: HOUR },
  /** A signed-in account's checkout starts. */
  accountCheckout: { name: 'startCheckout:account', max: 20, windowMs: HOUR },
  /** Sign-out entries an account may add to the activity log. */
  signOutLog: { name: 'logSignOutEvent', max: 30, windowMs: HOUR },
  /** Data-export entries an account may add to the activity log. */
  exportLog: { name: 'logDataExportEvent', max: 30, windowMs: HOUR },
} as const satisfies Record<string, CallLimit>;

export const CALL_LIMIT_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

const limitRef = (db: Firestore, limit: CallLimit, who: string) => db.doc(`callLimits/${createHash('sha256').update(`${limit.name}:${who}`).digest('hex')}`);

/** Counts one call of `who`, or refuses it with `resource-exhausted` once the window's count is used. */
export async function countCall(db: Firestore, limit: CallLimit, who: string, now = new Date()): Promise<void> {
  const ref = limitRef(db, limit, who);
  const window = Math.floor(now.getTime() / limit.windowMs);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const count = snap.get('window') === window ? Number(snap.get('count') ?? 0) : 0;
    if (count >= limit.max) {
      const retryAfter = Math.ceil(((window + 1) * limit.windowMs - now.getTime()) / 1000);
      throw new HttpsError('resource-exhausted', CALL_LIMIT_MESSAGE, { retryAfter });
    }
    tx.set(ref, { window, count: count + 1, expiresAt: Timestamp.fromMillis((window + 1) * limit.windowMs) });
  });
}
