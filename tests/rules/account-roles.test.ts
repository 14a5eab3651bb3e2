// Who may do what inside an account (docs/product/accounts.md, src/domain/accounts.ts): every role
// of a member, a signed-in person who is not a member, a removed member, staff and a signed-out
// visitor, against every document of an account — get, list, create, update and delete, each
// a test of its own, allowed or refused as the table says. Then the cases the table rests on.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  accountDoc,
  DAY,
  expectAllowed,
  KINDS,
  markedDelete,
  memberDoc,
  newRecord,
  rulesOff,
  setUpRulesEnv,
  signedIn,
  signedInWith,
  signedOut,
  storedRecord,
  subscriptionDoc,
  type AccountRole,
  type Kind,
} from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

// ---------------------------------------------------------------------------------------------
// The account under test, acme (its id is nobody's uid, so only the member documents decide),
// and another account, the outsider's own.

const A = 'acme';
const B = 'globex';

const CALLERS = ['owner', 'manager', 'member', 'viewer', 'outsider', 'removed', 'staff', 'signed out'] as const;
type Caller = (typeof CALLERS)[number];

const UIDS: Record<Exclude<Caller, 'signed out'>, string> = {
  owner: 'olga',
  manager: 'mara',
  member: 'milo',
  viewer: 'vera',
  outsider: 'nina', // the owner of account B, not a member of A
  removed: 'remy', // a member of A whose member document is deleted before the request
  staff: 'root', // custom claim role admin, not a member of A
};

const MEMBERS_OF_A: Record<string, AccountRole> = { olga: 'owner', mara: 'manager', milo: 'member', vera: 'viewer', remy: 'member' };

function clientFor(caller: Caller): Firestore {
  if (caller === 'signed out') return signedOut(env);
  if (caller === 'staff') return signedIn(env, UIDS.staff, 'admin');
  return signedIn(env, UIDS[caller]);
}

function activeSubscription(planId: 'basic' | 'pro'): Record<string, unknown> {
  const now = new Date();
  return subscriptionDoc(
    { planId, status: 'active', trialEndsAt: new Date(now.getTime() + 7 * DAY), currentPeriodEnd: new Date(now.getTime() + 20 * DAY) },
    now,
  );
}

/** Everything of both accounts, as functions and earlier writes left it. */
function world(planId: 'basic' | 'pro' = 'pro'): Record<string, Record<string, unknown>> {
  const docs: Record<string, Record<string, unknown>> = {
    [`accounts/${A}`]: accountDoc({ createdBy: 'olga' }),
    [`subscriptions/${A}`]: activeSubscription(planId),
    [`accounts/${A}/meta/categories`]: { expenses: ['Rent'], revenues: [], salaries: [] },
    [`accounts/${A}/meta/counters`]: { clients: 1, lastClientId: 'existing' },
    [`accounts/${A}/meta/settings`]: { theme: 'dark' },
    [`accounts/${A}/imports/b1-0`]: { batchId: 'b1', kind: 'clients', part: 0, created: ['clients/existing'], updated: [] },
    [`accounts/${A}/summary/0`]: { v: 1, clients: 1 },
    [`accounts/${B}`]: accountDoc({ createdBy: 'nina' }),
    [`accounts/${B}/members/nina`]: memberDoc('owner'),
    [`subscriptions/${B}`]: activeSubscription('pro'),
  };
  for (const [uid, role] of Object.entries(MEMBERS_OF_A))
    docs[`accounts/${A}/members/${uid}`] = memberDoc(role, { invitedBy: role === 'owner' ? null : 'olga' });
  for (const kind of KINDS) {
    docs[`accounts/${A}/${kind}/existing`] = storedRecord(kind);
    docs[`accounts/${B}/${kind}/existing`] = storedRecord(kind);
  }
  return docs;
}

/** Writes the documents in one batch with the rules off. */
async function seedAll(docs: Record<string, Record<string, unknown>>, without: string[] = []): Promise<void> {
  const db = rulesOff(env);
  const batch = writeBatch(db);
  for (const [path, data] of Object.entries(docs)) if (!without.includes(path)) batch.set(doc(db, path), data);
  await batch.commit();
}

async function removeMember(accountId: string, uid: string): Promise<void> {
  await deleteDoc(doc(rulesOff(env), `accounts/${accountId}/members/${uid}`));
}

// ---------------------------------------------------------------------------------------------
// The table

