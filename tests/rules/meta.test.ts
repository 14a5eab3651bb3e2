// accounts/{a}/meta/categories and accounts/{a}/meta/settings (the counters are in client-cap.test.ts).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { arrayUnion, deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { setUpRulesEnv, DAY, seed, seedAccount, signedIn } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const names = (n: number) => Array.from({ length: n }, (_, i) => `Category ${i + 1}`);

describe('meta/categories', () => {
  it('a user writes and reads their custom categories', async () => {
    await seedAccount(env, 'alice', 'basic');
    const db = signedIn(env, 'alice');
    const ref = doc(db, 'accounts/alice/meta/categories');
    await assertSucceeds(setDoc(ref, { expenses: ['Rent'], revenues: [], salaries: ['Overtime'] }));
    await assertSucceeds(setDoc(ref, { revenues: arrayUnion('Licensing') }, { merge: true }));
    await assertSucceeds(getDoc(ref));
  });

  it('a first category added with a merge (only one group present) is accepted', async () => {
    await seedAccount(env, 'alice', 'basic');
    const db = signedIn(env, 'alice');
    await assertSucceeds(setDoc(doc(db, 'accounts/alice/meta/categories'), { expenses: arrayUnion('salary') }, { merge: true }));
  });

  it('a group of 100 names is accepted and 101 is refused', async () => {
    await seedAccount(env, 'alice', 'basic');
    const ref = doc(signedIn(env, 'alice'), 'accounts/alice/meta/categories');
    await assertSucceeds(setDoc(ref, { expenses: names(100), revenues: [], salaries: [] }));
    await assertFails(setDoc(ref, { expenses: names(101), revenues: [], salaries: [] }));
  });

  it('an unknown group or a group that is not a list is refused', async () => {
    await seedAccount(env, 'alice', 'basic');
    const ref = doc(signedIn(env, 'alice'), 'accounts/alice/meta/categories');
    await assertFails(setDoc(ref, { expenses: [], revenues: [], salaries: [], tasks: [] }));
    await assertFails(setDoc(ref, { expenses: 'Rent', revenues: [], salaries: [] }));
  });

  it('a group holding maps, or a huge name, is refused', async () => {
    await seedAccount(env, 'alice', 'basic');
    const ref = doc(signedIn(env, 'alice'), 'accounts/alice/meta/categories');
    await assertFails(setDoc(ref, { expenses: [{ blob: 'x' }], revenues: [], salaries: [] }));
    await assertFails(setDoc(ref, { expenses: ['x'.repeat(900 * 1024)], revenues: [], salaries: [] }));
    await assertSucceeds(setDoc(ref, { expenses: names(100).map((n) => n.padEnd(500, '.')), revenues: [], salaries: [] }));
  });

  it('a user whose trial has expired cannot change categories but still reads them', async () => {
    await seedAccount(env, 'alice', 'basic', { status: 'trial', trialEndsAt: new Date(Date.now() - 3 * DAY) });
    await seed(env, { 'accounts/alice/meta/categories': { expenses: ['Rent'], revenues: [], salaries: [] } });
    const ref = doc(signedIn(env, 'alice'), 'accounts/alice/meta/categories');
    await assertFails(setDoc(ref, { expenses: ['Rent', 'Fuel'], revenues: [], salaries: [] }));
    await assertSucceeds(getDoc(ref));
  });

  it("a user can neither read nor write another user's categories", async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedAccount(env, 'bob', 'pro');
    await seed(env, { 'accounts/alice/meta/categories': { expenses: [], revenues: [], salaries: [] } });
    const ref = doc(signedIn(env, 'bob'), 'accounts/alice/meta/categories');
    await assertFails(getDoc(ref));
    await assertFails(setDoc(ref, { expenses: ['Spam'], revenues: [], salaries: [] }));
  });
});

describe('meta/settings', () => {
  // Nothing in the app writes this document (docs/decisions/0052): read and delete only.
  it('a user reads and deletes their settings document', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seed(env, { 'accounts/alice/meta/settings': { theme: 'dark' } });
    const ref = doc(signedIn(env, 'alice'), 'accounts/alice/meta/settings');
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(deleteDoc(ref));
  });

  it('a 900 KB blob is refused, and so is any other write', async () => {
    await seedAccount(env, 'alice', 'basic');
    const ref = doc(signedIn(env, 'alice'), 'accounts/alice/meta/settings');
    await assertFails(setDoc(ref, { blob: 'x'.repeat(900 * 1024) }));
    await assertFails(setDoc(ref, { theme: 'dark' }));
    await assertFails(setDoc(ref, { theme: 'light' }, { merge: true }));
    await seed(env, { 'accounts/alice/meta/settings': { theme: 'dark' } });
    await assertFails(setDoc(ref, { theme: 'light' }, { merge: true }));
  });

  it("a user can neither read nor delete another user's settings", async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedAccount(env, 'bob', 'basic');
    await seed(env, { 'accounts/alice/meta/settings': { theme: 'dark' } });
    const ref = doc(signedIn(env, 'bob'), 'accounts/alice/meta/settings');
    await assertFails(getDoc(ref));
    await assertFails(deleteDoc(ref));
  });
});

describe('other meta documents', () => {
  it('a meta document other than categories, settings and counters is refused', async () => {
    await seedAccount(env, 'alice', 'pro');
    const ref = doc(signedIn(env, 'alice'), 'accounts/alice/meta/anything');
    await assertFails(setDoc(ref, { a: 1 }));
    await assertFails(getDoc(ref));
  });
});

describe('summary (the dashboard figures, docs/decisions/0148)', () => {
  it('the owner reads their summary; nobody else reads it and no browser writes or deletes it', async () => {
    await seedAccount(env, 'alice', 'pro');
    await seedAccount(env, 'bob', 'pro');
    await seed(env, { 'accounts/alice/summary/0': { v: 1, clients: 3 } });
    const alice = signedIn(env, 'alice');
    await assertSucceeds(getDoc(doc(alice, 'accounts/alice/summary/0')));
    await assertFails(getDoc(doc(signedIn(env, 'bob'), 'accounts/alice/summary/0')));
    await assertFails(setDoc(doc(alice, 'accounts/alice/summary/0'), { v: 1, clients: 1000 }));
    await assertFails(setDoc(doc(alice, 'accounts/alice/summary/1'), { v: 1, clients: 1000 }));
    await assertFails(deleteDoc(doc(alice, 'accounts/alice/summary/0')));
  });
});
