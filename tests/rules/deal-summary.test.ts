// The pipeline card's deal summary (accounts/{a}/dealSummary/current, docs/decisions/0196): the
// account's figures, read by its members unless narrowed to their own records, never listed and
// never written by a browser (a function keeps it).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { accountDoc, DAY, memberDoc, seed, setUpRulesEnv, signedIn, subscriptionDoc } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const A = 'acme';
const PATH = `accounts/${A}/dealSummary/current`;

async function seedAccount(): Promise<void> {
  const now = new Date();
  await seed(env, {
    [`accounts/${A}`]: accountDoc({ createdBy: 'olga' }),
    [`subscriptions/${A}`]: subscriptionDoc(
      { planId: 'pro', status: 'active', trialEndsAt: new Date(now.getTime() + 7 * DAY), currentPeriodEnd: new Date(now.getTime() + 20 * DAY) },
      now,
    ),
    [`accounts/${A}/members/olga`]: memberDoc('owner'),
    [`accounts/${A}/members/mara`]: memberDoc('manager', { payroll: false, ownRecordsOnly: true }),
    [`accounts/${A}/members/milo`]: memberDoc('member', { payroll: false, ownRecordsOnly: false }),
    [`accounts/${A}/members/oscar`]: memberDoc('member', { payroll: true, ownRecordsOnly: true }),
    [`accounts/${A}/members/vic`]: memberDoc('viewer', { payroll: false, ownRecordsOnly: false }),
    [`accounts/${A}/members/vera`]: memberDoc('viewer', { payroll: false, ownRecordsOnly: true }),
    [PATH]: { v: 1, openCount: 1, openCents: 100000, byStage: {}, ownWeighted: {}, won: {}, lost: {} },
  });
}

describe('the deal summary', () => {
  it('is read by the owner, a manager, a member and a viewer who see every deal', async () => {
    await seedAccount();
    for (const uid of ['olga', 'mara', 'milo', 'vic']) await assertSucceeds(getDoc(doc(signedIn(env, uid), PATH)));
  });

  it('is not read by members narrowed to their own records, nor by outsiders, nor listed', async () => {
    await seedAccount();
    for (const uid of ['oscar', 'vera', 'stranger']) await assertFails(getDoc(doc(signedIn(env, uid), PATH)));
    await assertFails(getDocs(collection(signedIn(env, 'olga'), `accounts/${A}/dealSummary`)));
  });

  it('is written by no browser, not even the owner', async () => {
    await seedAccount();
    const olga = signedIn(env, 'olga');
    await assertFails(updateDoc(doc(olga, PATH), { openCents: 1 }));
    await assertFails(setDoc(doc(olga, `accounts/${A}/dealSummary/other`), { v: 1 }));
    await assertFails(deleteDoc(doc(olga, PATH)));
  });
});
