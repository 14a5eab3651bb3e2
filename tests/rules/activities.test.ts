// Activities on clients (docs/product/records.md#activities): who reads, logs, edits and deletes
// them (every role, a member narrowed to their own records, staff who are not members, people
// outside the account, signed out), the whole-document validation and its bounds
// (src/domain/activities.ts ACTIVITY_LIMITS), the client's owner copied onto the activity, the
// client's last contact moved in the same batch, and the task's optional client.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where, writeBatch } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import type { TeamActor } from './helpers';
import { ACTIVITY_LIMITS } from '../../src/domain/activities';
import {
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

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const A = 'acme';
// The cast (olga owns, mara manages, milo, oscar narrowed, vera views; otto, sam, signed out): helpers.ts.
const MEMBERS = TEAM_MEMBERS;
type Actor = TeamActor;
const ACTORS = TEAM_ACTORS;
const members: Actor[] = ['olga', 'mara', 'milo', 'oscar', 'vera'];
const writers: Actor[] = ['olga', 'mara', 'milo', 'oscar'];
const managers: Actor[] = ['olga', 'mara'];
const as = (actor: Actor): Firestore => asTeamActor(env, actor);

const uidOf = (actor: Actor) => (actor === 'signed out' ? 'nobody' : actor);
const then = () => Timestamp.fromDate(new Date(Date.now() - DAY));

/** An activity as the data layer writes it: by `author`, on client `subject` owned by `owner`. */
function newActivity(author: string, subject: string, owner: string, over: Record<string, unknown> = {}) {
  return {
    subject,
    kind: 'call',
    at: Timestamp.fromDate(new Date()),
    text: 'Talked about the renewal',
    duration: 15,
    outcome: 'Will call back',
    authorId: author,
    mentions: [],
    ownerId: owner,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...over,
  };
}

const storedActivity = (author: string, subject: string, owner: string) => ({ ...newActivity(author, subject, owner), createdAt: then(), updatedAt: then() });

async function seedAccount(planId = 'pro', status = 'active'): Promise<void> {
  const now = new Date();
  await seed(env, {
    [`accounts/${A}`]: accountDoc({ createdBy: 'olga' }),
    [`subscriptions/${A}`]: subscriptionDoc(
      { planId, status, trialEndsAt: new Date(now.getTime() + (status === 'trial' ? -3 : 7) * DAY), currentPeriodEnd: new Date(now.getTime() + 20 * DAY) },
      now,
    ),
    ...Object.fromEntries(Object.entries(MEMBERS).map(([uid, m]) => [`accounts/${A}/members/${uid}`, m])),
    [`accounts/${A}/clients/olgas`]: storedRecord('clients', { ownerId: 'olga', createdBy: 'olga', updatedBy: 'olga' }),
    [`accounts/${A}/clients/oscars`]: storedRecord('clients', { ownerId: 'oscar', createdBy: 'oscar', updatedBy: 'oscar' }),
    // By milo, on olga's client; by oscar, on his own.
    [`accounts/${A}/activities/milos`]: storedActivity('milo', 'olgas', 'olga'),
    [`accounts/${A}/activities/oscars`]: storedActivity('oscar', 'oscars', 'oscar'),
  });
}

const activities = (db: Firestore) => collection(db, `accounts/${A}/activities`);
const activityRef = (db: Firestore, id: string) => doc(db, `accounts/${A}/activities/${id}`);

describe('activities: who reads and writes them', () => {
  for (const actor of ACTORS) {
    it(`${actor}: get, list, create, update and delete`, async () => {
      await seedAccount();
      const db = as(actor);
      const uid = uidOf(actor);
      const member = members.includes(actor);
      const narrowed = actor === 'oscar';
      await expectAllowed(member && !narrowed, getDoc(activityRef(db, 'milos')));
      await expectAllowed(member, getDoc(activityRef(db, 'oscars')));
      await expectAllowed(member && !narrowed, getDocs(query(activities(db), where('subject', '==', 'olgas'))));
      await expectAllowed(member, getDocs(query(activities(db), where('ownerId', '==', 'oscar'), where('subject', '==', 'oscars'))));
      await expectAllowed(writers.includes(actor) && !narrowed, setDoc(activityRef(db, `on-olgas-${uid}`), newActivity(uid, 'olgas', 'olga')));
      await expectAllowed(writers.includes(actor), setDoc(activityRef(db, `on-oscars-${uid}`), newActivity(uid, 'oscars', 'oscar')));
      // Only the author edits (milo wrote 'milos', oscar 'oscars').
      const change = { text: 'Edited', updatedAt: serverTimestamp() };
      await expectAllowed(actor === 'milo', updateDoc(activityRef(db, 'milos'), change));
      await expectAllowed(actor === 'oscar', updateDoc(activityRef(db, 'oscars'), change));
      // The author, owners and managers delete.
      await expectAllowed(actor === 'milo' || managers.includes(actor), deleteDoc(activityRef(db, 'milos')));
      await expectAllowed(actor === 'oscar' || managers.includes(actor), deleteDoc(activityRef(db, 'oscars')));
    });
  }

  it("an activity names its author and its client's owner; a narrowed member logs only on their clients", async () => {
    await seedAccount();
    const milo = as('milo');
    await expectAllowed(false, setDoc(activityRef(milo, 'as-olga'), newActivity('olga', 'olgas', 'olga')));
    // The owner copied must be the client's: a false one would show it to someone narrowed.
    await expectAllowed(false, setDoc(activityRef(milo, 'wrong-owner'), newActivity('milo', 'olgas', 'oscar')));
    await expectAllowed(false, setDoc(activityRef(milo, 'no-client'), newActivity('milo', 'gone', '')));
    await expectAllowed(false, setDoc(activityRef(as('oscar'), 'on-olgas'), newActivity('oscar', 'olgas', 'olga')));
  });

  it('an edit keeps the client, kind, author and owner', async () => {
    await seedAccount();
    const milo = as('milo');
    for (const change of [{ subject: 'oscars' }, { kind: 'note' }, { authorId: 'olga' }, { ownerId: 'oscar' }]) {
      await expectAllowed(false, updateDoc(activityRef(milo, 'milos'), { ...change, updatedAt: serverTimestamp() }));
    }
    await expectAllowed(true, updateDoc(activityRef(milo, 'milos'), { duration: 30, outcome: 'Signed', updatedAt: serverTimestamp() }));
  });

  it("an activity the REST API wrote (source 'api') stays so: no browser sets, changes or drops its source; its author still edits it", async () => {
    await seedAccount();
    await seed(env, { [`accounts/${A}/activities/by-api`]: { ...storedActivity('milo', 'olgas', 'olga'), source: 'api' } });
    const milo = as('milo');
    await expectAllowed(false, setDoc(activityRef(milo, 'claims-api'), newActivity('milo', 'olgas', 'olga', { source: 'api' })));
    await expectAllowed(false, setDoc(activityRef(milo, 'claims-app'), newActivity('milo', 'olgas', 'olga', { source: 'app' })));
    await expectAllowed(false, updateDoc(activityRef(milo, 'by-api'), { source: 'app', updatedAt: serverTimestamp() }));
    await expectAllowed(false, updateDoc(activityRef(milo, 'milos'), { source: 'api', updatedAt: serverTimestamp() }));
    await expectAllowed(true, updateDoc(activityRef(milo, 'by-api'), { text: 'Edited in the app', updatedAt: serverTimestamp() }));
  });

  it('validates the whole activity and its bounds', async () => {
    await seedAccount();
    const milo = as('milo');
    const bad: Record<string, unknown>[] = [
      { kind: 'visit' },
      { at: '2026-01-01' },
      { text: 'x'.repeat(ACTIVITY_LIMITS.text + 1) },
      { kind: 'note', text: '   ' },
      { duration: -1 },
      { duration: ACTIVITY_LIMITS.durationMax + 1 },
      { duration: 1.5 },
      { outcome: 'x'.repeat(501) },
      { mentions: Array.from({ length: ACTIVITY_LIMITS.mentions + 1 }, (_, i) => `m${i}`) },
      { mentions: 'olga' },
      { extra: true },
    ];
    for (const [i, over] of bad.entries()) await expectAllowed(false, setDoc(activityRef(milo, `bad-${i}`), newActivity('milo', 'olgas', 'olga', over)));
    await expectAllowed(
      true,
      setDoc(
        activityRef(milo, 'long-note'),
        newActivity('milo', 'olgas', 'olga', { kind: 'note', text: 'x'.repeat(ACTIVITY_LIMITS.text), duration: 0, outcome: '', mentions: ['olga'] }),
      ),
    );
  });

  it("logging a call moves the client's last contact and last activity in the same batch", async () => {
    await seedAccount();
    const milo = as('milo');
    const batch = writeBatch(milo);
    batch.set(activityRef(milo, 'call'), newActivity('milo', 'olgas', 'olga'));
    batch.update(doc(milo, `accounts/${A}/clients/olgas`), {
      lastContact: '2026-12-03',
      lastActivity: '2026-12-03',
      updatedBy: 'milo',
      updatedAt: serverTimestamp(),
    });
    await expectAllowed(true, batch.commit());
    await expectAllowed(
      false,
      updateDoc(doc(milo, `accounts/${A}/clients/olgas`), { lastActivity: 'yesterday', updatedBy: 'milo', updatedAt: serverTimestamp() }),
    );
  });

  it('an expired trial logs nothing, but reads', async () => {
    await seedAccount('pro', 'trial');
    await expectAllowed(false, setDoc(activityRef(as('olga'), 'late'), newActivity('olga', 'olgas', 'olga')));
    await expectAllowed(true, getDoc(activityRef(as('olga'), 'milos')));
  });

  it('every plan logs activities', async () => {
    await seedAccount('basic');
    await expectAllowed(true, setDoc(activityRef(as('milo'), 'basic'), newActivity('milo', 'olgas', 'olga')));
  });
});

describe('tasks name a client', () => {
  it('a task may name its client, or none, and a task without the field stays valid', async () => {
    await seedAccount();
    const milo = as('milo');
    const task = (over: Record<string, unknown>) => ({ ...newRecord('tasks'), ownerId: 'milo', createdBy: 'milo', updatedBy: 'milo', ...over });
    await expectAllowed(true, setDoc(doc(milo, `accounts/${A}/tasks/with`), task({ clientId: 'olgas' })));
    await expectAllowed(true, setDoc(doc(milo, `accounts/${A}/tasks/none`), task({ clientId: '' })));
    await expectAllowed(true, setDoc(doc(milo, `accounts/${A}/tasks/old`), task({})));
    await expectAllowed(false, setDoc(doc(milo, `accounts/${A}/tasks/bad`), task({ clientId: 7 })));
    await expectAllowed(false, setDoc(doc(milo, `accounts/${A}/tasks/long`), task({ clientId: 'x'.repeat(129) })));
  });
});
