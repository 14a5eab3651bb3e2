// contactSales, systemSettings, systemActivity and the collections only functions touch.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { setUpRulesEnv, seed, signedIn, signedOut, type Role } from './helpers';

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
  it('a signed-out visitor sends a valid contact request', async () => {
    await assertSucceeds(addDoc(collection(signedOut(env), 'contactSales'), contact()));
  });

  it('a signed-in user sends a valid contact request with an empty company', async () => {
    await assertSucceeds(addDoc(collection(signedIn(env, 'alice'), 'contactSales'), contact({ company: '' })));
  });

  it('a contact request without a message is refused', async () => {
    const data: Record<string, unknown> = contact();
    delete data.message;
    await assertFails(addDoc(collection(signedOut(env), 'contactSales'), data));
  });

  it.each([
    ['an extra field', { phone: '123' }],
    ['a blank message', { message: '   ' }],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }],
    ['a blank full name', { fullName: ' ' }],
    ['a full name over 200 characters', { fullName: 'x'.repeat(201) }],
    ['an invalid email', { email: 'not-an-email' }],
    ['an email with a space', { email: 'pat @buyer.test' }],
    ['an email over 320 characters', { email: `${'x'.repeat(320)}@buyer.test` }],
    ['a company over 200 characters', { company: 'x'.repeat(201) }],
    ['a createdAt that is not the request time', { createdAt: Timestamp.fromDate(new Date(2020, 0, 1)) }],
  ])('a contact request with %s is refused', async (_what, over) => {
    await assertFails(addDoc(collection(signedOut(env), 'contactSales'), contact(over)));
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
  it('any signed-in user reads system settings; a signed-out visitor cannot', async () => {
    await seed(env, { 'systemSettings/theme': { primary: '#123456' } });
    await assertSucceeds(getDoc(doc(signedIn(env, 'alice'), 'systemSettings/theme')));
    await assertFails(getDoc(doc(signedOut(env), 'systemSettings/theme')));
  });

  it.each(['database', 'theme', 'global', 'security', 'api', 'notifications'])(
    'the owner writes systemSettings/%s',
    async (name) => {
      await assertSucceeds(setDoc(doc(signedIn(env, 'boss', 'owner'), `systemSettings/${name}`), { x: 1 }));
    },
  );

  it.each(['database', 'theme', 'global', 'security', 'api'])('an admin cannot write systemSettings/%s', async (name) => {
    await assertFails(setDoc(doc(signedIn(env, 'root', 'admin'), `systemSettings/${name}`), { x: 1 }));
  });

  it('an admin writes systemSettings/notifications', async () => {
    await assertSucceeds(setDoc(doc(signedIn(env, 'root', 'admin'), 'systemSettings/notifications'), { email: true }));
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

  it.each(['checkoutSessions', 'apiKeys', 'processedEvents', 'plans', 'somethingElse'])(
    '%s is closed to every client, the owner included',
    async (name) => {
      await seed(env, { [`${name}/d1`]: { a: 1 } });
      for (const db of [signedOut(env), signedIn(env, 'alice'), signedIn(env, 'boss', 'owner')]) {
        await assertFails(getDoc(doc(db, `${name}/d1`)));
        await assertFails(getDocs(collection(db, name)));
        await assertFails(setDoc(doc(db, `${name}/d2`), { a: 1 }));
      }
    },
  );
});
