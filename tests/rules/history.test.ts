// The history of clients and deals (accounts/{a}/history, docs/product/history.md): read-only to
// every browser; owners and managers read all of it, deleted clients included; Members and
// Viewers read the entries meant for everyone, narrowed to their own records' when
// ownRecordsOnly is on; and what a browser may do with a record's write mark.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, orderBy, limit, serverTimestamp } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { accountDoc, DAY, expectAllowed, memberDoc, newRecord, seed, setUpRulesEnv, signedIn, storedRecord, subscriptionDoc, ts } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const A = 'acme';
// olga owns; mara manages (narrowed switches do not narrow a manager); milo is a Member; oscar a
// Member narrowed to his own records; vera a Viewer; nick a Viewer narrowed; staff is staff only.
const MEMBERS: Record<string, Record<string, unknown>> = {
  olga: memberDoc('owner'),
  mara: memberDoc('manager', { ownRecordsOnly: true }),
  milo: memberDoc('member'),
  oscar: memberDoc('member', { ownRecordsOnly: true }),
  vera: memberDoc('viewer'),
  nick: memberDoc('viewer', { ownRecordsOnly: true }),
};

const entry = (over: Record<string, unknown>) => ({
  recordKind: 'clients',
  recordId: 'c1',
  clientId: 'c1',
  op: 'update',
  title: 'Acme',
  changes: { value: { before: 1, after: 2 } },
  before: null,
  actor: 'olga',
  source: 'app',
  ownerId: 'olga',
  audience: 'all',
  at: ts(new Date()),
  expiresAt: ts(new Date(Date.now() + 30 * DAY)),
  restoredAt: null,
  ...over,
});

async function seedAccount(): Promise<void> {
  const now = new Date();
  await seed(env, {
    [`accounts/${A}`]: accountDoc({ createdBy: 'olga' }),
    [`subscriptions/${A}`]: subscriptionDoc({ planId: 'pro', status: 'active', trialEndsAt: null, currentPeriodEnd: new Date(now.getTime() + 20 * DAY) }, now),
    ...Object.fromEntries(Object.entries(MEMBERS).map(([uid, m]) => [`accounts/${A}/members/${uid}`, m])),
    [`accounts/${A}/history/olgas`]: entry({}),
    [`accounts/${A}/history/oscars`]: entry({ recordId: 'c2', clientId: 'c2', ownerId: 'oscar' }),
    [`accounts/${A}/history/oscars-deal`]: entry({ recordKind: 'deals', recordId: 'd1', clientId: 'c2', ownerId: 'oscar' }),
    [`accounts/${A}/history/gone`]: entry({ recordId: 'c3', clientId: 'c3', op: 'delete', before: { name: 'Gone' }, audience: 'managers', ownerId: 'oscar' }),
    [`accounts/${A}/clients/api-made`]: storedRecord('clients', { ownerId: 'milo', createdBy: 'milo', updatedBy: 'milo', writeMark: 'api:1' }),
  });
}

const as = (uid: string) => signedIn(env, uid);
const entryDoc = (uid: string, id: string) => doc(as(uid), `accounts/${A}/history/${id}`);
const clientHistory = (uid: string, clientId: string, ...clauses: ReturnType<typeof where>[]) =>
  getDocs(query(collection(as(uid), `accounts/${A}/history`), where('clientId', '==', clientId), ...clauses, orderBy('at', 'desc'), limit(25)));

describe('history is read-only to every browser', () => {
  it('no member, staff or outsider creates, changes or deletes an entry', async () => {
    await seedAccount();
    for (const uid of [...Object.keys(MEMBERS), 'outsider']) {
      await expectAllowed(false, setDoc(entryDoc(uid, `new-${uid}`), entry({ actor: uid })));
      await expectAllowed(false, updateDoc(entryDoc(uid, 'olgas'), { title: 'Changed' }));
      await expectAllowed(false, deleteDoc(entryDoc(uid, 'olgas')));
    }
    await expectAllowed(false, setDoc(doc(signedIn(env, 'boss', 'owner'), `accounts/${A}/history/x`), entry({})));
    await expectAllowed(false, deleteDoc(doc(signedIn(env, 'boss', 'admin'), `accounts/${A}/history/olgas`)));
  });
});

