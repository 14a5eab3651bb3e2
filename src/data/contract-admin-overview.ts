// The data layer of the admin overview pages (admin panel, analytics, admin management, billing),
// as screens see it (see contract.ts). Figures come from aggregation queries, never from reading
// every user; privileged work goes through callables that check the caller's role claim.
import type { AddAdminResult, AdminEntry } from '../domain/admin-admins';
import type { Analytics, PlatformSummary } from '../domain/admin-analytics';
import type { ActivityEntry } from '../domain/activity';
import type { PlanSeats } from '../domain/seats';
import type { DataError, Unsubscribe } from './contract-common';

export type SystemHealth = {
  /** Round trip of the health callable, in milliseconds. */
  roundTripMs: number;
  serverTime: Date;
  provider: 'stripe' | 'test' | 'disabled';
  lifecycle: { lastRunAt: Date | null; suspended: number; ended: number; lastErrorAt: Date | null; lastError: string | null };
  webhook: { failures24h: number; lastFailureAt: Date | null; lastFailureReason: string | null };
};

/** The payment configuration in force: what is configured, never the secret values. */
export type PaymentSettings = {
  provider: 'stripe' | 'test' | 'disabled';
  disabledReason: string | null;
  emulator: boolean;
  stripe: {
    secretKey: boolean;
    /** 'test' or 'live' from the key's prefix; null without a key. */
    keyMode: 'test' | 'live' | null;
    webhookSecret: boolean;
    priceBasic: boolean;
    pricePro: boolean;
  };
  testCheckoutInProduction: boolean;
  appUrl: string | null;
  webhookUrl: string;
  webhookEvents: string[];
};

/** The seats of each plan (getPlanSeats and savePlanSeats, docs/product/members.md#seats). */
export type PlanSeatsInfo = {
  /** What an account on each plan gets: the plan's seats, at most maxUsersPerAccount; null is unlimited. */
  seats: PlanSeats;
  /** The plans' own seats (systemSettings/plans over the defaults). */
  planSeats: PlanSeats;
  /** Global maxUsersPerAccount, the cap of every plan. */
  maxUsersPerAccount: number;
};

export type AdminOverviewApi = {
  /** Live platform figures (counts by role, plan and status; revenue). */
  watchSummary(cb: (summary: PlatformSummary) => void, onError?: (e: DataError) => void): Unsubscribe;
  /** Live analytics: the summary plus distribution, growth and trial conversion. */
  watchAnalytics(cb: (analytics: Analytics) => void, onError?: (e: DataError) => void): Unsubscribe;
  /** The newest entries of the activity log, live. */
  watchRecentActivity(max: number, cb: (entries: ActivityEntry[]) => void, onError?: (e: DataError) => void): Unsubscribe;
  /** Asks functions for the system's health (a callable round trip). */
  checkHealth(): Promise<SystemHealth>;
  /** Admins (role admin), live, newest first. */
  watchAdmins(cb: (admins: AdminEntry[]) => void, onError?: (e: DataError) => void): Unsubscribe;
  addAdmin(input: { name: string; email: string }): Promise<AddAdminResult>;
  updateAdmin(uid: string, displayName: string): Promise<void>;
  /** Demotes an admin to a user; the account and its data stay. */
  removeAdmin(uid: string): Promise<void>;
  getPaymentSettings(): Promise<PaymentSettings>;
  getPlanSeats(): Promise<PlanSeatsInfo>;
  /**
   * Service owner only (recent sign-in): each plan's seats, whole numbers 1–10000, Enterprise
   * (custom) null for unlimited; a plan left out keeps its value. Answers the new state.
   */
  savePlanSeats(seats: Partial<PlanSeats>): Promise<PlanSeatsInfo>;
};
