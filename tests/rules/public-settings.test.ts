// The owner's public settings: who reads and writes systemSettings/{theme,themeAssets,global,
// security,public}, and maintenance mode refusing the writes of users who are not staff.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { DAY, memberDoc, seed, setUpRulesEnv, signedIn, signedOut, subscriptionDoc } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const PUBLIC_DOCS = ['public', 'theme', 'themeAssets'];
const CALLABLE_ONLY = ['theme', 'themeAssets', 'global', 'security', 'public'];

describe('reading the owner settings', () => {
  it.each(PUBLIC_DOCS)('a signed-out visitor reads systemSettings/%s', async (name) => {
    await seed(env, { [`systemSettings/${name}`]: { primaryColor: 'green' } });
    await assertSucceeds(getDoc(doc(signedOut(env), `systemSettings/${name}`)));
  });

  it.each(['global', 'security'])('a signed-out visitor cannot read systemSettings/%s', async (name) => {
    await seed(env, { [`systemSettings/${name}`]: { sessionTimeout: 60 } });
    await assertFails(getDoc(doc(signedOut(env), `systemSettings/${name}`)));
  });

  it.each(['global', 'security'])('a signed-in user who is not staff cannot read systemSettings/%s; admins and the owner do', async (name) => {
    await seed(env, { [`systemSettings/${name}`]: { sessionTimeout: 60 } });
    await assertFails(getDoc(doc(signedIn(env, 'alice'), `systemSettings/${name}`)));
    await assertSucceeds(getDoc(doc(signedIn(env, 'root', 'admin'), `systemSettings/${name}`)));
    await assertSucceeds(getDoc(doc(signedIn(env, 'boss', 'owner'), `systemSettings/${name}`)));
  });

  it.each(PUBLIC_DOCS)('a signed-in user reads systemSettings/%s', async (name) => {
    await seed(env, { [`systemSettings/${name}`]: { primaryColor: 'green' } });
    await assertSucceeds(getDoc(doc(signedIn(env, 'alice'), `systemSettings/${name}`)));
  });
});

describe('writing the owner settings', () => {
  it.each(CALLABLE_ONLY)('not even the owner writes systemSettings/%s from the browser', async (name) => {
    await assertFails(setDoc(doc(signedIn(env, 'boss', 'owner'), `systemSettings/${name}`), { primaryColor: 'red' }));
  });

  it.each(CALLABLE_ONLY)('an admin cannot write systemSettings/%s', async (name) => {
    await assertFails(setDoc(doc(signedIn(env, 'root', 'admin'), `systemSettings/${name}`), { primaryColor: 'red' }));
  });

  it.each(CALLABLE_ONLY)('a signed-out visitor cannot write systemSettings/%s', async (name) => {
    await assertFails(setDoc(doc(signedOut(env), `systemSettings/${name}`), { primaryColor: 'red' }));
  });
});

describe('maintenance mode', () => {
  const client = () => ({
    name: 'Acme',
    email: 'a@acme.test',
    phone: '',
    company: '',
    value: 0,
    progress: 0,
    notes: '',
    dateAdded: '2026-11-23',
    lastContact: '',
    status: 'active',
    type: 'one-time',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

  async function seedPro(uid: string, maintenanceMode: boolean | null) {
    const docs: Record<string, Record<string, unknown>> = {
      [`subscriptions/${uid}`]: subscriptionDoc({ planId: 'pro', status: 'active', currentPeriodEnd: new Date(Date.now() + 20 * DAY) }),
      [`users/${uid}`]: { email: `${uid}@x.test`, displayName: 'Old', updatedAt: new Date() },
      [`accounts/${uid}/members/${uid}`]: memberDoc('owner'),
    };
    if (maintenanceMode !== null) docs['systemSettings/global'] = { maintenanceMode, maintenanceMessage: 'Back soon' };
    await seed(env, docs);
  }

  it('a paying user writes a record while maintenance is off', async () => {
    await seedPro('alice', false);
    await assertSucceeds(setDoc(doc(signedIn(env, 'alice'), 'accounts/alice/clients/c1'), client()));
  });

  it('a paying user writes a record when the global settings were never saved', async () => {
    await seedPro('alice', null);
    await assertSucceeds(setDoc(doc(signedIn(env, 'alice'), 'accounts/alice/clients/c1'), client()));
  });

  it("maintenance mode refuses a user's record write and profile edit", async () => {
    await seedPro('alice', true);
    const db = signedIn(env, 'alice');
    await assertFails(setDoc(doc(db, 'accounts/alice/clients/c1'), client()));
    await assertFails(updateDoc(doc(db, 'users/alice'), { displayName: 'New', updatedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(db, 'accounts/alice/meta/settings'), { currency: 'USD' }));
  });

  it.each(['admin', 'owner'] as const)('maintenance mode lets %s staff keep working on their own data', async (role) => {
    await seedPro('staffer', true);
    const db = signedIn(env, 'staffer', role);
    await assertSucceeds(setDoc(doc(db, 'accounts/staffer/clients/c1'), client()));
    await assertSucceeds(updateDoc(doc(db, 'users/staffer'), { displayName: 'New', updatedAt: serverTimestamp() }));
  });

  it('users still read their data during maintenance', async () => {
    await seedPro('alice', true);
    await assertSucceeds(getDoc(doc(signedIn(env, 'alice'), 'users/alice')));
  });
});
