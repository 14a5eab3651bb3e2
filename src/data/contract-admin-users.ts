// The data layer of the admin user pages and the activity log, as screens see it (see
// contract.ts). Reads are live Firestore queries that the rules allow staff; every change is a
// callable function (the browser never writes another user's documents).
import type { AccountMemberRow, AdminAccountSummary } from '../domain/admin-accounts';
import type { AccountRole } from '../domain/accounts';
import type { ActivityEntry, ActivityType } from '../domain/activity';
import type { EditUserRequest, SubscriptionEditRequest, SubscriptionOverrideRequest, UserListFilters } from '../domain/admin-users';
import type { PlanId, RecordKind, Role, SubscriptionDoc, SubscriptionStatus } from '../domain/types';
import type { DataError, Unsubscribe } from './contract-common';

export type AdminUserRow = {
  uid: string;
  email: string;
  displayName: string;
  role: Role;
  planId: PlanId;
  subscriptionStatus: SubscriptionStatus;
  /** The account's own status (active or disabled). */
  status: string;
  trialEndsAt: Date | null;
  createdAt: Date | null;
  lastLogin: Date | null;
};

export type AdminUserDetail = AdminUserRow & {
  phone: string;
  company: string;
  bio: string;
  onboardingCompleted: boolean;
  updatedAt: Date | null;
  /** The accounts the person belongs to, with their role in each (absent: only their own). */
  accounts?: Partial<Record<string, AccountRole>>;
};

/** Where the next page of the user list starts (after this user). */
export type UserPageCursor = { createdAt: Date; uid: string };

export type UserPage = {
  users: AdminUserRow[];
  /** The cursor of the next page, or null on the last page. */
  next: UserPageCursor | null;
  /** A search answered only its first matches (USER_SEARCH_LIMIT). */
  capped: boolean;
};

export type ActivityFilters = {
  type: ActivityType | 'all';
  /** The e-mail of the user an entry concerns (exact, lower-cased). */
  email: string;
  /** Only entries about this account (View user). */
  targetUid?: string;
  /** Entries at or after `from` and before `to`. */
  from: Date | null;
  to: Date | null;
};

export const NO_ACTIVITY_FILTERS: ActivityFilters = { type: 'all', email: '', from: null, to: null };

export type ActivityCursor = { createdAt: Date; id: string };
export type ActivityPage = { entries: ActivityEntry[]; next: ActivityCursor | null };

/** Accounts found by a search (name or owner's e-mail prefix, a member's exact e-mail), by name. */
export type AccountSearchPage = {
  accounts: AdminAccountSummary[];
  /** One of the searches answered only its first matches (ACCOUNT_SEARCH_LIMIT). */
  capped: boolean;
};

/** One account for Subscription Override: its summary, its members and its subscription. */
export type AdminAccountDetail = {
  /** Null when there is no such account (or its summary is not built yet). */
  summary: AdminAccountSummary | null;
  /** Owners first, then managers, members, viewers. */
  members: AccountMemberRow[];
  subscription: SubscriptionDoc | null;
};

export type AdminUsersApi = {
  /** One live page of users, newest first, or the live matches of a search. */
  watchUsers(
    filters: UserListFilters,
    cursor: UserPageCursor | null,
    pageSize: number,
    cb: (page: UserPage) => void,
    onError?: (e: DataError) => void,
  ): Unsubscribe;
  /** One user with their subscription, live; null user when there is no such account. */
  watchUser(
    uid: string,
    cb: (value: { user: AdminUserDetail | null; subscription: SubscriptionDoc | null }) => void,
    onError?: (e: DataError) => void,
  ): Unsubscribe;
  /** Records per kind of one user (aggregation queries, in a function). */
  recordCounts(uid: string): Promise<Record<RecordKind, number>>;
  /** One live page of the activity log, newest first. */
  watchActivity(
    filters: ActivityFilters,
    cursor: ActivityCursor | null,
    pageSize: number,
    cb: (page: ActivityPage) => void,
    onError?: (e: DataError) => void,
  ): Unsubscribe;
  /** Live: the newest accounts without a search term, else the matches of the term. */
  watchAccounts(search: string, cb: (page: AccountSearchPage) => void, onError?: (e: DataError) => void): Unsubscribe;
  /** One account with its members and subscription, live. */
  watchAccount(accountId: string, cb: (detail: AdminAccountDetail) => void, onError?: (e: DataError) => void): Unsubscribe;
  /** The summaries of these accounts (at most 30), live; a missing one is left out. */
  watchAccountSummaries(accountIds: string[], cb: (summaries: AdminAccountSummary[]) => void, onError?: (e: DataError) => void): Unsubscribe;
  editUser(input: EditUserRequest): Promise<void>;
  editSubscriptionUser(input: SubscriptionEditRequest): Promise<void>;
  overrideSubscription(input: SubscriptionOverrideRequest): Promise<void>;
  deleteUser(uid: string): Promise<void>;
};
