// The accounts migration (scripts/migrate-accounts.ts, docs/migration.md) on the emulator's
// Firestore, in-process with the Admin SDK: people of the old shape (users/{uid}/...) end with
// their records in accounts/{uid}/..., their own settings still under users/{uid}, an owner's
// member document and users/{uid}.accounts; a second run changes nothing; a dry run writes
// nothing; an interrupted run resumes. Each test works on its own people (a uid prefix) and its
// own progress document, so the rest of the database is never touched; the command line is run
// once, as a dry run (it reads every person and writes nothing).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMARY_SHARDS, emptyTally, shardFields, summaryFrom } from '../../src/domain/dashboard-summary';
import { migrate } from '../../scripts/migrate-accounts';
import type { MigrateOptions } from '../../scripts/migrate-accounts';
import { adminDb, closeAdmin, setBackgroundTriggers } from '../support/emulators';

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const now = new Date('2026-03-01T10:00:00Z');

const client = (name: string, status: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '',
  company: '',
  value: 100,
  progress: 0,
  notes: '',
  dateAdded: '2026-01-01',
  lastContact: '',
  status,
  type: 'one-time',
  createdAt: now,
  updatedAt: now,
});

/** What one person of the old shape holds, by path under users/{uid}. */
function oldShape(n: number): Record<string, Record<string, unknown>> {
  const docs: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < n + 2; i += 1) docs[`clients/c${i}`] = client(`Client${i}`, i % 2 ? 'active' : 'former');
  docs['revenues/r1'] = { source: 'Acme', amount: 250.5, description: '', date: '2026-02-10', type: 'service', clientId: 'c0', createdAt: now, updatedAt: now };
  docs['revenues/r2'] = { source: 'Beta', amount: 100, description: 'x', date: '2026-02-11', type: 'product', clientId: '', createdAt: now, updatedAt: now };
  docs['expenses/e1'] = {
    description: 'Rent',
    amount: 80,
    category: 'office',
    notes: '',
    date: '2026-02-01',
    salaryId: '',
    clientId: '',
    createdAt: now,
    updatedAt: now,
  };
  docs['tasks/t1'] = {
    title: 'Call',
    description: '',
    progress: 0,
    deadline: '2026-03-10',
    status: 'pending',
    assignedEmployees: ['e1'],
    subtasks: [],
    createdAt: now,
  };
  docs['employees/p1'] = { name: 'Pat', role: 'Designer', email: 'pat@example.com', dateAdded: '2026-01-02', createdAt: now, updatedAt: now };
  docs['meta/counters'] = { clients: n + 2, lastClientId: `c${n + 1}` };
  docs['meta/categories'] = { expenses: ['Client gifts'], revenues: [], salaries: [] };
  docs['imports/batch1-0'] = { kind: 'clients', ids: ['c0', 'c1'], createdAt: now, nested: { rows: [1, 2, 3] } };
  return docs;
}
const PERSONAL = ['settings/display', 'importMappings/m1', 'reminders/r1'];

async function seedPerson(db: Firestore, uid: string, n: number) {
  const batch = db.batch();
  batch.set(db.doc(`users/${uid}`), { email: `${uid.toUpperCase()}@Example.com`, displayName: `Person ${uid}`, company: `Company ${n}`, createdAt: now });
  for (const [path, data] of Object.entries(oldShape(n))) batch.set(db.doc(`users/${uid}/${path}`), data);
  for (let s = 0; s < SUMMARY_SHARDS; s += 1) batch.set(db.doc(`users/${uid}/summary/${s}`), { ...shardFields(emptyTally()), since: now });
  batch.set(db.doc(`users/${uid}/settings/display`), { language: 'en', currency: 'EUR' });
  batch.set(db.doc(`users/${uid}/importMappings/m1`), { columns: { A: 'name' } });
  batch.set(db.doc(`users/${uid}/reminders/r1`), { title: 'Renew insurance', at: now });
  await batch.commit();
}

async function count(db: Firestore, path: string) {
  return (await db.collection(path).count().get()).data().count;
}

/** Every document under accounts/{uid}, with the time it was last written. */
async function accountWrites(db: Firestore, uid: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const account = await db.doc(`accounts/${uid}`).get();
  if (account.exists) out[account.ref.path] = account.updateTime!.toDate().toISOString();
  for (const col of await db.doc(`accounts/${uid}`).listCollections()) {
    for (const d of (await col.get()).docs) out[d.ref.path] = d.updateTime.toDate().toISOString();
  }
  const user = await db.doc(`users/${uid}`).get();
  out[user.ref.path] = user.updateTime!.toDate().toISOString();
  return out;
}

