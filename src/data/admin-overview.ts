// The admin overview pages' data: platform figures by aggregation queries (count() over indexed
// fields of users/{uid}, so a visit costs a few reads however many users there are; see
// docs/decisions/0075), the activity log's newest entries, and the admin callables.
import { collection, count, getAggregateFromServer, limit, onSnapshot, orderBy, query, sum, where } from 'firebase/firestore';
import type { Query, QueryConstraint } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { ADMIN_ACCOUNTS, seatThresholds } from '../domain/admin-accounts';
import type { SeatCounts } from '../domain/admin-accounts';
import type { AddAdminResult, AdminEntry } from '../domain/admin-admins';
import { analyticsOf, emptyPlanCounts, lastMonths, summarize, trialWindow } from '../domain/admin-analytics';
import type { Analytics, PlatformCounts, PlatformSummary } from '../domain/admin-analytics';
import { isActivityType } from '../domain/activity';
import type { ActivityEntry, ActivitySource } from '../domain/activity';
import { aggregationReads, documentQueryReads } from '../domain/dashboard';
import { SIGNUP_TRIAL_DAYS } from '../domain/plans';
import { PLAN_IDS } from '../domain/types';
import type { PlanSeats } from '../domain/seats';
import type { AdminOverviewApi, PaymentSettings, PlanSeatsInfo, SystemHealth } from './contract-admin-overview';
import { DataError } from './contract-common';
import type { Unsubscribe } from './contract-common';
import { dateOrNull } from './convert';
import { guard, toDataError } from './errors';
import { db, functions } from './firebase';
import { onPageVisibility, pageVisible } from './page-context';

/** Billed reads of the overview figures, for the bench (bench/admin-analytics-reads.mjs). */
export const overviewReads = { aggregationQueries: 0, listenerReads: 0, reads: 0 };
export function resetOverviewReads(): void {
  Object.assign(overviewReads, { aggregationQueries: 0, listenerReads: 0, reads: 0 });
}

const users = () => collection(db, 'users');
const accounts = () => collection(db, ADMIN_ACCOUNTS);
const ofRole = (role: string, ...more: QueryConstraint[]) => query(users(), where('role', '==', role), ...more);
const accountsWhere = (...more: QueryConstraint[]) => query(accounts(), ...more);

async function tally(q: Query): Promise<number> {
  const { n } = (await getAggregateFromServer(q, { n: count() })).data();
  overviewReads.aggregationQueries += 1;
  overviewReads.reads += aggregationReads(n);
  return n;
}

/**
 * People by staff role (3 count() queries) and accounts by plan and status (1 + 3 + 3 + 3):
 * the subscription figures count accounts, whatever their number of members.
 */
export async function loadCounts(): Promise<PlatformCounts> {
  const [totalUsers, owners, admins, totalAccounts, trialAccounts, cancelledAccounts, suspendedAccounts, byPlan, activeByPlan] = await Promise.all([
    tally(users()),
    tally(ofRole('owner')),
    tally(ofRole('admin')),
    tally(accounts()),
    tally(accountsWhere(where('status', '==', 'trial'))),
    tally(accountsWhere(where('status', '==', 'cancelled'))),
    tally(accountsWhere(where('status', '==', 'suspended'))),
    Promise.all(PLAN_IDS.map((p) => tally(accountsWhere(where('planId', '==', p))))),
    Promise.all(PLAN_IDS.map((p) => tally(accountsWhere(where('status', '==', 'active'), where('planId', '==', p))))),
  ]);
  const accountsByPlan = emptyPlanCounts();
  const active = emptyPlanCounts();
  PLAN_IDS.forEach((p, i) => {
    accountsByPlan[p] = byPlan[i] ?? 0;
    active[p] = activeByPlan[i] ?? 0;
  });
  return { totalUsers, owners, admins, totalAccounts, accountsByPlan, activeByPlan: active, trialAccounts, cancelledAccounts, suspendedAccounts };
}

export async function loadSummary(): Promise<PlatformSummary> {
  return summarize(await loadCounts());
}

/**
 * The seats figures: one aggregation summing members and seats in use, three counts of accounts
 * by size and, per plan with a seat limit, two counts (at the limit, near it) against the seats
 * each plan gives now (getPlanSeats), so a changed plan needs no rewrite of any summary.
 */
