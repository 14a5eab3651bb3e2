// API keys belong to an account (apiKeys/{id}.accountId): its owners and managers list and read
// them; its members, viewers and outsiders do not; a key made before accounts existed (no
// accountId) stays readable by the person who made it; the service owner reads every key. And
// the documents only functions touch: invitations, an account's activity and the seats of each
// plan (systemSettings/plans) are neither read nor written from a browser, whatever the role.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, Timestamp, updateDoc, where, type Firestore } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { accountDoc, memberDoc, rulesOff, seed, setUpRulesEnv, signedIn, signedOut, type AccountRole } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const A = 'acme';
const OUTSIDER = 'nina';
const UIDS: Record<AccountRole, string> = { owner: 'olga', manager: 'mara', member: 'milo', viewer: 'vera' };

function keyDoc(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    accountId: A,
    uid: UIDS.owner,
    ownerEmail: 'olga@example.com',
    name: 'Zapier',
    mode: 'test',
    start: 'crm_te',
    last4: 'abcd',
    hash: 'f'.repeat(64),
    enabled: true,
    createdAt: Timestamp.now(),
    lastUsedAt: null,
    ...over,
  };
}

async function seedAccount(): Promise<void> {
  const docs: Record<string, Record<string, unknown>> = {
    [`accounts/${A}`]: accountDoc({ createdBy: UIDS.owner }),
    [`accounts/${OUTSIDER}`]: accountDoc({ createdBy: OUTSIDER }),
    [`accounts/${OUTSIDER}/members/${OUTSIDER}`]: memberDoc('owner'),
    'apiKeys/k1': keyDoc(),
    'apiKeys/k2': keyDoc({ uid: UIDS.manager }),
    'apiKeys/other': keyDoc({ accountId: OUTSIDER, uid: OUTSIDER }),
  };
  for (const [role, uid] of Object.entries(UIDS)) docs[`accounts/${A}/members/${uid}`] = memberDoc(role as AccountRole);
  await seed(env, docs);
}

const byAccount = (db: Firestore, accountId: string) => getDocs(query(collection(db, 'apiKeys'), where('accountId', '==', accountId)));

describe('API keys of an account', () => {
  for (const role of ['owner', 'manager'] as const) {
    it(`the account's ${role} lists its keys by accountId and reads one`, async () => {
      await seedAccount();
      const db = signedIn(env, UIDS[role]);
      await assertSucceeds(byAccount(db, A));
      await assertSucceeds(getDoc(doc(db, 'apiKeys/k1')));
    });
  }

  for (const role of ['member', 'viewer'] as const) {
    it(`a ${role} of the account lists and reads none of its keys`, async () => {
      await seedAccount();
      const db = signedIn(env, UIDS[role]);
      await assertFails(byAccount(db, A));
      await assertFails(getDoc(doc(db, 'apiKeys/k1')));
    });
  }

  it('an outsider (owner of another account) lists and reads none of its keys, but their own', async () => {
    await seedAccount();
    const db = signedIn(env, OUTSIDER);
    await assertFails(byAccount(db, A));
    await assertFails(getDoc(doc(db, 'apiKeys/k1')));
    await assertSucceeds(byAccount(db, OUTSIDER));
  });

  it('a signed-out visitor reads no key', async () => {
    await seedAccount();
    await assertFails(byAccount(signedOut(env), A));
  });

  it("a manager's query without the accountId filter is refused (it could return other accounts' keys)", async () => {
    await seedAccount();
    const db = signedIn(env, UIDS.manager);
    await assertFails(getDocs(collection(db, 'apiKeys')));
    await assertFails(getDocs(query(collection(db, 'apiKeys'), where('enabled', '==', true))));
  });

  it('a member removed from the account no longer reads its keys', async () => {
    await seedAccount();
    await deleteDoc(doc(rulesOff(env), `accounts/${A}/members/${UIDS.manager}`));
    await assertFails(byAccount(signedIn(env, UIDS.manager), A));
  });

  it('a key made before accounts existed (no accountId) stays readable by its maker only', async () => {
    await seedAccount();
    const legacy = keyDoc({ uid: 'leo' });
    delete legacy.accountId;
    await seed(env, { 'apiKeys/legacy': legacy });
    const leo = signedIn(env, 'leo');
    await assertSucceeds(getDocs(query(collection(leo, 'apiKeys'), where('uid', '==', 'leo'))));
    await assertSucceeds(getDoc(doc(leo, 'apiKeys/legacy')));
    await assertFails(getDoc(doc(signedIn(env, UIDS.owner), 'apiKeys/legacy')));
  });

  it('the service owner reads every key; an admin does not', async () => {
    await seedAccount();
    await assertSucceeds(getDocs(collection(signedIn(env, 'boss', 'owner'), 'apiKeys')));
    await assertFails(getDocs(collection(signedIn(env, 'adam', 'admin'), 'apiKeys')));
  });

  it('no browser writes a key, the account owner and the service owner included', async () => {
    await seedAccount();
    for (const db of [signedIn(env, UIDS.owner), signedIn(env, 'boss', 'owner')]) {
      await assertFails(setDoc(doc(db, 'apiKeys/new'), keyDoc()));
      await assertFails(updateDoc(doc(db, 'apiKeys/k1'), { enabled: false }));
      await assertFails(deleteDoc(doc(db, 'apiKeys/k1')));
    }
  });
});

// Every kind of caller: each account role of acme, an outsider, staff and a signed-out visitor.
const callers = (): [string, Firestore][] => [
  ...Object.entries(UIDS).map(([role, uid]): [string, Firestore] => [role, signedIn(env, uid)]),
  ['outsider', signedIn(env, OUTSIDER)],
  ['admin', signedIn(env, 'adam', 'admin')],
  ['service owner', signedIn(env, 'boss', 'owner')],
  ['signed out', signedOut(env)],
];

const FUNCTIONS_ONLY: { path: string; collection: string; data: Record<string, unknown> }[] = [
  {
    path: 'invitations/inv1',
    collection: 'invitations',
    data: { accountId: A, accountName: 'Acme Ltd', email: 'vera@example.com', role: 'member', tokenHash: 'a'.repeat(64), status: 'pending' },
  },
  {
    path: `accounts/${A}/activity/act1`,
    collection: `accounts/${A}/activity`,
    data: { type: 'INVITED', actorUid: UIDS.owner, actorName: 'Olga', targetEmail: 'vera@example.com', role: 'member' },
  },
  { path: 'systemSettings/plans', collection: 'systemSettings', data: { seats: { basic: 2, pro: 10, custom: null } } },
];

describe('documents only functions read and write', () => {
  for (const target of FUNCTIONS_ONLY) {
    it(`${target.path} is neither read nor written from a browser, for any role`, async () => {
      await seedAccount();
      await seed(env, { [target.path]: target.data });
      for (const [who, db] of callers()) {
        const refused = (what: string, op: Promise<unknown>) =>
          assertFails(op).catch(() => {
            throw new Error(`${who}: ${what} of ${target.path} was allowed`);
          });
        await refused('get', getDoc(doc(db, target.path)));
        if (target.collection !== 'systemSettings') await refused('list', getDocs(collection(db, target.collection)));
        await refused('create', setDoc(doc(db, target.path), target.data));
        await refused('update', updateDoc(doc(db, target.path), { touched: true }));
        await refused('delete', deleteDoc(doc(db, target.path)));
      }
    });
  }
});
