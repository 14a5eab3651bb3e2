// Dashboard figures with Firestore aggregation queries (count/sum) and two small limit() queries,
// so a visit costs a few reads however many records a user has (docs/decisions/0010). Live: a
// one-document listener per collection (newest updatedAt) signals changes, and the aggregations
// run (again), debounced. Deletions of older records do not move that signal, so the figures are
// also refreshed when the tab becomes visible again.
import {
  collection,
  count,
  getAggregateFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  sum,
  where,
} from 'firebase/firestore';
import type { Query } from 'firebase/firestore';
import { RECENT_CLIENTS, RECENT_REVENUES, aggregationReads, documentQueryReads, monthRange } from '../domain/dashboard';
import type { DashboardFigures } from '../domain/dashboard';
import { currentMonth } from '../domain/dates';
import { roundCents } from '../domain/money';
import { BUILTIN_EXPENSE_CATEGORIES } from '../domain/types';
import type { Client, RecordKind, Revenue } from '../domain/types';
import type { DashboardApi } from './contract';
import { toDataError } from './errors';
import { db } from './firebase';

const WATCHED: readonly RecordKind[] = ['clients', 'revenues', 'expenses', 'salaries'];
const DEBOUNCE_MS = 250;
const FIRST_RUN_FALLBACK_MS = 5000;

/** Billed document reads of the dashboard, for the bench (bench/dashboard-reads.mjs). */
export const dashboardReads = { aggregationQueries: 0, documentQueries: 0, listenerReads: 0, reads: 0 };
export function resetDashboardReads(): void {
  Object.assign(dashboardReads, { aggregationQueries: 0, documentQueries: 0, listenerReads: 0, reads: 0 });
}

const col = (uid: string, kind: RecordKind) => collection(db, 'users', uid, kind);

async function total(q: Query): Promise<{ n: number; amount: number }> {
  const snap = await getAggregateFromServer(q, { n: count(), amount: sum('amount') });
  const { n, amount } = snap.data();
  dashboardReads.aggregationQueries += 1;
  dashboardReads.reads += aggregationReads(n);
  return { n, amount: roundCents(Number(amount ?? 0)) };
}

async function tally(q: Query): Promise<number> {
  const { n } = (await getAggregateFromServer(q, { n: count() })).data();
  dashboardReads.aggregationQueries += 1;
  dashboardReads.reads += aggregationReads(n);
  return n;
}

async function newest<T>(q: Query): Promise<T[]> {
  const snap = await getDocs(q);
  dashboardReads.documentQueries += 1;
  dashboardReads.reads += documentQueryReads(snap.size);
  return snap.docs.map((d) => ({ ...(d.data() as T), id: d.id }));
}

/** The figures of a user, now. Exported for tests and the bench. */
export async function loadFigures(uid: string, now = new Date(), month = currentMonth(now)): Promise<DashboardFigures> {
  const { from, to } = monthRange(month);
  const inMonth = (kind: RecordKind) => query(col(uid, kind), where('date', '>=', from), where('date', '<=', to));
  const [clientsTotal, clientsActive, revenues, revenuesMonth, expenses, expensesMonth, pending, byCategory, recentClients, recentRevenues] =
    await Promise.all([
      tally(col(uid, 'clients')),
      tally(query(col(uid, 'clients'), where('status', '==', 'active'))),
      total(col(uid, 'revenues')),
      total(inMonth('revenues')),
      total(col(uid, 'expenses')),
      total(inMonth('expenses')),
      tally(query(col(uid, 'salaries'), where('status', '==', 'pending'))),
      Promise.all(BUILTIN_EXPENSE_CATEGORIES.map((c) => total(query(col(uid, 'expenses'), where('category', '==', c))))),
      newest<Client>(query(col(uid, 'clients'), orderBy('createdAt', 'desc'), limit(RECENT_CLIENTS))),
      newest<Revenue>(query(col(uid, 'revenues'), orderBy('createdAt', 'desc'), limit(RECENT_REVENUES))),
    ]);
  return {
    clients: { active: clientsActive, total: clientsTotal },
    revenue: { total: revenues.amount, thisMonth: revenuesMonth.amount },
    expenses: { total: expenses.amount, thisMonth: expensesMonth.amount },
    netProfit: roundCents(revenues.amount - expenses.amount),
    pendingSalaries: pending,
    expensesByCategory: BUILTIN_EXPENSE_CATEGORIES.map((category, i) => ({ category, amount: byCategory[i]?.amount ?? 0 })),
    recentClients: recentClients.map(({ id, name, dateAdded }) => ({ id, name, dateAdded })),
    recentRevenues: recentRevenues.map(({ id, amount, source, date }) => ({ id, amount, source, date })),
  };
}

export const dashboardApi: DashboardApi = {
  watchFigures(uid, cb, onError, options) {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let again = false;
    let ranOnce = false;

    const run = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      ranOnce = true;
      try {
        const figures = await loadFigures(uid, new Date(), options?.month?.());
        if (!stopped) cb(figures);
      } catch (error) {
        if (!stopped) onError?.(toDataError(error));
      } finally {
        running = false;
        if (again && !stopped) {
          again = false;
          void run();
        }
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), DEBOUNCE_MS);
    };

    // The change signal: one document per collection. The first server snapshots start the
    // first computation (so a write landing before they arrive is never missed); later ones
    // re-run it. Local writes are waited out until the server has them (the aggregations read
    // the server), hence includeMetadataChanges.
    const first = new Set<RecordKind>();
    const unsubs = WATCHED.map((kind) =>
      onSnapshot(
        query(col(uid, kind), orderBy('updatedAt', 'desc'), limit(1)),
        { includeMetadataChanges: true },
        (snap) => {
          if (snap.metadata.hasPendingWrites || snap.metadata.fromCache) return;
          if (!first.has(kind)) {
            first.add(kind);
            dashboardReads.listenerReads += documentQueryReads(snap.size);
            dashboardReads.reads += documentQueryReads(snap.size);
          }
          schedule();
        },
        (error) => onError?.(toDataError(error)),
      ),
    );
    // Offline, the listeners answer from the cache only: try anyway so the screen hears why.
    const fallback = setTimeout(() => {
      if (!ranOnce) void run();
    }, FIRST_RUN_FALLBACK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') schedule();
    };
    const hasDocument = typeof document !== 'undefined';
    if (hasDocument) document.addEventListener('visibilitychange', onVisible);

    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(fallback);
      unsubs.forEach((u) => u());
      if (hasDocument) document.removeEventListener('visibilitychange', onVisible);
    };
  },
};
