// In-memory fake of the admin overview part of the data layer, for component tests: a list of
// platform users and accounts from which the figures are computed by the same domain functions as
// the real data layer, an activity log, a health answer and the admin callables' checks. Tests seed it
// through `fake.state` and `fake.emit()`; every callable call is recorded in `fake.calls`.
import { DataError } from '../../data/contract';
import type { AdminOverviewApi, PaymentSettings, PlanSeatsInfo, SystemHealth } from '../../data/contract-admin-overview';
import { ADMIN_MESSAGES, parseAddAdmin, parseAdminName } from '../../domain/admin-admins';
import type { AddAdminResult, AdminEntry } from '../../domain/admin-admins';
import { analyticsOf, emptyPlanCounts, lastMonths, summarize, trialWindow } from '../../domain/admin-analytics';
import type { PlatformCounts } from '../../domain/admin-analytics';
import { seatState } from '../../domain/admin-accounts';
import type { SeatCounts } from '../../domain/admin-accounts';
import type { ActivityEntry } from '../../domain/activity';
import { SIGNUP_TRIAL_DAYS } from '../../domain/plans';
import { DEFAULT_PLAN_SEATS, effectivePlanSeats, validatePlanSeats } from '../../domain/seats';
import type { PlanSeats } from '../../domain/seats';
import type { PlanId, Role, SubscriptionStatus } from '../../domain/types';
import { OWNER, STAFF, requireCallerRole, requireStaffRead } from './staff-guard';

/**
 * The rest of the fake backend as the overview reaches it (createFakeBackend gives it): the
 * caller's role for the functions' and rules' checks, and the people who signed up there with
 * their own accounts, counted with the seeded ones. Without it every call is allowed.
 */
export type AdminOverviewLink = {
  callerRole: () => Role | null;
  people?: () => PlatformUser[];
  accounts?: () => PlatformAccount[];
};

export type PlatformUser = {
  uid: string;
  email: string;
  displayName: string;
  role: Role;
  planId: PlanId;
  subscriptionStatus: SubscriptionStatus;
  createdAt: Date;
  adminSince?: Date | null;
};

export type FakeAdminOverviewState = {
  /** People (users/{uid}). */
  users: PlatformUser[];
  /** Accounts (adminAccounts/{accountId}): what the subscription and seats figures count. */
  accounts: PlatformAccount[];
  activity: ActivityEntry[];
  health: SystemHealth | Error;
  paymentSettings: PaymentSettings;
  /** systemSettings/plans: the plans' own seats (savePlanSeats merges over them). */
  planSeats: PlanSeats;
  /** Global maxUsersPerAccount, the cap of every plan's seats. */
  maxUsersPerAccount: number;
  /** The clock of the analytics (growth months, trial window). */
  now: Date;
  /** Makes the figure streams fail with this error. */
  figuresError: DataError | null;
};

export type FakeAdminOverviewApi = AdminOverviewApi & {
  state: FakeAdminOverviewState;
  calls: [string, unknown][];
  /** Tells every watcher about the current state. */
  emit(): void;
  /** Makes the next callable fail with this error. */
  failNext(error: DataError): void;
};

export function platformUser(over: Partial<PlatformUser> & { uid: string }): PlatformUser {
  return {
    email: `${over.uid}@example.com`,
    displayName: '',
    role: 'user',
    planId: 'basic',
    subscriptionStatus: 'trial',
    createdAt: new Date('2026-01-01T12:00:00Z'),
    ...over,
  };
}

/** An account as the analytics count it (adminAccounts/{accountId}). */
export type PlatformAccount = {
  accountId: string;
  planId: PlanId;
  status: SubscriptionStatus;
  /** Members of every role, and those who take a seat (viewers do not). */
  members: number;
  seatsUsed: number;
  createdAt: Date;
};

export function platformAccount(over: Partial<PlatformAccount> & { accountId: string }): PlatformAccount {
  return { planId: 'basic', status: 'trial', members: 1, seatsUsed: 1, createdAt: new Date('2026-01-01T12:00:00Z'), ...over };
}

