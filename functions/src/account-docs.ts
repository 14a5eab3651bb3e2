import type { Firestore } from 'firebase-admin/firestore';
import { newAccount } from '../../src/domain/account';
import { accountPaths, defaultAccountName, founderMember } from '../../src/domain/accounts';
import type { AccountDoc, AccountMemberships } from '../../src/domain/accounts';
import type { Role } from '../../src/domain/types';
import { displayDefaultsFrom } from '../../src/domain/user-settings/display';
import { newSummaryWrites } from './dashboard/summary';

/**
 * Writes, in one batch, the person (users/{uid}, with `accounts: { [uid]: 'owner' }`), their own
 * settings, and their account (docs/product/accounts.md): accounts/{uid}, its founder's member
 * document, its subscription (subscriptions/{uid}, the trial), its counters and its dashboard
 * summary. Returns the role to put in the custom claims. Used by the sign-up function, the admin
 * who adds an admin, and the demo seed (which passes the root's copy of the Admin SDK: nothing
 * here takes a sentinel from this copy). The Admin SDK stores Dates as Firestore Timestamps.
 */
export async function createAccountDocs(
  db: Firestore,
  input: { uid: string; email: string; displayName: string; emailVerified: boolean },
  now: Date,
  ownerEmails: readonly string[],
): Promise<Role> {
  const account = newAccount(input, now, ownerEmails);
  const accountId = input.uid;
  // Display settings start from the owner's global defaults (systemSettings/global).
  const display = displayDefaultsFrom((await db.doc('systemSettings/global').get()).data());
  const accounts: AccountMemberships = { [accountId]: 'owner' };
  const accountDoc: AccountDoc = {
    name: defaultAccountName({ displayName: account.user.displayName, email: account.user.email }),
    createdBy: input.uid,
    createdAt: now,
    updatedAt: now,
  };
  const batch = db.batch();
  batch.set(db.doc(`users/${input.uid}`), {
    ...account.user,
    accounts,
    createdAt: now,
    updatedAt: now,
    lastLogin: now,
    claimsUpdatedAt: now,
  });
  batch.set(db.doc(`users/${input.uid}/settings/display`), { ...display, updatedAt: now });
  batch.set(db.doc(accountPaths.account(accountId)), accountDoc);
  batch.set(db.doc(accountPaths.member(accountId, input.uid)), founderMember({ email: account.user.email, displayName: account.user.displayName }, now));
  batch.set(db.doc(accountPaths.subscription(accountId)), { ...account.subscription, createdAt: now, updatedAt: now });
  batch.set(db.doc(accountPaths.counters(accountId)), account.counters);
  // The dashboard summary starts at zero and counts every record written from now on.
  for (const { ref, data } of newSummaryWrites(db, accountId)) batch.set(ref, data);
  await batch.commit();
  return account.role;
}
