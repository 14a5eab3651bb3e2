// People and accounts seeded for the member callables' tests (members.test.ts,
// account-activity.test.ts): signed-up people, an account with its owner, its members, as the
// functions would write them.
import type { AccountRole } from '../../src/domain/accounts';
import { adminAuth, adminDb, signInWithPassword, signUpWithPassword, uniqueEmail } from '../support/emulators';

export type Person = { uid: string; email: string; idToken: string };

export const PASSWORD = 'secret123';

/** A signed-up person; `verified` marks the e-mail verified and signs in again for a token that says so. */
export async function person(prefix: string, { verified = true, email = uniqueEmail(prefix) } = {}): Promise<Person> {
  const { localId: uid, idToken } = await signUpWithPassword(email, PASSWORD);
  if (!verified) return { uid, email, idToken };
  await adminAuth().updateUser(uid, { emailVerified: true });
  const fresh = await signInWithPassword(email, PASSWORD);
  return { uid, email, idToken: fresh.idToken };
}

/** An account whose owner is `owner`, on `planId`, seeded as the functions would write it. */
export async function seedAccount(planId: 'basic' | 'pro' | 'custom', name = 'Acme Studio') {
  const owner = await person('owner');
  const accountId = `team-${owner.uid}`;
  const db = adminDb();
  const now = new Date();
  await db.doc(`accounts/${accountId}`).set({ name, createdBy: owner.uid, createdAt: now, updatedAt: now });
  await db.doc(`subscriptions/${accountId}`).set({ planId, status: 'active', trialEndsAt: null, accountLocked: false, createdAt: now, updatedAt: now });
  await addMember(accountId, owner, 'owner');
  return { accountId, owner };
}

export async function addMember(accountId: string, who: Person, role: AccountRole) {
  const db = adminDb();
  await db.doc(`accounts/${accountId}/members/${who.uid}`).set({
    role,
    ownRecordsOnly: false,
    payroll: role === 'owner' || role === 'manager',
    email: who.email.toLowerCase(),
    displayName: who.email.split('@')[0],
    joinedAt: new Date(),
    invitedBy: null,
  });
  await db.doc(`users/${who.uid}`).set({ accounts: { [accountId]: role } }, { merge: true });
}

export const memberDoc = async (accountId: string, uid: string) => (await adminDb().doc(`accounts/${accountId}/members/${uid}`).get()).data();
export const accountsOf = async (uid: string) => ((await adminDb().doc(`users/${uid}`).get()).get('accounts') ?? {}) as Record<string, string>;
