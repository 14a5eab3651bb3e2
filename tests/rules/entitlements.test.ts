// The rules implement the same entitlement table as src/domain/entitlements.ts: every shared case
// from src/domain/entitlements-cases.ts is replayed here against the emulator (real server time;
// the cases keep every date at least 2 hours away from a boundary).
import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, increment, setDoc, writeBatch } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { entitlementCases, type EntitlementCase } from '../../src/domain/entitlements-cases';
import { parseRecord, RECORD_FIELDS } from '../../src/domain/schemas';
import { setUpRulesEnv, expectAllowed, KINDS, newRecord, seed, memberDoc, signedIn, storedRecord, ts, userDoc, validRecords } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const cases = entitlementCases(new Date());
const UID = 'case-user';

async function seedCase(c: EntitlementCase): Promise<void> {
  await seed(env, {
    [`users/${UID}`]: userDoc({
      role: c.user.role,
      planId: c.user.planId,
      subscriptionStatus: c.user.subscriptionStatus,
      trialEndsAt: ts(c.user.trialEndsAt),
    }),
    [`subscriptions/${UID}`]: {
      planId: c.subscription.planId,
      status: c.subscription.status,
      trialEndsAt: ts(c.subscription.trialEndsAt),
      currentPeriodStart: null,
      currentPeriodEnd: ts(c.subscription.currentPeriodEnd),
      paymentFailedAt: ts(c.subscription.paymentFailedAt),
      accountLocked: c.subscription.accountLocked,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      createdAt: null,
      updatedAt: null,
    },
    [`accounts/${UID}/members/${UID}`]: memberDoc('owner'),
    [`accounts/${UID}/revenues/kept`]: storedRecord('revenues'),
  });
}

describe('the shared entitlement cases', () => {
  it('the table is not empty and covers staff, basic and pro accounts', () => {
    expect(cases.length).toBeGreaterThan(10);
    expect(new Set(cases.map((c) => c.user.role))).toEqual(new Set(['user', 'admin', 'owner']));
    expect(new Set(cases.map((c) => c.subscription.planId))).toEqual(new Set(['basic', 'pro', 'custom']));
  });

  it('the test records carry exactly the fields of the domain schemas and pass them', () => {
    for (const kind of KINDS) {
      expect(Object.keys(validRecords[kind]()).sort()).toEqual([...RECORD_FIELDS[kind]].sort());
      expect(parseRecord(kind, validRecords[kind]()).ok).toBe(true);
    }
  });

  describe.each(cases)('$name', (c) => {
    it(`a revenue create is ${c.expect.canWrite ? 'allowed' : 'refused'}`, async () => {
      await seedCase(c);
      const db = signedIn(env, UID, c.user.role);
      await expectAllowed(c.expect.canWrite, setDoc(doc(db, `accounts/${UID}/revenues/r1`), newRecord('revenues')));
    });

    const expenses = c.expect.canWrite && c.expect.features.expenses;
    it(`an expense create is ${expenses ? 'allowed' : 'refused'}`, async () => {
      await seedCase(c);
      const db = signedIn(env, UID, c.user.role);
      await expectAllowed(expenses, setDoc(doc(db, `accounts/${UID}/expenses/x1`), newRecord('expenses')));
    });

    const salaries = c.expect.canWrite && c.expect.features.salaries;
    it(`an employee and a salary create are ${salaries ? 'allowed' : 'refused'}`, async () => {
      await seedCase(c);
      const db = signedIn(env, UID, c.user.role);
      await expectAllowed(c.expect.canWrite && c.expect.features.team, setDoc(doc(db, `accounts/${UID}/employees/e1`), newRecord('employees')));
      await expectAllowed(salaries, setDoc(doc(db, `accounts/${UID}/salaries/s1`), newRecord('salaries')));
    });

    it('reading its own revenues is always allowed', async () => {
      await seedCase(c);
      const db = signedIn(env, UID, c.user.role);
      const kept = await getDoc(doc(db, `accounts/${UID}/revenues/kept`));
      expect(kept.exists()).toBe(true);
      const list = await getDocs(collection(db, `accounts/${UID}/revenues`));
      expect(list.size).toBe(1);
    });

    const uncapped = c.expect.canWrite && c.expect.clientCap === null;
    it(`a client create without a counter step is ${uncapped ? 'allowed' : 'refused'}`, async () => {
      await seedCase(c);
      const db = signedIn(env, UID, c.user.role);
      await expectAllowed(uncapped, setDoc(doc(db, `accounts/${UID}/clients/c1`), newRecord('clients')));
    });

    it(`a client create with its counter step is ${c.expect.canWrite ? 'allowed' : 'refused'}`, async () => {
      await seedCase(c);
      const db = signedIn(env, UID, c.user.role);
      const batch = writeBatch(db);
      batch.set(doc(db, `accounts/${UID}/clients/c1`), newRecord('clients'));
      batch.set(doc(db, `accounts/${UID}/meta/counters`), { clients: increment(1), lastClientId: 'c1' }, { merge: true });
      await expectAllowed(c.expect.canWrite, batch.commit());
    });
  });
});
