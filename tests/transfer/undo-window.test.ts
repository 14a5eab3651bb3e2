// The 30-day undo window of imports: the recorded import carries the TTL field that deletes it
// (and the overwritten fields it keeps) when the window is over, and an older import is no longer
// listed nor undone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '../../src/data/auth';
import { UNDO_DAYS, transferApi } from '../../src/data/transfer';
import { adminDb, uniqueEmail, type StoredTimestamp } from '../support/admin';

let uid = '';
const DAY = 86_400_000;

const revenue = (i: number) => ({
  label: `Row ${i + 2}`,
  input: { source: `Source ${i}`, amount: 10 + i, description: '', date: '2026-03-01', type: 'service', clientId: '' },
});

describe('the undo window of imports', () => {
  beforeAll(async () => {
    uid = (await authApi.signUp({ displayName: 'Undo Window', email: uniqueEmail('undo-window'), password: 'secret123' })).uid;
  });
  afterAll(async () => {
    await authApi.signOut();
  });

  it('an import is recorded with an expiry 30 days on; past the window it is neither listed nor undone', async () => {
    const before = Date.now();
    const report = await transferApi.importBatch(uid, 'revenues', [revenue(0), revenue(1)], { clientCap: 100 });
    expect(report.created).toBe(2);
    const records = await adminDb().collection(`accounts/${uid}/imports`).where('batchId', '==', report.batchId).get();
    expect(records.size).toBe(1);
    const expiresAt = (records.docs[0]!.get('expiresAt') as StoredTimestamp).toMillis();
    expect(expiresAt).toBeGreaterThanOrEqual(before + UNDO_DAYS * DAY - 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + UNDO_DAYS * DAY + 60_000);

    // 31 days later (as if): the import falls out of the list and cannot be undone.
    await records.docs[0]!.ref.update({ createdAt: new Date(Date.now() - 31 * DAY) });
    expect(await transferApi.listImports(uid)).toEqual([]);
    await expect(transferApi.undoImport(uid, report.batchId!, { clientCap: 100 })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This import can no longer be undone: imports can be undone for 30 days',
    });
    expect((await adminDb().collection(`accounts/${uid}/revenues`).get()).size).toBe(2);
  });
});
