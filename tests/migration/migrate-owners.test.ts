// The owners step of the migration (scripts/migrate-owners.ts, docs/migration.md): records of an
// account that have no owner get its founder as owner and creator; records with an owner are
// left as they are; a dry run writes nothing; an interrupted run is finished by the next; a
// second run writes nothing. Each test works on its own accounts (an id prefix).
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOwners } from '../../scripts/migrate-owners';
import { adminDb, closeAdmin, setBackgroundTriggers } from '../support/emulators';

const runId = `own${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const now = new Date('2026-03-01T10:00:00Z');

const revenue = (over: Record<string, unknown> = {}) => ({
  source: 'Acme',
  amount: 100,
  description: '',
  date: '2026-01-01',
  type: 'service',
  clientId: '',
  createdAt: now,
  updatedAt: now,
  ...over,
});

async function seed(db: Firestore, prefix: string): Promise<{ a: string; b: string }> {
  const a = `${prefix}-a`;
  const b = `${prefix}-b`;
  const batch = db.batch();
  batch.set(db.doc(`accounts/${a}`), { name: 'A', createdBy: 'founder-a', createdAt: now, updatedAt: now });
  batch.set(db.doc(`accounts/${b}`), { name: 'B', createdAt: now, updatedAt: now });
  batch.set(db.doc(`accounts/${a}/revenues/r1`), revenue());
  batch.set(db.doc(`accounts/${a}/revenues/r2`), revenue({ createdBy: 'someone' }));
  batch.set(db.doc(`accounts/${a}/revenues/r3`), revenue({ ownerId: 'colleague', createdBy: 'colleague', updatedBy: 'colleague' }));
  batch.set(db.doc(`accounts/${a}/employees/e1`), { name: 'Dana', role: 'Baker', email: '', dateAdded: '2026-01-01', createdAt: now, updatedAt: now });
  batch.set(db.doc(`accounts/${b}/revenues/r1`), revenue());
  await batch.commit();
  return { a, b };
}

describe('the owners step of the migration', () => {
  const db = adminDb();

  beforeAll(async () => {
    // Nothing here reads what the triggers compute.
    await setBackgroundTriggers(false);
  });
  afterAll(async () => {
    await setBackgroundTriggers(true);
    await closeAdmin();
  }, 120_000);

  it('counts what it would do in a dry run and writes nothing', async () => {
    const prefix = `${runId}dry`;
    const { a } = await seed(db, prefix);
    const result = await migrateOwners(db, { dryRun: true, idPrefix: prefix });
    expect(result).toMatchObject({ status: 'dry-run', accounts: 2, records: 5, withoutOwner: 4, stamped: 0 });
    expect((await db.doc(`accounts/${a}/revenues/r1`).get()).get('ownerId')).toBeUndefined();
  });

  it("gives records without an owner the account's founder, keeps the others, and changes nothing when run again", async () => {
    const prefix = `${runId}run`;
    const { a, b } = await seed(db, prefix);
    const result = await migrateOwners(db, { idPrefix: prefix });
    expect(result).toMatchObject({ status: 'done', accounts: 2, records: 5, withoutOwner: 4, stamped: 4, left: 0 });
    expect((await db.doc(`accounts/${a}/revenues/r1`).get()).data()).toMatchObject({ ownerId: 'founder-a', createdBy: 'founder-a', amount: 100 });
    // A known creator is kept; nobody is named as the last writer.
    expect((await db.doc(`accounts/${a}/revenues/r2`).get()).data()).toMatchObject({ ownerId: 'founder-a', createdBy: 'someone' });
    expect((await db.doc(`accounts/${a}/revenues/r2`).get()).get('updatedBy')).toBeUndefined();
    expect((await db.doc(`accounts/${a}/revenues/r3`).get()).data()).toMatchObject({ ownerId: 'colleague', createdBy: 'colleague' });
    expect((await db.doc(`accounts/${a}/employees/e1`).get()).get('ownerId')).toBe('founder-a');
    // An account without createdBy: its id is its founder's uid.
    expect((await db.doc(`accounts/${b}/revenues/r1`).get()).get('ownerId')).toBe(b);
    expect(await migrateOwners(db, { idPrefix: prefix })).toMatchObject({ status: 'done', records: 5, withoutOwner: 0, stamped: 0, left: 0 });
  });

  it('is finished by the next run when interrupted', async () => {
    const prefix = `${runId}stop`;
    await seed(db, prefix);
    expect(await migrateOwners(db, { idPrefix: prefix, stopAfter: 1 })).toMatchObject({ status: 'stopped', accounts: 1, stamped: 3 });
    expect(await migrateOwners(db, { idPrefix: prefix })).toMatchObject({ status: 'done', accounts: 2, stamped: 1, left: 0 });
  });
});
