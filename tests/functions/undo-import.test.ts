// The undoImport callable through the Functions emulator: one import record per call, records
// removed and overwritten fields put back, the client counter in step, a repeated call that does
// nothing, the caller's own account only, the 30-day window, and read-only accounts refused.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../src/domain/import/server-import';
import { callFn, callOk } from '../billing/helpers';
import { adminDb, closeAdmin, withoutTriggers } from '../support/emulators';
import { clientInput } from '../support/records';
import { accountOn, setPlan } from './api-helpers';

const SLOW = { timeout: 120_000 };
type Reply = { created: number; updated: number; errors: string[] };
type Undo = { removed: number; restored: number };

const rowsOf = (inputs: unknown[]) => inputs.map((input, i) => ({ label: `Row ${i + 2}`, input }));
const batchId = () => `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const count = async (path: string) => (await adminDb().collection(path).count().get()).data().count;
const clients = async (uid: string) => (await adminDb().doc(`accounts/${uid}/meta/counters`).get()).get('clients') as number;

describe('undoImport', SLOW, () => {
  afterAll(closeAdmin);

  // 600 clients written and removed would queue 1,200 trigger invocations (dashboard summary,
  // new-client notices) that this test does not look at, and delay the triggers the next test
  // files wait for by more than their waits: the background functions are paused meanwhile.
  it('removes what a part created and puts back what it overwrote, keeps the counter in step, and does nothing twice', () =>
    withoutTriggers(async () => {
      const { uid, idToken } = await accountOn('pro', 'undo-pro');
      const db = adminDb();
      await db.doc(`accounts/${uid}/clients/keep1`).set({ ...clientInput(1), notes: 'old notes', createdAt: new Date(), updatedAt: new Date() });
      await db.doc(`accounts/${uid}/meta/counters`).set({ clients: 1, lastClientId: 'keep1' });

      const id = batchId();
      // 600 new clients: part 0 of the call holds 500 of them, part 1 the other 100.
      const created = await callOk<Reply>(
        'importRecords',
        { kind: 'clients', batchId: id, part: 0, rows: rowsOf(Array.from({ length: 500 }, (_, i) => clientInput(10 + i))) },
        idToken,
      );
      const more = await callOk<Reply>(
        'importRecords',
        { kind: 'clients', batchId: id, part: 1, rows: rowsOf(Array.from({ length: 100 }, (_, i) => clientInput(600 + i))) },
        idToken,
      );
      const update = await callOk<Reply>(
        'importRecords',
        { kind: 'clients', batchId: id, part: 2, rows: [{ label: 'Row 2', input: { ...clientInput(1), name: 'Renamed', notes: 'new' }, updateId: 'keep1' }] },
        idToken,
      );
      expect([created.created, more.created, update.updated]).toEqual([500, 100, 1]);
      expect(await clients(uid)).toBe(601);
      // A record the user deleted since is skipped.
      const first = (await db.doc(`accounts/${uid}/imports/${id}-0`).get()).get('created') as string[];
      await db.doc(`accounts/${uid}/${first[0]}`).delete();
      await db.doc(`accounts/${uid}/meta/counters`).set({ clients: 600 }, { merge: true });

      expect(await callOk<Undo>('undoImport', { batchId: id, part: 0 }, idToken)).toEqual({ removed: 499, restored: 0 });
      expect(await clients(uid)).toBe(101);
      expect(await callOk<Undo>('undoImport', { batchId: id, part: 0 }, idToken)).toEqual({ removed: 0, restored: 0 });
      expect(await callOk<Undo>('undoImport', { batchId: id, part: 10 }, idToken)).toEqual({ removed: 100, restored: 0 });
      expect(await callOk<Undo>('undoImport', { batchId: id, part: 20 }, idToken)).toEqual({ removed: 0, restored: 1 });

      expect(await count(`accounts/${uid}/clients`)).toBe(1);
      expect(await clients(uid)).toBe(1);
      expect((await db.doc(`accounts/${uid}/clients/keep1`).get()).data()).toMatchObject({ name: 'Client 1', notes: 'old notes' });
      expect(await count(`accounts/${uid}/imports`)).toBe(0);
    }));

  it('removes a salary with its expense; another user cannot touch the import', async () => {
    const owner = await accountOn('pro', 'undo-salary');
    const other = await accountOn('pro', 'undo-other');
    const id = batchId();
    const reply = await callOk<Reply>(
      'importRecords',
      { kind: 'salaries', batchId: id, part: 0, rows: rowsOf([{ employeeName: 'Ann', amount: 10, payDate: '2024-03-01', status: 'paid', type: 'monthly' }]) },
      owner.idToken,
    );
    expect(reply.created).toBe(1);

    // The call acts on the caller's own account: another user's call finds no such import.
    expect(await callOk<Undo>('undoImport', { batchId: id, part: 0 }, other.idToken)).toEqual({ removed: 0, restored: 0 });
    expect(await count(`accounts/${owner.uid}/salaries`)).toBe(1);

    expect(await callOk<Undo>('undoImport', { batchId: id, part: 0 }, owner.idToken)).toEqual({ removed: 2, restored: 0 });
    expect(await count(`accounts/${owner.uid}/salaries`)).toBe(0);
    expect(await count(`accounts/${owner.uid}/expenses`)).toBe(0);
  });

  it('refuses a signed-out caller, a malformed request, an import past the 30 days and a read-only account', async () => {
    expect(await callFn('undoImport', { batchId: batchId(), part: 0 })).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
    const { uid, idToken } = await accountOn('pro', 'undo-refused');
    for (const bad of [
      { batchId: 'x', part: 0 },
      { batchId: batchId(), part: -1 },
      { batchId: batchId(), part: 1.5 },
      { batchId: '../../x', part: 0 },
    ]) {
      expect(await callFn('undoImport', bad, idToken)).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: IMPORT_MESSAGES.badRequest });
    }

    const id = batchId();
    await callOk<Reply>('importRecords', { kind: 'clients', batchId: id, part: 0, rows: rowsOf([clientInput(1)]) }, idToken);
    const record = adminDb().doc(`accounts/${uid}/imports/${id}-0`);
    await record.update({ createdAt: Timestamp.fromMillis(Date.now() - 31 * 86_400_000) });
    expect(await callFn('undoImport', { batchId: id, part: 0 }, idToken)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: IMPORT_MESSAGES.undoTooOld,
    });
    await record.update({ createdAt: Timestamp.now() });

    await setPlan(uid, 'pro', { status: 'suspended', accountLocked: true });
    await adminDb().doc(`users/${uid}`).set({ subscriptionStatus: 'suspended' }, { merge: true });
    expect(await callFn('undoImport', { batchId: id, part: 0 }, idToken)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: IMPORT_MESSAGES.readOnly,
    });
    expect(await count(`accounts/${uid}/clients`)).toBe(1);
    expect((await record.get()).exists).toBe(true);
  });
});
