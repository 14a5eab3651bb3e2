// Deals, pipelines and lost reasons (docs/product/deals.md): who reads and writes them in an
// account (every role, a member narrowed to their own records, staff who are not members, people
// outside it and signed out), the default pipeline any record writer may create, the whole-document
// validation of a deal, and the revenue's optional link to its deal.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import type { TeamActor } from './helpers';
import { DEFAULT_PIPELINE } from '../../src/domain/deals';
import {
  accountDoc,
  DAY,
  expectAllowed,
  markedDelete,
  newRecord,
  seed,
  setUpRulesEnv,
  TEAM_ACTORS,
  TEAM_MEMBERS,
  asTeamActor,
  subscriptionDoc,
} from './helpers';
import { dealInput } from '../../src/testing/record-fixtures';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const A = 'acme';
// The cast (olga owns, mara manages, milo, oscar narrowed, vera views; otto, sam, signed out): helpers.ts.
const MEMBERS = TEAM_MEMBERS;
type Actor = TeamActor;
const ACTORS = TEAM_ACTORS;
const as = (actor: Actor): Firestore => asTeamActor(env, actor);

const { id: _id, ...defaultPipeline } = DEFAULT_PIPELINE;
const then = () => Timestamp.fromDate(new Date(Date.now() - DAY));

function dealFields(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...dealInput('Website redesign', { value: 4800, expectedClose: '2026-12-20', ownerId: 'olga', position: 'a0' }),
    ...over,
  };
}

/** A deal as the data layer creates it, by and for `uid`. */
const newDeal = (uid: string, over: Record<string, unknown> = {}) => ({
  ...dealFields({ ownerId: uid }),
  createdBy: uid,
  updatedBy: uid,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...over,
});

const storedDeal = (owner: string) => ({ ...dealFields({ ownerId: owner }), createdBy: owner, updatedBy: owner, createdAt: then(), updatedAt: then() });

const pipelineBy = (uid: string, over: Record<string, unknown> = {}) => ({ ...defaultPipeline, updatedAt: serverTimestamp(), updatedBy: uid, ...over });

async function seedAccount(planId = 'pro', status = 'active', withDefault = true): Promise<void> {
  const now = new Date();
  await seed(env, {
    [`accounts/${A}`]: accountDoc({ createdBy: 'olga' }),
    [`subscriptions/${A}`]: subscriptionDoc(
      { planId, status, trialEndsAt: new Date(now.getTime() + (status === 'trial' ? -3 : 7) * DAY), currentPeriodEnd: new Date(now.getTime() + 20 * DAY) },
      now,
    ),
    ...Object.fromEntries(Object.entries(MEMBERS).map(([uid, m]) => [`accounts/${A}/members/${uid}`, m])),
    [`accounts/${A}/deals/olgas`]: storedDeal('olga'),
    [`accounts/${A}/deals/oscars`]: storedDeal('oscar'),
    ...(withDefault ? { [`accounts/${A}/pipelines/default`]: { ...defaultPipeline, updatedAt: then(), updatedBy: 'olga' } } : {}),
    [`accounts/${A}/meta/lostReasons`]: { reasons: ['Price', 'Other'] },
  });
}

const deals = (db: Firestore) => collection(db, `accounts/${A}/deals`);
const dealRef = (db: Firestore, id: string) => doc(db, `accounts/${A}/deals/${id}`);
const uidOf = (actor: Actor) => (actor === 'signed out' ? 'nobody' : actor);

const members: Actor[] = ['olga', 'mara', 'milo', 'oscar', 'vera'];
const writers: Actor[] = ['olga', 'mara', 'milo', 'oscar'];
const managers: Actor[] = ['olga', 'mara'];

