// A sign-up with an address listed in OWNER_EMAILS but not verified: the token the sign-up
// function really gives it is a user's, and the rules treat it so.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, getDocs } from 'firebase/firestore/lite';
import { afterAll, describe, expect, it } from 'vitest';
import { claimsOf, closeAdmin, deleteUserByEmail, signUpWithPassword } from '../support/emulators';
import { seedAccount, setUpRulesEnv, signedInWith } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

describe('an unverified owner address', () => {
  afterAll(async () => {
    await deleteUserByEmail('owner@demo.test');
    await closeAdmin();
  });

  it('gets role user, so owner-only reads and writes are refused', async () => {
    await deleteUserByEmail('owner@demo.test');
    const { localId: uid, idToken } = await signUpWithPassword('owner@demo.test', 'secret123');
    const claims = claimsOf(idToken);
    expect(claims).toMatchObject({ role: 'user', email_verified: false });

    await seedAccount(env, uid, 'basic');
    await seedAccount(env, 'someone-else', 'pro');
    const asSignedUp = signedInWith(env, uid, { role: claims.role as string, email: 'owner@demo.test', email_verified: false });
    await assertFails(getDocs(collection(asSignedUp, 'subscriptions')));
    await assertFails(getDocs(collection(asSignedUp, 'users')));
    await assertFails(getDocs(collection(asSignedUp, 'contactSales')));

    // The same requests with the owner claim (what a verified owner gets) are allowed.
    const owner = signedInWith(env, uid, { role: 'owner', email: 'owner@demo.test', email_verified: true });
    await assertSucceeds(getDocs(collection(owner, 'subscriptions')));
    await assertSucceeds(getDocs(collection(owner, 'contactSales')));
    await assertSucceeds(getDocs(collection(owner, 'users')));
  });
});
