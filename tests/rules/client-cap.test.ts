// The basic plan's 100-client cap, enforced by accounts/{a}/meta/counters moving in step with
// every client create and delete (one client per batch for capped users).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, increment, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { markedDelete, rulesOff, setUpRulesEnv, newRecord, seed, seedAccount, signedIn, storedRecord, type Role } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const countersPath = (uid: string) => `accounts/${uid}/meta/counters`;

/** What the data layer sends: the client and an increment of the counter naming it. */
function addClient(db: Firestore, uid: string, id: string, step: number | null = 1, named = id) {
  const batch = writeBatch(db);
  batch.set(doc(db, `accounts/${uid}/clients/${id}`), newRecord('clients'));
  if (step !== null) {
    batch.set(doc(db, countersPath(uid)), { clients: increment(step), lastClientId: named }, { merge: true });
  }
  return batch.commit();
}

function removeClient(db: Firestore, uid: string, id: string, counter: Record<string, unknown> | null) {
  const batch = writeBatch(db);
  batch.delete(doc(db, `accounts/${uid}/clients/${id}`));
  // Its deletion marker, as every browser delete of a client (tests/rules/deletions.test.ts).
  batch.set(doc(db, `accounts/${uid}/deletions/clients-${id}`), { kind: 'clients', recordId: id, by: uid, at: serverTimestamp() });
  if (counter) batch.set(doc(db, countersPath(uid)), counter, { merge: true });
  return batch.commit();
}

async function seedCounter(uid: string, clients: number, lastClientId = 'seed') {
  await seed(env, { [countersPath(uid)]: { clients, lastClientId } });
}

async function counterOf(uid: string): Promise<unknown> {
  const snap = await getDoc(doc(rulesOff(env), countersPath(uid)));
  return snap.get('clients');
}

describe('basic plan client cap', () => {
  it("a basic user's first client with its counter step is allowed (a missing counter counts as 0)", async () => {
    await seedAccount(env, 'alice', 'basic');
    await assertSucceeds(addClient(signedIn(env, 'alice'), 'alice', 'c1'));
    expect(await counterOf('alice')).toBe(1);
  });

  it('with the counter at 99 the 100th client is allowed and the 101st is refused', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedCounter('alice', 99);
    const db = signedIn(env, 'alice');
    await assertSucceeds(addClient(db, 'alice', 'c100'));
    expect(await counterOf('alice')).toBe(100);
    await assertFails(addClient(db, 'alice', 'c101'));
    await assertFails(setDoc(doc(db, 'accounts/alice/clients/c101'), newRecord('clients')));
  });

  it('a basic user at the cap can still edit their clients', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedCounter('alice', 100);
    await seed(env, { 'accounts/alice/clients/c1': storedRecord('clients') });
    const db = signedIn(env, 'alice');
    await assertSucceeds(updateDoc(doc(db, 'accounts/alice/clients/c1'), { status: 'former', updatedAt: serverTimestamp() }));
  });

  it('a client create without the counter is refused for a basic user', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedCounter('alice', 3);
    const db = signedIn(env, 'alice');
    await assertFails(setDoc(doc(db, 'accounts/alice/clients/c1'), newRecord('clients')));
    await assertFails(addClient(db, 'alice', 'c1', null));
  });

  it('a batch of two clients with one counter step is refused', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedCounter('alice', 3);
    const db = signedIn(env, 'alice');
    const batch = writeBatch(db);
    batch.set(doc(db, 'accounts/alice/clients/a'), newRecord('clients'));
    batch.set(doc(db, 'accounts/alice/clients/b'), newRecord('clients'));
    batch.set(doc(db, countersPath('alice')), { clients: increment(1), lastClientId: 'b' }, { merge: true });
    await assertFails(batch.commit());
  });

  it('a batch of two clients with a counter step of 2 is refused', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedCounter('alice', 3);
    const db = signedIn(env, 'alice');
    const batch = writeBatch(db);
    batch.set(doc(db, 'accounts/alice/clients/a'), newRecord('clients'));
    batch.set(doc(db, 'accounts/alice/clients/b'), newRecord('clients'));
    batch.set(doc(db, countersPath('alice')), { clients: increment(2), lastClientId: 'b' }, { merge: true });
    await assertFails(batch.commit());
  });

  it('a client create whose counter step names another id is refused', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedCounter('alice', 3);
    await assertFails(addClient(signedIn(env, 'alice'), 'alice', 'c1', 1, 'someone-else'));
  });

  it('a client create whose counter names an already existing client is refused', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedCounter('alice', 3);
    await seed(env, { 'accounts/alice/clients/old': storedRecord('clients') });
    const db = signedIn(env, 'alice');
    const batch = writeBatch(db);
    batch.set(doc(db, 'accounts/alice/clients/c1'), newRecord('clients'));
    batch.set(doc(db, countersPath('alice')), { clients: increment(1), lastClientId: 'old' }, { merge: true });
    await assertFails(batch.commit());
  });

  it('a client create whose counter does not move is refused', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedCounter('alice', 3);
    await assertFails(addClient(signedIn(env, 'alice'), 'alice', 'c1', 0));
  });

  it('a basic user cannot move the counter without creating or deleting the named client', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedCounter('alice', 50);
    await seed(env, { 'accounts/alice/clients/c1': storedRecord('clients') });
    const db = signedIn(env, 'alice');
    const ref = doc(db, countersPath('alice'));
    await assertFails(setDoc(ref, { clients: 0, lastClientId: 'c1' }));
    await assertFails(setDoc(ref, { clients: 49, lastClientId: 'c1' }));
    await assertFails(setDoc(ref, { clients: 51, lastClientId: 'nope' }));
    await assertFails(deleteDoc(ref));
  });

  it('a basic user deletes a client together with a counter step of -1', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedCounter('alice', 5);
    await seed(env, { 'accounts/alice/clients/c1': storedRecord('clients') });
    const db = signedIn(env, 'alice');
    await assertSucceeds(removeClient(db, 'alice', 'c1', { clients: increment(-1), lastClientId: 'c1' }));
    expect(await counterOf('alice')).toBe(4);
  });

  it('a basic user cannot delete a client without the counter step', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedCounter('alice', 5);
    await seed(env, { 'accounts/alice/clients/c1': storedRecord('clients') });
    const db = signedIn(env, 'alice');
    await assertFails(deleteDoc(doc(db, 'accounts/alice/clients/c1')));
    await assertFails(removeClient(db, 'alice', 'c1', { clients: increment(-1), lastClientId: 'other' }));
    await assertFails(removeClient(db, 'alice', 'c1', { clients: increment(-2), lastClientId: 'c1' }));
  });

  it('a basic user whose counter is already 0 can still delete a client (0 stays 0)', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedCounter('alice', 0);
    await seed(env, { 'accounts/alice/clients/c1': storedRecord('clients') });
    const db = signedIn(env, 'alice');
    await assertSucceeds(removeClient(db, 'alice', 'c1', { clients: 0, lastClientId: 'c1' }));
    expect(await counterOf('alice')).toBe(0);
  });

  it('a counter can never go below 0', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedCounter('alice', 0);
    await seed(env, { 'accounts/alice/clients/c1': storedRecord('clients') });
    const db = signedIn(env, 'alice');
    await assertFails(removeClient(db, 'alice', 'c1', { clients: increment(-1), lastClientId: 'c1' }));
  });

  it('a basic user cannot write the counter of another user', async () => {
    await seedAccount(env, 'alice', 'basic');
    await seedAccount(env, 'bob', 'pro');
    const db = signedIn(env, 'alice');
    await assertFails(setDoc(doc(db, countersPath('bob')), { clients: 0, lastClientId: '' }));
    await assertFails(getDoc(doc(db, countersPath('bob'))));
  });
});