describe('deals: who reads and writes them', () => {
  for (const actor of ACTORS) {
    it(`${actor}: get, list, create, update and delete`, async () => {
      await seedAccount();
      const db = as(actor);
      const uid = uidOf(actor);
      const member = members.includes(actor);
      const narrowed = actor === 'oscar';
      await expectAllowed(member && !narrowed, getDoc(dealRef(db, 'olgas')));
      await expectAllowed(member, getDoc(dealRef(db, 'oscars')));
      await expectAllowed(member && !narrowed, getDocs(deals(db)));
      await expectAllowed(member, getDocs(query(deals(db), where('ownerId', '==', 'oscar'))));
      await expectAllowed(writers.includes(actor), setDoc(dealRef(db, `new-${uid}`), newDeal(uid)));
      const change = { title: 'Renamed', updatedBy: uid, updatedAt: serverTimestamp() };
      await expectAllowed(writers.includes(actor) && !narrowed, updateDoc(dealRef(db, 'olgas'), change));
      await expectAllowed(writers.includes(actor), updateDoc(dealRef(db, 'oscars'), change));
      await expectAllowed(writers.includes(actor) && !narrowed, markedDelete(db, `accounts/${A}/deals/olgas`, uid));
      await expectAllowed(writers.includes(actor), markedDelete(db, `accounts/${A}/deals/oscars`, uid));
    });
  }

  it('a narrowed member creates deals only for themselves and never gives one away', async () => {
    await seedAccount();
    const oscar = as('oscar');
    await expectAllowed(false, setDoc(dealRef(oscar, 'for-olga'), newDeal('oscar', { ownerId: 'olga' })));
    await expectAllowed(false, updateDoc(dealRef(oscar, 'oscars'), { ownerId: 'olga', updatedBy: 'oscar', updatedAt: serverTimestamp() }));
    // Members who are not narrowed assign deals to others.
    await expectAllowed(true, setDoc(dealRef(as('milo'), 'for-olga'), newDeal('milo', { ownerId: 'olga' })));
  });

  it('every plan writes deals while the account may write; an expired one does not', async () => {
    await seedAccount('basic');
    await expectAllowed(true, setDoc(dealRef(as('milo'), 'basic'), newDeal('milo')));
  });

  it('an expired trial writes no deals, but reads them', async () => {
    await seedAccount('pro', 'trial');
    await expectAllowed(false, setDoc(dealRef(as('olga'), 'late'), newDeal('olga')));
    await expectAllowed(true, getDoc(dealRef(as('olga'), 'olgas')));
  });
});

describe('deals: the whole document is validated', () => {
  const refused: [string, Record<string, unknown>][] = [
    ['no title', { title: '' }],
    ['a blank title', { title: '   ' }],
    ['a title over 500 characters', { title: 'x'.repeat(501) }],
    ['notes over 500 characters', { notes: 'x'.repeat(501) }],
    ['a negative value', { value: -1 }],
    ['a value as text', { value: '100' }],
    ['a probability over 100', { probability: 101 }],
    ['a fractional probability', { probability: 12.5 }],
    ['an unknown status', { status: 'maybe' }],
    ['an expected close that is not a date', { expectedClose: 'soon' }],
    ['a won date that is not a date', { wonAt: '20/11/2026' }],
    ['an empty position', { position: '' }],
    ['a position over 300 characters', { position: 'a'.repeat(301) }],
    ['no client', { clientId: '' }],
    ['a client id over 128 characters', { clientId: 'c'.repeat(129) }],
    ['no stage', { stageId: '' }],
    ['a revenue id over 128 characters', { revenueId: 'r'.repeat(129) }],
    ['an unknown field', { colour: 'red' }],
    ['a creator who is someone else', { createdBy: 'olga' }],
    ['a writer who is someone else', { updatedBy: 'olga' }],
    ['a client-side creation time', { createdAt: Timestamp.now() }],
  ];
  for (const [what, over] of refused) {
    it(`refuses a deal with ${what}`, async () => {
      await seedAccount();
      await expectAllowed(false, setDoc(dealRef(as('milo'), 'bad'), newDeal('milo', over)));
    });
  }

  it('refuses a deal without one of its fields', async () => {
    await seedAccount();
    const { lostReason: _gone, ...partial }: Record<string, unknown> = newDeal('milo');
    await expectAllowed(false, setDoc(dealRef(as('milo'), 'bad'), partial));
  });

  it('accepts a probability of its own, a won deal with its date and revenue, and a lost one with its reason', async () => {
    await seedAccount();
    const milo = as('milo');
    await expectAllowed(true, setDoc(dealRef(milo, 'p'), newDeal('milo', { probability: 0 })));
    await expectAllowed(
      true,
      setDoc(dealRef(milo, 'w'), newDeal('milo', { status: 'won', stageId: 'won', wonAt: '2026-11-20', revenueId: 'r1', probability: 100 })),
    );
    await expectAllowed(true, setDoc(dealRef(milo, 'l'), newDeal('milo', { status: 'lost', stageId: 'lost', lostAt: '2026-11-20', lostReason: 'Price' })));
  });

  it('an update keeps the creator and the creation time', async () => {
    await seedAccount();
    const milo = as('milo');
    await expectAllowed(false, updateDoc(dealRef(milo, 'olgas'), { createdBy: 'milo', updatedBy: 'milo', updatedAt: serverTimestamp() }));
    await expectAllowed(false, updateDoc(dealRef(milo, 'olgas'), { createdAt: serverTimestamp(), updatedBy: 'milo', updatedAt: serverTimestamp() }));
    await expectAllowed(false, updateDoc(dealRef(milo, 'olgas'), { stageId: 'proposal', updatedBy: 'milo' }));
    await expectAllowed(true, updateDoc(dealRef(milo, 'olgas'), { stageId: 'proposal', position: 'a1', updatedBy: 'milo', updatedAt: serverTimestamp() }));
  });
});

