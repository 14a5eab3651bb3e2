// Custom fields (docs/product/custom-fields.md): who reads and writes an account's field
// definitions (every role, staff who are not members, people outside it, signed out), the bounds
// of a definitions document, and the bound on the custom field values of clients and deals.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import {
  type TeamActor,
  accountDoc,
  DAY,
  expectAllowed,
  newRecord,
  seed,
  setUpRulesEnv,
  TEAM_ACTORS,
  TEAM_MEMBERS,
  asTeamActor,
  storedRecord,
  subscriptionDoc,
} from './helpers';
import { dealInput } from '../../src/testing/record-fixtures';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const A = 'acme';
// The shared cast (tests/rules/helpers.ts): olga owns the account, mara manages it, milo and oscar
// (own records only) are Members, vera a Viewer; otto is signed in but not a member; sam is staff.
const MEMBERS = TEAM_MEMBERS;

type Actor = TeamActor;
const ACTORS = TEAM_ACTORS;

const as = (actor: Actor): Firestore => asTeamActor(env, actor);

const uidOf = (actor: Actor) => (actor === 'signed out' ? 'nobody' : actor);
const then = () => Timestamp.fromDate(new Date(Date.now() - DAY));

const field = (i: number, over: Record<string, unknown> = {}) => ({
  id: `f${i}`,
  label: `Field ${i}`,
  kind: 'text',
  required: false,
  choices: [],
  archived: false,
  order: i,
  ...over,
});

const definitionsBy = (uid: string, fields: unknown[] = [field(0)], over: Record<string, unknown> = {}) => ({
  fields,
  updatedAt: serverTimestamp(),
  updatedBy: uid,
  ...over,
});

async function seedAccount(status = 'active'): Promise<void> {
  const now = new Date();
  await seed(env, {
    [`accounts/${A}`]: accountDoc({ createdBy: 'olga' }),
    [`subscriptions/${A}`]: subscriptionDoc(
      {
        planId: 'pro',
        status,
        trialEndsAt: new Date(now.getTime() + (status === 'trial' ? -3 : 7) * DAY),
        currentPeriodEnd: new Date(now.getTime() + 20 * DAY),
      },
      now,
    ),
    ...Object.fromEntries(Object.entries(MEMBERS).map(([uid, m]) => [`accounts/${A}/members/${uid}`, m])),
    [`accounts/${A}/fieldDefinitions/clients`]: { fields: [field(0)], updatedAt: then(), updatedBy: 'olga' },
    [`accounts/${A}/clients/c1`]: storedRecord('clients', { ownerId: 'olga', createdBy: 'olga', updatedBy: 'olga' }),
  });
}

const defsRef = (db: Firestore, kind: string) => doc(db, `accounts/${A}/fieldDefinitions/${kind}`);

describe('field definitions: who reads and writes them', () => {
  const members: Actor[] = ['olga', 'mara', 'milo', 'oscar', 'vera'];
  const managers: Actor[] = ['olga', 'mara'];
  for (const actor of ACTORS) {
    it(`${actor}: reads ${members.includes(actor) ? 'them' : 'nothing'} and ${managers.includes(actor) ? 'writes them' : 'writes nothing'}`, async () => {
      await seedAccount();
      const db = as(actor);
      const uid = uidOf(actor);
      await expectAllowed(members.includes(actor), getDoc(defsRef(db, 'clients')));
      await expectAllowed(managers.includes(actor), setDoc(defsRef(db, 'deals'), definitionsBy(uid)));
      await expectAllowed(managers.includes(actor), setDoc(defsRef(db, 'clients'), definitionsBy(uid, [field(0, { label: 'Renamed' })])));
      await expectAllowed(false, setDoc(defsRef(db, 'tasks'), definitionsBy(uid)));
    });
  }

  it('an expired trial reads its definitions but changes none', async () => {
    await seedAccount('trial');
    await expectAllowed(true, getDoc(defsRef(as('olga'), 'clients')));
    await expectAllowed(false, setDoc(defsRef(as('olga'), 'clients'), definitionsBy('olga')));
  });
});

