// users/{uid} (profile: the user edits only displayName, phone, company, bio) and
// subscriptions/{uid} (functions only).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { setUpRulesEnv, DAY, seed, seedAccount, signedIn, signedOut, subscriptionDoc, userDoc, type Role } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

describe('users/{uid}', () => {
  it("a user reads their own user document but not another user's", async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedAccount(env, 'bob', 'basic');
    const db = signedIn(env, 'alice');
    await assertSucceeds(getDoc(doc(db, 'users/alice')));
    await assertFails(getDoc(doc(db, 'users/bob')));
    await assertFails(getDocs(collection(db, 'users')));
  });

  it('a signed-out visitor cannot read user documents', async () => {
    await seedAccount(env, 'alice', 'basic');
    await assertFails(getDoc(doc(signedOut(env), 'users/alice')));
  });

  it.each(['admin', 'owner'] as Role[])('an %s reads and lists every user document', async (role) => {
    await seedAccount(env, 'alice', 'basic');
    await seedAccount(env, 'bob', 'pro');
    const db = signedIn(env, 'staff', role);
    await assertSucceeds(getDoc(doc(db, 'users/alice')));
    await assertSucceeds(getDocs(collection(db, 'users')));
  });

  it('a user updates their display name and profile fields with updatedAt set to the request time', async () => {
    await seedAccount(env, 'alice', 'basic');
    const db = signedIn(env, 'alice');
    await assertSucceeds(
      updateDoc(doc(db, 'users/alice'), {
        displayName: 'Alice A.',
        phone: '+44 20 7946 0000',
        company: 'Alice & Co',
        bio: 'Hi',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a profile update without updatedAt set to the request time is refused', async () => {
    await seedAccount(env, 'alice', 'basic');
    const db = signedIn(env, 'alice');
    await assertFails(updateDoc(doc(db, 'users/alice'), { displayName: 'Alice' }));
    await assertFails(
      updateDoc(doc(db, 'users/alice'), {
        displayName: 'Alice',
        updatedAt: Timestamp.fromDate(new Date(Date.now() - DAY)),
      }),
    );
  });

  it('a profile field over 500 characters or not a string is refused', async () => {
    await seedAccount(env, 'alice', 'basic');
    const db = signedIn(env, 'alice');
    await assertFails(updateDoc(doc(db, 'users/alice'), { bio: 'x'.repeat(501), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { displayName: 42, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { phone: null, updatedAt: serverTimestamp() }));
  });

  it.each([
    ['role', 'owner'],
    ['role', 'admin'],
    ['planId', 'pro'],
    ['subscriptionStatus', 'active'],
    ['trialEndsAt', Timestamp.fromDate(new Date(Date.now() + 365 * DAY))],
    ['stripeCustomerId', 'cus_fake'],
    ['stripeSubscriptionId', 'sub_fake'],
    ['email', 'other@example.com'],
    ['status', 'active'],
    ['onboardingCompleted', false],
    ['claimsUpdatedAt', null],
    ['somethingNew', true],
  ] as [string, unknown][])('a user cannot change %s on their own user document (%s)', async (field, value) => {
    await seedAccount(env, 'alice', 'basic');
    await seed(env, { 'users/alice': userDoc({ status: 'disabled', subscriptionStatus: 'trial' }) });
    const db = signedIn(env, 'alice');
    await assertFails(updateDoc(doc(db, 'users/alice'), { [field]: value, updatedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(db, 'users/alice'), { [field]: value, displayName: 'A', updatedAt: serverTimestamp() }, { merge: true }));
  });

  it('a user cannot create, overwrite or delete their user document', async () => {
    const db = signedIn(env, 'alice');
    await assertFails(setDoc(doc(db, 'users/alice'), userDoc({ role: 'owner', planId: 'custom' })));
    await seedAccount(env, 'alice', 'basic');
    await assertFails(setDoc(doc(db, 'users/alice'), userDoc({ planId: 'pro', updatedAt: serverTimestamp() })));
    await assertFails(deleteDoc(doc(db, 'users/alice')));
  });

  it("no user can change another user's document, not even an admin or owner", async () => {
    await seedAccount(env, 'alice', 'basic');
    for (const db of [signedIn(env, 'bob'), signedIn(env, 'root', 'admin'), signedIn(env, 'boss', 'owner')]) {
      await assertFails(updateDoc(doc(db, 'users/alice'), { displayName: 'X', updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(db, 'users/alice'), { role: 'admin', updatedAt: serverTimestamp() }));
      await assertFails(deleteDoc(doc(db, 'users/alice')));
    }
  });
});

describe('subscriptions/{uid}', () => {
  it("a user reads their own subscription but not another user's", async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedAccount(env, 'bob', 'basic');
    const db = signedIn(env, 'alice');
    await assertSucceeds(getDoc(doc(db, 'subscriptions/alice')));
    await assertFails(getDoc(doc(db, 'subscriptions/bob')));
    await assertFails(getDocs(collection(db, 'subscriptions')));
  });

  it.each(['admin', 'owner'] as Role[])('an %s reads and lists every subscription', async (role) => {
    await seedAccount(env, 'alice', 'basic');
    const db = signedIn(env, 'staff', role);
    await assertSucceeds(getDoc(doc(db, 'subscriptions/alice')));
    await assertSucceeds(getDocs(collection(db, 'subscriptions')));
  });

  it('any client write to a subscription is refused, for the user and for staff', async () => {
    await seedAccount(env, 'alice', 'basic');
    const now = new Date();
    const upgraded = subscriptionDoc({ planId: 'pro', status: 'active', currentPeriodEnd: new Date(now.getTime() + 30 * DAY) });
    for (const db of [signedIn(env, 'alice'), signedIn(env, 'root', 'admin'), signedIn(env, 'boss', 'owner')]) {
      await assertFails(setDoc(doc(db, 'subscriptions/alice'), upgraded));
      await assertFails(updateDoc(doc(db, 'subscriptions/alice'), { planId: 'pro' }));
      await assertFails(updateDoc(doc(db, 'subscriptions/alice'), { accountLocked: false, paymentFailedAt: null }));
      await assertFails(deleteDoc(doc(db, 'subscriptions/alice')));
    }
    await assertFails(setDoc(doc(signedIn(env, 'carol'), 'subscriptions/carol'), upgraded));
  });
});
