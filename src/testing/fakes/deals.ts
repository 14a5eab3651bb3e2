// The fake of the deals part of the data layer (contract-deals.ts): deals, pipelines and lost
// reasons in memory, with live watchers. Input is checked with the real layer's schemas
// (parseDeal, parseDealPatch, parsePipeline); what a move or a win writes comes from the same
// rules (src/domain/deal-writes.ts, pipelines.ts), its revenue going to the records fake's store;
// and it refuses what the security rules refuse: viewers and outsiders write nothing, only owners
// and managers edit pipelines and lost reasons, and a member narrowed to their own records sees
// and writes only the deals assigned to them. src/testing/backend-contract.ts runs the same cases
// against this fake and the real layer.
import { DataError } from '../../data/contract';
import type { DealView, DealsApi, Unsubscribe } from '../../data/contract';
import { canManageAccount } from '../../domain/accounts';
import { todayIso } from '../../domain/dates';
import { DEAL_MESSAGES, DEFAULT_LOST_REASONS, DEFAULT_PIPELINE, DEAL_LIMITS, cleanLostReasons, stageOf, statusForStage } from '../../domain/deals';
import type { Deal, Pipeline } from '../../domain/deals';
import { markWon, moveDeal as moveDealWrites } from '../../domain/deal-writes';
import type { DealWrite } from '../../domain/deal-writes';
import { removePipeline as removePipelineEdit, removeStage as removeStageEdit, sortPipelines } from '../../domain/pipelines';
import type { DealMove } from '../../domain/pipelines';
import { ACCESS_MESSAGES, canSee, isNarrowed, requestedOwner, scopeOf } from '../../domain/record-access';
import type { RecordAccess, RecordScope } from '../../domain/record-access';
import { fakeCheckedCustomFields } from './fields';
import { writeHistory } from './history';
import { customFieldsIn, withCustomFields } from '../../domain/custom-fields';
import { accessIn, dealStore, emitDeals, emitRecords, recordWrite, refused, store } from './state';
import type { AnyRecord, FakeState } from './state';

const schemas = () => import('../../domain/deal-schemas');

const invalid = (message: string) => new DataError('invalid-argument', message);

type DealsState = {
  pipelines: Map<string, Map<string, Pipeline>>;
  lostReasons: Map<string, string[]>;
  pipelineListeners: Map<string, Set<() => void>>;
  reasonListeners: Map<string, Set<() => void>>;
};

function perAccount<T>(map: Map<string, Map<string, T>>, accountId: string): Map<string, T> {
  let m = map.get(accountId);
  if (!m) map.set(accountId, (m = new Map()));
  return m;
}

function listen(map: Map<string, Set<() => void>>, accountId: string, emit: () => void): Unsubscribe {
  let set = map.get(accountId);
  if (!set) map.set(accountId, (set = new Set()));
  set.add(emit);
  emit();
  return () => set.delete(emit);
}

const tell = (map: Map<string, Set<() => void>>, accountId: string) => map.get(accountId)?.forEach((emit) => emit());

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What the fake backup reads and writes of the deals part, past its checks (the transfer fake checks the caller itself). */
export type FakeDealsStore = {
  deals(accountId: string): DealView[];
  /** The stored pipelines (none: the account still shows the default). */
  pipelines(accountId: string): Pipeline[];
  /** null: never edited. */
  lostReasons(accountId: string): string[] | null;
  putDeal(accountId: string, deal: DealView): void;
  putPipeline(accountId: string, pipeline: Pipeline): void;
  setLostReasons(accountId: string, reasons: string[] | null): void;
  /** Deletes every deal, pipeline and the lost reasons. */
  clear(accountId: string): void;
};