describe('field definitions: the document is validated', () => {
  it('accepts 50 fields of every kind, with choices', async () => {
    await seedAccount();
    const kinds = ['text', 'longText', 'number', 'amount', 'date', 'yesNo', 'choice', 'choices', 'email', 'phone', 'link'];
    const fields = Array.from({ length: 50 }, (_, i) => {
      const kind = kinds[i % kinds.length] ?? 'text';
      return field(i, {
        kind,
        label: 'L'.repeat(60 - String(i).length) + i,
        choices: kind.startsWith('choice') ? Array.from({ length: 50 }, (_, j) => `c${j}`) : [],
      });
    });
    await expectAllowed(true, setDoc(defsRef(as('olga'), 'clients'), definitionsBy('olga', fields)));
  });

  const refused: [string, unknown[], Record<string, unknown>?][] = [
    ['51 fields', Array.from({ length: 51 }, (_, i) => field(i))],
    ['a field that is not a map', ['Court date']],
    ['an unknown key', [field(0)], { colour: 'red' }],
    ['another writer', [field(0)], { updatedBy: 'mara' }],
    ['a time of its own', [field(0)], { updatedAt: Timestamp.now() }],
  ];
  for (const [what, fields, over] of refused) {
    it(`refuses ${what}`, async () => {
      await seedAccount();
      await expectAllowed(false, setDoc(defsRef(as('olga'), 'clients'), definitionsBy('olga', fields, over)));
    });
  }
});

const fullValues = () =>
  Object.fromEntries(
    Array.from({ length: 50 }, (_, i) => [`f${i}`, Array.from({ length: 50 }, (_, j) => `choice ${j}`.padEnd(60, 'x').slice(0, 60)).slice(0, 50)]),
  );

const records = {
  clients: (uid: string, customFields: unknown) => newRecord('clients', { ownerId: uid, createdBy: uid, updatedBy: uid, customFields }),
  deals: (uid: string, customFields: unknown) => ({
    ...dealInput('Boiler service', { ownerId: uid, position: 'a0' }),
    createdBy: uid,
    updatedBy: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    customFields,
  }),
};

for (const kind of ['clients', 'deals'] as const) {
  describe(`${kind}: custom field values are bounded`, () => {
    const accepted: [string, unknown][] = [
      ['text, a number, a boolean, null and a list of texts', { a: 'Case 12', b: 4.5, c: true, d: null, e: ['Nuts', 'Gluten'] }],
      ['long text of 5,000 characters', { a: 'x'.repeat(5000) }],
      ['an empty map', {}],
      ['50 fields of 50 choices each', fullValues()],
    ];
    for (const [what, values] of accepted) {
      it(`accepts ${what}`, async () => {
        await seedAccount();
        await expectAllowed(true, setDoc(doc(as('milo'), `accounts/${A}/${kind}/n`), records[kind]('milo', values)));
      });
    }

    const refused: [string, unknown][] = [
      ['51 fields', Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 1]))],
      ['keys of more than 2,000 characters in all', Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`${i}`.padEnd(41, 'k'), 1]))],
      ['a list instead of a map', ['x']],
      ['text instead of a map', 'x'],
    ];
    for (const [what, values] of refused) {
      it(`refuses ${what}`, async () => {
        await seedAccount();
        await expectAllowed(false, setDoc(doc(as('milo'), `accounts/${A}/${kind}/n`), records[kind]('milo', values)));
      });
    }
  });
}

describe('clients: custom fields on an update', () => {
  const change = (uid: string) => ({ customFields: { f0: 'Case 12' }, updatedBy: uid, updatedAt: serverTimestamp() });
  it('a member adds values to a client from before custom fields', async () => {
    await seedAccount();
    await expectAllowed(true, updateDoc(doc(as('milo'), `accounts/${A}/clients/c1`), change('milo')));
  });

  it('a viewer adds none', async () => {
    await seedAccount();
    await expectAllowed(false, updateDoc(doc(as('vera'), `accounts/${A}/clients/c1`), change('vera')));
  });

  it('the values stay a map', async () => {
    await seedAccount();
    await expectAllowed(
      false,
      updateDoc(doc(as('milo'), `accounts/${A}/clients/c1`), { customFields: 'Case 12', updatedBy: 'milo', updatedAt: serverTimestamp() }),
    );
  });
});
