// The member switches (src/domain/record-access.ts, docs/product/accounts.md#the-member-switches)
// and who wrote a record (ownerId, createdBy, updatedBy): what a Member narrowed to their own
// records, a Member or Viewer without payroll, and the writers' stamps may and may not do, on
// every collection the switches touch (clients, tasks, salaries, expenses, payrollSummary) and
// on those they leave alone.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { accountDoc, DAY, memberDoc, newRecord, rulesOff, seed, setUpRulesEnv, signedIn, storedRecord, subscriptionDoc } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const A = 'acme';
// olga owns the account; mara manages it; milo is a Member with both switches off (own records
// only, no payroll); pia is a Member with payroll; oscar a Member narrowed to his own records
// (with payroll); vera a Viewer narrowed and without payroll.
const MEMBERS: Record<string, Record<string, unknown>> = {
  olga: memberDoc('owner'),
  mara: memberDoc('manager', { payroll: false, ownRecordsOnly: true }),
  milo: memberDoc('member', { payroll: false, ownRecordsOnly: false }),
  pia: memberDoc('member', { payroll: true, ownRecordsOnly: false }),
  oscar: memberDoc('member', { payroll: true, ownRecordsOnly: true }),
  vera: memberDoc('viewer', { payroll: false, ownRecordsOnly: true }),
};

async function seedAccount(): Promise<void> {
  const now = new Date();
  await seed(
    env,
    Object.fromEntries<Record<string, unknown>>([
      [`accounts/${A}`, accountDoc({ createdBy: 'olga' })],
      [
        `subscriptions/${A}`,
        subscriptionDoc(
          { planId: 'pro', status: 'active', trialEndsAt: new Date(now.getTime() + 7 * DAY), currentPeriodEnd: new Date(now.getTime() + 20 * DAY) },
          now,
        ),
      ],
      ...Object.entries(MEMBERS).map(([uid, m]): [string, Record<string, unknown>] => [`accounts/${A}/members/${uid}`, m]),
      [`accounts/${A}/clients/oscars`, storedRecord('clients', { ownerId: 'oscar', createdBy: 'oscar', updatedBy: 'oscar' })],
      [`accounts/${A}/clients/olgas`, storedRecord('clients', { ownerId: 'olga', createdBy: 'olga', updatedBy: 'olga' })],
      [`accounts/${A}/clients/nobodys`, storedRecord('clients')],
      [`accounts/${A}/tasks/oscars`, storedRecord('tasks', { ownerId: 'oscar' })],
      [`accounts/${A}/tasks/olgas`, storedRecord('tasks', { ownerId: 'olga' })],
      [`accounts/${A}/salaries/s1`, storedRecord('salaries', { expenseId: 'paid', ownerId: 'olga' })],
      [`accounts/${A}/expenses/paid`, storedRecord('expenses', { salaryId: 's1', category: 'salary', ownerId: 'olga' })],
      [`accounts/${A}/expenses/laptop`, storedRecord('expenses', { ownerId: 'olga' })],
      [`accounts/${A}/revenues/r1`, storedRecord('revenues', { ownerId: 'olga' })],
      [`accounts/${A}/payrollSummary/0`, { v: 2 }],
      [`accounts/${A}/summary/0`, { v: 2 }],
    ]),
  );
}

const as = (uid: string) => signedIn(env, uid);
const mine = (uid: string, over: Record<string, unknown> = {}) => ({ ownerId: uid, createdBy: uid, updatedBy: uid, ...over });

