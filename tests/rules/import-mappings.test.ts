// users/{uid}/importMappings/{signature}: the import mappings a user confirmed, one per header row.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { headerSignature } from '../../src/domain/import/remembered';
import { seed, setUpRulesEnv, signedIn, signedOut } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const signature = headerSignature(['Full name', 'E-mail', 'Phone', 'Joined']);
const mapping = (uid: string, who = uid, id = signature) => doc(signedIn(env, who), `users/${uid}/importMappings/${id}`);
const valid = () => ({ kind: 'clients', fields: ['name', 'email', '', 'dateAdded'], dateOrder: 'dmy', updatedAt: serverTimestamp() });

describe('import mappings', () => {
  it('the owner of the account writes a mapping, reads it back, replaces and deletes it', async () => {
    await assertSucceeds(setDoc(mapping('alice'), valid()));
    await assertSucceeds(getDoc(mapping('alice')));
    await assertSucceeds(setDoc(mapping('alice'), { ...valid(), kind: 'employees', fields: ['name', 'email', '', ''], dateOrder: null }));
    await assertSucceeds(setDoc(mapping('alice'), { ...valid(), fields: Array.from({ length: 300 }, () => 'employeeName') }));
    await assertSucceeds(deleteDoc(mapping('alice')));
  });

  it('custom fields are remembered by id, deals mappings too; a custom target of another shape is refused', async () => {
    await assertSucceeds(setDoc(mapping('alice'), { ...valid(), fields: ['name', 'email', 'custom:fk2j9x0ab', 'custom:f_1-b'] }));
    await assertSucceeds(setDoc(mapping('alice'), { ...valid(), kind: 'deals', fields: ['title', 'stage', 'custom:f0000abcd', ''] }));
    await assertSucceeds(setDoc(mapping('alice'), { ...valid(), fields: Array.from({ length: 300 }, () => `custom:${'f'.repeat(40)}`) }));
    for (const fields of [
      ['name', 'email', 'custom:', ''],
      ['name', 'email', `custom:${'f'.repeat(41)}`, ''],
      ['name', 'email', 'custom:f 1', ''],
      ['name', 'email', 'custom:f:1', ''],
      ['name', 'email', 'other:f1', ''],
    ]) {
      await assertFails(setDoc(mapping('alice'), { ...valid(), fields }));
    }
  });

  it('unknown or missing keys, wrong types and a wrong time are refused', async () => {
    for (const bad of [
      { ...valid(), extra: 1 },
      { kind: 'clients', fields: ['name'], updatedAt: serverTimestamp() },
      { ...valid(), kind: 'tasks' },
      { ...valid(), kind: 3 },
      { ...valid(), fields: 'name,email' },
      { ...valid(), fields: [{ field: 'name' }] },
      { ...valid(), fields: ['name', 3, ''] },
      { ...valid(), fields: ['name', 'e-mail', ''] },
      { ...valid(), fields: [] },
      { ...valid(), dateOrder: 'ymd' },
      { ...valid(), dateOrder: true },
      { ...valid(), updatedAt: new Date(0) },
    ]) {
      await assertFails(setDoc(mapping('alice'), bad));
    }
  });

  it('oversize documents are refused: more than 300 columns, or long texts as fields', async () => {
    await assertFails(setDoc(mapping('alice'), { ...valid(), fields: Array.from({ length: 301 }, () => 'name') }));
    await assertFails(setDoc(mapping('alice'), { ...valid(), fields: ['name', 'x'.repeat(900_000)] }));
    await assertFails(setDoc(mapping('alice'), { ...valid(), fields: ['name', 'e'.repeat(40)] }));
  });

  it('a document id that is not a header signature is refused', async () => {
    for (const id of ['anything', `${signature}0`, signature.toUpperCase(), 'g'.repeat(16)]) {
      await assertFails(setDoc(mapping('alice', 'alice', id), valid()));
    }
  });

  it("nobody reads, writes or deletes another user's mappings, signed out or signed in", async () => {
    await seed(env, { [`users/alice/importMappings/${signature}`]: { kind: 'clients', fields: ['name', 'email', '', ''], dateOrder: null } });
    await assertFails(getDoc(mapping('alice', 'bob')));
    await assertFails(setDoc(mapping('alice', 'bob'), valid()));
    await assertFails(deleteDoc(mapping('alice', 'bob')));
    await assertFails(getDoc(doc(signedIn(env, 'admin1', 'admin'), `users/alice/importMappings/${signature}`)));
    await assertFails(getDoc(doc(signedOut(env), `users/alice/importMappings/${signature}`)));
    await assertFails(setDoc(doc(signedOut(env), `users/alice/importMappings/${signature}`), valid()));
  });
});
