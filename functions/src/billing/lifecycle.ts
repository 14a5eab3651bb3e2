// The scheduled subscription lifecycle (docs/decisions/0033-subscription-lifecycle.md): suspends
// and locks accounts whose payment failed more than 3 days ago, and ends cancelled paid plans
// past their period. The decision is lifecycleStep(sub, now); tests call runLifecycle with a
// clock of their own.
import type { Firestore } from 'firebase-admin/firestore';
import { lifecycleStep } from '../../../src/domain/billing';
import { PAYMENT_GRACE_DAYS } from '../../../src/domain/entitlements';
import { DAY_MS } from '../../../src/domain/dates';
import { notifyAdminAlert } from '../system-ops/notify';
import { recordLifecycleRun } from '../admin-overview/health-record';
import { updateSubscription } from './grant';

export type LifecycleReport = { suspended: string[]; ended: string[] };

export async function runLifecycle(db: Firestore, now: Date, onlyUid?: string): Promise<LifecycleReport> {
  const started = new Date(); // wall clock, whatever `now` the caller decides with
  const report: LifecycleReport = { suspended: [], ended: [] };
  const graceStart = new Date(now.getTime() - PAYMENT_GRACE_DAYS * DAY_MS);
  const failing = db.collection('subscriptions').where('paymentFailedAt', '<', graceStart);
  // One equality filter, so no composite index is needed; the period end is checked by lifecycleStep.
  const cancelled = db.collection('subscriptions').where('status', '==', 'cancelled');
  const [a, b] = await Promise.all([failing.get(), cancelled.get()]);
  const uids = new Set([...a.docs, ...b.docs].map((d) => d.id));
  for (const uid of uids) {
    if (onlyUid && uid !== onlyUid) continue;
    const patch = await updateSubscription(db, uid, now, (current) => (current ? lifecycleStep(current, now) : null));
    if (patch?.status === 'suspended') report.suspended.push(uid);
    else if (patch?.planId === 'basic') report.ended.push(uid);
  }
  if (report.suspended.length > 0) {
    const emails = await Promise.all(report.suspended.map(async (uid) => String((await db.doc(`users/${uid}`).get()).get('email') ?? uid)));
    await notifyAdminAlert(db, { kind: 'suspended', emails, graceDays: PAYMENT_GRACE_DAYS }, now);
  }
  // A full run (not the test tools' run for one account) is what System Health shows.
  if (!onlyUid) await recordLifecycleRun(db, report, started);
  return report;
}
