// A small in-memory DealsApi for the deals screens' tests: it keeps pipelines, deals and lost
// reasons, tells its watchers, records every call, and can be told how to answer the next move
// (refuse it, or ask for a lost reason or about a won deal's revenue first).
/* eslint-disable lingui/no-unlocalized-strings -- test data and the fake server's English messages */
import type { DealMoveAnswers, DealsApi, DealView, MoveOutcome } from '../../data/contract-deals';
import { DataError } from '../../data/contract';
import { DEFAULT_LOST_REASONS, DEFAULT_PIPELINE, stageOf } from '../../domain/deals';
import type { Deal, DealInput, Pipeline } from '../../domain/deals';
import type { Placement } from '../../domain/deal-writes';
import type { RecordScope } from '../../domain/record-access';
import { dealRecord } from '../../testing/record-fixtures';

type MoveCall = { id: string; to: Placement; answers: DealMoveAnswers | undefined };

export type DealsStub = {
  api: DealsApi;
  moves: MoveCall[];
  /** The scope each watchDeals was called with. */
  scopes: (RecordScope | undefined)[];
  added: DealInput[];
  updated: { id: string; changes: Partial<DealInput> }[];
  deals: () => DealView[];
  /** The next move is refused with this error. */
  refuseNextMove: (message?: string) => void;
  /** Moves asked without the answer they need get this question back. */
  ask: (needs: 'lostReason' | 'removeRevenue') => void;
};

export function deal(id: string, extra: Partial<Deal> = {}): DealView {
  return dealRecord(id, `Deal ${id}`, { clientId: '', value: 0, ownerId: '', ...extra });
}

export function createDealsStub({ deals = [], pipelines = [DEFAULT_PIPELINE] }: { deals?: DealView[]; pipelines?: Pipeline[] } = {}): DealsStub {
  let list = [...deals];
  const dealWatchers = new Set<(d: DealView[]) => void>();
  const tell = () => dealWatchers.forEach((cb) => cb([...list]));
  let refuse: string | null = null;
  const questions = new Set<string>();
  const stub: DealsStub = {
    moves: [],
    scopes: [],
    added: [],
    updated: [],
    deals: () => [...list],
    refuseNextMove: (message = 'The server refused the move.') => {
      refuse = message;
    },
    ask: (needs) => questions.add(needs),
    api: {
      watchPipelines: (_a, cb) => {
        queueMicrotask(() => cb(pipelines));
        return () => {};
      },
      savePipeline: () => Promise.resolve('p'),
      removeStage: () => Promise.resolve(),
      removePipeline: () => Promise.resolve(),
      watchDeals: (_a, cb, _onError, scope) => {
        stub.scopes.push(scope);
        const watcher = (d: DealView[]) => cb(d, { complete: true });
        dealWatchers.add(watcher);
        queueMicrotask(() => watcher([...list]));
        return () => dealWatchers.delete(watcher);
      },
      addDeal: (_a, input) => {
        stub.added.push(input);
        const id = `new${stub.added.length}`;
        list = [{ ...input, id }, ...list];
        tell();
        return Promise.resolve(id);
      },
      updateDeal: (_a, id, changes) => {
        stub.updated.push({ id, changes });
        list = list.map((d) => (d.id === id ? { ...d, ...changes } : d));
        tell();
        return Promise.resolve();
      },
      moveDeal: async (_a, id, to, answers): Promise<MoveOutcome> => {
        stub.moves.push({ id, to, answers });
        await Promise.resolve();
        if (refuse !== null) {
          const message = refuse;
          refuse = null;
          throw new DataError('permission-denied', message);
        }
        const current = list.find((d) => d.id === id);
        const pipeline = pipelines.find((p) => p.id === current?.pipelineId);
        const stage = stageOf(pipeline, to.stageId);
        if (!current || !stage) throw new DataError('not-found', 'This deal was not found.');
        if (stage.kind === 'lost' && questions.has('lostReason') && !answers?.lostReason) {
          return { done: false, needs: 'lostReason', message: 'Please choose why the deal was lost.' };
        }
        if (current.status === 'won' && stage.kind !== 'won' && questions.has('removeRevenue') && answers?.removeRevenue === undefined) {
          return { done: false, needs: 'removeRevenue', message: 'Choose whether to remove the revenue this deal made.' };
        }
        list = list.map((d) =>
          d.id === id ? { ...d, stageId: stage.id, position: to.position ?? d.position, status: stage.kind, lostReason: answers?.lostReason ?? '' } : d,
        );
        tell();
        return { done: true };
      },
      removeDeal: (_a, id) => {
        list = list.filter((d) => d.id !== id);
        tell();
        return Promise.resolve();
      },
      watchLostReasons: (_a, cb) => {
        queueMicrotask(() => cb([...DEFAULT_LOST_REASONS]));
        return () => {};
      },
      saveLostReasons: () => Promise.resolve(),
    },
  };
  return stub;
}
