// Saved views and each member's default view (docs/product/saved-views.md): personal views are
// read and written only by their creator, shared ones are read by every member and written by
// owners and managers; the whole document is validated (src/domain/list-view.ts VIEW_LIMITS).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { type TeamActor, accountDoc, DAY, expectAllowed, seed, setUpRulesEnv, TEAM_ACTORS, TEAM_MEMBERS, asTeamActor, subscriptionDoc } from './helpers';

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
const members: Actor[] = ['olga', 'mara', 'milo', 'oscar', 'vera'];
const managers: Actor[] = ['olga', 'mara'];

const as = (actor: Actor): Firestore => asTeamActor(env, actor);
const uidOf = (actor: Actor) => (actor === 'signed out' ? 'nobody' : actor);

const viewFields = (createdBy: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Active clients',
  kind: 'clients',
  shared: false,
  createdBy,
  filters: ['status|anyOf|active'],
  search: '',
  sort: { column: 'name', dir: 'asc' },
  columns: ['email', 'cf:court'],
  layout: 'list',
  ...over,
});
const newView = (uid: string, over: Record<string, unknown> = {}) => ({ ...viewFields(uid), updatedAt: serverTimestamp(), ...over });
const stored = (createdBy: string, shared: boolean) => ({ ...viewFields(createdBy, { shared }), updatedAt: Timestamp.fromDate(new Date(Date.now() - DAY)) });

async function seedAccount(): Promise<void> {
  const now = new Date();
  await seed(env, {
    [`accounts/${A}`]: accountDoc({ createdBy: 'olga' }),
    [`subscriptions/${A}`]: subscriptionDoc({ planId: 'pro', status: 'active', currentPeriodEnd: new Date(now.getTime() + 20 * DAY) }, now),
    ...Object.fromEntries(Object.entries(MEMBERS).map(([uid, m]) => [`accounts/${A}/members/${uid}`, m])),
    [`accounts/${A}/views/milos`]: stored('milo', false),
    [`accounts/${A}/views/olgas`]: stored('olga', false),
    [`accounts/${A}/views/team`]: stored('olga', true),
    [`accounts/${A}/viewDefaults/milo`]: { clients: 'team', deals: null, updatedAt: Timestamp.now() },
  });
}

const views = (db: Firestore) => collection(db, `accounts/${A}/views`);
const viewRef = (db: Firestore, id: string) => doc(db, `accounts/${A}/views/${id}`);
const change = (over: Record<string, unknown>) => ({ ...over, updatedAt: serverTimestamp() });

describe('views: who reads them', () => {
  for (const actor of ACTORS) {
    it(`${actor}: shared views if a member, personal ones only their own`, async () => {
      await seedAccount();
      const db = as(actor);
      const uid = uidOf(actor);
      const member = members.includes(actor);
      await expectAllowed(member, getDoc(viewRef(db, 'team')));
      await expectAllowed(member, getDocs(query(views(db), where('shared', '==', true))));
      await expectAllowed(member, getDocs(query(views(db), where('createdBy', '==', uid))));
      await expectAllowed(actor === 'milo', getDoc(viewRef(db, 'milos')));
      await expectAllowed(actor === 'olga', getDoc(viewRef(db, 'olgas')));
      // A query that could return someone else's personal view is refused.
      await expectAllowed(false, getDocs(views(db)));
    });
  }
});

describe('views: who writes them', () => {
  for (const actor of ACTORS) {
    it(`${actor}: a personal view of their own if a member, a shared one if they manage the account`, async () => {
      await seedAccount();
      const db = as(actor);
      const uid = uidOf(actor);
      const member = members.includes(actor);
      const manages = managers.includes(actor);
      await expectAllowed(member, setDoc(viewRef(db, `mine-${uid}`), newView(uid)));
      await expectAllowed(manages, setDoc(viewRef(db, `shared-${uid}`), newView(uid, { shared: true })));
      await expectAllowed(manages, updateDoc(viewRef(db, 'team'), change({ name: 'Renamed' })));
      await expectAllowed(actor === 'milo', updateDoc(viewRef(db, 'milos'), change({ name: 'Mine, renamed' })));
      await expectAllowed(false, setDoc(viewRef(db, `for-someone-${uid}`), newView(uid === 'milo' ? 'olga' : 'milo')));
      await expectAllowed(actor === 'milo', deleteDoc(viewRef(db, 'milos')));
      await expectAllowed(manages, deleteDoc(viewRef(db, 'team')));
    });
  }

  it('sharing a personal view takes an owner or a manager; a member cannot share their own', async () => {
    await seedAccount();
    await expectAllowed(false, updateDoc(viewRef(as('milo'), 'milos'), change({ shared: true })));
    await expectAllowed(true, updateDoc(viewRef(as('olga'), 'olgas'), change({ shared: true })));
    // A manager does not take over someone else's personal view by sharing it.
    await expectAllowed(false, updateDoc(viewRef(as('mara'), 'milos'), change({ shared: true })));
    // Nor does anyone change who made a view, or its kind.
    await expectAllowed(false, updateDoc(viewRef(as('olga'), 'team'), change({ createdBy: 'mara' })));
    await expectAllowed(false, updateDoc(viewRef(as('olga'), 'team'), change({ kind: 'deals' })));
  });
});

