import type { Firestore } from 'firebase-admin/firestore';
import { newAccount } from '../../src/domain/account';
import type { Role } from '../../src/domain/types';
import { displayDefaultsFrom } from '../../src/domain/user-settings/display';
import { newSummaryWrites } from './dashboard/summary';

/**
 * Writes users/{uid}, subscriptions/{uid} and the counters and dashboard summary of a new account in one batch and
 * returns the role to put in the custom claims. Used by the sign-up function and the demo seed.
 * (The Admin SDK stores Dates as Firestore Timestamps.)
 */
export async function createAccountDocs(
  db: Firestore,
  input: { uid: string; email: string; displayName: string; emailVerified: boolean },
  now: Date,
  ownerEmails: readonly string[],
): Promise<Role> {
  const account = newAccount(input, now, ownerEmails);
  // Display settings start from the owner's global defaults (systemSettings/global).
  const display = displayDefaultsFrom((await db.doc('systemSettings/global').get()).data());
  const batch = db.batch();
  batch.set(db.doc(`users/${input.uid}`), {
    ...account.user,
    createdAt: now,
    updatedAt: now,
    lastLogin: now,
    claimsUpdatedAt: now,
  });
  batch.set(db.doc(`subscriptions/${input.uid}`), { ...account.subscription, createdAt: now, updatedAt: now });
  batch.set(db.doc(`users/${input.uid}/meta/counters`), account.counters);
  batch.set(db.doc(`users/${input.uid}/settings/display`), { ...display, updatedAt: now });
  // The dashboard summary starts at zero and counts every record written from now on.
  for (const { ref, data } of newSummaryWrites(db, input.uid)) batch.set(ref, data);
  await batch.commit();
  return account.role;
}
