// The admin users fake's types and its pure pages (src/testing/fakes/admin-users.ts): what a test
// seeds, what the fake adds to the AdminUsersApi, and the users and activity pages it answers.
import type { DataError } from '../../data/contract';
import type { ActivityCursor, ActivityFilters, AdminUserDetail, AdminUsersApi, UserPage, UserPageCursor } from '../../data/contract-admin-users';
import type { AccountMemberRow } from '../../domain/admin-accounts';
import type { ActivityEntry } from '../../domain/activity';
import { USER_SEARCH_LIMIT } from '../../domain/admin-users';
import type { UserListFilters } from '../../domain/admin-users';
import type { RecordKind, Role, SubscriptionDoc } from '../../domain/types';

const time = (d: Date | null) => d?.getTime() ?? 0;

export type Method =
  | 'editUser'
  | 'editSubscriptionUser'
  | 'overrideSubscription'
  | 'deleteUser'
  | 'recordCounts'
  | 'watchUser'
  | 'watchUsers'
  | 'watchActivity'
  | 'watchAccounts'
  | 'watchAccount';

/** An account as a test seeds it: its name, members and subscription (the summary is derived). */
export type FakeAccountSeed = {
  accountId: string;
  name: string;
  /** The founder (an owner); the first owner when absent. */
  createdBy?: string;
  members: AccountMemberRow[];
  subscription?: Partial<SubscriptionDoc>;
  createdAt?: Date;
};

export type FakeAdminUsersApi = AdminUsersApi & {
  calls: [string, unknown][];
  /** Tells the live listeners that the linked people (AdminUsersLink) changed. */
  notify(): void;
  seedUser(user: Partial<AdminUserDetail> & { uid: string; email: string }, subscription?: Partial<SubscriptionDoc> | null): void;
  seedActivity(entries: (Partial<ActivityEntry> & Pick<ActivityEntry, 'type'>)[]): void;
  setCounts(uid: string, counts: Partial<Record<RecordKind, number>>): void;
  /** An account with its members and subscription; its summary is built as the functions build it. */
  seedAccount(account: FakeAccountSeed): void;
  /** Adds or removes a member, as the members functions do (the summary follows). */
  setMember(accountId: string, member: AccountMemberRow | { uid: string; remove: true }): void;
  accountSubscription(accountId: string): SubscriptionDoc | null | undefined;
  /** The staff role of the signed-in caller (the override's owner check). */
  callerRole: Role;
  failNext(method: Method, error: DataError): void;
  /** While muted, changes reach the store but no live listener (a listener that is late). */
  muteListeners(muted: boolean): void;
  user(uid: string): AdminUserDetail | undefined;
  subscription(uid: string): SubscriptionDoc | null | undefined;
};

/**
 * The rest of the fake backend as the admin pages reach it (createFakeBackend gives it): the
 * caller's role and uid for the functions' and rules' checks, and the people who signed up there
 * (users/{uid} and subscriptions/{uid}), their record counts and the writes the functions make
 * on them. Without it every call is allowed and only seeded users exist.
 */
export type AdminUsersLink = {
  callerRole: () => Role | null;
  callerUid: () => string | null;
  /** The signed-up people (absent: only seeded users are listed). */
  people?: () => { user: AdminUserDetail; subscription: SubscriptionDoc | null }[];
  /** Records per kind of a signed-up person's accounts, null for someone else. */
  recordCounts?: (uid: string) => Record<RecordKind, number> | null;
  patchUser?: (uid: string, patch: Partial<AdminUserDetail>) => void;
  patchSubscription?: (uid: string, subscription: SubscriptionDoc) => void;
};

function matchesUser(u: AdminUserDetail, f: UserListFilters): boolean {
  if (f.role !== 'all' && u.role !== f.role) return false;
  if (f.planId !== 'all' && u.planId !== f.planId) return false;
  if (f.status !== 'all' && u.subscriptionStatus !== f.status) return false;
  const term = f.search.trim().toLowerCase();
  return !term || u.email.toLowerCase().startsWith(term) || u.displayName.toLowerCase().startsWith(term);
}

/** One page of the users list, as the function's query pages it (newest first; a search is capped). */
export function userPage(users: AdminUserDetail[], f: UserListFilters, cursor: UserPageCursor | null, size: number): UserPage {
  const all = users.filter((u) => matchesUser(u, f)).sort((a, b) => time(b.createdAt) - time(a.createdAt) || b.uid.localeCompare(a.uid));
  if (f.search.trim()) return { users: all.slice(0, USER_SEARCH_LIMIT), next: null, capped: all.length > USER_SEARCH_LIMIT };
  const start = cursor ? all.findIndex((u) => u.uid === cursor.uid) + 1 : 0;
  const rows = all.slice(start, start + size);
  const last = rows[rows.length - 1];
  return { users: rows, next: all.length > start + size && last?.createdAt ? { createdAt: last.createdAt, uid: last.uid } : null, capped: false };
}

/** One page of the activity log, newest first, with its filters. */
export function activityPageOf(activity: ActivityEntry[], f: ActivityFilters, cursor: ActivityCursor | null, size: number) {
  const email = f.email.trim().toLowerCase();
  const all = activity.filter(
    (e) =>
      (f.type === 'all' || e.type === f.type) &&
      (!email || e.targetEmail === email) &&
      (!f.targetUid || e.targetUid === f.targetUid) &&
      (!f.from || time(e.createdAt) >= f.from.getTime()) &&
      (!f.to || time(e.createdAt) < f.to.getTime()),
  );
  const start = cursor ? all.findIndex((e) => e.id === cursor.id) + 1 : 0;
  const entries = all.slice(start, start + size);
  const last = entries[entries.length - 1];
  return { entries, next: all.length > start + size && last?.createdAt ? { createdAt: last.createdAt, id: last.id } : null };
}
