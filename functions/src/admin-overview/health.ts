// System health for the admin panel (docs/decisions/0076): the scheduled lifecycle and the Stripe
// webhook record their runs and failures in systemStatus/health (functions only), webhook failures
// are also activity entries (WEBHOOK_FAILED) so they are counted per day, and a callable answers
// the panel with all of it (its round trip shows that functions are answering).
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { billingMode } from '../billing/config';
import { HEALTH_DOC } from './health-record';
import { requireStaff } from '../shared/guards';

const DAY_MS = 24 * 60 * 60 * 1000;

// Duck-typed: a Timestamp read through another copy of the Admin SDK (tests) is one too.
const isoOf = (v: unknown): string | null => (v && typeof (v as Timestamp).toDate === 'function' ? (v as Timestamp).toDate().toISOString() : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const text = (v: unknown) => (typeof v === 'string' ? v : null);

export async function readHealth(database: Firestore, now: Date) {
  const [snap, failures] = await Promise.all([
    database.doc(HEALTH_DOC).get(),
    database
      .collection('systemActivity')
      .where('type', '==', 'WEBHOOK_FAILED')
      .where('createdAt', '>=', Timestamp.fromMillis(now.getTime() - DAY_MS))
      .count()
      .get(),
  ]);
  const lifecycle = (snap.get('lifecycle') ?? {}) as Record<string, unknown>;
  const webhook = (snap.get('webhook') ?? {}) as Record<string, unknown>;
  return {
    serverTime: now.toISOString(),
    provider: billingMode().kind,
    lifecycle: {
      lastRunAt: isoOf(lifecycle.lastRunAt),
      suspended: num(lifecycle.suspended),
      ended: num(lifecycle.ended),
      lastErrorAt: isoOf(lifecycle.lastErrorAt),
      lastError: text(lifecycle.lastError),
    },
    webhook: {
      failures24h: failures.data().count,
      lastFailureAt: isoOf(webhook.lastFailureAt),
      lastFailureReason: text(webhook.lastFailureReason),
    },
  };
}

/**
 * Staff only. Read-only, so it does not ask for a recent sign-in: the panel keeps polling it
 * while open, and a refusal after 15 minutes would read as "functions down".
 */
export const getSystemHealthFn = onCall(async (request) => {
  await requireStaff(request, { stepUp: false });
  return readHealth(db, new Date());
});