/** People counted from `users`, everything about subscriptions from `accounts`, as the data layer counts them. */
export function countsOf(users: PlatformUser[], accounts: PlatformAccount[]): PlatformCounts {
  const accountsByPlan = emptyPlanCounts();
  const activeByPlan = emptyPlanCounts();
  for (const a of accounts) {
    accountsByPlan[a.planId] += 1;
    if (a.status === 'active') activeByPlan[a.planId] += 1;
  }
  const withStatus = (status: SubscriptionStatus) => accounts.filter((a) => a.status === status).length;
  return {
    totalUsers: users.length,
    owners: users.filter((u) => u.role === 'owner').length,
    admins: users.filter((u) => u.role === 'admin').length,
    totalAccounts: accounts.length,
    accountsByPlan,
    activeByPlan,
    trialAccounts: withStatus('trial'),
    cancelledAccounts: withStatus('cancelled'),
    suspendedAccounts: withStatus('suspended'),
  };
}

/** The seats counts as the data layer's aggregations answer them, against `seats`. */
export function seatCountsOf(accounts: PlatformAccount[], seats: PlanSeats): SeatCounts {
  const fullByPlan = emptyPlanCounts();
  const nearByPlan = emptyPlanCounts();
  for (const a of accounts) {
    const state = seatState(a.seatsUsed, seats[a.planId]);
    if (state === 'full') fullByPlan[a.planId] += 1;
    if (state === 'near') nearByPlan[a.planId] += 1;
  }
  const atLeast = (n: number) => accounts.filter((a) => a.members >= n).length;
  return {
    members: accounts.reduce((s, a) => s + a.members, 0),
    seatsUsed: accounts.reduce((s, a) => s + a.seatsUsed, 0),
    atLeast: { 2: atLeast(2), 6: atLeast(6), 11: atLeast(11) },
    fullByPlan,
    nearByPlan,
    seats,
  };
}

export const defaultPaymentSettings = (): PaymentSettings => ({
  provider: 'test',
  disabledReason: null,
  emulator: true,
  stripe: { secretKey: false, keyMode: null, webhookSecret: false, priceBasic: false, pricePro: false },
  testCheckoutInProduction: false,
  appUrl: null,
  webhookUrl: 'https://us-central1-demo-crm.cloudfunctions.net/stripeWebhook',
  webhookEvents: ['checkout.session.completed', 'invoice.paid'],
});

