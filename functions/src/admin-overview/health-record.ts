// What the scheduled lifecycle and the Stripe webhook record for the admin panel's System Health
// (docs/decisions/0076): systemStatus/health (functions only) and, for webhook failures and
// lifecycle runs that changed something, an activity entry. Plain Dates (stored as Timestamps),
// so any copy of the Admin SDK can write them; a failure to record never fails the caller.
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { logActivity } from '../shared/activity';

export const HEALTH_DOC = 'systemStatus/health';

/** A finished scheduled lifecycle run; an activity entry only when it changed something. */
export async function recordLifecycleRun(
  database: Firestore,
  report: { suspended: string[]; ended: string[] },
  startedAt: Date,
  now = new Date(),
): Promise<void> {
  try {
    await database.doc(HEALTH_DOC).set(
      {
        lifecycle: {
          lastRunAt: now,
          durationMs: Math.max(0, now.getTime() - startedAt.getTime()),
          suspended: report.suspended.length,
          ended: report.ended.length,
        },
        updatedAt: now,
      },
      { merge: true },
    );
    if (report.suspended.length + report.ended.length > 0) {
      await logActivity(database, {
        type: 'LIFECYCLE_RUN',
        actorUid: null,
        actorEmail: null,
        targetUid: null,
        targetEmail: null,
        details: `Subscription lifecycle: ${report.suspended.length} suspended, ${report.ended.length} ended`,
        source: 'system',
      });
    }
  } catch (error) {
    logger.error('recording the lifecycle run failed', { error: String(error) });
  }
}

export async function recordLifecycleError(database: Firestore, error: unknown, now = new Date()): Promise<void> {
  try {
    await database.doc(HEALTH_DOC).set({ lifecycle: { lastErrorAt: now, lastError: String(error).slice(0, 300) }, updatedAt: now }, { merge: true });
  } catch (e) {
    logger.error('recording the lifecycle failure failed', { error: String(e) });
  }
}

/** A webhook delivery that was refused or failed: an activity entry and the health document. */
export async function recordWebhookFailure(database: Firestore, reason: string, now = new Date()): Promise<void> {
  try {
    await database.doc(HEALTH_DOC).set({ webhook: { lastFailureAt: now, lastFailureReason: reason.slice(0, 300) }, updatedAt: now }, { merge: true });
    await logActivity(
      database,
      { type: 'WEBHOOK_FAILED', actorUid: null, actorEmail: null, targetUid: null, targetEmail: null, details: `Stripe webhook: ${reason}`, source: 'system' },
      { now },
    );
  } catch (error) {
    logger.error('recording the webhook failure failed', { error: String(error) });
  }
}
