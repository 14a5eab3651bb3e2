// In-memory fake of the dashboard part of the data layer, for component tests: the figures are
// computed from the fake's records (computeFigures) and follow them live; the pipeline card from
// the fake's deals and pipelines (pipelineFigures over the deals the member may see).
import type { DashboardApi, DealView, DealsApi, RecordsApi } from '../../data/contract';
import { todayIso } from '../../domain/dates';
import { pipelineFigures, tallyDeals } from '../../domain/deal-figures';
import type { Pipeline } from '../../domain/deals';
import { computeFigures } from '../../domain/dashboard';
import { isoDateInZone } from '../../domain/format';
import type { RecordScope } from '../../domain/record-access';
import type { Client, Expense, Revenue, Salary } from '../../domain/types';

export function fakeDashboardApi(records: RecordsApi, deals: DealsApi): DashboardApi {
  return {
    watchPipelineFigures(accountId, cb, onError, options) {
      let pipelines: Pipeline[] | null = null;
      let list: DealView[] | null = null;
      const emit = () => {
        if (!pipelines || !list) return;
        const today = options?.timeZone ? isoDateInZone(new Date(), options.timeZone) : todayIso();
        cb(pipelineFigures(pipelines, tallyDeals(list), today));
      };
      const ownerId = options?.ownerId ?? null;
      const unsubs = [
        deals.watchPipelines(accountId, (p) => ((pipelines = p), emit()), onError),
        // The deals fake refuses a narrowed member's list without their scope, as the rules do.
        deals.watchDeals(accountId, (l) => ((list = l), emit()), onError, ownerId ? { hidden: false, ownerId, withoutPayroll: false } : undefined),
      ];
      return () => unsubs.forEach((u) => u());
    },
    watchFigures(uid, cb, _onError, options) {
      const lists = { clients: [] as Client[], revenues: [] as Revenue[], expenses: [] as Expense[], salaries: [] as Salary[] };
      let ready = false;
      const emit = () => {
        // The fake stores records oldest first; the real data layer streams them newest first.
        if (ready)
          cb(
            computeFigures(
              { ...lists, clients: [...lists.clients].reverse(), revenues: [...lists.revenues].reverse() },
              new Date(),
              options?.timeZone ? isoDateInZone(new Date(), options.timeZone).slice(0, 7) : undefined,
            ),
          );
      };
      // Narrowed as the real layer narrows its queries (the fake's records refuse a list without it).
      const payroll = options?.payroll !== false;
      const scope = (over: Partial<RecordScope>): RecordScope => ({ hidden: false, ownerId: null, withoutPayroll: false, ...over });
      const unsubs = [
        records.watchRecords(uid, 'clients', (l) => ((lists.clients = l), emit()), undefined, scope({ ownerId: options?.ownerId ?? null })),
        records.watchRecords(uid, 'revenues', (l) => ((lists.revenues = l), emit())),
        records.watchRecords(uid, 'expenses', (l) => ((lists.expenses = l), emit()), undefined, scope({ withoutPayroll: !payroll })),
        records.watchRecords(uid, 'salaries', (l) => ((lists.salaries = l), emit()), undefined, scope({ hidden: !payroll })),
      ];
      ready = true;
      emit();
      return () => unsubs.forEach((u) => u());
    },
  };
}