describe('uncapped plans', () => {
  it.each(['pro', 'custom'] as const)('a %s user creates and deletes clients without a counter', async (planId) => {
    await seedAccount(env, 'alice', planId);
    await seedCounter('alice', 100);
    const db = signedIn(env, 'alice');
    await assertSucceeds(setDoc(doc(db, 'accounts/alice/clients/c1'), newRecord('clients')));
    await assertSucceeds(setDoc(doc(db, 'accounts/alice/clients/c2'), newRecord('clients')));
    await assertSucceeds(markedDelete(db, 'accounts/alice/clients/c1', 'alice'));
  });

  it('a pro user creates clients with the counter step the data layer sends, past 100', async () => {
    await seedAccount(env, 'alice', 'pro');
    await seedCounter('alice', 100);
    await assertSucceeds(addClient(signedIn(env, 'alice'), 'alice', 'c101'));
    expect(await counterOf('alice')).toBe(101);
  });

  it('a pro user may write the counter freely as long as it is a whole number >= 0', async () => {
    await seedAccount(env, 'alice', 'pro');
    const db = signedIn(env, 'alice');
    const ref = doc(db, countersPath('alice'));
    await assertSucceeds(setDoc(ref, { clients: 7, lastClientId: 'x' }));
    await assertFails(setDoc(ref, { clients: -1, lastClientId: 'x' }));
    await assertFails(setDoc(ref, { clients: 1.5, lastClientId: 'x' }));
    await assertFails(setDoc(ref, { clients: 1, lastClientId: 3 }));
    await assertFails(setDoc(ref, { clients: 1, lastClientId: 'x', extra: true }));
    await assertFails(deleteDoc(ref));
  });

  it.each(['admin', 'owner'] as Role[])('an %s on a basic plan is not capped', async (role) => {
    await seedAccount(env, 'staff', 'basic');
    await seedCounter('staff', 100);
    const db = signedIn(env, 'staff', role);
    await assertSucceeds(setDoc(doc(db, 'accounts/staff/clients/c1'), newRecord('clients')));
    await assertSucceeds(addClient(db, 'staff', 'c2'));
  });
});
