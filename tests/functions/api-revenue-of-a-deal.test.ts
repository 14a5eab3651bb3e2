// The REST API's revenue delete applies the app's cross-record rule (src/domain/record-writes.ts
// removeWrites): a revenue made by a won deal takes the link off that deal, which stays won.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, closeAdmin } from '../support/emulators';
import { accountOn, createKey, request } from './api-helpers';

vi.setConfig({ testTimeout: 120_000 });
afterAll(closeAdmin);

describe('deleting the revenue of a won deal through the API', () => {
  it("clears the deal's revenueId; a revenue of another deal leaves it alone", async () => {
    const pro = await accountOn('pro');
    const { key } = await createKey(pro);
    const revenue = (await request('POST', '/v1/revenues', key, { source: 'Acme', amount: 4800, date: '2026-11-20', type: 'service' })).body?.data as {
      id: string;
    };
    const other = (await request('POST', '/v1/revenues', key, { source: 'Acme', amount: 10, date: '2026-11-20', type: 'service' })).body?.data as {
      id: string;
    };
    const db = adminDb();
    const now = Timestamp.now();
    const deal = (revenueId: string) => ({
      title: 'Website',
      clientId: 'client-x',
      value: 4800,
      expectedClose: '',
      ownerId: pro.uid,
      pipelineId: 'default',
      stageId: 'won',
      probability: null,
      status: 'won',
      wonAt: '2026-11-20',
      lostAt: '',
      lostReason: '',
      revenueId,
      position: 'a0',
      notes: '',
      createdBy: pro.uid,
      updatedBy: pro.uid,
      createdAt: now,
      updatedAt: now,
    });
    await db.doc(`accounts/${pro.uid}/deals/d1`).set(deal(revenue.id));
    await db.doc(`accounts/${pro.uid}/deals/d2`).set(deal('someone-else'));
    await db.doc(`accounts/${pro.uid}/revenues/${revenue.id}`).update({ dealId: 'd1' });
    await db.doc(`accounts/${pro.uid}/revenues/${other.id}`).update({ dealId: 'd2' });

    expect((await request('DELETE', `/v1/revenues/${revenue.id}`, key)).status).toBe(204);
    const d1 = (await db.doc(`accounts/${pro.uid}/deals/d1`).get()).data();
    expect(d1).toMatchObject({ revenueId: '', status: 'won', updatedBy: pro.uid });
    expect((d1?.updatedAt as Timestamp).toMillis()).toBeGreaterThan(now.toMillis());

    // d2 names another revenue than the one its dealId points from: it keeps its link.
    expect((await request('DELETE', `/v1/revenues/${other.id}`, key)).status).toBe(204);
    expect((await db.doc(`accounts/${pro.uid}/deals/d2`).get()).get('revenueId')).toBe('someone-else');
  });
});
