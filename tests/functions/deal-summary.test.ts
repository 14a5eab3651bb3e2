// The pipeline card's deal summary (functions/src/dashboard/deal-summary.ts, docs/decisions/0196):
// a new account starts with it empty, the deals trigger follows creates, changes and deletes, and
// an account from before it gets it rebuilt by rebuildDashboardSummary, counting every deal once.
import { afterAll, describe, expect, it } from 'vitest';
import { accountPaths } from '../../src/domain/accounts';
import { emptyDealTally, parseDealSummary, tallyDeals } from '../../src/domain/deal-figures';
import type { DealTally } from '../../src/domain/deal-figures';
import { callOk } from '../billing/helpers';
import { adminDb, closeAdmin, signUpWithPassword, uniqueEmail } from '../support/emulators';
import { dealInput } from '../../src/testing/record-fixtures';

const SLOW = { timeout: 400_000 };
const SETTLED = { timeout: 150_000, interval: 500 };

const deal = (over: Record<string, unknown>) => ({
  ...dealInput('D', { value: 1000, expectedClose: '2026-12-20', ownerId: 'x', position: 'a0' }),
  createdAt: new Date(),
  updatedAt: new Date(),
  ...over,
});

const summaryOf = async (uid: string): Promise<DealTally | null> => parseDealSummary((await adminDb().doc(accountPaths.dealSummary(uid)).get()).data());
const recount = async (uid: string): Promise<DealTally> => tallyDeals((await adminDb().collection(accountPaths.deals(uid)).get()).docs.map((d) => d.data()));

describe('deal summary', SLOW, () => {
  afterAll(closeAdmin);

  it('a new account starts with it empty, and the trigger follows every deal write', async () => {
    const { localId: uid } = await signUpWithPassword(uniqueEmail('deal-summary'), 'secret123');
    await expect.poll(() => summaryOf(uid), SETTLED).toEqual(emptyDealTally());
    const db = adminDb();
    await db.doc(`accounts/${uid}/deals/a`).set(deal({ value: 1000 }));
    await db.doc(`accounts/${uid}/deals/b`).set(deal({ value: 250.5, probability: 40, stageId: 'proposal' }));
    await db.doc(`accounts/${uid}/deals/c`).set(deal({ status: 'won', stageId: 'won', wonAt: '2026-11-30' }));
    await db.doc(`accounts/${uid}/deals/a`).update({ stageId: 'negotiation', notes: 'moved' });
    await db.doc(`accounts/${uid}/deals/b`).update({ status: 'lost', stageId: 'lost', lostAt: '2026-12-01', lostReason: 'Price', probability: null });
    await db.doc(`accounts/${uid}/deals/c`).delete();
    const expected = await recount(uid);
    expect(expected).toMatchObject({ openCount: 1, openCents: 100000, won: {}, lost: { '2026-12-01': 1 } });
    await expect.poll(() => summaryOf(uid), SETTLED).toEqual(expected);
  });

  it('an account without one gets it rebuilt, counting every deal once', async () => {
    const { localId: uid, idToken } = await signUpWithPassword(uniqueEmail('deal-summary-rebuild'), 'secret123');
    const db = adminDb();
    await expect.poll(() => summaryOf(uid), SETTLED).not.toBeNull();
    await db.doc(accountPaths.dealSummary(uid)).delete();
    const seed = db.batch();
    for (let i = 0; i < 30; i++) seed.set(db.doc(`accounts/${uid}/deals/d${i}`), deal({ value: 10 + i, expectedClose: i % 2 ? '2027-01-10' : '' }));
    await seed.commit();
    expect(await summaryOf(uid)).toBeNull();
    await callOk('rebuildDashboardSummary', {}, idToken);
    // A change right after the rebuild is counted by its trigger.
    await db.doc(`accounts/${uid}/deals/d0`).update({ value: 99 });
    const expected = await recount(uid);
    expect(expected.openCount).toBe(30);
    await expect.poll(() => summaryOf(uid), SETTLED).toEqual(expected);
    await new Promise((r) => setTimeout(r, 3000));
    expect(await summaryOf(uid)).toEqual(expected);
  });
});
