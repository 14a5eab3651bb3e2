// Per-key rate limits (systemSettings/api): one transaction per request on apiUsage/{keyId},
// which holds the current minute's and day's counts (docs/decisions/0086-api-rate-limits.md).
// The same transaction re-checks that the key is still enabled and stamps lastUsedAt at most
// once a minute.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import type { ApiSettings } from '../../../src/domain/system-settings/api';
import { ApiError, API_MESSAGES } from './errors';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type Usage = { limit: number; remaining: number; reset: number };

/** Counts one request for the key, or refuses it with 429 and Retry-After (seconds). */
export async function countRequest(db: Firestore, keyId: string, limits: ApiSettings, now = new Date()): Promise<Usage> {
  const t = now.getTime();
  const minute = Math.floor(t / MINUTE);
  const day = Math.floor(t / DAY);
  const usageRef = db.doc(`apiUsage/${keyId}`);
  const keyRef = db.doc(`apiKeys/${keyId}`);
  return db.runTransaction(async (tx) => {
    const [usage, key] = await Promise.all([tx.get(usageRef), tx.get(keyRef)]);
    if (!key.exists || key.get('enabled') !== true) throw new ApiError(401, 'unauthenticated', API_MESSAGES.disabledKey);
    const minuteCount = usage.get('minute') === minute ? Number(usage.get('minuteCount') ?? 0) : 0;
    const dayCount = usage.get('day') === day ? Number(usage.get('dayCount') ?? 0) : 0;
    if (dayCount >= limits.rateLimitPerDay) {
      throw new ApiError(429, 'rate-limited', API_MESSAGES.perDay(limits.rateLimitPerDay), { retryAfter: Math.ceil(((day + 1) * DAY - t) / 1000) });
    }
    if (minuteCount >= limits.rateLimitPerMinute) {
      throw new ApiError(429, 'rate-limited', API_MESSAGES.perMinute(limits.rateLimitPerMinute), { retryAfter: Math.ceil(((minute + 1) * MINUTE - t) / 1000) });
    }
    tx.set(usageRef, { minute, minuteCount: minuteCount + 1, day, dayCount: dayCount + 1, updatedAt: Timestamp.fromMillis(t) });
    const lastUsed = key.get('lastUsedAt') as Timestamp | null | undefined;
    if (!lastUsed || t - lastUsed.toMillis() >= MINUTE) tx.update(keyRef, { lastUsedAt: Timestamp.fromMillis(t) });
    return {
      limit: limits.rateLimitPerMinute,
      remaining: limits.rateLimitPerMinute - minuteCount - 1,
      reset: Math.ceil(((minute + 1) * MINUTE) / 1000),
    };
  });
}
