// Dashboard figures from the user's summary (docs/decisions/0148): functions keep the figures in
// SUMMARY_SHARDS documents as records change, so a visit reads those documents and the few newest
// clients and revenues, however many records there are. Live: three listeners (the shards and the
// two short lists). An account whose summary is missing or outdated has it rebuilt by the
// rebuildDashboardSummary function, and the listener then receives it.
import { collection, doc, getCountFromServer, getDocs, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import type { Query, QuerySnapshot } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { RECENT_CLIENTS, RECENT_REVENUES, documentQueryReads } from '../domain/dashboard';
import type { DashboardFigures, RecentClient, RecentRevenue } from '../domain/dashboard';
import { PAYROLL_SHARDS, addTally, emptyTally, figuresFromSummary, summaryFrom } from '../domain/dashboard-summary';
import type { Tally } from '../domain/dashboard-summary';
import { currentMonth, todayIso } from '../domain/dates';
import { parseDealSummary, pipelineFigures, tallyDeals } from '../domain/deal-figures';
import type { DealTally } from '../domain/deal-figures';
import { DEFAULT_PIPELINE } from '../domain/deals';
import type { Pipeline } from '../domain/deals';
import { sortPipelines } from '../domain/pipelines';
import { isoDateInZone } from '../domain/format';
import type { Client, Revenue } from '../domain/types';
import type { DashboardApi } from './contract';
import { DataError } from './contract-common';
import { toDataError } from './errors';
import { pipelineFrom } from './deals';
import { db, functions } from './firebase';

/** How long a visit waits for figures (offline, from a cache without them) before saying so. */
const FIRST_FIGURES_WAIT_MS = 8000;
/** The same text the dashboard shows for any error (src/features/dashboard/use-dashboard-figures.ts). */
const NOT_LOADED = 'Could not load the latest figures. Check your connection; they update again once it is back.';

/** Billed document reads of the dashboard, for tests and the bench (bench/dashboard-reads.mjs). */
export const dashboardReads = { summaryReads: 0, listReads: 0, reads: 0, rebuilds: 0, serverAnswers: 0 };
export function resetDashboardReads(): void {
  Object.assign(dashboardReads, { summaryReads: 0, listReads: 0, reads: 0, rebuilds: 0, serverAnswers: 0 });
}

const summaryQuery = (accountId: string) => collection(db, 'accounts', accountId, 'summary');
const payrollQuery = (accountId: string) => collection(db, 'accounts', accountId, 'payrollSummary');
/** The account's clients, or only those assigned to `ownerId` (own records only). */
const clientsOf = (accountId: string, ownerId: string | null | undefined) => {
  const all = collection(db, 'accounts', accountId, 'clients');
  return ownerId ? query(all, where('ownerId', '==', ownerId)) : all;
};
const recentQueries = (accountId: string, ownerId?: string | null) => ({
  clients: query(clientsOf(accountId, ownerId), orderBy('createdAt', 'desc'), limit(RECENT_CLIENTS)),
  revenues: query(collection(db, 'accounts', accountId, 'revenues'), orderBy('createdAt', 'desc'), limit(RECENT_REVENUES)),
});

const summaryOf = (snap: QuerySnapshot, count?: number): Tally | null =>
  summaryFrom(
    snap.docs.map((d) => ({ id: d.id, data: d.data() })),
    count,
  );

/** A member narrowed to their own clients: how many they have, and how many are active (two counts). */
async function ownClientCounts(accountId: string, ownerId: string): Promise<{ clients: number; activeClients: number }> {
  const own = clientsOf(accountId, ownerId);
  const [all, active] = await Promise.all([getCountFromServer(own), getCountFromServer(query(own, where('status', '==', 'active')))]);
  dashboardReads.listReads += 2;
  dashboardReads.reads += 2;
  return { clients: all.data().count, activeClients: active.data().count };
}
const recentClientsOf = (snap: QuerySnapshot): RecentClient[] =>
  snap.docs.map((d) => {
    const { name, dateAdded } = d.data() as Client;
    return { id: d.id, name, dateAdded };
  });
const recentRevenuesOf = (snap: QuerySnapshot): RecentRevenue[] =>
  snap.docs.map((d) => {
    const { amount, source, date } = d.data() as Revenue;
    return { id: d.id, amount, source, date };
  });

function countRead(kind: 'summaryReads' | 'listReads', snap: QuerySnapshot): void {
  const n = documentQueryReads(snap.size);
  dashboardReads[kind] += n;
  dashboardReads.reads += n;
}

/** Asks the functions to build the caller's summary (nothing happens when it is complete). */
async function rebuild(accountId: string): Promise<void> {
  dashboardReads.rebuilds += 1;
  await httpsCallable(functions, 'rebuildDashboardSummary')({ accountId });
}

async function read(q: Query, kind: 'summaryReads' | 'listReads'): Promise<QuerySnapshot> {
  const snap = await getDocs(q);
  countRead(kind, snap);
  return snap;
}

/** The figures of a user, now, in one read of the summary and the two lists. For tests and the bench. */
export async function loadFigures(uid: string, now = new Date(), month = currentMonth(now)): Promise<DashboardFigures> {
  const recent = recentQueries(uid);
  const [shards, payrollShards, clients, revenues] = await Promise.all([
    read(summaryQuery(uid), 'summaryReads'),
    read(payrollQuery(uid), 'summaryReads'),
    read(recent.clients, 'listReads'),
    read(recent.revenues, 'listReads'),
  ]);
  let summary = summaryOf(shards);
  let payroll = summaryOf(payrollShards, PAYROLL_SHARDS);
  if (!summary || !payroll) {
    await rebuild(uid);
    summary = summaryOf(await read(summaryQuery(uid), 'summaryReads'));
    payroll = summaryOf(await read(payrollQuery(uid), 'summaryReads'), PAYROLL_SHARDS);
  }
  if (!summary || !payroll) throw new DataError('unavailable', NOT_LOADED);
  return figuresFromSummary(addTally(summary, payroll), { clients: recentClientsOf(clients), revenues: recentRevenuesOf(revenues) }, month);
}

/** "This month", 'yyyy-mm', in the given time zone (the device's without one). */
const monthOf = (timeZone: string | undefined): string => (timeZone ? isoDateInZone(new Date(), timeZone).slice(0, 7) : currentMonth());

export const dashboardApi: DashboardApi = {
  watchFigures(uid, cb, onError, options) {
    let stopped = false;
    const withPayroll = options?.payroll !== false;
    const ownerId = options?.ownerId ?? null;
    let summary: Tally | null = null;
    // Without payroll access the payroll part is never read: it counts as empty.
    let payroll: Tally | null = withPayroll ? null : emptyTally();
    // Own records only: the member's own client counts, in place of the account's.
    let ownCounts: { clients: number; activeClients: number } | null = null;
    let clients: RecentClient[] | null = null;
    let revenues: RecentRevenue[] | null = null;
    let rebuildAsked = false;
    let emitted = false;
    const counted = new Set<string>();

    // The figures last given to cb, as text: the server confirming what the cache showed (each
    // listener hears it) changes nothing, and the page (charts included) is not drawn again.
    let last = '';
    const emit = () => {
      if (stopped || !summary || !payroll || !clients || !revenues || (ownerId && !ownCounts)) return;
      emitted = true;
      const total = { ...addTally(summary, payroll), ...(ownCounts ?? {}) };
      const figures = figuresFromSummary(total, { clients, revenues }, monthOf(options?.timeZone));
      const text = JSON.stringify(figures);
      if (text === last) return;
      last = text;
      cb(figures);
    };
    const fail = (error: unknown) => {
      if (!stopped) onError?.(toDataError(error));
    };
    // Reads are billed once per listener: its first answer from the server.
    const countOnce = (name: string, kind: 'summaryReads' | 'listReads', snap: QuerySnapshot) => {
      if (snap.metadata.fromCache || counted.has(name)) return;
      counted.add(name);
      countRead(kind, snap);
      dashboardReads.serverAnswers += 1;
    };

    // The server has no complete summary for this account: build it once; the listeners hear the result.
    const askRebuild = () => {
      if (rebuildAsked) return;
      rebuildAsked = true;
      rebuild(uid).catch(fail);
    };
    const recent = recentQueries(uid, ownerId);
    // Metadata changes too: a listener that starts from the cache must still hear that the
    // server has answered (with the same documents), to count the reads and to ask for a rebuild.
    const listen = (q: Query, name: string, kind: 'summaryReads' | 'listReads', onAnswer: (snap: QuerySnapshot) => void) =>
      onSnapshot(
        q,
        { includeMetadataChanges: true },
        (snap) => {
          countOnce(name, kind, snap);
          onAnswer(snap);
        },
        fail,
      );
    const unsubs = [
      listen(summaryQuery(uid), 'summary', 'summaryReads', (snap) => {
        const next = summaryOf(snap);
        if (next) {
          summary = next;
          emit();
        } else if (!snap.metadata.fromCache) askRebuild();
      }),
      ...(withPayroll
        ? [
            listen(payrollQuery(uid), 'payroll', 'summaryReads', (snap) => {
              const next = summaryOf(snap, PAYROLL_SHARDS);
              if (next) {
                payroll = next;
                emit();
              } else if (!snap.metadata.fromCache) askRebuild();
            }),
          ]
        : []),
      listen(recent.clients, 'clients', 'listReads', (snap) => {
        clients = recentClientsOf(snap);
        // The member's own counts follow their newest clients (read again when those change on the server).
        if (ownerId && !snap.metadata.fromCache && !snap.metadata.hasPendingWrites) {
          ownClientCounts(uid, ownerId).then((counts) => {
            ownCounts = counts;
            emit();
          }, fail);
        }
        emit();
      }),
      listen(recent.revenues, 'revenues', 'listReads', (snap) => {
        revenues = recentRevenuesOf(snap);
        emit();
      }),
    ];
    // Offline with nothing cached, no figures can come: say so (they arrive once back online). A
    // rebuild under way is not that: a large account's can take longer than this wait.
    const waiting = setTimeout(() => {
      if (!emitted && !rebuildAsked) fail(new DataError('unavailable', NOT_LOADED));
    }, FIRST_FIGURES_WAIT_MS);

    return () => {
      stopped = true;
      clearTimeout(waiting);
      unsubs.forEach((u) => u());
    };
  },

  watchPipelineFigures(accountId, cb, onError, options) {
    let stopped = false;
    const ownerId = options?.ownerId ?? null;
    let pipelines: Pipeline[] | null = null;
    let tally: DealTally | null = null;
    let rebuildAsked = false;
    let last = '';
    const counted = new Set<string>();
    const emit = () => {
      if (stopped || !pipelines || !tally) return;
      const today = options?.timeZone ? isoDateInZone(new Date(), options.timeZone) : todayIso();
      const figures = pipelineFigures(pipelines, tally, today);
      const text = JSON.stringify(figures);
      if (text === last) return;
      last = text;
      cb(figures);
    };
    const fail = (error: unknown) => {
      if (!stopped) onError?.(toDataError(error));
    };
    const countOnce = (name: string, kind: 'summaryReads' | 'listReads', fromCache: boolean, n: number) => {
      if (fromCache || counted.has(name)) return;
      counted.add(name);
      dashboardReads[kind] += n;
      dashboardReads.reads += n;
      dashboardReads.serverAnswers += 1;
    };
    const unsubs = [
      onSnapshot(
        collection(db, 'accounts', accountId, 'pipelines'),
        { includeMetadataChanges: true },
        (snap) => {
          countOnce('pipelines', 'listReads', snap.metadata.fromCache, documentQueryReads(snap.size));
          // An account from before deals shows the default pipeline until it is stored (deals.ts).
          pipelines = snap.empty ? [DEFAULT_PIPELINE] : sortPipelines(snap.docs.map((d) => pipelineFrom(d.id, d.data())));
          emit();
        },
        fail,
      ),
      ownerId
        ? // Own records only: the member adds up their own deals (the rules keep the account's summary from them).
          onSnapshot(
            query(collection(db, 'accounts', accountId, 'deals'), where('ownerId', '==', ownerId)),
            { includeMetadataChanges: true },
            (snap) => {
              countOnce('deals', 'listReads', snap.metadata.fromCache, documentQueryReads(snap.size));
              tally = tallyDeals(snap.docs.map((d) => d.data()));
              emit();
            },
            fail,
          )
        : onSnapshot(
            doc(db, 'accounts', accountId, 'dealSummary', 'current'),
            { includeMetadataChanges: true },
            (snap) => {
              countOnce('dealSummary', 'summaryReads', snap.metadata.fromCache, 1);
              const next = parseDealSummary(snap.data());
              if (next) {
                tally = next;
                emit();
              } else if (!snap.metadata.fromCache && !rebuildAsked) {
                // No summary yet (an account from before the card): built once; the listener hears it.
                rebuildAsked = true;
                rebuild(accountId).catch(fail);
              }
            },
            fail,
          ),
    ];
    return () => {
      stopped = true;
      unsubs.forEach((u) => u());
    };
  },
};