const OPS = ['get', 'list', 'create', 'update', 'delete'] as const;
type Op = (typeof OPS)[number];

type Target = {
  name: string;
  /** The document that exists (get, update, delete). */
  path: string;
  /** The collection listed. */
  collection: string;
  /** The document created; when it is `path`, the world is seeded without it for a create. */
  createPath: string;
  createData: () => Record<string, unknown>;
  updateData: () => Record<string, unknown>;
  allowed: Record<Op, readonly Caller[]>;
};

const EVERY_MEMBER = ['owner', 'manager', 'member', 'viewer'] as const;
const WRITERS = ['owner', 'manager', 'member'] as const;
const NOBODY = [] as const;

const recordTarget = (kind: Kind): Target => ({
  name: kind,
  path: `accounts/${A}/${kind}/existing`,
  collection: `accounts/${A}/${kind}`,
  createPath: `accounts/${A}/${kind}/new`,
  createData: () => newRecord(kind),
  updateData: () => ({ updatedAt: serverTimestamp() }),
  // Staff are not members of A: they read no records (as before accounts).
  allowed: { get: EVERY_MEMBER, list: EVERY_MEMBER, create: WRITERS, update: WRITERS, delete: WRITERS },
});

const TARGETS: Target[] = [
  ...KINDS.map(recordTarget),
  {
    name: 'meta/categories',
    path: `accounts/${A}/meta/categories`,
    collection: `accounts/${A}/meta`,
    createPath: `accounts/${A}/meta/categories`,
    createData: () => ({ expenses: ['Fuel'], revenues: [], salaries: [] }),
    updateData: () => ({ revenues: ['Licensing'] }),
    allowed: { get: EVERY_MEMBER, list: NOBODY, create: WRITERS, update: WRITERS, delete: WRITERS },
  },
  {
    name: 'meta/counters',
    path: `accounts/${A}/meta/counters`,
    collection: `accounts/${A}/meta`,
    createPath: `accounts/${A}/meta/counters`,
    createData: () => ({ clients: 1, lastClientId: 'x' }),
    updateData: () => ({ clients: 2 }),
    allowed: { get: EVERY_MEMBER, list: NOBODY, create: WRITERS, update: WRITERS, delete: NOBODY },
  },
  {
    name: 'meta/settings',
    path: `accounts/${A}/meta/settings`,
    collection: `accounts/${A}/meta`,
    createPath: `accounts/${A}/meta/settings`,
    createData: () => ({ theme: 'light' }),
    updateData: () => ({ theme: 'light' }),
    allowed: { get: EVERY_MEMBER, list: NOBODY, create: NOBODY, update: NOBODY, delete: WRITERS },
  },
  {
    name: 'imports',
    path: `accounts/${A}/imports/b1-0`,
    collection: `accounts/${A}/imports`,
    createPath: `accounts/${A}/imports/b2-0`,
    createData: () => ({ batchId: 'b2', kind: 'clients', part: 0, created: [], updated: [] }),
    updateData: () => ({ created: [] }),
    allowed: { get: EVERY_MEMBER, list: EVERY_MEMBER, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: 'summary',
    path: `accounts/${A}/summary/0`,
    collection: `accounts/${A}/summary`,
    createPath: `accounts/${A}/summary/1`,
    createData: () => ({ v: 1, clients: 1000 }),
    updateData: () => ({ clients: 1000 }),
    allowed: { get: EVERY_MEMBER, list: EVERY_MEMBER, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: 'members',
    path: `accounts/${A}/members/olga`,
    collection: `accounts/${A}/members`,
    createPath: `accounts/${A}/members/newcomer`,
    createData: () => memberDoc('owner'),
    updateData: () => ({ role: 'viewer' }),
    allowed: { get: [...EVERY_MEMBER, 'staff'], list: [...EVERY_MEMBER, 'staff'], create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: 'the account document',
    path: `accounts/${A}`,
    collection: 'accounts',
    createPath: `accounts/${A}`,
    createData: () => accountDoc({ createdBy: 'olga' }),
    updateData: () => ({ name: 'Renamed' }),
    allowed: { get: [...EVERY_MEMBER, 'staff'], list: ['staff'], create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: 'the subscription',
    path: `subscriptions/${A}`,
    collection: 'subscriptions',
    createPath: `subscriptions/${A}`,
    createData: () => activeSubscription('pro'),
    updateData: () => ({ planId: 'custom' }),
    allowed: { get: [...EVERY_MEMBER, 'staff'], list: ['staff'], create: NOBODY, update: NOBODY, delete: NOBODY },
  },
];

function attempt(db: Firestore, target: Target, op: Op, caller: Caller): Promise<unknown> {
  switch (op) {
    case 'get':
      return getDoc(doc(db, target.path));
    case 'list':
      return getDocs(collection(db, target.collection));
    case 'create':
      return setDoc(doc(db, target.createPath), target.createData());
    case 'update':
      return updateDoc(doc(db, target.path), target.updateData());
    case 'delete':
      // A client's delete goes with its deletion marker, naming the caller (tests/rules/deletions.test.ts).
      return target.name === 'clients' ? markedDelete(db, target.path, caller === 'signed out' ? 'nobody' : UIDS[caller]) : deleteDoc(doc(db, target.path));
  }
}

describe('the roles table, account acme on the pro plan', () => {
  it('the table names every record kind, the meta documents, imports, summary, members, the account and its subscription', () => {
    expect(TARGETS.map((t) => t.name)).toEqual([
      ...KINDS,
      'meta/categories',
      'meta/counters',
      'meta/settings',
      'imports',
      'summary',
      'members',
      'the account document',
      'the subscription',
    ]);
  });

  describe.each(TARGETS)('$name', (target) => {
    const cases = CALLERS.flatMap((caller) => OPS.map((op) => ({ caller, op, allowed: target.allowed[op].includes(caller) })));
    it.each(cases)('$caller: $op is allowed: $allowed', async ({ caller, op, allowed }) => {
      await seedAll(world(), op === 'create' && target.createPath === target.path ? [target.path] : []);
      if (caller === 'removed') await removeMember(A, UIDS.removed);
      await expectAllowed(allowed, attempt(clientFor(caller), target, op, caller));
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The cases the table rests on

/** A client and the counter step the data layer sends with it (what a capped account needs). */
function addClient(db: Firestore, accountId: string, id: string, step: number | null = 1) {
  const batch = writeBatch(db);
  batch.set(doc(db, `accounts/${accountId}/clients/${id}`), newRecord('clients'));
  if (step !== null) batch.set(doc(db, `accounts/${accountId}/meta/counters`), { clients: increment(step), lastClientId: id }, { merge: true });
  return batch.commit();
}

async function counterOf(accountId: string): Promise<unknown> {
  return (await getDoc(doc(rulesOff(env), `accounts/${accountId}/meta/counters`))).get('clients');
}

describe('viewers', () => {
  it('a viewer with a valid, verified ID token cannot create a client, alone or with its counter step', async () => {
    await seedAll(world('pro'));
    const vera = signedInWith(env, 'vera', { email: 'vera@example.com', email_verified: true });
    await assertFails(setDoc(doc(vera, `accounts/${A}/clients/c1`), newRecord('clients')));
    await assertFails(addClient(vera, A, 'c2'));
    await assertSucceeds(getDoc(doc(vera, `accounts/${A}/clients/existing`)));
  });

  it('a viewer cannot create a client in a basic account either, nor move its counter', async () => {
    await seedAll(world('basic'));
    const vera = signedIn(env, 'vera');
    await assertFails(addClient(vera, A, 'c1'));
    await assertFails(setDoc(doc(vera, `accounts/${A}/meta/counters`), { clients: 0, lastClientId: 'existing' }));
    expect(await counterOf(A)).toBe(1);
  });

  it('a viewer cannot make themselves an owner: the member documents are written only by functions', async () => {
    await seedAll(world());
    const vera = signedIn(env, 'vera');
    await assertFails(updateDoc(doc(vera, `accounts/${A}/members/vera`), { role: 'owner' }));
    await assertFails(setDoc(doc(vera, `accounts/${A}/members/vera`), memberDoc('owner')));
    await assertFails(deleteDoc(doc(vera, `accounts/${A}/members/vera`)));
  });

  it('staff who are a viewer of an account read its records but do not write them', async () => {
    await seedAll({ ...world(), [`accounts/${A}/members/root`]: memberDoc('viewer') });
    const root = signedIn(env, 'root', 'admin');
    await assertSucceeds(getDoc(doc(root, `accounts/${A}/clients/existing`)));
    await assertFails(setDoc(doc(root, `accounts/${A}/revenues/r1`), newRecord('revenues')));
    await assertFails(updateDoc(doc(root, `accounts/${A}/clients/existing`), { updatedAt: serverTimestamp() }));
  });
});

describe('one account against another', () => {
  it('a member of account A can read A but nothing of account B', async () => {
    await seedAll(world());
    const milo = signedIn(env, 'milo');
    // A, for comparison.
    await assertSucceeds(getDoc(doc(milo, `accounts/${A}`)));
    await assertSucceeds(getDocs(collection(milo, `accounts/${A}/clients`)));
    // B.
    await assertFails(getDoc(doc(milo, `accounts/${B}`)));
    await assertFails(getDocs(collection(milo, `accounts/${B}/members`)));
    await assertFails(getDoc(doc(milo, `accounts/${B}/members/nina`)));
    await assertFails(getDoc(doc(milo, `subscriptions/${B}`)));
    await assertFails(getDoc(doc(milo, `accounts/${B}/meta/categories`)));
    for (const kind of KINDS) {
      await assertFails(getDoc(doc(milo, `accounts/${B}/${kind}/existing`)));
      await assertFails(getDocs(collection(milo, `accounts/${B}/${kind}`)));
      await assertFails(setDoc(doc(milo, `accounts/${B}/${kind}/new`), newRecord(kind)));
    }
  });

  it("an owner of account B is no member of A, whatever they write into A's paths", async () => {
    await seedAll(world());
    const nina = signedIn(env, 'nina');
    await assertSucceeds(getDoc(doc(nina, `accounts/${B}/clients/existing`)));
    await assertFails(getDoc(doc(nina, `accounts/${A}/clients/existing`)));
    await assertFails(setDoc(doc(nina, `accounts/${A}/members/nina`), memberDoc('owner')));
  });
});

describe('staff', () => {
  it.each(['admin', 'owner'] as const)('staff (%s claim) read the account document and its members, but not its records', async (role) => {
    await seedAll(world());
    const staff = signedIn(env, 'root', role);
    await assertSucceeds(getDoc(doc(staff, `accounts/${A}`)));
    await assertSucceeds(getDocs(collection(staff, 'accounts')));
    await assertSucceeds(getDoc(doc(staff, `accounts/${A}/members/olga`)));
    await assertSucceeds(getDocs(collection(staff, `accounts/${A}/members`)));
    await assertSucceeds(getDoc(doc(staff, `subscriptions/${A}`)));
    for (const kind of KINDS) {
      await assertFails(getDoc(doc(staff, `accounts/${A}/${kind}/existing`)));
      await assertFails(getDocs(collection(staff, `accounts/${A}/${kind}`)));
    }
    await assertFails(getDoc(doc(staff, `accounts/${A}/meta/categories`)));
    await assertFails(getDoc(doc(staff, `accounts/${A}/summary/0`)));
    await assertFails(getDocs(collection(staff, `accounts/${A}/imports`)));
  });
});

describe('a removed member', () => {
  it('reads and writes until the member document is deleted, then nothing, with the same ID token', async () => {
    await seedAll(world());
    const remy = signedIn(env, 'remy');
    await assertSucceeds(getDoc(doc(remy, `accounts/${A}/clients/existing`)));
    await assertSucceeds(setDoc(doc(remy, `accounts/${A}/revenues/r1`), newRecord('revenues')));
    await removeMember(A, 'remy');
    await assertFails(getDoc(doc(remy, `accounts/${A}/clients/existing`)));
    await assertFails(getDoc(doc(remy, `accounts/${A}`)));
    await assertFails(getDoc(doc(remy, `subscriptions/${A}`)));
    await assertFails(setDoc(doc(remy, `accounts/${A}/revenues/r2`), newRecord('revenues')));
    await assertFails(updateDoc(doc(remy, `accounts/${A}/revenues/r1`), { updatedAt: serverTimestamp() }));
  });
});

describe("a basic account's client cap, for a manager who is not the founder", () => {
  it('the first client with its counter step is allowed and counted', async () => {
    await seedAll(world('basic'), [`accounts/${A}/meta/counters`]);
    await assertSucceeds(addClient(signedIn(env, 'mara'), A, 'c1'));
    expect(await counterOf(A)).toBe(1);
  });

  it('with the counter at 99 the 100th client is allowed and the 101st refused', async () => {
    await seedAll({ ...world('basic'), [`accounts/${A}/meta/counters`]: { clients: 99, lastClientId: 'existing' } });
    const mara = signedIn(env, 'mara');
    await assertSucceeds(addClient(mara, A, 'c100'));
    expect(await counterOf(A)).toBe(100);
    await assertFails(addClient(mara, A, 'c101'));
    await assertFails(setDoc(doc(mara, `accounts/${A}/clients/c101`), newRecord('clients')));
  });

  it('a client create without the counter step is refused', async () => {
    await seedAll(world('basic'));
    const mara = signedIn(env, 'mara');
    await assertFails(setDoc(doc(mara, `accounts/${A}/clients/c1`), newRecord('clients')));
    await assertFails(addClient(mara, A, 'c1', null));
    await assertFails(addClient(mara, A, 'c1', 2));
  });

  it('a client delete steps the counter down with it, and is refused without', async () => {
    await seedAll({ ...world('basic'), [`accounts/${A}/meta/counters`]: { clients: 5, lastClientId: 'existing' } });
    const mara = signedIn(env, 'mara');
    await assertFails(deleteDoc(doc(mara, `accounts/${A}/clients/existing`)));
    const batch = writeBatch(mara);
    batch.delete(doc(mara, `accounts/${A}/clients/existing`));
    batch.set(doc(mara, `accounts/${A}/deletions/clients-existing`), { kind: 'clients', recordId: 'existing', by: 'mara', at: serverTimestamp() });
    batch.set(doc(mara, `accounts/${A}/meta/counters`), { clients: increment(-1), lastClientId: 'existing' }, { merge: true });
    await assertSucceeds(batch.commit());
    expect(await counterOf(A)).toBe(4);
  });

  it('a member is capped by the same counter, and the manager cannot move it on its own', async () => {
    await seedAll({ ...world('basic'), [`accounts/${A}/meta/counters`]: { clients: 100, lastClientId: 'existing' } });
    await assertFails(addClient(signedIn(env, 'milo'), A, 'c101'));
    await assertFails(setDoc(doc(signedIn(env, 'mara'), `accounts/${A}/meta/counters`), { clients: 50, lastClientId: 'existing' }));
    expect(await counterOf(A)).toBe(100);
  });

  it("the cap is the account's plan: a pro account's manager adds clients past 100", async () => {
    await seedAll({ ...world('pro'), [`accounts/${A}/meta/counters`]: { clients: 100, lastClientId: 'existing' } });
    await assertSucceeds(addClient(signedIn(env, 'mara'), A, 'c101'));
    expect(await counterOf(A)).toBe(101);
  });
});

describe('the plan of the account decides for every member', () => {
  it('a basic account refuses pro kinds to its owner and its manager alike, but they read what is kept', async () => {
    await seedAll(world('basic'));
    for (const uid of ['olga', 'mara', 'milo']) {
      const db = signedIn(env, uid);
      await assertFails(setDoc(doc(db, `accounts/${A}/employees/e-${uid}`), newRecord('employees')));
      await assertSucceeds(getDoc(doc(db, `accounts/${A}/employees/existing`)));
      await assertSucceeds(setDoc(doc(db, `accounts/${A}/revenues/r-${uid}`), newRecord('revenues')));
    }
  });

  it("a suspended account's members read but do not write", async () => {
    await seedAll({
      ...world('pro'),
      [`subscriptions/${A}`]: subscriptionDoc({ planId: 'pro', status: 'suspended', currentPeriodEnd: new Date(Date.now() + 20 * DAY) }),
    });
    const mara = signedIn(env, 'mara');
    await assertSucceeds(getDoc(doc(mara, `accounts/${A}/revenues/existing`)));
    await assertFails(setDoc(doc(mara, `accounts/${A}/revenues/r1`), newRecord('revenues')));
    await assertFails(setDoc(doc(mara, `accounts/${A}/meta/categories`), { expenses: ['Fuel'], revenues: [], salaries: [] }));
  });

  it('maintenance mode refuses writes to every member', async () => {
    await seedAll({ ...world('pro'), 'systemSettings/global': { maintenanceMode: true, maintenanceMessage: 'Back soon' } });
    for (const uid of ['olga', 'mara', 'milo']) {
      const db = signedIn(env, uid);
      await assertFails(setDoc(doc(db, `accounts/${A}/revenues/r-${uid}`), newRecord('revenues')));
      await assertSucceeds(getDoc(doc(db, `accounts/${A}/revenues/existing`)));
    }
  });
});