export function fakeDealsApi(state: FakeState): DealsApi & { backupStore: FakeDealsStore } {
  const s: DealsState = {
    pipelines: new Map(),
    lostReasons: new Map(),
    pipelineListeners: new Map(),
    reasonListeners: new Map(),
  };
  const newId = (kind: string) => `${kind}-${state.nextId++}`;

  const accessOf = (accountId: string) => accessIn(state, accountId);
  /** The account's stored deals, as screens see them. */
  const dealsIn = (accountId: string) => dealStore(state, accountId) as unknown as Map<string, DealView>;

  /** Reads need membership; a narrowed member's reads of a deal need it to be theirs. */
  const readable = (accountId: string): { me: string; access: RecordAccess } => {
    const { me, access, member } = accessOf(accountId);
    if (!member) throw refused();
    return { me, access };
  };

  /** Owners and managers, in an account they may write in. */
  const manages = (accountId: string) => {
    recordWrite(state, accountId);
    const { member } = accessOf(accountId);
    if (!member || !canManageAccount(member.role)) throw refused();
  };

  const storedPipelines = (accountId: string) => perAccount(s.pipelines, accountId);
  const pipelineOf = (accountId: string, id: string): Pipeline | null =>
    storedPipelines(accountId).get(id) ?? (id === DEFAULT_PIPELINE.id && storedPipelines(accountId).size === 0 ? DEFAULT_PIPELINE : null);

  const dealOf = (accountId: string, id: string): DealView => {
    const { me, access } = readable(accountId);
    const deal = dealsIn(accountId).get(id);
    if (deal && !canSee(access, me, 'deals', deal)) throw refused();
    if (!deal) throw new DataError('not-found', DEAL_MESSAGES.dealNotFound);
    return deal;
  };

  /**
   * Applies writes as one batch, refused whole as the rules refuse any of them: an update of a
   * document that is not there, a deal the member may not see before or after, a deal given to
   * someone else by a narrowed member. New records are stamped; every write names the writer.
   */
  const apply = (accountId: string, writes: DealWrite[], owner: string) => {
    const { me, access } = accessOf(accountId);
    const target = (w: DealWrite): Map<string, AnyRecord> => (w.collection === 'deals' ? dealStore(state, accountId) : store(state, accountId, 'revenues'));
    // Stamped as the real layer's writes are (the server's time there): every deal write moves updatedAt.
    const at = new Date().toISOString();
    const after = (w: DealWrite): AnyRecord | null => {
      if (w.op === 'set') return { ownerId: owner, ...w.data, createdBy: me, updatedBy: me, createdAt: at, updatedAt: at, id: w.id };
      if (w.op === 'update') return { ...target(w).get(w.id)!, ...w.data, updatedBy: me, updatedAt: at };
      return null;
    };
    for (const w of writes) {
      const before = target(w).get(w.id);
      if (w.op === 'update' && !before) throw refused();
      const next = after(w);
      if (w.collection === 'deals') {
        if (before && !canSee(access, me, 'deals', before)) throw refused();
        if (next && !canSee(access, me, 'deals', next)) throw refused();
      }
      if (next && access.ownRecordsOnly && (before ? next.ownerId !== before.ownerId : next.ownerId !== me)) throw refused();
    }
    for (const w of writes) {
      const next = after(w);
      const before = target(w).get(w.id) ?? null;
      if (next) target(w).set(w.id, next);
      else target(w).delete(w.id);
      // As the trigger on the emulators: one history entry per changed deal.
      if (w.collection === 'deals') writeHistory(state, accountId, 'deals', w.id, before, next, me);
    }
    if (writes.some((w) => w.collection === 'deals')) emitDeals(state, accountId);
    if (writes.some((w) => w.collection === 'revenues')) emitRecords(state, accountId, 'revenues');
  };

  const moveWrites = (moves: DealMove[]): DealWrite[] =>
    moves.map(({ dealId, ...data }) => ({ op: 'update', collection: 'deals', id: dealId, data }) satisfies DealWrite);

  const clientOf = (accountId: string, clientId: string) => {
    const client = store(state, accountId, 'clients').get(clientId);
    const { me, access } = accessOf(accountId);
    return client && canSee(access, me, 'clients', client) && typeof client.name === 'string' ? { name: client.name } : null;
  };

  const linkedOf = (accountId: string, deal: Pick<Deal, 'revenueId'>) => {
    const revenue = deal.revenueId === '' ? undefined : store(state, accountId, 'revenues').get(deal.revenueId);
    return revenue ? { id: revenue.id, dealId: revenue.dealId } : null;
  };

  const api: DealsApi = {
    watchPipelines(accountId, cb, onError) {
      if (!accessOf(accountId).member) {
        onError?.(refused());
        return () => {};
      }
      return listen(s.pipelineListeners, accountId, () => {
        const stored = storedPipelines(accountId);
        if (stored.size === 0) {
          // As the real layer: a record writer stores the default; everyone sees it.
          const { member } = accessOf(accountId);
          if (member && member.role !== 'viewer') stored.set(DEFAULT_PIPELINE.id, structuredClone(DEFAULT_PIPELINE));
          cb([structuredClone(DEFAULT_PIPELINE)]);
          return;
        }
        cb(sortPipelines([...stored.values()]).map((p) => structuredClone(p)));
      });
    },

    async savePipeline(accountId, pipeline) {
      manages(accountId);
      const parsed = (await schemas()).parsePipeline(pipeline);
      if (!parsed.ok) throw invalid(parsed.message);
      const stored = storedPipelines(accountId);
      const id = pipeline.id ?? newId('pipeline');
      // As the real layer: a stage that holds deals goes only through removeStage.
      const kept = new Set(parsed.value.stages.map((st) => st.id));
      const dropped = new Set((stored.get(id)?.stages ?? []).filter((st) => !kept.has(st.id)).map((st) => st.id));
      if ([...dealsIn(accountId).values()].some((d) => d.pipelineId === id && dropped.has(d.stageId))) throw invalid(DEAL_MESSAGES.moveTargetRequired);
      if (pipeline.id === undefined && stored.size >= DEAL_LIMITS.pipelinesPerAccount) throw invalid(DEAL_MESSAGES.tooManyPipelines);
      stored.set(id, { ...parsed.value, id });
      tell(s.pipelineListeners, accountId);
      return id;
    },

    async removeStage(accountId, pipelineId, stageId, moveToStageId) {
      manages(accountId);
      const pipeline = pipelineOf(accountId, pipelineId);
      if (!pipeline) throw invalid(DEAL_MESSAGES.pipelineNotFound);
      const deals = [...dealsIn(accountId).values()].filter((d) => d.pipelineId === pipelineId);
      const result = removeStageEdit(pipeline, stageId, moveToStageId, deals);
      if (!result.ok) throw invalid(result.message);
      apply(accountId, moveWrites(result.moves), '');
      storedPipelines(accountId).set(pipelineId, result.pipeline);
      tell(s.pipelineListeners, accountId);
    },

    async removePipeline(accountId, pipelineId, moveTo) {
      manages(accountId);
      const pipelines = [...storedPipelines(accountId).values()];
      const deals = [...dealsIn(accountId).values()];
      const result = removePipelineEdit(pipelines, pipelineId, moveTo, deals);
      if (!result.ok) throw invalid(result.message);
      apply(accountId, moveWrites(result.moves), '');
      storedPipelines(accountId).delete(pipelineId);
      tell(s.pipelineListeners, accountId);
    },

    watchDeals(accountId, cb, onError, scope?: RecordScope) {
      const { me, access, member } = accessOf(accountId);
      const needed = scopeOf(access, me, 'deals');
      // A narrowed member's list must carry their scope, as the rules require of the real query.
      if (!member || (isNarrowed(needed) && scope?.ownerId !== needed.ownerId)) {
        onError?.(refused());
        return () => {};
      }
      return listen(state.dealListeners, accountId, () =>
        cb(
          [...dealsIn(accountId).values()].filter((d) => canSee(access, me, 'deals', d)).map((d) => ({ ...d })),
          { complete: true },
        ),
      );
    },

    async addDeal(accountId, input) {
      recordWrite(state, accountId);
      const me = state.current ?? '';
      const raw: Record<string, unknown> = isObject(input) ? input : {};
      const owner = requestedOwner(raw) ?? (raw.ownerId === undefined || raw.ownerId === '' ? me : null);
      if (owner === null) throw invalid(ACCESS_MESSAGES.badOwner);
      const { parseDeal } = await schemas();
      const first = parseDeal({ ...raw, ownerId: owner });
      if (!first.ok) throw invalid(first.message);
      const pipeline = pipelineOf(accountId, first.value.pipelineId);
      if (!pipeline) throw invalid(DEAL_MESSAGES.pipelineNotFound);
      const stage = stageOf(pipeline, first.value.stageId);
      if (!stage) throw invalid(DEAL_MESSAGES.stageNotFound);
      const parsed = parseDeal({ ...raw, ownerId: owner, status: statusForStage(stage) });
      if (!parsed.ok) throw invalid(parsed.message);
      withCustomFields(parsed.value, fakeCheckedCustomFields(state, accountId, 'deals', customFieldsIn(raw), undefined, false));
      const id = newId('deal');
      let data: Record<string, unknown> = { ...parsed.value, revenueId: '' };
      const writes: DealWrite[] = [];
      if (parsed.value.status === 'won') {
        const deal: Deal = { ...parsed.value, revenueId: '', id };
        const won = markWon(deal, pipeline, clientOf(accountId, deal.clientId), parsed.value.wonAt || todayIso(), () => newId('revenues'), {
          stageId: stage.id,
          position: parsed.value.position,
        });
        if (!won.ok) throw invalid(won.message);
        for (const w of won.writes) {
          if (w.collection === 'deals' && w.op === 'update') data = { ...data, ...w.data };
          else writes.push(w);
        }
      }
      apply(accountId, [{ op: 'set', collection: 'deals', id, data }, ...writes], owner);
      return id;
    },

    async updateDeal(accountId, id, changes) {
      recordWrite(state, accountId);
      const parsed = (await schemas()).parseDealPatch(changes);
      if (!parsed.ok) throw invalid(parsed.message);
      if (requestedOwner(changes) === null) throw invalid(ACCESS_MESSAGES.badOwner);
      const { status: _s, wonAt: _w, lostAt: _l, revenueId: _r, ...patch } = parsed.value;
      if (patch.stageId !== undefined || patch.pipelineId !== undefined) {
        const deal = dealOf(accountId, id);
        const pipeline = pipelineOf(accountId, patch.pipelineId ?? deal.pipelineId);
        if (!pipeline) throw invalid(DEAL_MESSAGES.pipelineNotFound);
        const stage = stageOf(pipeline, patch.stageId ?? deal.stageId);
        if (!stage) throw invalid(DEAL_MESSAGES.stageNotFound);
        if (stage.kind !== deal.status) throw invalid(DEAL_MESSAGES.moveTargetKind);
      }
      if ('customFields' in patch)
        withCustomFields(patch, fakeCheckedCustomFields(state, accountId, 'deals', customFieldsIn(changes), dealOf(accountId, id).customFields, false));
      apply(accountId, [{ op: 'update', collection: 'deals', id, data: patch }], '');
    },

    async moveDeal(accountId, id, to, answers) {
      recordWrite(state, accountId);
      const deal = dealOf(accountId, id);
      const pipeline = pipelineOf(accountId, deal.pipelineId);
      if (!pipeline) throw invalid(DEAL_MESSAGES.pipelineNotFound);
      const result = moveDealWrites(deal, pipeline, to, {
        today: answers?.today ?? todayIso(),
        client: clientOf(accountId, deal.clientId),
        newRevenueId: () => newId('revenues'),
        linked: linkedOf(accountId, deal),
        lostReason: answers?.lostReason,
        removeRevenue: answers?.removeRevenue,
      });
      if (!result.ok) {
        if ('needs' in result) return { done: false, needs: result.needs, message: result.message };
        throw invalid(result.message);
      }
      apply(accountId, result.writes, deal.ownerId);
      return { done: true };
    },

    async removeDeal(accountId, id) {
      recordWrite(state, accountId);
      const deal = dealOf(accountId, id);
      const linked = linkedOf(accountId, deal);
      apply(
        accountId,
        [
          { op: 'delete', collection: 'deals', id },
          ...(linked && linked.dealId === id ? [{ op: 'update', collection: 'revenues', id: linked.id, data: { dealId: '' } } satisfies DealWrite] : []),
        ],
        '',
      );
    },

    watchLostReasons(accountId, cb) {
      return listen(s.reasonListeners, accountId, () => cb([...(s.lostReasons.get(accountId) ?? DEFAULT_LOST_REASONS)]));
    },

    async saveLostReasons(accountId, reasons) {
      manages(accountId);
      const cleaned = cleanLostReasons(reasons);
      if (!cleaned.ok) throw invalid(cleaned.message);
      s.lostReasons.set(accountId, cleaned.reasons);
      tell(s.reasonListeners, accountId);
    },
  };

  /** The backup's handle (src/testing/fakes/transfer.ts): what an account stores, written as a restore or a wipe writes it. */
  const backupStore: FakeDealsStore = {
    deals: (accountId) => [...dealsIn(accountId).values()].map((d) => ({ ...d })),
    pipelines: (accountId) => sortPipelines([...storedPipelines(accountId).values()]),
    lostReasons: (accountId) => (s.lostReasons.has(accountId) ? [...(s.lostReasons.get(accountId) ?? [])] : null),
    putDeal(accountId, deal) {
      dealsIn(accountId).set(deal.id, { ...deal });
      emitDeals(state, accountId);
    },
    putPipeline(accountId, pipeline) {
      storedPipelines(accountId).set(pipeline.id, pipeline);
      tell(s.pipelineListeners, accountId);
    },
    setLostReasons(accountId, reasons) {
      if (reasons === null) s.lostReasons.delete(accountId);
      else s.lostReasons.set(accountId, [...reasons]);
      tell(s.reasonListeners, accountId);
    },
    clear(accountId) {
      dealsIn(accountId).clear();
      storedPipelines(accountId).clear();
      s.lostReasons.delete(accountId);
      emitDeals(state, accountId);
      tell(s.pipelineListeners, accountId);
      tell(s.reasonListeners, accountId);
    },
  };
  return Object.assign(api, { backupStore });
}
