// Payments and plan changes in the activity log (PAYMENT_PROCESSED, SUBSCRIPTION_UPGRADED).
import type { Firestore } from 'firebase-admin/firestore';
import { formatCents, planAmountCents } from '../../../src/domain/billing';
import type { PaidPlanId } from '../../../src/domain/billing';
import type { PlanId } from '../../../src/domain/types';
import { logActivity } from '../shared/activity';

const RANK: Record<PlanId, number> = { basic: 0, pro: 1, custom: 2 };

async function emailOf(db: Firestore, uid: string): Promise<string | null> {
  const email = (await db.doc(`users/${uid}`).get()).get('email');
  return typeof email === 'string' ? email : null;
}

/** A paid checkout: the payment (test checkout), and the upgrade when the plan rose (or a trial became paid). */
export async function logCheckoutPaid(
  db: Firestore,
  input: { uid: string; plan: PaidPlanId; before: { planId: PlanId; status: string } | null; provider: string; now: Date },
): Promise<void> {
  const email = await emailOf(db, input.uid);
  const who = { actorUid: input.uid, actorEmail: email, targetUid: input.uid, targetEmail: email, source: 'app' as const };
  const amount = formatCents(planAmountCents(input.plan));
  // With Stripe the payment itself arrives as invoice.paid (logInvoicePaid), not here.
  if (input.provider !== 'Stripe')
    await logActivity(
      db,
      { ...who, type: 'PAYMENT_PROCESSED', details: `Payment of ${amount} for the ${input.plan} plan (${input.provider})` },
      { now: input.now },
    );
  const before = input.before;
  if (!before || RANK[input.plan] > RANK[before.planId] || before.status !== 'active') {
    await logActivity(
      db,
      {
        ...who,
        type: 'SUBSCRIPTION_UPGRADED',
        details: `Plan ${before?.planId ?? 'none'} (${before?.status ?? 'none'}) → ${input.plan} (active)`,
        changes: [
          { field: 'plan', before: before?.planId ?? null, after: input.plan },
          { field: 'status', before: before?.status ?? null, after: 'active' },
        ],
      },
      { now: input.now },
    );
  }
}

/** A renewal or other invoice paid through Stripe (webhook). */
export async function logInvoicePaid(db: Firestore, uid: string, amountCents: number | null, now: Date): Promise<void> {
  const email = await emailOf(db, uid);
  await logActivity(
    db,
    {
      type: 'PAYMENT_PROCESSED',
      actorUid: null,
      actorEmail: null,
      targetUid: uid,
      targetEmail: email,
      details: amountCents === null ? 'Invoice paid (Stripe)' : `Invoice of ${formatCents(amountCents)} paid (Stripe)`,
      source: 'system',
    },
    { now },
  );
}
