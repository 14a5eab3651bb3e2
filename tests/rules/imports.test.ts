// users/{uid}/imports/{importId}: the recorded imports behind "undo import".
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { expectAllowed, seed, seedAccount, setUpRulesEnv, signedIn } from './helpers';

let env: RulesTestEnvironment;
setUpRulesEnv((created) => {
  env = created;
});

const record = (over: Record<string, unknown> = {}) => ({
  batchId: 'b1',
  kind: 'clients',
  part: 0,
  createdAt: serverTimestamp(),
  expiresAt: new Date(Date.now() + 30 * 86_400_000),
  created: ['clients/c1'],
  updated: [{ path: 'clients/c2', fields: { name: 'Old' } }],
  ...over,
});

describe('recorded imports', () => {
  it('the owner may record an import of the right shape, read it and delete it, but not change it', async () => {
    await seedAccount(env, 'u1', 'basic');
    const db = signedIn(env, 'u1');
    const ref = doc(db, 'users/u1/imports/b1-0');
    await expectAllowed(true, setDoc(ref, record()));
    await expectAllowed(true, getDoc(ref));
    await expectAllowed(false, updateDoc(ref, { created: [] }));
    await expectAllowed(true, deleteDoc(ref));
  });

  it('another user may not read or write them', async () => {
    await seedAccount(env, 'u1', 'basic');
    await seedAccount(env, 'u2', 'basic');
    await seed(env, { 'users/u1/imports/b1-0': { ...record(), createdAt: new Date() } });
    const other = signedIn(env, 'u2');
    await expectAllowed(false, getDoc(doc(other, 'users/u1/imports/b1-0')));
    await expectAllowed(false, setDoc(doc(other, 'users/u1/imports/b2-0'), record({ batchId: 'b2' })));
    await expectAllowed(false, deleteDoc(doc(other, 'users/u1/imports/b1-0')));
  });

  it('rejects a wrong shape, an unknown kind, a client-chosen time and oversized lists', async () => {
    await seedAccount(env, 'u1', 'pro');
    const db = signedIn(env, 'u1');
    const ref = doc(db, 'users/u1/imports/x-0');
    await expectAllowed(false, setDoc(ref, record({ kind: 'tasks' })));
    await expectAllowed(false, setDoc(ref, record({ extra: 1 })));
    await expectAllowed(false, setDoc(ref, record({ createdAt: new Date(0) })));
    // The undo record must expire (TTL) within the 30-day window, plus a day of clock slack.
    const { expiresAt: _never, ...noExpiry } = record();
    await expectAllowed(false, setDoc(ref, noExpiry));
    await expectAllowed(false, setDoc(ref, record({ expiresAt: new Date(Date.now() + 40 * 86_400_000) })));
    await expectAllowed(false, setDoc(ref, record({ expiresAt: new Date(Date.now() - 1000) })));
    await expectAllowed(false, setDoc(ref, record({ expiresAt: 'never' })));
    await expectAllowed(false, setDoc(ref, record({ created: Array.from({ length: 501 }, (_, i) => `clients/c${i}`) })));
    await expectAllowed(false, setDoc(ref, record({ updated: Array.from({ length: 101 }, () => ({ path: 'clients/c', fields: {} })) })));
    await expectAllowed(false, setDoc(ref, record({ created: [{ path: 'clients/c1' }] })));
    await expectAllowed(false, setDoc(ref, record({ created: ['x'.repeat(200_000)] })));
    await expectAllowed(true, setDoc(ref, record({ created: Array.from({ length: 500 }, (_, i) => `clients/c${i}`) })));
  });

  it('a suspended account may not record imports', async () => {
    await seedAccount(env, 'u1', 'pro', { status: 'suspended' });
    await expectAllowed(false, setDoc(doc(signedIn(env, 'u1'), 'users/u1/imports/b1-0'), record()));
  });
});
