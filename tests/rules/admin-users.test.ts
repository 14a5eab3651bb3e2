// What the admin user pages read and what nobody may write from a browser (docs/product/architecture.md#privileged-work):
// staff read users, subscriptions and the activity log; a user reads only their own account and
// the activity entries about themselves; nobody writes another user's documents.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { seed, seedAccount, setUpRulesEnv, signedIn, signedOut, userDoc, type Role } from './helpers';

let env: RulesTestEnvironment;
setUpRulesEnv((created) => {
  env = created;
});

const entry = (targetUid: string, type = 'LOGIN') => ({
  type,
  actorUid: targetUid,
  actorEmail: `${targetUid}@example.com`,
  targetUid,
  targetEmail: `${targetUid}@example.com`,
  details: 'Signed in',
  changes: [],
  source: 'app',
  createdAt: Timestamp.now(),
});

describe('users and subscriptions for the admin pages', () => {
  it.each(['admin', 'owner'] as Role[])('an %s lists users newest first, filters, searches and counts them', async (role) => {
    await seedAccount(env, 'alice', 'basic');
    await seedAccount(env, 'bob', 'pro');
    const db = signedIn(env, 'staff', role);
    await assertSucceeds(getDocs(query(collection(db, 'users'), orderBy('createdAt', 'desc'), limit(25))));
    await assertSucceeds(getDocs(query(collection(db, 'users'), where('planId', '==', 'pro'), orderBy('createdAt', 'desc'))));
    await assertSucceeds(getDocs(query(collection(db, 'users'), where('email', '>=', 'some'), where('email', '<=', 'some\uf8ff'), orderBy('email'))));
    await assertSucceeds(getCount(collection(db, 'users')));
    await assertSucceeds(getDoc(doc(db, 'subscriptions/alice')));
    await assertSucceeds(getDocs(collection(db, 'subscriptions')));
  });

  it('a plain user cannot list users or subscriptions, nor read another account', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedAccount(env, 'bob', 'pro');
    const db = signedIn(env, 'alice');
    await assertSucceeds(getDoc(doc(db, 'users/alice')));
    await assertFails(getDoc(doc(db, 'users/bob')));
    await assertFails(getDocs(collection(db, 'users')));
    await assertFails(getDoc(doc(db, 'subscriptions/bob')));
    await assertFails(getDocs(collection(db, 'subscriptions')));
    await assertFails(getDocs(collection(signedOut(env), 'users')));
  });

  it.each(['admin', 'owner'] as Role[])('an %s cannot write another user’s documents from the browser', async (role) => {
    await seedAccount(env, 'alice', 'basic');
    const db = signedIn(env, 'staff', role);
    await assertFails(updateDoc(doc(db, 'users/alice'), { displayName: 'Changed', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { role: 'admin' }));
    await assertFails(updateDoc(doc(db, 'subscriptions/alice'), { planId: 'pro' }));
    await assertFails(setDoc(doc(db, 'users/eve'), userDoc()));
    await assertFails(deleteDoc(doc(db, 'users/alice')));
    await assertFails(deleteDoc(doc(db, 'subscriptions/alice')));
  });

  it.each(['admin', 'owner'] as Role[])('an %s cannot read the business records of another user', async (role) => {
    await seedAccount(env, 'alice', 'pro');
    await seed(env, { 'accounts/alice/clients/c1': { name: 'Client' } });
    const db = signedIn(env, 'staff', role);
    await assertFails(getDoc(doc(db, 'accounts/alice/clients/c1')));
    await assertFails(getCount(collection(db, 'accounts/alice/clients')));
  });

  it('a user cannot change their own search field, role or claims stamp', async () => {
    await seedAccount(env, 'alice', 'basic');
    const db = signedIn(env, 'alice');
    await assertFails(updateDoc(doc(db, 'users/alice'), { displayNameLower: 'x', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { claimsUpdatedAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  });
});

describe('the activity log', () => {
  it.each(['admin', 'owner'] as Role[])('an %s reads every entry, filtered by type, user and date, and writes none', async (role) => {
    await seed(env, { 'systemActivity/a1': entry('alice'), 'systemActivity/a2': entry('bob', 'USER_DELETED') });
    const db = signedIn(env, 'staff', role);
    await assertSucceeds(getDocs(query(collection(db, 'systemActivity'), orderBy('createdAt', 'desc'), limit(25))));
    await assertSucceeds(getDocs(query(collection(db, 'systemActivity'), where('type', '==', 'LOGIN'), orderBy('createdAt', 'desc'))));
    await assertSucceeds(getDocs(query(collection(db, 'systemActivity'), where('targetEmail', '==', 'bob@example.com'))));
    await assertSucceeds(getDocs(query(collection(db, 'systemActivity'), where('createdAt', '>=', Timestamp.fromMillis(0)))));
    await assertFails(setDoc(doc(db, 'systemActivity/a3'), entry('staff')));
    await assertFails(updateDoc(doc(db, 'systemActivity/a1'), { details: 'changed' }));
    await assertFails(deleteDoc(doc(db, 'systemActivity/a1')));
  });

  it('a user reads the security events about themselves and nobody else’s', async () => {
    await seed(env, { 'systemActivity/a1': entry('alice'), 'systemActivity/a2': entry('bob') });
    const db = signedIn(env, 'alice');
    await assertSucceeds(getDoc(doc(db, 'systemActivity/a1')));
    const security = ['LOGIN', 'LOGOUT', 'PASSWORD_CHANGED', 'EMAIL_CHANGED', 'SESSIONS_REVOKED'];
    await assertSucceeds(
      getDocs(
        query(collection(db, 'systemActivity'), where('targetUid', '==', 'alice'), where('type', 'in', security), orderBy('createdAt', 'desc'), limit(5)),
      ),
    );
    await assertFails(getDoc(doc(db, 'systemActivity/a2')));
    await assertFails(getDocs(collection(db, 'systemActivity')));
    await assertFails(getDocs(query(collection(db, 'systemActivity'), where('targetUid', '==', 'bob'))));
    await assertFails(setDoc(doc(db, 'systemActivity/a3'), entry('alice')));
  });

  it('a signed-out visitor reads nothing of the log', async () => {
    await seed(env, { 'systemActivity/a1': entry('alice') });
    await assertFails(getDoc(doc(signedOut(env), 'systemActivity/a1')));
    await assertFails(getDocs(collection(signedOut(env), 'systemActivity')));
  });
});
