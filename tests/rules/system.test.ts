// contactSales, systemSettings, systemActivity and the collections only functions touch.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { setUpRulesEnv, seed, signedIn, signedOut, type Role } from './helpers';
import { NOTIFICATION_DEFAULTS } from '../../src/domain/system-settings/notifications';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const contact = (over: Record<string, unknown> = {}) => ({
  fullName: 'Pat Buyer',
  email: 'pat@buyer.test',
  company: 'Buyer Inc',
  message: 'We would like a quote for 40 seats.',
  createdAt: serverTimestamp(),
  ...over,
});

describe('contactSales', () => {
  // Messages arrive through the submitContact function (tests/functions/contact.test.ts).
  it('a direct create is refused for a signed-out visitor, a user and staff, however valid the message', async () => {
    for (const db of [signedOut(env), signedIn(env, 'alice'), signedIn(env, 'boss', 'owner')]) {
      await assertFails(addDoc(collection(db, 'contactSales'), contact()));
      await assertFails(setDoc(doc(db, 'contactSales/chosen-id'), contact({ company: '' })));
    }
  });

  it('a plain user cannot read contact requests but an admin and an owner can', async () => {
    await seed(env, { 'contactSales/c1': { ...contact(), createdAt: Timestamp.now() } });
    await assertFails(getDoc(doc(signedIn(env, 'alice'), 'contactSales/c1')));
    await assertFails(getDocs(collection(signedIn(env, 'alice'), 'contactSales')));
    await assertFails(getDoc(doc(signedOut(env), 'contactSales/c1')));
    await assertSucceeds(getDoc(doc(signedIn(env, 'root', 'admin'), 'contactSales/c1')));
    await assertSucceeds(getDocs(collection(signedIn(env, 'boss', 'owner'), 'contactSales')));
  });

  it('nobody can update or delete a contact request', async () => {
    await seed(env, { 'contactSales/c1': { ...contact(), createdAt: Timestamp.now() } });
    for (const db of [signedOut(env), signedIn(env, 'alice'), signedIn(env, 'boss', 'owner')]) {
      await assertFails(updateDoc(doc(db, 'contactSales/c1'), { message: 'changed' }));
      await assertFails(deleteDoc(doc(db, 'contactSales/c1')));
    }
  });
});

describe('systemSettings', () => {
  it('staff read the non-public system settings; a user who is not staff and a signed-out visitor cannot', async () => {
    await seed(env, { 'systemSettings/database': { host: 'localhost' }, 'systemSettings/notifications': { email: {} } });
    for (const name of ['database', 'notifications']) {
      await assertSucceeds(getDoc(doc(signedIn(env, 'root', 'admin'), `systemSettings/${name}`)));
      await assertFails(getDoc(doc(signedIn(env, 'alice'), `systemSettings/${name}`)));
      await assertFails(getDoc(doc(signedOut(env), `systemSettings/${name}`)));
    }
  });

  // theme, global and security are saved through callables (tests/rules/public-settings.test.ts);
  // api, notifications and database are validated (tests/rules/system-ops-settings.test.ts). Any other
  // settings document is refused, the owner's too.
  it.each(['misc', 'theme', 'global', 'security'])('the owner cannot write an unchecked systemSettings/%s from the browser', async (name) => {
    await assertFails(setDoc(doc(signedIn(env, 'boss', 'owner'), `systemSettings/${name}`), { x: 1 }));
  });

  it.each(['database', 'theme', 'global', 'security', 'api'])('an admin cannot write systemSettings/%s', async (name) => {
    await assertFails(setDoc(doc(signedIn(env, 'root', 'admin'), `systemSettings/${name}`), { x: 1 }));
  });

  it('an admin writes systemSettings/notifications', async () => {
    await assertSucceeds(setDoc(doc(signedIn(env, 'root', 'admin'), 'systemSettings/notifications'), NOTIFICATION_DEFAULTS));
  });

  it('a plain user cannot write any system setting, notifications included', async () => {
    const db = signedIn(env, 'alice', 'user');
    await assertFails(setDoc(doc(db, 'systemSettings/notifications'), { email: true }));
    await assertFails(setDoc(doc(db, 'systemSettings/theme'), { x: 1 }));
  });
});

describe('systemActivity and function-only collections', () => {
  it.each(['admin', 'owner'] as Role[])('an %s reads system activity but cannot write it', async (role) => {
    await seed(env, { 'systemActivity/a1': { type: 'signup', at: Timestamp.now() } });
    const db = signedIn(env, 'staff', role);
    await assertSucceeds(getDoc(doc(db, 'systemActivity/a1')));
    await assertSucceeds(getDocs(collection(db, 'systemActivity')));
    await assertFails(setDoc(doc(db, 'systemActivity/a2'), { type: 'fake' }));
    await assertFails(deleteDoc(doc(db, 'systemActivity/a1')));
  });

  it('a plain user cannot read system activity about someone else', async () => {
    await seed(env, { 'systemActivity/a1': { type: 'signup', targetUid: 'bob', at: Timestamp.now() } });
    await assertFails(getDoc(doc(signedIn(env, 'alice'), 'systemActivity/a1')));
  });

  // apiKeys: tests/rules/system-ops-settings.test.ts (a user reads their own, the owner all).
  it.each(['checkoutSessions', 'apiUsage', 'processedEvents', 'plans', 'somethingElse'])('%s is closed to every client, the owner included', async (name) => {
    await seed(env, { [`${name}/d1`]: { a: 1 } });
    for (const db of [signedOut(env), signedIn(env, 'alice'), signedIn(env, 'boss', 'owner')]) {
      await assertFails(getDoc(doc(db, `${name}/d1`)));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(setDoc(doc(db, `${name}/d2`), { a: 1 }));
    }
  });
});