describe('views: the whole document is validated', () => {
  const refused: [string, Record<string, unknown>][] = [
    ['a blank name', { name: '  ' }],
    ['a name over 60 characters', { name: 'x'.repeat(61) }],
    ['an unknown kind', { kind: 'tasks' }],
    ['shared as text', { shared: 'no' }],
    ['an unknown layout', { layout: 'grid' }],
    ['a search over 200 characters', { search: 'x'.repeat(201) }],
    ['a sort without a direction', { sort: { column: 'name' } }],
    ['a sort on a column that is not an id', { sort: { column: 'a b', dir: 'asc' } }],
    ['61 columns', { columns: Array.from({ length: 61 }, (_, i) => `c${i}`) }],
    ['a column that is not an id', { columns: ['email', 'two words'] }],
    ['21 filters', { filters: Array.from({ length: 21 }, () => 'name|contains|a') }],
    ['a filter that is not text', { filters: [{ column: 'name', op: 'is', value: 'a' }] }],
    ['filters over 6,000 characters', { filters: [`name|contains|${'x'.repeat(6000)}`] }],
    ['filters that are not a list', { filters: 'name|contains|a' }],
    ['an unknown field', { colour: 'red' }],
    ['a client-side time', { updatedAt: Timestamp.now() }],
  ];
  for (const [what, over] of refused) {
    it(`refuses a view with ${what}`, async () => {
      await seedAccount();
      await expectAllowed(false, setDoc(viewRef(as('milo'), 'bad'), newView('milo', over)));
    });
  }

  it('accepts 20 filters of 300 characters, no sort and no columns', async () => {
    await seedAccount();
    const filters = Array.from({ length: 20 }, (_, i) => `cf:f${i}|contains|${'x'.repeat(280)}`);
    await expectAllowed(true, setDoc(viewRef(as('milo'), 'full'), newView('milo', { filters, sort: null, columns: [], kind: 'deals', layout: 'board' })));
  });
});

describe('view defaults: each member their own', () => {
  const ref = (db: Firestore, uid: string) => doc(db, `accounts/${A}/viewDefaults/${uid}`);
  for (const actor of ACTORS) {
    it(`${actor}: reads and writes only their own default, as a member`, async () => {
      await seedAccount();
      const db = as(actor);
      const uid = uidOf(actor);
      const member = members.includes(actor);
      await expectAllowed(member, setDoc(ref(db, uid), { clients: 'team', deals: null, updatedAt: serverTimestamp() }));
      await expectAllowed(member, getDoc(ref(db, uid)));
      await expectAllowed(actor === 'milo', getDoc(ref(db, 'milo')));
      await expectAllowed(actor === 'milo', setDoc(ref(db, 'milo'), { clients: null, deals: 'x', updatedAt: serverTimestamp() }));
    });
  }

  it('refuses an unknown key, an id that is not one and a client-side time', async () => {
    await seedAccount();
    const milo = as('milo');
    await expectAllowed(false, setDoc(ref(milo, 'milo'), { clients: 'team', tasks: 'x', updatedAt: serverTimestamp() }));
    await expectAllowed(false, setDoc(ref(milo, 'milo'), { clients: 'not an id', updatedAt: serverTimestamp() }));
    await expectAllowed(false, setDoc(ref(milo, 'milo'), { clients: 'team', updatedAt: Timestamp.now() }));
  });
});
