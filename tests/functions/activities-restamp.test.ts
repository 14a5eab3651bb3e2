// A client given to another member takes its activities along (functions/src/activities/restamp.ts,
// docs/decisions/0208): the activities of the client are re-stamped with its new owner, the other
// clients' are left alone, a repeated run writes nothing, and through the clients trigger a
// reassignment reaches the activities on its own.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { restampActivities } from '../../functions/src/activities/restamp';
import { adminDb, closeAdmin } from '../support/emulators';

const SETTLED = { timeout: 150_000, interval: 500 };

const activity = (subject: string, ownerId: string) => ({
  subject,
  kind: 'call',
  at: Timestamp.now(),
  text: '',
  duration: 5,
  outcome: '',
  authorId: 'milo',
  mentions: [],
  ownerId,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});

const client = (ownerId: string) => ({
  name: 'Acme',
  email: 'a@acme.test',
  phone: '',
  company: '',
  value: 0,
  progress: 0,
  notes: '',
  dateAdded: '2026-01-01',
  lastContact: '',
  status: 'active',
  type: 'one-time',
  ownerId,
  createdBy: ownerId,
  updatedBy: ownerId,
  createdAt: new Date(),
  updatedAt: new Date(),
});

afterAll(closeAdmin);

describe('activities follow their client to a new owner', () => {
  it("re-stamps the client's activities only, and a second run writes nothing", async () => {
    const a = `restamp-${Date.now()}`;
    const db = adminDb();
    const col = db.collection(`accounts/${a}/activities`);
    await Promise.all([col.doc('x1').set(activity('c1', 'olga')), col.doc('x2').set(activity('c1', 'olga')), col.doc('y1').set(activity('c2', 'olga'))]);
    expect(await restampActivities(db, a, 'c1', { ownerId: 'olga' }, { ownerId: 'olga' })).toBe(0);
    expect(await restampActivities(db, a, 'c1', undefined, { ownerId: 'oscar' })).toBe(0);
    expect(await restampActivities(db, a, 'c1', { ownerId: 'olga' }, { ownerId: 'oscar' })).toBe(2);
    const owners = Object.fromEntries((await col.get()).docs.map((d) => [d.id, d.get('ownerId') as string]));
    expect(owners).toEqual({ x1: 'oscar', x2: 'oscar', y1: 'olga' });
    expect(await restampActivities(db, a, 'c1', { ownerId: 'olga' }, { ownerId: 'oscar' })).toBe(0);
  });

  it('a reassignment through the clients trigger reaches the activities', { timeout: 200_000 }, async () => {
    const a = `restamp-trigger-${Date.now()}`;
    const db = adminDb();
    await db.doc(`accounts/${a}/clients/c1`).set(client('olga'));
    await db.doc(`accounts/${a}/activities/x1`).set(activity('c1', 'olga'));
    await db.doc(`accounts/${a}/clients/c1`).update({ ownerId: 'oscar', updatedAt: new Date() });
    await expect.poll(async () => (await db.doc(`accounts/${a}/activities/x1`).get()).get('ownerId'), SETTLED).toBe('oscar');
  });
});