describe('Own records only: a narrowed Member sees and writes only what is assigned to them', () => {
  it('reads their own client and task, and lists them with where(ownerId == uid)', async () => {
    await seedAccount();
    const oscar = as('oscar');
    await assertSucceeds(getDoc(doc(oscar, `accounts/${A}/clients/oscars`)));
    await assertSucceeds(getDoc(doc(oscar, `accounts/${A}/tasks/oscars`)));
    await assertSucceeds(getDocs(query(collection(oscar, `accounts/${A}/clients`), where('ownerId', '==', 'oscar'))));
    await assertSucceeds(getDocs(query(collection(oscar, `accounts/${A}/tasks`), where('ownerId', '==', 'oscar'))));
  });

  it('is refused a client or task of someone else, one without an owner, and a list without the constraint', async () => {
    await seedAccount();
    const oscar = as('oscar');
    await assertFails(getDoc(doc(oscar, `accounts/${A}/clients/olgas`)));
    await assertFails(getDoc(doc(oscar, `accounts/${A}/clients/nobodys`)));
    await assertFails(getDoc(doc(oscar, `accounts/${A}/tasks/olgas`)));
    await assertFails(getDocs(collection(oscar, `accounts/${A}/clients`)));
    await assertFails(getDocs(query(collection(oscar, `accounts/${A}/tasks`), where('ownerId', '==', 'olga'))));
  });

  it('still reads the kinds the switch leaves alone: revenues, expenses, employees', async () => {
    await seedAccount();
    const oscar = as('oscar');
    await assertSucceeds(getDocs(collection(oscar, `accounts/${A}/revenues`)));
    await assertSucceeds(getDocs(collection(oscar, `accounts/${A}/expenses`)));
    await assertSucceeds(getDocs(collection(oscar, `accounts/${A}/employees`)));
  });

  it('creates a client only as its owner, and never gives one to someone else', async () => {
    await seedAccount();
    const oscar = as('oscar');
    await assertSucceeds(setDoc(doc(oscar, `accounts/${A}/clients/new1`), newRecord('clients', mine('oscar'))));
    await assertFails(setDoc(doc(oscar, `accounts/${A}/clients/new2`), newRecord('clients', mine('oscar', { ownerId: 'olga' }))));
    await assertFails(setDoc(doc(oscar, `accounts/${A}/clients/new3`), newRecord('clients')));
    await assertFails(updateDoc(doc(oscar, `accounts/${A}/clients/oscars`), { ownerId: 'olga', updatedBy: 'oscar', updatedAt: serverTimestamp() }));
  });

  it("changes and deletes their own records, not someone else's", async () => {
    await seedAccount();
    const oscar = as('oscar');
    await assertSucceeds(updateDoc(doc(oscar, `accounts/${A}/clients/oscars`), { notes: 'called', updatedBy: 'oscar', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(oscar, `accounts/${A}/clients/olgas`), { notes: 'called', updatedBy: 'oscar', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(oscar, `accounts/${A}/tasks/olgas`)));
    await assertSucceeds(deleteDoc(doc(oscar, `accounts/${A}/tasks/oscars`)));
  });

  it('does not narrow a manager, whatever their member document says (owners and managers see everything)', async () => {
    await seedAccount();
    const mara = as('mara');
    await assertSucceeds(getDocs(collection(mara, `accounts/${A}/clients`)));
    await assertSucceeds(getDoc(doc(mara, `accounts/${A}/clients/nobodys`)));
    await assertSucceeds(updateDoc(doc(mara, `accounts/${A}/clients/oscars`), { ownerId: 'olga', updatedBy: 'mara', updatedAt: serverTimestamp() }));
    await assertSucceeds(getDocs(collection(mara, `accounts/${A}/salaries`)));
    await assertSucceeds(getDocs(collection(mara, `accounts/${A}/payrollSummary`)));
  });

  it('lets a Member who is not narrowed read every client and give one to a colleague', async () => {
    await seedAccount();
    const milo = as('milo');
    await assertSucceeds(getDocs(collection(milo, `accounts/${A}/clients`)));
    await assertSucceeds(updateDoc(doc(milo, `accounts/${A}/clients/olgas`), { ownerId: 'oscar', updatedBy: 'milo', updatedAt: serverTimestamp() }));
    await assertSucceeds(setDoc(doc(milo, `accounts/${A}/clients/for-oscar`), newRecord('clients', mine('milo', { ownerId: 'oscar' }))));
  });

  it('narrows a Viewer too, who still writes nothing', async () => {
    await seedAccount();
    const vera = as('vera');
    await assertFails(getDocs(collection(vera, `accounts/${A}/clients`)));
    await assertSucceeds(getDocs(query(collection(vera, `accounts/${A}/clients`), where('ownerId', '==', 'vera'))));
    await assertFails(setDoc(doc(vera, `accounts/${A}/clients/v1`), newRecord('clients', mine('vera'))));
  });
});

describe('Payroll: without it, salaries and the expenses paid from them are hidden', () => {
  it('refuses a Member without payroll every salary, read or written', async () => {
    await seedAccount();
    const milo = as('milo');
    await assertFails(getDocs(collection(milo, `accounts/${A}/salaries`)));
    await assertFails(getDoc(doc(milo, `accounts/${A}/salaries/s1`)));
    await assertFails(setDoc(doc(milo, `accounts/${A}/salaries/s2`), newRecord('salaries', mine('milo'))));
    await assertFails(updateDoc(doc(milo, `accounts/${A}/salaries/s1`), { amount: 1, updatedBy: 'milo', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(milo, `accounts/${A}/salaries/s1`)));
  });

  it('gives them the ordinary expenses only, listed with where(salaryId == "")', async () => {
    await seedAccount();
    const milo = as('milo');
    await assertFails(getDocs(collection(milo, `accounts/${A}/expenses`)));
    await assertSucceeds(getDocs(query(collection(milo, `accounts/${A}/expenses`), where('salaryId', '==', ''))));
    await assertSucceeds(getDoc(doc(milo, `accounts/${A}/expenses/laptop`)));
    await assertFails(getDoc(doc(milo, `accounts/${A}/expenses/paid`)));
    await assertFails(updateDoc(doc(milo, `accounts/${A}/expenses/paid`), { amount: 1, updatedBy: 'milo', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(milo, `accounts/${A}/expenses/paid`)));
    await assertFails(setDoc(doc(milo, `accounts/${A}/expenses/e2`), newRecord('expenses', mine('milo', { salaryId: 's1' }))));
    await assertSucceeds(setDoc(doc(milo, `accounts/${A}/expenses/e3`), newRecord('expenses', mine('milo'))));
  });

  it('hides the payroll part of the dashboard summary, not the rest', async () => {
    await seedAccount();
    await assertFails(getDocs(collection(as('milo'), `accounts/${A}/payrollSummary`)));
    await assertFails(getDocs(collection(as('vera'), `accounts/${A}/payrollSummary`)));
    await assertSucceeds(getDocs(collection(as('milo'), `accounts/${A}/summary`)));
    await assertSucceeds(getDocs(collection(as('pia'), `accounts/${A}/payrollSummary`)));
    await assertSucceeds(getDocs(collection(as('olga'), `accounts/${A}/payrollSummary`)));
  });

  it('lets a Member with payroll read and write salaries and their expenses', async () => {
    await seedAccount();
    const pia = as('pia');
    await assertSucceeds(getDocs(collection(pia, `accounts/${A}/salaries`)));
    await assertSucceeds(getDocs(collection(pia, `accounts/${A}/expenses`)));
    await assertSucceeds(updateDoc(doc(pia, `accounts/${A}/expenses/paid`), { amount: 12, updatedBy: 'pia', updatedAt: serverTimestamp() }));
  });

  it('takes a switch turned off at once: the next request is refused', async () => {
    await seedAccount();
    const pia = as('pia');
    await assertSucceeds(getDoc(doc(pia, `accounts/${A}/salaries/s1`)));
    await updateDoc(doc(rulesOff(env), `accounts/${A}/members/pia`), { payroll: false });
    await assertFails(getDoc(doc(pia, `accounts/${A}/salaries/s1`)));
  });
});

describe('Who wrote a record: the creator and last writer a write names are the caller', () => {
  it('refuses a create naming someone else as its creator or last writer', async () => {
    await seedAccount();
    const milo = as('milo');
    await assertFails(setDoc(doc(milo, `accounts/${A}/revenues/x1`), newRecord('revenues', mine('milo', { createdBy: 'olga' }))));
    await assertFails(setDoc(doc(milo, `accounts/${A}/revenues/x2`), newRecord('revenues', mine('milo', { updatedBy: 'olga' }))));
    await assertSucceeds(setDoc(doc(milo, `accounts/${A}/revenues/x3`), newRecord('revenues', mine('milo'))));
  });

  it('refuses an update that changes the creator or names another last writer', async () => {
    await seedAccount();
    const milo = as('milo');
    const ref = doc(milo, `accounts/${A}/revenues/r1`);
    await assertFails(updateDoc(ref, { createdBy: 'milo', updatedBy: 'milo', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { updatedBy: 'pia', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { amount: 9, updatedBy: 'milo', updatedAt: serverTimestamp() }));
  });

  it('refuses an owner id that is not a short text', async () => {
    await seedAccount();
    const olga = as('olga');
    await assertFails(setDoc(doc(olga, `accounts/${A}/revenues/y1`), newRecord('revenues', mine('olga', { ownerId: 7 }))));
    await assertFails(setDoc(doc(olga, `accounts/${A}/revenues/y2`), newRecord('revenues', mine('olga', { ownerId: 'x'.repeat(129) }))));
    await assertFails(setDoc(doc(olga, `accounts/${A}/revenues/y3`), newRecord('revenues', mine('olga', { ownerId: '' }))));
  });

  it('still accepts a write from an app older than the stamps (they stay as they were)', async () => {
    await seedAccount();
    const olga = as('olga');
    await assertSucceeds(setDoc(doc(olga, `accounts/${A}/revenues/old`), newRecord('revenues')));
    await assertSucceeds(updateDoc(doc(olga, `accounts/${A}/revenues/r1`), { amount: 3, updatedAt: serverTimestamp() }));
  });
});
