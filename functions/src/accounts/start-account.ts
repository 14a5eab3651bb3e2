// startAccount() (docs/product/accounts.md#deleting-the-account): a signed-in person who belongs
// to no account (they deleted their last one, or were removed from it) starts a new one. They are
// its owner; its id is their uid when that is free. It has no trial: everyone had the sign-up
// trial with the account sign-up made them (docs/decisions/0187), so a deleted and re-created
// account opens on the plan chooser; the checkout trials they had (users/{uid}.trialsUsed, kept
// by deleteAccount) stay used.
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { staffSubscription } from '../../../src/domain/account';
import { ACCOUNT_DELETION_MESSAGES, endedTrialAt, trialsHad } from '../../../src/domain/account-deletion';
import { accountPaths, defaultAccountName, founderMember } from '../../../src/domain/accounts';
import type { AccountDoc } from '../../../src/domain/accounts';
import { trialsUsedOf } from '../billing/grant';
import { newSummaryWrites } from '../dashboard/summary';
import { logActivity } from '../shared/activity';

export async function startAccount(db: Firestore, request: CallableRequest, now = new Date()): Promise<{ accountId: string }> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  const uid = request.auth.uid;
  const userRef = db.doc(`users/${uid}`);
  const authUser = await getAuth().getUser(uid);
  const role = authUser.customClaims?.role === 'owner' || authUser.customClaims?.role === 'admin' ? 'staff' : 'user';
  return db.runTransaction(async (tx) => {
    const user = await tx.get(userRef);
    if (!user.exists) throw new HttpsError('not-found', 'Your account was not found.');
    const listed = user.get('accounts') as Record<string, unknown> | undefined;
    if (listed && Object.values(listed).some((r) => typeof r === 'string')) throw new HttpsError('failed-precondition', ACCOUNT_DELETION_MESSAGES.hasAccount);
    const own = await tx.get(db.doc(accountPaths.account(uid)));
    const accountId = own.exists ? db.collection('accounts').doc().id : uid;
    const email = String(user.get('email') ?? authUser.email ?? '').toLowerCase();
    const displayName = String(user.get('displayName') ?? authUser.displayName ?? '');
    const plan =
      role === 'staff'
        ? staffSubscription(now)
        : {
            planId: 'basic' as const,
            status: 'trial' as const,
            // No trial: it ends as the account begins, so the account opens on the plan chooser.
            trialEndsAt: endedTrialAt(now),
            currentPeriodStart: now,
            currentPeriodEnd: endedTrialAt(now),
            paymentFailedAt: null,
            accountLocked: false,
          };
    const accountDoc: AccountDoc = { name: defaultAccountName({ displayName, email }), createdBy: uid, createdAt: now, updatedAt: now };
    tx.set(db.doc(accountPaths.account(accountId)), accountDoc);
    tx.set(db.doc(accountPaths.member(accountId, uid)), founderMember({ email, displayName }, now));
    tx.set(db.doc(accountPaths.subscription(accountId)), {
      ...plan,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      // Basic's trial was the sign-up's; a checkout gives none of the trials had before (docs/decisions/0181).
      trialsUsed: trialsHad(trialsUsedOf(user.data()), true),
      createdAt: now,
      updatedAt: now,
    });
    tx.set(db.doc(accountPaths.counters(accountId)), { clients: 0, lastClientId: '' });
    for (const { ref, data } of newSummaryWrites(db, accountId)) tx.set(ref, data);
    tx.set(
      userRef,
      { accounts: { [accountId]: 'owner' }, planId: plan.planId, subscriptionStatus: plan.status, trialEndsAt: plan.trialEndsAt, updatedAt: now },
      { merge: true },
    );
    await logActivity(
      db,
      {
        type: 'USER_REGISTERED',
        actorUid: uid,
        actorEmail: email,
        targetUid: uid,
        targetEmail: email,
        details: 'New account started, without a trial (the sign-up trial was used before)',
        source: 'app',
      },
      { batch: tx, now },
    );
    return { accountId };
  });
}
