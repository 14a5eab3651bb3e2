// adminAccounts/{accountId} (src/domain/admin-accounts.ts): staff search and count the accounts'
// summaries and read an account's members; nobody else reads them and no browser writes them.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getAggregate, getCount, getDoc, getDocs, limit, orderBy, query, setDoc, sum, where } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { seed, seedAccount, setUpRulesEnv, signedIn, signedOut, type Role } from './helpers';

let env: RulesTestEnvironment;
setUpRulesEnv((created) => {
  env = created;
});

const summary = (accountId: string, over: Record<string, unknown> = {}) => ({
  accountId,
  name: 'Harbour Bakery',
  nameLower: 'harbour bakery',
  ownerUid: accountId,
  ownerEmail: `${accountId}@example.com`,
  memberEmails: [`${accountId}@example.com`, 'colleague@example.com'],
  members: 2,
  seatsUsed: 2,
  planId: 'pro',
  status: 'active',
  trialEndsAt: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...over,
});

describe('the accounts of the admin area', () => {
  it.each(['admin', 'owner'] as Role[])('an %s searches, counts and reads account summaries and members', async (role) => {
    await seedAccount(env, 'alice', 'pro');
    await seed(env, { 'adminAccounts/alice': summary('alice') });
    const db = signedIn(env, 'staff', role);
    const accounts = collection(db, 'adminAccounts');
    await assertSucceeds(getDoc(doc(db, 'adminAccounts/alice')));
    await assertSucceeds(getDocs(query(accounts, where('nameLower', '>=', 'harb'), where('nameLower', '<=', 'harb\uf8ff'), orderBy('nameLower'), limit(20))));
    await assertSucceeds(getDocs(query(accounts, where('memberEmails', 'array-contains', 'colleague@example.com'), limit(20))));
    await assertSucceeds(getCount(query(accounts, where('planId', '==', 'pro'), where('seatsUsed', '>=', 8))));
    await assertSucceeds(getAggregate(accounts, { members: sum('members') }));
    await assertSucceeds(getDocs(collection(db, 'accounts/alice/members')));
  });

  it('a plain user, even a member of the account, reads no summary', async () => {
    await seedAccount(env, 'alice', 'pro');
    await seed(env, { 'adminAccounts/alice': summary('alice') });
    const db = signedIn(env, 'alice');
    await assertFails(getDoc(doc(db, 'adminAccounts/alice')));
    await assertFails(getDocs(collection(db, 'adminAccounts')));
    await assertFails(getDoc(doc(signedOut(env), 'adminAccounts/alice')));
  });

  it.each(['user', 'admin', 'owner'] as Role[])('no browser writes a summary, as %s', async (role) => {
    await seed(env, { 'adminAccounts/alice': summary('alice') });
    const db = signedIn(env, 'alice', role === 'user' ? undefined : role);
    await assertFails(setDoc(doc(db, 'adminAccounts/alice'), summary('alice', { seatsUsed: 0 })));
    await assertFails(setDoc(doc(db, 'adminAccounts/new'), summary('new')));
    await assertFails(deleteDoc(doc(db, 'adminAccounts/alice')));
  });
});