/** Timestamps read back as the Dates they were written from. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

function options(name: string, extra: MigrateOptions = {}): MigrateOptions & { lines: string[] } {
  const lines: string[] = [];
  return { uidPrefix: `mig-${runId}-${name}-`, progressDoc: `migrations/test-${runId}-${name}`, log: (line) => lines.push(line), lines, ...extra };
}

describe('npm run migrate', () => {
  const db = adminDb();

  beforeAll(async () => {
    // Nothing here reads what the triggers compute; paused, the copies wake no function.
    await setBackgroundTriggers(false);
  });
  afterAll(async () => {
    await setBackgroundTriggers(true);
    await closeAdmin();
  }, 120_000);

  describe('two people of the old shape', () => {
    const a = `mig-${runId}-main-a`;
    const b = `mig-${runId}-main-b`;
    const opts = options('main');

    beforeAll(async () => {
      await seedPerson(db, a, 1);
      await seedPerson(db, b, 3);
      // b already has a member document of their own account: it is kept as it is.
      await db
        .doc(`accounts/${b}/members/${b}`)
        .set({ role: 'owner', ownRecordsOnly: false, payroll: true, email: 'kept@example.com', displayName: 'Kept', joinedAt: now, invitedBy: null });
    });

    it('moves every record, meta and import document to the account and deletes the sources', async () => {
      const result = await migrate(db, opts);
      expect(result.status, opts.lines.join('\n')).toBe('done');
      expect(result.people).toBe(2);
      expect(result.problems).toEqual([]);
      // a: 3 clients, b: 5; each 2 revenues, 1 expense, 1 task, 1 employee, 2 meta, 1 import.
      expect(result.source).toEqual({ clients: 8, revenues: 4, expenses: 2, tasks: 2, employees: 2, salaries: 0, meta: 4, imports: 2 });
      expect(result.moved).toEqual(result.source);
      expect(result.written).toBe(24);

      for (const [uid, n] of [
        [a, 1],
        [b, 3],
      ] as const) {
        for (const [path, data] of Object.entries(oldShape(n))) {
          expect(plain((await db.doc(`accounts/${uid}/${path}`).get()).data()), `${uid} ${path}`).toEqual(data);
          expect((await db.doc(`users/${uid}/${path}`).get()).exists, `users/${uid}/${path}`).toBe(false);
        }
        expect(await count(db, `accounts/${uid}/clients`)).toBe(n + 2);
        for (const kind of ['clients', 'employees', 'tasks', 'salaries', 'revenues', 'expenses', 'meta', 'imports', 'summary']) {
          expect(await count(db, `users/${uid}/${kind}`), `users/${uid}/${kind}`).toBe(0);
        }
        // The person's own things stay with the person.
        for (const path of PERSONAL) expect((await db.doc(`users/${uid}/${path}`).get()).exists, path).toBe(true);
        expect((await db.doc(`users/${uid}`).get()).get('accounts')).toEqual({ [uid]: 'owner' });
        const account = (await db.doc(`accounts/${uid}`).get()).data();
        expect(account).toMatchObject({ name: `Company ${n}`, createdBy: uid });
        expect(account?.createdAt?.toDate()).toEqual(now);
        const person = (await db.doc(`${opts.progressDoc}/people/${uid}`).get()).data();
        expect(person).toMatchObject({ status: 'done', counts: { clients: n + 2, meta: 2, imports: 1 } });
      }
      expect((await db.doc(`accounts/${a}/members/${a}`).get()).data()).toMatchObject({
        role: 'owner',
        ownRecordsOnly: false,
        payroll: true,
        email: `${a}@example.com`,
        displayName: `Person ${a}`,
        invitedBy: null,
      });
      expect((await db.doc(`accounts/${b}/members/${b}`).get()).data()).toMatchObject({ email: 'kept@example.com', displayName: 'Kept' });
      const progress = (await db.doc(opts.progressDoc!).get()).data();
      expect(progress).toMatchObject({ done: true, lastUid: b });
      expect(progress?.startedAt).toBeDefined();
      expect(opts.lines.join('\n')).toContain('Final verification');
    });

    it("rebuilds the account's summary from the moved records instead of copying it", async () => {
      const shards = await db.collection(`accounts/${a}/summary`).get();
      expect(shards.size).toBe(SUMMARY_SHARDS);
      const summary = summaryFrom(shards.docs.map((d) => ({ id: d.id, data: d.data() })));
      expect(summary).toMatchObject({ clients: 3, activeClients: 1, revenueCents: 35050, expenseCents: 8000 });
    });

    it('changes nothing when run again, and says so', async () => {
      const before = { a: await accountWrites(db, a), b: await accountWrites(db, b) };
      const again = options('main');
      const result = await migrate(db, again);
      expect(result.status).toBe('already-migrated');
      expect(result.people).toBe(0);
      expect(again.lines.join('\n')).toMatch(/Already migrated/);
      // Even gone over once more on purpose, every copy is already there with the same data.
      const forced = await migrate(db, { ...options('main'), again: true });
      expect(forced.status).toBe('done');
      expect(forced.written).toBe(0);
      expect(totalOf(forced.source)).toBe(0);
      expect({ a: await accountWrites(db, a), b: await accountWrites(db, b) }).toEqual(before);
    });
  });

  it('writes nothing on a dry run, and prints what would move', async () => {
    const opts = options('dry', { dryRun: true });
    const uid = `${opts.uidPrefix}x`;
    await seedPerson(db, uid, 2);
    const userBefore = (await db.doc(`users/${uid}`).get()).updateTime!.toDate().toISOString();
    const result = await migrate(db, opts);
    expect(result.status).toBe('dry-run');
    expect(result.people).toBe(1);
    expect(result.source).toMatchObject({ clients: 4, revenues: 2, meta: 2, imports: 1 });
    expect(totalOf(result.moved)).toBe(0);
    expect(opts.lines.join('\n')).toContain(`${uid}: would move clients 4, employees 1, tasks 1, revenues 2, expenses 1, meta 2, imports 1`);
    expect(opts.lines.join('\n')).toMatch(/Dry run: 1 people, 12 documents would move/);
    expect((await db.doc(`accounts/${uid}`).get()).exists).toBe(false);
    expect((await db.doc(`accounts/${uid}`).listCollections()).length).toBe(0);
    expect((await db.doc(opts.progressDoc!).get()).exists).toBe(false);
    expect(await count(db, `users/${uid}/clients`)).toBe(4);
    expect(await count(db, `users/${uid}/summary`)).toBe(SUMMARY_SHARDS);
    expect((await db.doc(`users/${uid}`).get()).updateTime!.toDate().toISOString()).toBe(userBefore);
  });

  it('resumes an interrupted run after the last finished person', async () => {
    const first = options('resume', { stopAfter: 1 });
    const [p1, p2] = [`${first.uidPrefix}1`, `${first.uidPrefix}2`];
    await seedPerson(db, p1, 1);
    await seedPerson(db, p2, 2);

    const stopped = await migrate(db, first);
    expect(stopped.status).toBe('stopped');
    expect(stopped.people).toBe(1);
    expect((await db.doc(first.progressDoc!).get()).data()).toMatchObject({ done: false, lastUid: p1 });
    expect(await count(db, `accounts/${p1}/clients`)).toBe(3);
    expect(await count(db, `users/${p1}/clients`)).toBe(0);
    expect(await count(db, `users/${p2}/clients`)).toBe(4);
    expect((await db.doc(`accounts/${p2}`).get()).exists).toBe(false);

    const rest = options('resume');
    const resumed = await migrate(db, rest);
    expect(resumed.status, rest.lines.join('\n')).toBe('done');
    expect(resumed.people).toBe(1);
    expect(rest.lines.join('\n')).toContain(`Resuming after ${p1}`);
    expect(resumed.source.clients).toBe(4);
    expect(await count(db, `accounts/${p2}/clients`)).toBe(4);
    expect(await count(db, `users/${p2}/clients`)).toBe(0);
    expect(resumed.problems).toEqual([]);
    expect((await db.doc(rest.progressDoc!).get()).data()).toMatchObject({ done: true, lastUid: p2 });
  });

  it('runs from the command line (--dry-run) against these emulators and writes nothing', async () => {
    const uid = `mig-${runId}-cli-x`;
    await seedPerson(db, uid, 1);
    const progressBefore = (await db.doc('migrations/accounts-v1').get()).exists;
    const root = join(import.meta.dirname, '..', '..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/migrate-accounts.ts', '--dry-run'],
      {
        cwd: root,
        env: process.env,
        timeout: 60_000,
      },
    );
    expect(stdout).toContain('(dry run)');
    expect(stdout).toContain(`${uid}: would move clients 3`);
    expect(stdout).toMatch(/Dry run: \d+ people, \d+ documents would move .*Nothing was written\./);
    expect((await db.doc('migrations/accounts-v1').get()).exists).toBe(progressBefore);
    expect((await db.doc(`accounts/${uid}`).get()).exists).toBe(false);
    expect(await count(db, `users/${uid}/clients`)).toBe(3);
  }, 90_000);
});

function totalOf(counts: Record<string, number>) {
  return Object.values(counts).reduce((s, n) => s + n, 0);
}
