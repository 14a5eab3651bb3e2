// No client, signed in or not, staff or not, can touch the billing collections or its own plan.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc } from 'firebase/firestore/lite';
import { closeRulesClients, createRulesEnv, seed, signedIn, signedOut } from '../rules/helpers';

let env: RulesTestEnvironment;

describe('billing collections are functions-only', () => {
  beforeAll(async () => {
    env = await createRulesEnv();
    await seed(env, {
      'users/alice': { planId: 'basic', subscriptionStatus: 'trial', role: 'user' },
      'subscriptions/alice': { planId: 'basic', status: 'trial' },
    });
  });
  afterAll(async () => {
    await closeRulesClients();
    await env.cleanup();
  });

  for (const path of ['checkoutSessions/cs_test_abcdefghij', 'checkoutClaims/cs_test_abcdefghij', 'processedEvents/evt_1']) {
    it(`${path.split('/')[0]} can be neither read nor written by anyone`, async () => {
      for (const db of [signedIn(env, 'alice'), signedIn(env, 'root', 'owner'), signedOut(env)]) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { uid: 'alice', status: 'complete' }));
      }
    });
  }

  it('a user cannot grant itself a plan, a status or a subscription', async () => {
    const db = signedIn(env, 'alice');
    await assertFails(updateDoc(doc(db, 'users/alice'), { planId: 'pro' }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { subscriptionStatus: 'active' }));
    await assertFails(updateDoc(doc(db, 'subscriptions/alice'), { planId: 'pro', status: 'active' }));
  });
});