describe("revenues: a won deal's link", () => {
  const revenue = (over: Record<string, unknown>) => newRecord('revenues', { ownerId: 'milo', createdBy: 'milo', updatedBy: 'milo', ...over });

  it('a revenue may name its deal, or have the link cleared', async () => {
    await seedAccount();
    const milo = as('milo');
    await expectAllowed(true, setDoc(doc(milo, `accounts/${A}/revenues/r1`), revenue({ dealId: 'olgas' })));
    await expectAllowed(true, updateDoc(doc(milo, `accounts/${A}/revenues/r1`), { dealId: '', updatedBy: 'milo', updatedAt: serverTimestamp() }));
    await expectAllowed(true, setDoc(doc(milo, `accounts/${A}/revenues/r2`), revenue({})));
  });

  it('refuses a deal link that is not a short id', async () => {
    await seedAccount();
    const milo = as('milo');
    await expectAllowed(false, setDoc(doc(milo, `accounts/${A}/revenues/r1`), revenue({ dealId: 'd'.repeat(129) })));
    await expectAllowed(false, setDoc(doc(milo, `accounts/${A}/revenues/r1`), revenue({ dealId: 7 })));
  });
});

describe('pipelines', () => {
  const pipelineRef = (db: Firestore, id: string) => doc(db, `accounts/${A}/pipelines/${id}`);

  for (const actor of ACTORS) {
    it(`${actor}: get, list, create, update and delete`, async () => {
      await seedAccount();
      const db = as(actor);
      const uid = uidOf(actor);
      const member = members.includes(actor);
      const manager = managers.includes(actor);
      await expectAllowed(member, getDoc(pipelineRef(db, 'default')));
      await expectAllowed(member, getDocs(collection(db, `accounts/${A}/pipelines`)));
      await expectAllowed(manager, setDoc(pipelineRef(db, 'partners'), pipelineBy(uid, { name: 'Partners', order: 1 })));
      await expectAllowed(manager, updateDoc(pipelineRef(db, 'default'), { name: 'Sales team', updatedBy: uid, updatedAt: serverTimestamp() }));
      await expectAllowed(manager, deleteDoc(pipelineRef(db, 'default')));
    });
  }

  it('any record writer creates the default pipeline when the account has none; a viewer does not', async () => {
    await seedAccount('pro', 'active', false);
    await expectAllowed(false, setDoc(pipelineRef(as('vera'), 'default'), pipelineBy('vera')));
    await expectAllowed(false, setDoc(pipelineRef(as('milo'), 'other'), pipelineBy('milo')));
    await expectAllowed(true, setDoc(pipelineRef(as('oscar'), 'default'), pipelineBy('oscar')));
    // Once there, it is the managers' to change.
    await expectAllowed(false, setDoc(pipelineRef(as('milo'), 'default'), pipelineBy('milo', { name: 'Mine' })));
  });

  it('is validated: a name, an order, 3 to 20 stages, the writer and the time', async () => {
    await seedAccount();
    const olga = as('olga');
    const bad: Record<string, unknown>[] = [
      { name: '' },
      { name: 'x'.repeat(501) },
      { order: -1 },
      { order: 1.5 },
      { stages: [] },
      { stages: 'Lead' },
      { stages: Array.from({ length: 21 }, (_, i) => ({ id: `s${i}`, name: `S${i}`, probability: 0, kind: 'open', order: i })) },
      { updatedBy: 'mara' },
      { updatedAt: Timestamp.now() },
      { colour: 'red' },
    ];
    for (const over of bad) await expectAllowed(false, setDoc(pipelineRef(olga, 'bad'), pipelineBy('olga', over)));
    await expectAllowed(true, setDoc(pipelineRef(olga, 'good'), pipelineBy('olga', { name: 'Renewals', order: 3 })));
  });
});

describe('lost reasons', () => {
  const reasonsRef = (db: Firestore) => doc(db, `accounts/${A}/meta/lostReasons`);

  for (const actor of ACTORS) {
    it(`${actor}: get, write and delete`, async () => {
      await seedAccount();
      const db = as(actor);
      await expectAllowed(members.includes(actor), getDoc(reasonsRef(db)));
      await expectAllowed(managers.includes(actor), setDoc(reasonsRef(db), { reasons: ['Price', 'Timing'] }));
      await expectAllowed(managers.includes(actor), deleteDoc(reasonsRef(db)));
    });
  }

  it('are a list of at most 30 texts and nothing else', async () => {
    await seedAccount();
    const olga = as('olga');
    await expectAllowed(false, setDoc(reasonsRef(olga), { reasons: Array.from({ length: 31 }, (_, i) => `R${i}`) }));
    await expectAllowed(false, setDoc(reasonsRef(olga), { reasons: ['x'.repeat(30 * 501 + 1)] }));
    await expectAllowed(false, setDoc(reasonsRef(olga), { reasons: 'Price' }));
    await expectAllowed(false, setDoc(reasonsRef(olga), { reasons: ['Price'], extra: true }));
    await expectAllowed(true, setDoc(reasonsRef(olga), { reasons: Array.from({ length: 30 }, (_, i) => `R${i}`) }));
  });
});