export async function loadSeatCounts(seats: PlanSeats): Promise<SeatCounts> {
  const sums = getAggregateFromServer(accounts(), { n: count(), members: sum('members'), seatsUsed: sum('seatsUsed') }).then((snap) => {
    const d = snap.data();
    overviewReads.aggregationQueries += 1;
    overviewReads.reads += aggregationReads(d.n);
    return { members: d.members ?? 0, seatsUsed: d.seatsUsed ?? 0 };
  });
  const fullByPlan = emptyPlanCounts();
  const nearByPlan = emptyPlanCounts();
  const [totals, two, six, eleven] = await Promise.all([
    sums,
    tally(accountsWhere(where('members', '>=', 2))),
    tally(accountsWhere(where('members', '>=', 6))),
    tally(accountsWhere(where('members', '>=', 11))),
    ...PLAN_IDS.map(async (p) => {
      const th = seatThresholds(seats[p]);
      if (!th) return;
      const [full, from] = await Promise.all([
        tally(accountsWhere(where('planId', '==', p), where('seatsUsed', '>=', th.limit))),
        th.nearFrom < th.limit ? tally(accountsWhere(where('planId', '==', p), where('seatsUsed', '>=', th.nearFrom))) : Promise.resolve(0),
      ]);
      fullByPlan[p] = full;
      nearByPlan[p] = Math.max(0, from - full);
    }),
  ]);
  return {
    ...(totals as { members: number; seatsUsed: number }),
    atLeast: { 2: two as number, 6: six as number, 11: eleven as number },
    fullByPlan,
    nearByPlan,
    seats,
  };
}

/** The summary plus accounts made in the last 6 months, trial conversion and seats: about 30 aggregations. */
export async function loadAnalytics(now = new Date()): Promise<Analytics> {
  const months = lastMonths(now);
  const trials = trialWindow(now, SIGNUP_TRIAL_DAYS);
  const inTrialWindow = [where('createdAt', '>=', trials.from), where('createdAt', '<', trials.to)];
  const [counts, growth, ended, converted, seats] = await Promise.all([
    loadCounts(),
    Promise.all(months.map((m) => tally(accountsWhere(where('createdAt', '>=', m.from), where('createdAt', '<', m.to))))),
    tally(accountsWhere(...inTrialWindow)),
    tally(accountsWhere(where('status', 'in', ['active', 'cancelled', 'suspended']), ...inTrialWindow)),
    getPlanSeatsFn({}).then((info) => loadSeatCounts(info.seats)),
  ]);
  return analyticsOf(
    counts,
    months.map((m, i) => ({ key: m.key, label: m.label, accounts: growth[i] ?? 0 })),
    { ended, converted },
    seats,
  );
}

const FIRST_WAIT_MS = 300;
/** Figures are recomputed at most this often, however busy the users collection is. */
const MIN_INTERVAL_MS = 5000;

/**
 * Runs `load` when the newest change to users/{uid} moves (a one-document listener on
 * updatedAt), at most every MIN_INTERVAL_MS, and when the tab becomes visible again.
 */