describe('who reads history', () => {
  it("owners and managers read every entry, a deleted client's included, and list a client's history without clauses", async () => {
    await seedAccount();
    for (const uid of ['olga', 'mara']) {
      await expectAllowed(true, getDoc(entryDoc(uid, 'gone')));
      await expectAllowed(true, getDoc(entryDoc(uid, 'oscars')));
      await expectAllowed(true, clientHistory(uid, 'c2'));
      await expectAllowed(
        true,
        getDocs(query(collection(as(uid), `accounts/${A}/history`), where('recordKind', '==', 'clients'), where('op', '==', 'delete'))),
      );
    }
  });

  it("members and viewers read the entries meant for everyone, never a deleted client's, and their lists must say so", async () => {
    await seedAccount();
    for (const uid of ['milo', 'vera']) {
      await expectAllowed(true, getDoc(entryDoc(uid, 'olgas')));
      await expectAllowed(true, getDoc(entryDoc(uid, 'oscars-deal')));
      await expectAllowed(false, getDoc(entryDoc(uid, 'gone')));
      await expectAllowed(true, clientHistory(uid, 'c2', where('audience', '==', 'all')));
      await expectAllowed(false, clientHistory(uid, 'c2'));
      await expectAllowed(
        false,
        getDocs(query(collection(as(uid), `accounts/${A}/history`), where('recordKind', '==', 'clients'), where('op', '==', 'delete'))),
      );
    }
  });

  it('a member or viewer narrowed to their own records reads only the entries of records assigned to them', async () => {
    await seedAccount();
    await expectAllowed(true, getDoc(entryDoc('oscar', 'oscars')));
    await expectAllowed(true, getDoc(entryDoc('oscar', 'oscars-deal')));
    await expectAllowed(false, getDoc(entryDoc('oscar', 'olgas')));
    await expectAllowed(false, getDoc(entryDoc('oscar', 'gone')));
    await expectAllowed(true, clientHistory('oscar', 'c2', where('audience', '==', 'all'), where('ownerId', '==', 'oscar')));
    await expectAllowed(false, clientHistory('oscar', 'c2', where('audience', '==', 'all')));
    await expectAllowed(false, getDoc(entryDoc('nick', 'olgas')));
    await expectAllowed(false, getDoc(entryDoc('nick', 'oscars')));
    await expectAllowed(true, clientHistory('nick', 'c1', where('audience', '==', 'all'), where('ownerId', '==', 'nick')));
  });

  it('outsiders and staff who are not members read no history', async () => {
    await seedAccount();
    await expectAllowed(false, getDoc(entryDoc('outsider', 'olgas')));
    await expectAllowed(false, getDoc(doc(signedIn(env, 'boss', 'admin'), `accounts/${A}/history/olgas`)));
    await expectAllowed(false, getDocs(query(collection(signedIn(env, 'boss', 'owner'), `accounts/${A}/history`), where('clientId', '==', 'c1'))));
  });
});

describe('the write mark names server-side writers', () => {
  it('a browser neither sets nor changes a write mark, and keeps it on an update', async () => {
    await seedAccount();
    const client = (id: string) => doc(as('milo'), `accounts/${A}/clients/${id}`);
    const mine = { ownerId: 'milo', createdBy: 'milo', updatedBy: 'milo' };
    await expectAllowed(false, setDoc(client('faked'), newRecord('clients', { ...mine, writeMark: 'api:forged' })));
    await expectAllowed(true, setDoc(client('plain'), newRecord('clients', mine)));
    await expectAllowed(false, updateDoc(client('api-made'), { value: 3, updatedBy: 'milo', updatedAt: serverTimestamp(), writeMark: 'import:x' }));
    await expectAllowed(true, updateDoc(client('api-made'), { value: 3, updatedBy: 'milo', updatedAt: serverTimestamp() }));
  });
});
