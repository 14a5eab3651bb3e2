// accounts/{a}/imports/{importId}: the recorded imports behind "undo import".
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
  it('the owner may read their recorded import, but not create, change or delete one: the importRecords and undoImport functions do', async () => {
    await seedAccount(env, 'u1', 'pro');
    await seed(env, { 'accounts/u1/imports/b1-0': { ...record(), createdAt: new Date() } });
    const db = signedIn(env, 'u1');
    const ref = doc(db, 'accounts/u1/imports/b1-0');
    await expectAllowed(true, getDoc(ref));
    await expectAllowed(false, updateDoc(ref, { created: [] }));
    // Even a record of the shape the function writes is refused from a browser.
    await expectAllowed(false, setDoc(doc(db, 'accounts/u1/imports/b2-0'), record({ batchId: 'b2' })));
    await expectAllowed(false, deleteDoc(ref));
  });

  it('another user may not read or write them', async () => {
    await seedAccount(env, 'u1', 'basic');
    await seedAccount(env, 'u2', 'basic');
    await seed(env, { 'accounts/u1/imports/b1-0': { ...record(), createdAt: new Date() } });
    const other = signedIn(env, 'u2');
    await expectAllowed(false, getDoc(doc(other, 'accounts/u1/imports/b1-0')));
    await expectAllowed(false, setDoc(doc(other, 'accounts/u1/imports/b2-0'), record({ batchId: 'b2' })));
    await expectAllowed(false, deleteDoc(doc(other, 'accounts/u1/imports/b1-0')));
  });
});