function watchLoaded<T>(load: () => Promise<T>, cb: (value: T) => void, onError?: (e: DataError) => void): Unsubscribe {
  let stopped = false;
  let running = false;
  let again = false;
  let lastRun = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let first = true;
  let ranOnce = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    ranOnce = true;
    lastRun = Date.now();
    try {
      const value = await load();
      if (!stopped) cb(value);
    } catch (error) {
      if (!stopped) onError?.(toDataError(error));
    } finally {
      running = false;
      if (again && !stopped) {
        again = false;
        schedule();
      }
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    const wait = Math.max(FIRST_WAIT_MS, MIN_INTERVAL_MS - (Date.now() - lastRun));
    timer = setTimeout(() => void run(), first ? 0 : wait);
    first = false;
  };
  // With metadata changes: a server answer equal to the cached one arrives only as a metadata
  // change (fromCache true -> false), and that answer is what starts the first computation.
  // People and accounts: the newest change of each (an account's summary moves with its
  // members and subscription).
  const listened = new Set<number>();
  const unsubs = [users(), accounts()].map((source, i) =>
    onSnapshot(
      query(source, orderBy('updatedAt', 'desc'), limit(1)),
      { includeMetadataChanges: true },
      (snap) => {
        if (snap.metadata.fromCache || snap.metadata.hasPendingWrites) return;
        // Billed: the first answer, then each changed document (not metadata-only snapshots).
        const billed = listened.has(i) ? snap.docChanges().length : documentQueryReads(snap.size);
        listened.add(i);
        overviewReads.listenerReads += billed;
        overviewReads.reads += billed;
        // The first computation waits for both first answers.
        if (listened.size === 2) schedule();
      },
      (error) => onError?.(toDataError(error)),
    ),
  );
  const unsub = () => unsubs.forEach((u) => u());
  // Offline the listener answers from the cache only: try anyway so the screen hears why.
  const fallback = setTimeout(() => {
    if (!ranOnce) void run();
  }, 5000);
  const stopVisibility = onPageVisibility(() => {
    if (pageVisible()) schedule();
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(fallback);
    unsub();
    stopVisibility();
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function toEntry(id: string, d: Record<string, unknown>): ActivityEntry | null {
  if (!isActivityType(d.type)) return null;
  return {
    id,
    type: d.type,
    actorUid: str(d.actorUid),
    actorEmail: str(d.actorEmail),
    targetUid: str(d.targetUid),
    targetEmail: str(d.targetEmail),
    details: str(d.details) ?? '',
    source: (str(d.source) ?? 'app') as ActivitySource,
    createdAt: dateOrNull(d.createdAt),
  };
}

/** A callable refused for a sign-in older than the step-up allows (details.reason from functions). */
export const STEP_UP_CODE = 'auth/requires-recent-login';

function call<I, O>(name: string) {
  const fn = httpsCallable<I, O>(functions, name);
  return (input: I) =>
    guard(async () => {
      try {
        return (await fn(input)).data;
      } catch (error) {
        const details = (error as { details?: { reason?: unknown } }).details;
        if (details?.reason === 'recent-sign-in-required') throw new DataError(STEP_UP_CODE, (error as Error).message);
        throw error;
      }
    });
}

type RawHealth = Omit<SystemHealth, 'roundTripMs' | 'serverTime' | 'lifecycle' | 'webhook'> & {
  serverTime: string;
  lifecycle: Omit<SystemHealth['lifecycle'], 'lastRunAt' | 'lastErrorAt'> & { lastRunAt: string | null; lastErrorAt: string | null };
  webhook: Omit<SystemHealth['webhook'], 'lastFailureAt'> & { lastFailureAt: string | null };
};
const iso = (v: string | null) => (v ? new Date(v) : null);

const health = call<Record<string, never>, RawHealth>('getSystemHealth');
const addAdminFn = call<{ name: string; email: string }, AddAdminResult>('addAdmin');
const updateAdminFn = call<{ uid: string; displayName: string }, unknown>('updateAdmin');
const removeAdminFn = call<{ uid: string }, unknown>('removeAdmin');
const paymentSettingsFn = call<Record<string, never>, PaymentSettings>('getPaymentSettings');
const getPlanSeatsFn = call<Record<string, never>, PlanSeatsInfo>('getPlanSeats');
const savePlanSeatsFn = call<{ seats: Partial<PlanSeats> }, PlanSeatsInfo>('savePlanSeats');

export const adminOverviewApi: AdminOverviewApi = {
  watchSummary: (cb, onError) => watchLoaded(loadSummary, cb, onError),
  watchAnalytics: (cb, onError) => watchLoaded(() => loadAnalytics(), cb, onError),
  watchRecentActivity(max, cb, onError) {
    const q = query(collection(db, 'systemActivity'), orderBy('createdAt', 'desc'), limit(max));
    return onSnapshot(
      q,
      (snap) => cb(snap.docs.map((d) => toEntry(d.id, d.data())).filter((e): e is ActivityEntry => e !== null)),
      (error) => onError?.(toDataError(error)),
    );
  },
  async checkHealth() {
    const started = performance.now();
    const raw = await health({});
    const roundTripMs = Math.round(performance.now() - started);
    return {
      ...raw,
      roundTripMs,
      serverTime: new Date(raw.serverTime),
      lifecycle: { ...raw.lifecycle, lastRunAt: iso(raw.lifecycle.lastRunAt), lastErrorAt: iso(raw.lifecycle.lastErrorAt) },
      webhook: { ...raw.webhook, lastFailureAt: iso(raw.webhook.lastFailureAt) },
    };
  },
  watchAdmins(cb, onError) {
    return onSnapshot(
      ofRole('admin'),
      (snap) => {
        const list: AdminEntry[] = snap.docs.map((d) => {
          const data = d.data();
          return {
            uid: d.id,
            email: str(data.email) ?? '',
            displayName: str(data.displayName) ?? '',
            addedAt: dateOrNull(data.adminSince) ?? dateOrNull(data.createdAt),
          };
        });
        list.sort((a, b) => (b.addedAt?.getTime() ?? 0) - (a.addedAt?.getTime() ?? 0));
        cb(list);
      },
      (error) => onError?.(toDataError(error)),
    );
  },
  addAdmin: (input) => addAdminFn(input),
  async updateAdmin(uid, displayName) {
    await updateAdminFn({ uid, displayName });
  },
  async removeAdmin(uid) {
    await removeAdminFn({ uid });
  },
  getPaymentSettings: () => paymentSettingsFn({}),
  getPlanSeats: () => getPlanSeatsFn({}),
  savePlanSeats: (seats) => savePlanSeatsFn({ seats }),
};
