// The crowd of demo customers for the admin screens: a few hundred users of mixed plans,
// statuses and signup months, with their activity (sign-ups, sign-ins, upgrades, payments).
// Plain documents without Auth accounts (they cannot sign in); the admin pages, the analytics
// and the activity log treat them like any account. Written in batches with the Admin SDK, with
// fixed ids so that running the seed again replaces them. Each has their own account, as a
// sign-up gives (accounts/{uid} with its owner's member document, users/{uid}.accounts).
import { FieldPath } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { addDays } from '../src/domain/dates';
import { founderMember } from '../src/domain/accounts';
import { planAmountCents } from '../src/domain/billing';
import type { PlanId, SubscriptionStatus } from '../src/domain/types';
import { DemoWriter } from './demo-writer';

const DAY = 24 * 60 * 60 * 1000;
const RETENTION_DAYS = 2555;

const FIRST = [
  'Ava',
  'Liam',
  'Mia',
  'Noah',
  'Zoe',
  'Ethan',
  'Chloe',
  'Lucas',
  'Ella',
  'Mason',
  'Aria',
  'Leo',
  'Nora',
  'Omar',
  'Ivy',
  'Kai',
  'Rosa',
  'Yusuf',
  'Hana',
  'Theo',
];
const LAST = ['Garcia', 'Smith', 'Nguyen', 'Patel', 'Kim', 'Johnson', 'Brown', 'Lopez', 'Chen', 'Davis', 'Moore', 'Khan', 'Okafor', 'Rossi', 'Silva'];
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/17.5',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) Mobile/15E148',
];

type Plan = { planId: PlanId; status: SubscriptionStatus };
// Weighted mix: most are basic trials or paying basic, a fair share Pro, a few cancelled or suspended.
const MIX: [Plan, number][] = [
  [{ planId: 'basic', status: 'trial' }, 30],
  [{ planId: 'basic', status: 'active' }, 25],
  [{ planId: 'pro', status: 'active' }, 22],
  [{ planId: 'pro', status: 'trial' }, 6],
  [{ planId: 'basic', status: 'cancelled' }, 7],
  [{ planId: 'pro', status: 'cancelled' }, 4],
  [{ planId: 'pro', status: 'suspended' }, 3],
  [{ planId: 'custom', status: 'active' }, 3],
];

/** Removes the demo customers, their accounts and their activity (what seedDemoUsers writes). */
export async function removeDemoUsers(db: Firestore) {
  const w = new DemoWriter(db);
  for (const [col, prefix] of [
    ['users', 'demo-user-'],
    ['accounts', 'demo-user-'],
    ['subscriptions', 'demo-user-'],
    ['systemActivity', 'demo-act-'],
  ] as const) {
    const snap = await db
      .collection(col)
      .where(FieldPath.documentId(), '>=', db.doc(`${col}/${prefix}`))
      .where(FieldPath.documentId(), '<', db.doc(`${col}/${prefix}~`))
      .select()
      .get();
    for (const d of snap.docs) {
      w.delete(d.ref);
      // An account's only member is its founder.
      if (col === 'accounts') w.delete(d.ref.collection('members').doc(d.id));
    }
  }
  await w.flush();
}

