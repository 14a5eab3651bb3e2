// The deals part of the Backend contract (src/testing/backend-contract.ts; docs/product/deals.md):
// pipelines, deals, moves and the revenue of a won deal, lost reasons. The same cases run against
// the in-memory fake and the real data layer on the emulators.
import { describe, expect, it } from 'vitest';
import type { DealView, PipelineFigures } from '../data/contract';
import type { DealInput, Pipeline } from '../domain/deals';
import { pipelineFigures, tallyDeals } from '../domain/deal-figures';
import { keyBetween } from '../domain/fractional';
import type { RecordInput, RecordKind } from '../domain/types';
import { firstValue, refusal } from './backend-contract-support';
import type { ContractSubject } from './backend-contract-support';
import { dealInput } from './record-fixtures';

/** `client`: a valid client input, for the deals' clients. */
export function describeDealsContract(subject: () => ContractSubject, client: RecordInput<'clients'>): void {
  const backend = () => subject().backend;
  const uid = () => subject().uid;
  const list = <K extends RecordKind>(kind: K) => backend().records.listRecords(uid(), kind);

  describe('deals', () => {
    const deal = (over: Partial<DealInput> = {}): DealInput =>
      dealInput('  Website redesign ', { clientId: 'client-x', value: 4800, expectedClose: '2026-12-20', ...over });
    const dealById = async (id: string, accept: (d: DealView | undefined) => boolean = (d) => d !== undefined) =>
      (
        await firstValue<DealView[]>(
          (cb) => backend().deals.watchDeals(uid(), cb),
          (l) => accept(l.find((d) => d.id === id)),
        )
      ).find((d) => d.id === id);
    const revenuesOf = async (dealId: string) => (await list('revenues')).filter((r) => r.dealId === dealId);

    it('an account without pipelines gets the default one on first watch', async () => {
      const pipelines = await firstValue<Pipeline[]>(
        (cb) => backend().deals.watchPipelines(uid(), cb),
        (l) => l.length > 0,
      );
      expect(pipelines.find((p) => p.id === 'default')).toMatchObject({
        name: 'Sales',
        stages: expect.arrayContaining([expect.objectContaining({ id: 'won', kind: 'won' })]),
      });
    });

    it('a deal is added sanitised and stamped, updated field by field and removed', async () => {
      const id = await backend().deals.addDeal(uid(), deal());
      expect(await dealById(id)).toMatchObject({
        id,
        title: 'Website redesign',
        ownerId: uid(),
        createdBy: uid(),
        updatedBy: uid(),
        status: 'open',
        stageId: 'lead',
      });
      await backend().deals.updateDeal(uid(), id, { notes: '  call back ', probability: 30 });
      expect(await dealById(id, (d) => d?.notes === 'call back')).toMatchObject({ probability: 30, title: 'Website redesign', updatedBy: uid() });
      await backend().deals.removeDeal(uid(), id);
      expect(await dealById(id, (d) => d === undefined)).toBeUndefined();
    });

    it('every deal write stamps updatedAt (an instant), from the create on', async () => {
      const id = await backend().deals.addDeal(uid(), deal({ title: 'Stamped' }));
      const added = await dealById(id, (d) => typeof d?.updatedAt === 'string');
      expect(Number.isNaN(Date.parse(added!.updatedAt!))).toBe(false);
      expect(added!.createdAt).toBe(added!.updatedAt);
      await new Promise((r) => setTimeout(r, 5));
      await backend().deals.updateDeal(uid(), id, { notes: 'later' });
      const edited = await dealById(id, (d) => d?.notes === 'later' && d.updatedAt !== added!.updatedAt);
      expect(Date.parse(edited!.updatedAt!)).toBeGreaterThan(Date.parse(added!.updatedAt!));
      expect(edited!.createdAt).toBe(added!.createdAt);
      await new Promise((r) => setTimeout(r, 5));
      await backend().deals.moveDeal(uid(), id, { stageId: 'proposal', position: keyBetween('a0', null) });
      const moved = await dealById(id, (d) => d?.stageId === 'proposal' && d.updatedAt !== edited!.updatedAt);
      expect(Date.parse(moved!.updatedAt!)).toBeGreaterThan(Date.parse(edited!.updatedAt!));
    });

    it("the dashboard's pipeline card follows the deals: open value, this month's forecast, the win rate", async () => {
      const today = new Date().toISOString().slice(0, 10);
      // Up to 60 s: the card's summary is kept by a function, behind every other write's triggers.
      const card = (accept: (f: PipelineFigures) => boolean) =>
        firstValue<PipelineFigures>((cb) => backend().dashboard.watchPipelineFigures(uid(), cb, undefined, { timeZone: 'UTC' }), accept, 60_000);
      // The figures of every deal the account has, as the card computes them (src/domain/deal-figures.ts).
      const ofDeals = async () => {
        const [deals, pipelines] = await Promise.all([
          firstValue<DealView[]>((cb) => backend().deals.watchDeals(uid(), (l, info) => info.complete && cb(l))),
          firstValue<Pipeline[]>(
            (cb) => backend().deals.watchPipelines(uid(), cb),
            (l) => l.length > 0,
          ),
        ]);
        return JSON.stringify(pipelineFigures(pipelines, tallyDeals(deals), today));
      };
      // The card once it says what the deals say: an earlier case's deals may still be on their way
      // into the summary, and a change counted then would pass for this case's.
      const expected = await ofDeals();
      const before = await card((f) => JSON.stringify(f) === expected);
      const id = await backend().deals.addDeal(uid(), deal({ title: 'Forecast', value: 1000, expectedClose: today, stageId: 'proposal' }));
      const added = await card((f) => f.openCount === before.openCount + 1);
      expect(added.openValue).toBeCloseTo(before.openValue + 1000, 2);
      expect(added.months[0]!.weighted).toBeCloseTo(before.months[0]!.weighted + 500, 2);
      expect(await backend().deals.moveDeal(uid(), id, { stageId: 'won' }, { today })).toEqual({ done: true });
      const won = await card((f) => f.winRate.won === before.winRate.won + 1);
      expect(won.openCount).toBe(before.openCount);
      expect(won.openValue).toBeCloseTo(before.openValue, 2);
    });

    it('a move within the kind of its stage writes only the deal', async () => {
      const id = await backend().deals.addDeal(uid(), deal({ title: 'Move me' }));
      const revenues = (await list('revenues')).length;
      const position = keyBetween('a0', null);
      expect(await backend().deals.moveDeal(uid(), id, { stageId: 'proposal', position })).toEqual({ done: true });
      expect(await dealById(id, (d) => d?.stageId === 'proposal')).toMatchObject({ status: 'open', position, revenueId: '' });
      expect((await list('revenues')).length).toBe(revenues);
    });

    it('a won deal makes exactly one revenue, linked both ways; another move to won makes none', async () => {
      const clientId = await backend().records.addRecord(uid(), 'clients', { ...client, name: 'Won Client', email: 'won@example.com' });
      const id = await backend().deals.addDeal(uid(), deal({ title: 'Big win', clientId }));
      expect(await backend().deals.moveDeal(uid(), id, { stageId: 'won' }, { today: '2026-11-20' })).toEqual({ done: true });
      const won = await dealById(id, (d) => d?.status === 'won');
      const [revenue, ...more] = await revenuesOf(id);
      expect(more).toEqual([]);
      expect(revenue).toMatchObject({ source: 'Won Client', description: 'Big win', amount: 4800, date: '2026-11-20', clientId, dealId: id, ownerId: uid() });
      expect(won).toMatchObject({ revenueId: revenue!.id, wonAt: '2026-11-20' });
      expect(await backend().deals.moveDeal(uid(), id, { stageId: 'won', position: keyBetween('a0', null) })).toEqual({ done: true });
      expect(await revenuesOf(id)).toHaveLength(1);
    });

    it("deleting a won deal's revenue on the revenue screen takes the link off the deal, which stays won", async () => {
      const id = await backend().deals.addDeal(uid(), deal({ title: 'Revenue removed', stageId: 'won', wonAt: '2026-11-02' }));
      const won = await dealById(id, (d) => d?.status === 'won' && d.revenueId !== '');
      const [revenue] = await revenuesOf(id);
      expect(revenue!.id).toBe(won!.revenueId);
      await backend().records.removeRecord(uid(), 'revenues', revenue!.id);
      expect(await dealById(id, (d) => d?.revenueId === '')).toMatchObject({ status: 'won', wonAt: '2026-11-02', revenueId: '', updatedBy: uid() });
      expect(await revenuesOf(id)).toEqual([]);
      // Reopening asks nothing about a revenue that is gone; winning again makes a new one.
      expect(await backend().deals.moveDeal(uid(), id, { stageId: 'lead' })).toEqual({ done: true });
      expect(await backend().deals.moveDeal(uid(), id, { stageId: 'won' }, { today: '2026-11-05' })).toEqual({ done: true });
      expect(await revenuesOf(id)).toHaveLength(1);
    });

    it('a deal added as won makes its revenue too', async () => {
      const id = await backend().deals.addDeal(uid(), deal({ title: 'Signed', stageId: 'won', wonAt: '2026-11-02' }));
      const added = await dealById(id);
      expect(added).toMatchObject({ status: 'won', wonAt: '2026-11-02' });
      expect((await revenuesOf(id)).map((r) => r.id)).toEqual([added!.revenueId]);
    });

    it('a lost stage needs a reason first', async () => {
      const id = await backend().deals.addDeal(uid(), deal({ title: 'Lost one' }));
      expect(await backend().deals.moveDeal(uid(), id, { stageId: 'lost' })).toMatchObject({ done: false, needs: 'lostReason' });
      expect(await dealById(id)).toMatchObject({ status: 'open', stageId: 'lead' });
      expect(await backend().deals.moveDeal(uid(), id, { stageId: 'lost' }, { lostReason: 'Price', today: '2026-11-21' })).toEqual({ done: true });
      expect(await dealById(id, (d) => d?.status === 'lost')).toMatchObject({ stageId: 'lost', lostReason: 'Price', lostAt: '2026-11-21' });
    });

    it('reopening a won deal asks about its revenue, then removes it or keeps it unlinked', async () => {
      const removed = await backend().deals.addDeal(uid(), deal({ title: 'Reopen and remove', stageId: 'won' }));
      const kept = await backend().deals.addDeal(uid(), deal({ title: 'Reopen and keep', stageId: 'won' }));
      const keptRevenue = (await dealById(kept))!.revenueId;
      expect(await backend().deals.moveDeal(uid(), removed, { stageId: 'negotiation' })).toMatchObject({ done: false, needs: 'removeRevenue' });
      expect(await revenuesOf(removed)).toHaveLength(1);
      expect(await backend().deals.moveDeal(uid(), removed, { stageId: 'negotiation' }, { removeRevenue: true })).toEqual({ done: true });
      expect(await dealById(removed, (d) => d?.status === 'open')).toMatchObject({ stageId: 'negotiation', revenueId: '', wonAt: '' });
      expect(await revenuesOf(removed)).toEqual([]);
      expect(await backend().deals.moveDeal(uid(), kept, { stageId: 'lead' }, { removeRevenue: false })).toEqual({ done: true });
      expect(await dealById(kept, (d) => d?.status === 'open')).toMatchObject({ revenueId: '' });
      expect((await list('revenues')).find((r) => r.id === keptRevenue)).toMatchObject({ dealId: '' });
    });

    it('removing a stage moves its deals; removing a pipeline moves them to another', async () => {
      const pipelineId = await backend().deals.savePipeline(uid(), {
        name: 'Partners',
        order: 1,
        stages: [
          { id: 'intro', name: 'Intro', probability: 10, kind: 'open', order: 0 },
          { id: 'talks', name: 'Talks', probability: 40, kind: 'open', order: 1 },
          { id: 'signed', name: 'Signed', probability: 100, kind: 'won', order: 2 },
          { id: 'dropped', name: 'Dropped', probability: 0, kind: 'lost', order: 3 },
        ],
      });
      const id = await backend().deals.addDeal(uid(), deal({ title: 'Partner deal', pipelineId, stageId: 'intro' }));
      const withoutIntro = {
        name: 'Partners',
        order: 1,
        stages: [
          { id: 'talks', name: 'Talks', probability: 40, kind: 'open' as const, order: 0 },
          { id: 'signed', name: 'Signed', probability: 100, kind: 'won' as const, order: 1 },
          { id: 'dropped', name: 'Dropped', probability: 0, kind: 'lost' as const, order: 2 },
        ],
      };
      // A stage holding deals is not dropped by a save: removeStage moves them.
      expect((await refusal(backend().deals.savePipeline(uid(), { ...withoutIntro, id: pipelineId }))).code).toBe('invalid-argument');
      await backend().deals.removeStage(uid(), pipelineId, 'intro', 'talks');
      expect(await dealById(id, (d) => d?.stageId === 'talks')).toMatchObject({ pipelineId, status: 'open' });
      const pipelines = await firstValue<Pipeline[]>(
        (cb) => backend().deals.watchPipelines(uid(), cb),
        (l) => l.some((p) => p.id === pipelineId && p.stages.length === 3),
      );
      expect(pipelines.find((p) => p.id === pipelineId)!.stages.map((s) => s.id)).toEqual(['talks', 'signed', 'dropped']);
      await backend().deals.removePipeline(uid(), pipelineId, { pipelineId: 'default' });
      expect(await dealById(id, (d) => d?.pipelineId === 'default')).toMatchObject({ stageId: 'lead', status: 'open' });
    });

    it('lost reasons start as the defaults and are saved cleaned', async () => {
      expect(await firstValue<string[]>((cb) => backend().deals.watchLostReasons(uid(), cb))).toContain('Price');
      await backend().deals.saveLostReasons(uid(), [' Budget ', 'budget', '', 'Other']);
      expect(
        await firstValue<string[]>(
          (cb) => backend().deals.watchLostReasons(uid(), cb),
          (l) => l[0] === 'Budget',
        ),
      ).toEqual(['Budget', 'Other']);
      expect(
        (
          await refusal(
            backend().deals.saveLostReasons(
              uid(),
              Array.from({ length: 31 }, (_, i) => `Reason ${i}`),
            ),
          )
        ).code,
      ).toBe('invalid-argument');
    });

    it('invalid input is refused with invalid-argument and writes nothing', async () => {
      expect((await refusal(backend().deals.addDeal(uid(), deal({ title: '  ' })))).code).toBe('invalid-argument');
      expect((await refusal(backend().deals.addDeal(uid(), deal({ stageId: 'nowhere' })))).code).toBe('invalid-argument');
      const id = await backend().deals.addDeal(uid(), deal({ title: 'Refusals' }));
      expect(await refusal(backend().deals.updateDeal(uid(), id, { probability: 150 }))).toMatchObject({ code: 'invalid-argument' });
      expect(await refusal(backend().deals.moveDeal(uid(), id, { stageId: 'nowhere' }))).toMatchObject({ code: 'invalid-argument' });
      expect(
        (
          await refusal(
            backend().deals.savePipeline(uid(), { name: 'No won stage', order: 2, stages: [{ id: 'x', name: 'X', probability: 5, kind: 'open', order: 0 }] }),
          )
        ).code,
      ).toBe('invalid-argument');
      expect(await dealById(id)).toMatchObject({ probability: null, stageId: 'lead' });
    });
  });
}
