// The admin summaries step of the migration (scripts/migrate-admin-accounts.ts, docs/migration.md):
// accounts made before the summary triggers get their summary; a summary whose account is gone is
// deleted; a dry run writes nothing; an interrupted run is finished by the next; a second run
// writes nothing; the counts check ends it. Triggers are paused, so only the step writes.
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAdminAccounts } from '../../scripts/migrate-admin-accounts';
import { adminDb, closeAdmin, setBackgroundTriggers } from '../support/emulators';

const runId = `adm${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const now = new Date('2026-03-01T10:00:00Z');

async function seed(db: Firestore, prefix: string) {
  const batch = db.batch();
  for (const [i, members] of [1, 3, 12].entries()) {
    const id = `${prefix}-${i}`;
    batch.set(db.doc(`accounts/${id}`), { name: `Shop ${i}`, createdBy: `${id}-u0`, createdAt: now, updatedAt: now });
    for (let m = 0; m < members; m += 1) {
      batch.set(db.doc(`accounts/${id}/members/${id}-u${m}`), {
        role: m === 0 ? 'owner' : m === 1 ? 'viewer' : 'member',
        email: `${id}-u${m}@example.com`,
        displayName: '',
        ownRecordsOnly: false,
        payroll: false,
        joinedAt: now,
        invitedBy: null,
      });
    }
    batch.set(db.doc(`subscriptions/${id}`), { planId: 'pro', status: 'active', trialEndsAt: null, createdAt: now, updatedAt: now });
  }
  // A summary left by an account deleted while no trigger ran.
  batch.set(db.doc(`adminAccounts/${prefix}-gone`), { accountId: `${prefix}-gone`, name: 'Gone', members: 1, seatsUsed: 1, planId: 'basic', status: 'trial' });
  await batch.commit();
}

describe('the admin summaries step of the migration', () => {
  beforeAll(() => setBackgroundTriggers(false));
  afterAll(async () => {
    await setBackgroundTriggers(true);
    await closeAdmin();
  });

  it('builds every summary, resumes after an interruption, deletes orphans and writes nothing the second time', async () => {
    const db = adminDb();
    const prefix = `${runId}-a`;
    await seed(db, prefix);
    const dry = await migrateAdminAccounts(db, { idPrefix: prefix, dryRun: true });
    expect(dry).toMatchObject({ status: 'dry-run', accounts: 3, written: 3, deleted: 1 });
    expect((await db.doc(`adminAccounts/${prefix}-0`).get()).exists).toBe(false);

    const first = await migrateAdminAccounts(db, { idPrefix: prefix, stopAfter: 2 });
    expect(first).toMatchObject({ status: 'stopped', written: 2 });
    const rest = await migrateAdminAccounts(db, { idPrefix: prefix });
    expect(rest).toMatchObject({ status: 'done', accounts: 3, written: 1, deleted: 1, missing: 0, orphans: 0 });
    expect((await db.doc(`adminAccounts/${prefix}-2`).get()).data()).toMatchObject({
      name: 'Shop 2',
      members: 12,
      seatsUsed: 11,
      planId: 'pro',
      status: 'active',
    });
    expect((await db.doc(`adminAccounts/${prefix}-gone`).get()).exists).toBe(false);

    const again = await migrateAdminAccounts(db, { idPrefix: prefix });
    expect(again).toMatchObject({ status: 'done', written: 0, deleted: 0 });
  });
});