/** Seeds `count` demo users with their activity; returns how many documents were written. */
export async function seedDemoUsers(db: Firestore, now: Date, count = 300): Promise<number> {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const total = MIX.reduce((s, [, w]) => s + w, 0);
  const pickPlan = (): Plan => {
    let r = random() * total;
    for (const [plan, w] of MIX) if ((r -= w) < 0) return plan;
    return MIX[0]![0];
  };
  await removeDemoUsers(db);
  const w = new DemoWriter(db);
  let act = 0;
  const activity = (at: Date, entry: Record<string, unknown>) => {
    act += 1;
    w.set(`systemActivity/demo-act-${String(act).padStart(5, '0')}`, {
      changes: [],
      source: 'app',
      userAgent: null,
      ip: null,
      ...entry,
      createdAt: at,
      expiresAt: new Date(at.getTime() + RETENTION_DAYS * DAY),
    });
  };

  for (let i = 0; i < count; i += 1) {
    const uid = `demo-user-${String(i + 1).padStart(3, '0')}`;
    const name = `${FIRST[Math.floor(random() * FIRST.length)]} ${LAST[Math.floor(random() * LAST.length)]}`;
    const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i + 1}@customers.test`;
    // Signups spread over the last 12 months, more of them recently.
    const daysAgo = Math.floor(365 * random() ** 1.6);
    const createdAt = new Date(now.getTime() - daysAgo * DAY - Math.floor(random() * DAY));
    const plan = pickPlan();
    const planId = plan.planId;
    let status = plan.status;
    if (status === 'trial' && daysAgo > 20) status = random() < 0.5 ? 'active' : 'cancelled';
    const trialDays = planId === 'pro' ? 30 : 7;
    const trialEndsAt = status === 'trial' ? addDays(createdAt, trialDays) : null;
    const periodStart = new Date(now.getTime() - Math.floor(random() * 25) * DAY);
    const periodEnd = status === 'trial' ? trialEndsAt : addDays(periodStart, 30);
    const lastLogin = random() < 0.1 ? null : new Date(Math.min(now.getTime(), createdAt.getTime() + random() * (now.getTime() - createdAt.getTime())));
    const who = { actorUid: uid, actorEmail: email, targetUid: uid, targetEmail: email };

    w.set(`users/${uid}`, {
      email,
      displayName: name,
      displayNameLower: name.toLowerCase(),
      role: 'user',
      planId,
      subscriptionStatus: status,
      trialEndsAt,
      createdAt,
      updatedAt: lastLogin ?? createdAt,
      lastLogin,
      claimsUpdatedAt: createdAt,
      status: 'active',
      onboardingCompleted: true,
      phone: '',
      company: `${name.split(' ')[1]} & Co`,
      bio: '',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      accounts: { [uid]: 'owner' },
    });
    w.set(`accounts/${uid}`, { name: `${name.split(' ')[1]} & Co`, createdBy: uid, createdAt, updatedAt: createdAt });
    w.set(`accounts/${uid}/members/${uid}`, founderMember({ email, displayName: name }, createdAt));
    w.set(`subscriptions/${uid}`, {
      planId,
      status,
      trialEndsAt,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      paymentFailedAt: status === 'suspended' ? new Date(now.getTime() - 5 * DAY) : null,
      accountLocked: status === 'suspended',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      createdAt,
      updatedAt: lastLogin ?? createdAt,
    });
    activity(createdAt, { ...who, type: 'USER_REGISTERED', details: 'Account created with a 7-day Basic trial' });
    if (status !== 'trial' && planId !== 'basic') {
      const paidAt = new Date(createdAt.getTime() + Math.min(daysAgo, 7) * DAY * random());
      activity(paidAt, {
        ...who,
        type: 'PAYMENT_PROCESSED',
        details: `Payment of $${(planAmountCents(planId === 'pro' ? 'pro' : 'basic') / 100).toFixed(2)} for the ${planId} plan (test checkout)`,
      });
      activity(new Date(paidAt.getTime() + 1000), {
        ...who,
        type: 'SUBSCRIPTION_UPGRADED',
        details: `Plan basic (trial) → ${planId} (active)`,
        changes: [{ field: 'plan', before: 'basic', after: planId }],
      });
    }
    if (lastLogin) {
      activity(lastLogin, { ...who, type: 'LOGIN', details: 'Signed in', userAgent: AGENTS[i % AGENTS.length], ip: `203.0.113.${(i % 250) + 1}` });
      if (random() < 0.4) activity(new Date(lastLogin.getTime() + 40 * 60_000), { ...who, type: 'LOGOUT', details: 'Signed out' });
      if (random() < 0.1) activity(new Date(lastLogin.getTime() + 10 * 60_000), { ...who, type: 'DATA_EXPORTED', details: 'Exported their data (csv)' });
    }
  }
  return w.flush();
}
