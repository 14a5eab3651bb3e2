// What the admin overview pages read: users and subscriptions counts, the activity log, the admin
// list and systemStatus (functions only). Per role.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, count, doc, getAggregate, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore/lite';
import { beforeEach, describe, it } from 'vitest';
import { seed, setUpRulesEnv, signedIn, signedOut, userDoc } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

beforeEach(async () => {
  await seed(env, {
    'users/alice': userDoc({ email: 'alice@example.com' }),
    'users/ada': userDoc({ email: 'ada@example.com', role: 'admin' }),
    'systemActivity/e1': { type: 'USER_REGISTERED', details: '', createdAt: new Date() },
    'systemStatus/health': { lifecycle: { lastRunAt: new Date() } },
  });
});

const activeCount = (db: ReturnType<typeof signedIn>) =>
  getAggregate(query(collection(db, 'users'), where('role', '==', 'user'), where('subscriptionStatus', '==', 'active')), { n: count() });

describe('admin overview reads', () => {
  it.each(['admin', 'owner'] as const)('%s counts users by role, plan and status', async (role) => {
    await assertSucceeds(activeCount(signedIn(env, 'staff', role)));
    await assertSucceeds(getAggregate(collection(signedIn(env, 'staff', role), 'users'), { n: count() }));
  });

  it('a user cannot count the users or list the admins', async () => {
    await assertFails(activeCount(signedIn(env, 'alice')));
    await assertFails(getDocs(query(collection(signedIn(env, 'alice'), 'users'), where('role', '==', 'admin'))));
    await assertFails(getAggregate(collection(signedIn(env, 'alice'), 'subscriptions'), { n: count() }));
  });

  it('a signed-out visitor reads nothing', async () => {
    await assertFails(activeCount(signedOut(env)));
    await assertFails(getDoc(doc(signedOut(env), 'systemStatus/health')));
  });

  it.each(['admin', 'owner'] as const)('%s lists the admins and the newest activity', async (role) => {
    const db = signedIn(env, 'staff', role);
    await assertSucceeds(getDocs(query(collection(db, 'users'), where('role', '==', 'admin'))));
    await assertSucceeds(getDocs(query(collection(db, 'systemActivity'), orderBy('createdAt', 'desc'), limit(10))));
    await assertSucceeds(getAggregate(collection(db, 'subscriptions'), { n: count() }));
  });

  it('a user cannot read the activity log', async () => {
    await assertFails(getDocs(query(collection(signedIn(env, 'alice'), 'systemActivity'), limit(10))));
  });
});

describe('systemStatus', () => {
  it.each(['admin', 'owner'] as const)('%s reads the health document', async (role) => {
    await assertSucceeds(getDoc(doc(signedIn(env, 'staff', role), 'systemStatus/health')));
  });

  it('a user cannot read it', async () => {
    await assertFails(getDoc(doc(signedIn(env, 'alice'), 'systemStatus/health')));
  });

  it.each(['user', 'admin', 'owner'] as const)('%s cannot write it (functions only)', async (role) => {
    const db = signedIn(env, 'someone', role);
    await assertFails(setDoc(doc(db, 'systemStatus/health'), { lifecycle: { lastRunAt: new Date() } }));
    await assertFails(updateDoc(doc(db, 'systemStatus/health'), { webhook: { failures: 0 } }));
    await assertFails(setDoc(doc(db, 'systemStatus/other'), { ok: true }));
  });
});

describe('role changes stay with functions', () => {
  it('an owner cannot make someone an admin from the browser', async () => {
    await assertFails(updateDoc(doc(signedIn(env, 'boss', 'owner'), 'users/alice'), { role: 'admin' }));
  });

  it('a user cannot make themselves an admin', async () => {
    await assertFails(updateDoc(doc(signedIn(env, 'alice'), 'users/alice'), { role: 'admin' }));
  });
});
