// Deletion markers (docs/decisions/0248, docs/product/history.md#who-and-from-where): a browser's
// delete of a client or deal must carry, in its batch, accounts/{a}/deletions/{kind}-{id} naming
// the caller and the request's time, so the history names who deleted. Every role, a forged
// `by`, a delete without its marker, a marker without its delete, and the batch of eight.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { DELETES_PER_BATCH } from '../../src/domain/history';
import { dealInput } from '../../src/testing/record-fixtures';
import type { TeamActor } from './helpers';
import {
  accountDoc,
  asTeamActor,
  DAY,
  expectAllowed,
  markedDelete,
  seed,
  setUpRulesEnv,
  storedRecord,
  subscriptionDoc,
  TEAM_ACTORS,
  TEAM_MEMBERS,
} from './helpers';

let env: RulesTestEnvironment;
setUpRulesEnv((created) => {
  env = created;
});

const A = 'acme';
const as = (actor: TeamActor): Firestore => asTeamActor(env, actor);
const uidOf = (actor: TeamActor) => (actor === 'signed out' ? 'nobody' : actor);
const then = () => Timestamp.fromDate(new Date(Date.now() - DAY));

const deal = (owner: string) => ({
  ...dealInput('Roof', { ownerId: owner, position: 'a0' }),
  createdBy: owner,
  updatedBy: owner,
  createdAt: then(),
  updatedAt: then(),
});

/** A Pro account (no client cap) with the cast, a client and a deal of olga's and of oscar's, and `extra` clients. */
async function seedAccount(extra = 0): Promise<void> {
  const now = new Date();
  await seed(env, {
    [`accounts/${A}`]: accountDoc({ createdBy: 'olga' }),
    [`subscriptions/${A}`]: subscriptionDoc(
      { planId: 'pro', status: 'active', trialEndsAt: new Date(now.getTime() + 7 * DAY), currentPeriodEnd: new Date(now.getTime() + 20 * DAY) },
      now,
    ),
    ...Object.fromEntries(Object.entries(TEAM_MEMBERS).map(([uid, m]) => [`accounts/${A}/members/${uid}`, m])),
    [`accounts/${A}/clients/olgas`]: storedRecord('clients', { ownerId: 'olga' }),
    [`accounts/${A}/clients/oscars`]: storedRecord('clients', { ownerId: 'oscar' }),
    [`accounts/${A}/deals/olgas`]: deal('olga'),
    [`accounts/${A}/deals/oscars`]: deal('oscar'),
    ...Object.fromEntries(Array.from({ length: extra }, (_, i) => [`accounts/${A}/clients/x${i}`, storedRecord('clients', { ownerId: 'olga' })])),
  });
}

const writers: TeamActor[] = ['olga', 'mara', 'milo', 'oscar'];

describe('deletion markers: who deletes a client or deal', () => {
  for (const actor of TEAM_ACTORS) {
    it(`${actor}: deletes with a marker naming themselves, never without one`, async () => {
      await seedAccount();
      const db = as(actor);
      const uid = uidOf(actor);
      const writes = writers.includes(actor);
      const narrowed = actor === 'oscar';
      for (const kind of ['clients', 'deals']) {
        // Without its marker: refused to everyone.
        await expectAllowed(false, deleteDoc(doc(db, `accounts/${A}/${kind}/oscars`)));
        // With a marker naming someone else: refused.
        await expectAllowed(false, markedDelete(db, `accounts/${A}/${kind}/oscars`, uid === 'olga' ? 'mara' : 'olga'));
        // With its own: as far as the role and switches allow.
        await expectAllowed(writes && !narrowed, markedDelete(db, `accounts/${A}/${kind}/olgas`, uid));
        await expectAllowed(writes, markedDelete(db, `accounts/${A}/${kind}/oscars`, uid));
      }
    });
  }

  it('a marker must name the request time, its record and nothing more', async () => {
    await seedAccount();
    const db = as('milo');
    const path = `accounts/${A}/clients/olgas`;
    const marker = doc(db, `accounts/${A}/deletions/clients-olgas`);
    const withMarker = (data: Record<string, unknown>) => {
      const batch = writeBatch(db);
      batch.delete(doc(db, path));
      batch.set(marker, data);
      return batch.commit();
    };
    const good = { kind: 'clients', recordId: 'olgas', by: 'milo', at: serverTimestamp() };
    await expectAllowed(false, withMarker({ ...good, at: Timestamp.fromDate(new Date(Date.now() - 60_000)) }));
    await expectAllowed(false, withMarker({ ...good, recordId: 'oscars' }));
    await expectAllowed(false, withMarker({ ...good, kind: 'deals' }));
    await expectAllowed(false, withMarker({ ...good, extra: 1 }));
    await expectAllowed(false, withMarker({ kind: 'clients', recordId: 'olgas', by: 'milo' }));
    // A marker of another record does not mark this delete.
    const other = writeBatch(db);
    other.delete(doc(db, path));
    other.set(doc(db, `accounts/${A}/deletions/clients-gone`), { kind: 'clients', recordId: 'gone', by: 'milo', at: serverTimestamp() });
    await expectAllowed(false, other.commit());
    await expectAllowed(true, withMarker(good));
  });

  it('a marker alone (its record still there) is refused; nobody reads or removes markers', async () => {
    await seedAccount();
    const db = as('olga');
    const marker = doc(db, `accounts/${A}/deletions/clients-olgas`);
    await expectAllowed(false, setDoc(marker, { kind: 'clients', recordId: 'olgas', by: 'olga', at: serverTimestamp() }));
    await expectAllowed(true, markedDelete(db, `accounts/${A}/clients/olgas`, 'olga'));
    await expectAllowed(false, getDoc(marker));
    await expectAllowed(false, deleteDoc(marker));
    // A marker of a record that is not there names only the caller and marks nothing: harmless, and allowed.
    await expectAllowed(
      true,
      setDoc(doc(db, `accounts/${A}/deletions/clients-none`), { kind: 'clients', recordId: 'none', by: 'olga', at: serverTimestamp() }),
    );
  });

  it(`a batch deletes ${DELETES_PER_BATCH} clients with their markers (what the app's delete-all sends)`, async () => {
    await seedAccount(DELETES_PER_BATCH);
    const db = as('mara');
    const batch = writeBatch(db);
    for (let i = 0; i < DELETES_PER_BATCH; i += 1) {
      batch.delete(doc(db, `accounts/${A}/clients/x${i}`));
      batch.set(doc(db, `accounts/${A}/deletions/clients-x${i}`), { kind: 'clients', recordId: `x${i}`, by: 'mara', at: serverTimestamp() });
    }
    await expectAllowed(true, batch.commit());
  });
});