export function fakeAdminOverviewApi(initial: Partial<FakeAdminOverviewState> = {}, link?: AdminOverviewLink): FakeAdminOverviewApi {
  const state: FakeAdminOverviewState = {
    users: [],
    accounts: [],
    activity: [],
    now: new Date(),
    figuresError: null,
    paymentSettings: defaultPaymentSettings(),
    planSeats: { ...DEFAULT_PLAN_SEATS },
    maxUsersPerAccount: 100,
    health: {
      roundTripMs: 42,
      serverTime: new Date(),
      provider: 'test',
      lifecycle: { lastRunAt: null, suspended: 0, ended: 0, lastErrorAt: null, lastError: null },
      webhook: { failures24h: 0, lastFailureAt: null, lastFailureReason: null },
    },
    ...initial,
  };
  const calls: [string, unknown][] = [];
  const watchers = new Set<() => void>();
  let nextFailure: DataError | null = null;

  const watch = (fn: () => void) => {
    watchers.add(fn);
    queueMicrotask(fn);
    return () => void watchers.delete(fn);
  };
  const failing = () => {
    const f = nextFailure;
    nextFailure = null;
    if (f) throw f;
  };
  const emit = () => watchers.forEach((w) => w());
  const people = () => [...state.users, ...(link?.people?.() ?? []).filter((p) => !state.users.some((u) => u.uid === p.uid))];
  const allAccounts = () => [...state.accounts, ...(link?.accounts?.() ?? []).filter((p) => !state.accounts.some((a) => a.accountId === p.accountId))];
  /** As the rules: the figures, the log and the admins are read by staff only (Firestore's refusal). */
  const staffWatch = (fn: () => void, onError?: (e: DataError) => void) => {
    try {
      requireStaffRead(link?.callerRole);
    } catch (e) {
      queueMicrotask(() => onError?.(e as DataError));
      return () => {};
    }
    return watch(fn);
  };
  const staffCall = () => requireCallerRole(link?.callerRole, STAFF);
  const ownerCall = () => requireCallerRole(link?.callerRole, OWNER);

  const analytics = () => {
    const months = lastMonths(state.now).map((m) => ({
      key: m.key,
      label: m.label,
      accounts: allAccounts().filter((a) => a.createdAt >= m.from && a.createdAt < m.to).length,
    }));
    const w = trialWindow(state.now, SIGNUP_TRIAL_DAYS);
    const inWindow = allAccounts().filter((a) => a.createdAt >= w.from && a.createdAt < w.to);
    return analyticsOf(
      countsOf(people(), allAccounts()),
      months,
      { ended: inWindow.length, converted: inWindow.filter((a) => a.status !== 'trial').length },
      seatCountsOf(allAccounts(), effectivePlanSeats(state.planSeats, state.maxUsersPerAccount)),
    );
  };
  const admins = (): AdminEntry[] =>
    people()
      .filter((u) => u.role === 'admin')
      .map((u) => ({ uid: u.uid, email: u.email, displayName: u.displayName, addedAt: u.adminSince ?? u.createdAt }))
      .sort((a, b) => (b.addedAt?.getTime() ?? 0) - (a.addedAt?.getTime() ?? 0));
  const find = (uid: string) => {
    const u = state.users.find((x) => x.uid === uid);
    if (!u) throw new DataError('functions/not-found', ADMIN_MESSAGES.noUser);
    return u;
  };
  const planSeatsInfo = (): PlanSeatsInfo => ({
    seats: effectivePlanSeats(state.planSeats, state.maxUsersPerAccount),
    planSeats: { ...state.planSeats },
    maxUsersPerAccount: state.maxUsersPerAccount,
  });
  const refuse = (errors: Record<string, string>) => new DataError('functions/invalid-argument', Object.values(errors)[0]);

  return {
    state,
    calls,
    emit,
    failNext(error) {
      nextFailure = error;
    },
    watchSummary: (cb, onError) =>
      staffWatch(() => (state.figuresError ? onError?.(state.figuresError) : cb(summarize(countsOf(people(), allAccounts())))), onError),
    watchAnalytics: (cb, onError) => staffWatch(() => (state.figuresError ? onError?.(state.figuresError) : cb(analytics())), onError),
    watchRecentActivity: (max, cb, onError) =>
      staffWatch(() => cb([...state.activity].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0)).slice(0, max)), onError),
    async checkHealth() {
      calls.push(['checkHealth', null]);
      staffCall();
      if (state.health instanceof Error) throw state.health;
      return state.health;
    },
    watchAdmins: (cb, onError) => staffWatch(() => cb(admins()), onError),
    async addAdmin(input): Promise<AddAdminResult> {
      calls.push(['addAdmin', input]);
      ownerCall();
      failing();
      const parsed = parseAddAdmin(input);
      if (!parsed.ok) throw refuse(parsed.errors);
      const { name, email } = parsed.value;
      const existing = state.users.find((u) => u.email === email);
      if (existing?.role === 'admin') throw new DataError('functions/already-exists', ADMIN_MESSAGES.alreadyAdmin);
      if (existing?.role === 'owner') throw new DataError('functions/failed-precondition', ADMIN_MESSAGES.isOwner);
      if (existing) {
        Object.assign(existing, { role: 'admin', displayName: name, adminSince: new Date() });
        emit();
        return { outcome: 'promoted', uid: existing.uid };
      }
      const uid = `new-${state.users.length + 1}`;
      state.users.push(platformUser({ uid, email, displayName: name, role: 'admin', subscriptionStatus: 'active', planId: 'custom', createdAt: new Date() }));
      emit();
      return { outcome: 'created', uid, inviteLink: `http://localhost/auth/action?mode=resetPassword&oobCode=fake-${uid}` };
    },
    async updateAdmin(uid, displayName) {
      calls.push(['updateAdmin', { uid, displayName }]);
      ownerCall();
      failing();
      const parsed = parseAdminName({ uid, displayName });
      if (!parsed.ok) throw refuse(parsed.errors);
      const u = find(uid);
      if (u.role !== 'admin') throw new DataError('functions/failed-precondition', ADMIN_MESSAGES.notAdmin);
      u.displayName = parsed.value.displayName;
      emit();
    },
    async removeAdmin(uid) {
      calls.push(['removeAdmin', { uid }]);
      ownerCall();
      failing();
      const u = find(uid);
      if (u.role !== 'admin') throw new DataError('functions/failed-precondition', ADMIN_MESSAGES.notAdmin);
      u.role = 'user';
      emit();
    },
    async getPaymentSettings() {
      calls.push(['getPaymentSettings', null]);
      ownerCall();
      failing();
      return state.paymentSettings;
    },
    async getPlanSeats() {
      calls.push(['getPlanSeats', null]);
      failing();
      return planSeatsInfo();
    },
    async savePlanSeats(seats) {
      calls.push(['savePlanSeats', { seats }]);
      failing();
      const parsed = validatePlanSeats(seats);
      if (!parsed.ok) throw refuse(parsed.errors);
      state.planSeats = { ...state.planSeats, ...parsed.value };
      return planSeatsInfo();
    },
  };
}
