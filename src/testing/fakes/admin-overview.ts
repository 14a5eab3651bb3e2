// In-memory fake of the admin overview part of the data layer, for component tests: a list of
// platform users from which the figures are computed by the same domain functions as the real
// data layer, an activity log, a health answer and the admin callables' checks. Tests seed it
// through `fake.state` and `fake.emit()`; every callable call is recorded in `fake.calls`.
import { DataError } from '../../data/contract';
import type { AdminOverviewApi, PaymentSettings, PlanSeatsInfo, SystemHealth } from '../../data/contract-admin-overview';
import { ADMIN_MESSAGES, parseAddAdmin, parseAdminName } from '../../domain/admin-admins';
import type { AddAdminResult, AdminEntry } from '../../domain/admin-admins';
import { analyticsOf, emptyPlanCounts, lastMonths, summarize, trialWindow } from '../../domain/admin-analytics';
import type { PlatformCounts } from '../../domain/admin-analytics';
import type { ActivityEntry } from '../../domain/activity';
import { SIGNUP_TRIAL_DAYS } from '../../domain/plans';
import { DEFAULT_PLAN_SEATS, effectivePlanSeats, validatePlanSeats } from '../../domain/seats';
import type { PlanSeats } from '../../domain/seats';
import type { PlanId, Role, SubscriptionStatus } from '../../domain/types';

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
  users: PlatformUser[];
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

export function countsOf(users: PlatformUser[]): PlatformCounts {
  const usersByPlan = emptyPlanCounts();
  const activeByPlan = emptyPlanCounts();
  let trialUsers = 0;
  for (const u of users) {
    if (u.role !== 'user') continue;
    usersByPlan[u.planId] += 1;
    if (u.subscriptionStatus === 'active') activeByPlan[u.planId] += 1;
    if (u.subscriptionStatus === 'trial') trialUsers += 1;
  }
  return {
    totalUsers: users.length,
    owners: users.filter((u) => u.role === 'owner').length,
    admins: users.filter((u) => u.role === 'admin').length,
    usersByPlan,
    activeByPlan,
    trialUsers,
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

export function fakeAdminOverviewApi(initial: Partial<FakeAdminOverviewState> = {}): FakeAdminOverviewApi {
  const state: FakeAdminOverviewState = {
    users: [],
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

  const analytics = () => {
    const months = lastMonths(state.now).map((m) => ({
      key: m.key,
      label: m.label,
      users: state.users.filter((u) => u.createdAt >= m.from && u.createdAt < m.to).length,
    }));
    const w = trialWindow(state.now, SIGNUP_TRIAL_DAYS);
    const inWindow = state.users.filter((u) => u.role === 'user' && u.createdAt >= w.from && u.createdAt < w.to);
    return analyticsOf(countsOf(state.users), months, {
      ended: inWindow.length,
      converted: inWindow.filter((u) => u.subscriptionStatus !== 'trial').length,
    });
  };
  const admins = (): AdminEntry[] =>
    state.users
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
    watchSummary: (cb, onError) => watch(() => (state.figuresError ? onError?.(state.figuresError) : cb(summarize(countsOf(state.users))))),
    watchAnalytics: (cb, onError) => watch(() => (state.figuresError ? onError?.(state.figuresError) : cb(analytics()))),
    watchRecentActivity: (max, cb) =>
      watch(() => cb([...state.activity].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0)).slice(0, max))),
    async checkHealth() {
      calls.push(['checkHealth', null]);
      if (state.health instanceof Error) throw state.health;
      return state.health;
    },
    watchAdmins: (cb) => watch(() => cb(admins())),
    async addAdmin(input): Promise<AddAdminResult> {
      calls.push(['addAdmin', input]);
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
      failing();
      const u = find(uid);
      if (u.role !== 'admin') throw new DataError('functions/failed-precondition', ADMIN_MESSAGES.notAdmin);
      u.role = 'user';
      emit();
    },
    async getPaymentSettings() {
      calls.push(['getPaymentSettings', null]);
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
