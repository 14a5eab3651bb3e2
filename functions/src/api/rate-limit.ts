// Rate limits (systemSettings/api): one transaction per request on apiUsage/{keyId} and
// apiAccountUsage/{accountId}, which hold the current minute's and day's counts of the key and of its
// account (docs/decisions/0086-api-rate-limits.md, 0181).
// The same transaction re-checks that the key is still enabled and stamps lastUsedAt at most
// once a minute.
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { ApiSettings } from '../../../src/domain/system-settings/api';
import { ApiError, API_MESSAGES } from './errors';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type Usage = { limit: number; remaining: number; reset: number };

type Count = { minuteCount: number; dayCount: number };

function countsOf(usage: DocumentSnapshot, minute: number, day: number): Count {
  return {
    minuteCount: usage.get('minute') === minute ? Number(usage.get('minuteCount') ?? 0) : 0,
    dayCount: usage.get('day') === day ? Number(usage.get('dayCount') ?? 0) : 0,
  };
}

/**
 * Counts one request for the key and for its account, or refuses it with 429 and Retry-After
 * (seconds). The owner's figures hold for each key and for all the account's keys together, so
 * more keys do not raise an account's limits, and a deleted key's requests still count for the
 * account that made them (docs/decisions/0181).
 */
export async function countRequest(db: Firestore, key: { keyId: string; accountId: string }, limits: ApiSettings, now = new Date()): Promise<Usage> {
  const t = now.getTime();
  const minute = Math.floor(t / MINUTE);
  const day = Math.floor(t / DAY);
  const usageRef = db.doc(`apiUsage/${key.keyId}`);
  const accountRef = db.doc(`apiAccountUsage/${key.accountId}`);
  const keyRef = db.doc(`apiKeys/${key.keyId}`);
  return db.runTransaction(async (tx) => {
    const [usage, account, keyDoc] = await tx.getAll(usageRef, accountRef, keyRef);
    if (!keyDoc!.exists || keyDoc!.get('enabled') !== true) throw new ApiError(401, 'unauthenticated', API_MESSAGES.disabledKey);
    const ofKey = countsOf(usage!, minute, day);
    const ofAccount = countsOf(account!, minute, day);
    const untilTomorrow = Math.ceil(((day + 1) * DAY - t) / 1000);
    const untilNextMinute = Math.ceil(((minute + 1) * MINUTE - t) / 1000);
    if (ofKey.dayCount >= limits.rateLimitPerDay) {
      throw new ApiError(429, 'rate-limited', API_MESSAGES.perDay(limits.rateLimitPerDay), { retryAfter: untilTomorrow });
    }
    if (ofAccount.dayCount >= limits.rateLimitPerDay) {
      throw new ApiError(429, 'rate-limited', API_MESSAGES.perDayAccount(limits.rateLimitPerDay), { retryAfter: untilTomorrow });
    }
    if (ofKey.minuteCount >= limits.rateLimitPerMinute) {
      throw new ApiError(429, 'rate-limited', API_MESSAGES.perMinute(limits.rateLimitPerMinute), { retryAfter: untilNextMinute });
    }
    if (ofAccount.minuteCount >= limits.rateLimitPerMinute) {
      throw new ApiError(429, 'rate-limited', API_MESSAGES.perMinuteAccount(limits.rateLimitPerMinute), { retryAfter: untilNextMinute });
    }
    const stamp = Timestamp.fromMillis(t);
    tx.set(usageRef, { minute, minuteCount: ofKey.minuteCount + 1, day, dayCount: ofKey.dayCount + 1, updatedAt: stamp });
    tx.set(accountRef, { minute, minuteCount: ofAccount.minuteCount + 1, day, dayCount: ofAccount.dayCount + 1, updatedAt: stamp });
    const lastUsed = keyDoc!.get('lastUsedAt') as Timestamp | null | undefined;
    if (!lastUsed || t - lastUsed.toMillis() >= MINUTE) tx.update(keyRef, { lastUsedAt: stamp });
    return {
      limit: limits.rateLimitPerMinute,
      remaining: limits.rateLimitPerMinute - Math.max(ofKey.minuteCount, ofAccount.minuteCount) - 1,
      reset: Math.ceil(((minute + 1) * MINUTE) / 1000),
    };
  });
}
