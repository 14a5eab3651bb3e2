// The configured owner (OWNER_EMAILS) gets the owner role only once their e-mail is verified:
// at account creation when the provider already verified it, else at a later sign-in
// (beforeUserSignedIn) or when the app asks (refreshRole) after the verification link was opened.
import type { Firestore } from 'firebase-admin/firestore';
import { configuredRole, parseOwnerEmails, staffSubscription } from '../../src/domain/account';
import type { Role } from '../../src/domain/types';
import { ownerEmailsParam } from './params';

export const ownerEmails = (): string[] => parseOwnerEmails(ownerEmailsParam.value());

/** True when this account should now be made owner (listed, verified, not owner yet). */
export function isOwnerToBe(user: { email?: string | null; emailVerified?: boolean }, currentRole: unknown): boolean {
  return currentRole !== 'owner' && configuredRole(user.email, user.emailVerified === true, ownerEmails()) === 'owner';
}

/**
 * Mirrors an owner grant on users/{uid} and gives the staff plan, with an activity entry, in one
 * batch. The caller sets the claim (returned by a blocking function, or setCustomUserClaims).
 */
export async function writeOwnerGrant(db: Firestore, uid: string, email: string, now: Date): Promise<Role> {
  const plan = staffSubscription(now);
  const batch = db.batch();
  batch.set(
    db.doc(`users/${uid}`),
    {
      role: 'owner',
      planId: plan.planId,
      subscriptionStatus: plan.status,
      trialEndsAt: null,
      updatedAt: now,
      claimsUpdatedAt: now,
    },
    { merge: true },
  );
  batch.set(db.doc(`subscriptions/${uid}`), { ...plan, updatedAt: now }, { merge: true });
  batch.set(db.collection('systemActivity').doc(), {
    type: 'ADMIN_PROMOTED',
    email,
    userId: uid,
    details: 'Role set to owner: a verified e-mail listed in OWNER_EMAILS',
    source: 'system',
    timestamp: now,
    createdAt: now,
  });
  await batch.commit();
  return 'owner';
}
