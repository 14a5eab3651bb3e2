import { ACCOUNT_SEARCH_LIMIT, ADMIN_ACCOUNTS, accountSearchTerm, mergeSearchAnswers, readAccountSummary, sortMembers } from '../domain/admin-accounts';
import type { AccountMemberRow, AdminAccountSummary } from '../domain/admin-accounts';
import { isAccountRole } from '../domain/accounts';
import type { AccountRole } from '../domain/accounts';
import { Timestamp, collection, doc, documentId, limit, onSnapshot, orderBy, query, startAfter, where } from 'firebase/firestore';
import type { DocumentData, QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { isActivityType } from '../domain/activity';
import type { ActivityEntry } from '../domain/activity';
import { USER_SEARCH_LIMIT } from '../domain/admin-users';
import type { UserListFilters } from '../domain/admin-users';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from '../domain/types';
import type { PlanId, RecordKind, Role, SubscriptionDoc, SubscriptionStatus } from '../domain/types';
import type { AdminAccountDetail, AdminUserDetail, AdminUserRow, AdminUsersApi, UserPage } from './contract-admin-users';
import { dateOrNull, fromFirestore } from './convert';
import { guard, toDataError } from './errors';
import { db, functions } from './firebase';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const roleOf = (v: unknown): Role => (v === 'owner' || v === 'admin' ? v : 'user');

function toRow(id: string, d: DocumentData): AdminUserRow {
  return {
    uid: id,
    email: text(d.email),
    displayName: text(d.displayName),
    role: roleOf(d.role),
    planId: (PLAN_IDS as readonly unknown[]).includes(d.planId) ? (d.planId as PlanId) : 'basic',
    subscriptionStatus: (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(d.subscriptionStatus) ? (d.subscriptionStatus as SubscriptionStatus) : 'trial',
    status: text(d.status) || 'active',
    trialEndsAt: dateOrNull(d.trialEndsAt),
    createdAt: dateOrNull(d.createdAt),
    lastLogin: dateOrNull(d.lastLogin),
  };
}

function memberships(raw: Record<string, unknown>): Partial<Record<string, AccountRole>> {
  const out: Partial<Record<string, AccountRole>> = {};
  for (const [id, role] of Object.entries(raw)) if (isAccountRole(role)) out[id] = role;
  return out;
}

function toDetail(id: string, d: DocumentData): AdminUserDetail {
  return {
    ...toRow(id, d),
    phone: text(d.phone),
    company: text(d.company),
    bio: text(d.bio),
    onboardingCompleted: d.onboardingCompleted === true,
    updatedAt: dateOrNull(d.updatedAt),
    ...(d.accounts && typeof d.accounts === 'object' ? { accounts: memberships(d.accounts as Record<string, unknown>) } : {}),
  };
}

function toEntry(snap: QueryDocumentSnapshot): ActivityEntry {
  const d = snap.data();
  return {
    id: snap.id,
    type: isActivityType(d.type) ? d.type : 'USER_EDITED',
    actorUid: typeof d.actorUid === 'string' ? d.actorUid : null,
    actorEmail: typeof d.actorEmail === 'string' ? d.actorEmail : null,
    targetUid: typeof d.targetUid === 'string' ? d.targetUid : null,
    targetEmail: typeof d.targetEmail === 'string' ? d.targetEmail : null,
    details: text(d.details),
    changes: Array.isArray(d.changes) ? d.changes : [],
    source: d.source === 'api' || d.source === 'system' ? d.source : 'app',
    ...(typeof d.userAgent === 'string' ? { userAgent: d.userAgent } : {}),
    ...(typeof d.ip === 'string' ? { ip: d.ip } : {}),
    createdAt: dateOrNull(d.createdAt),
  };
}

function equalityFilters(f: UserListFilters): QueryConstraint[] {
  const out: QueryConstraint[] = [];
  if (f.role !== 'all') out.push(where('role', '==', f.role));
  if (f.planId !== 'all') out.push(where('planId', '==', f.planId));
  if (f.status !== 'all') out.push(where('subscriptionStatus', '==', f.status));
  return out;
}

const newestFirst = (a: AdminUserRow, b: AdminUserRow) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);

function call<I, O = unknown>(name: string) {
  const fn = httpsCallable<I, O>(functions, name);
  return (input: I) => guard(async () => (await fn(input)).data);
}

const editUser = call('adminEditUser');
const editSubscriptionUser = call('adminEditSubscriptionUser');
const overrideSubscription = call('adminOverrideSubscription');
const deleteUser = call('adminDeleteUser');
const recordCounts = call<{ uid: string }, Record<RecordKind, number>>('adminUserRecordCounts');

export const adminUsersApi: AdminUsersApi = {
  watchUsers(filters, cursor, pageSize, cb, onError) {
    const users = collection(db, 'users');
    const fail = (e: unknown) => onError?.(toDataError(e));
    const term = filters.search.trim().toLowerCase();
    if (term) {
      // Prefix matches on the lower-cased e-mail and name, merged (each capped).
      const answers: (QueryDocumentSnapshot[] | null)[] = [null, null];
      const emit = () => {
        if (answers.some((a) => a === null)) return;
        const byUid = new Map<string, AdminUserRow>();
        for (const snap of answers.flat()) if (snap) byUid.set(snap.id, toRow(snap.id, snap.data()));
        const capped = answers.some((a) => (a?.length ?? 0) >= USER_SEARCH_LIMIT);
        cb({ users: [...byUid.values()].sort(newestFirst), next: null, capped });
      };
      const stops = (['email', 'displayNameLower'] as const).map((field, i) =>
        onSnapshot(
          query(users, ...equalityFilters(filters), where(field, '>=', term), where(field, '<=', `${term}\uf8ff`), orderBy(field), limit(USER_SEARCH_LIMIT)),
          (snap) => {
            answers[i] = snap.docs;
            emit();
          },
          fail,
        ),
      );
      return () => stops.forEach((s) => s());
    }
    const constraints: QueryConstraint[] = [...equalityFilters(filters), orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];
    if (cursor) constraints.push(startAfter(Timestamp.fromDate(cursor.createdAt), cursor.uid));
    constraints.push(limit(pageSize + 1));
    return onSnapshot(
      query(users, ...constraints),
      (snap) => {
        const rows = snap.docs.slice(0, pageSize).map((d) => toRow(d.id, d.data()));
        const last = rows[rows.length - 1];
        const page: UserPage = {
          users: rows,
          next: snap.size > pageSize && last?.createdAt ? { createdAt: last.createdAt, uid: last.uid } : null,
          capped: false,
        };
        cb(page);
      },
      fail,
    );
  },

  watchUser(uid, cb, onError) {
    const state: { user: AdminUserDetail | null; subscription: SubscriptionDoc | null } = { user: null, subscription: null };
    let seen = 0;
    const fail = (e: unknown) => onError?.(toDataError(e));
    const emit = () => {
      if (seen === 3) cb({ ...state });
    };
    const stopUser = onSnapshot(
      doc(db, 'users', uid),
      (snap) => {
        seen |= 1;
        state.user = snap.exists() ? toDetail(snap.id, snap.data()) : null;
        emit();
      },
      fail,
    );
    const stopSub = onSnapshot(
      doc(db, 'subscriptions', uid),
      (snap) => {
        seen |= 2;
        state.subscription = snap.exists() ? fromFirestore<SubscriptionDoc>(snap.data()) : null;
        emit();
      },
      fail,
    );
    return () => {
      stopUser();
      stopSub();
    };
  },

  recordCounts: (uid) => recordCounts({ uid }),

  watchActivity(filters, cursor, pageSize, cb, onError) {
    const constraints: QueryConstraint[] = [];
    if (filters.type !== 'all') constraints.push(where('type', '==', filters.type));
    const email = filters.email.trim().toLowerCase();
    if (email) constraints.push(where('targetEmail', '==', email));
    if (filters.targetUid) constraints.push(where('targetUid', '==', filters.targetUid));
    if (filters.from) constraints.push(where('createdAt', '>=', Timestamp.fromDate(filters.from)));
    if (filters.to) constraints.push(where('createdAt', '<', Timestamp.fromDate(filters.to)));
    constraints.push(orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc'));
    if (cursor) constraints.push(startAfter(Timestamp.fromDate(cursor.createdAt), cursor.id));
    constraints.push(limit(pageSize + 1));
    return onSnapshot(
      query(collection(db, 'systemActivity'), ...constraints),
      (snap) => {
        const entries = snap.docs.slice(0, pageSize).map(toEntry);
        const last = entries[entries.length - 1];
        cb({ entries, next: snap.size > pageSize && last?.createdAt ? { createdAt: last.createdAt, id: last.id } : null });
      },
      (e) => onError?.(toDataError(e)),
    );
  },

  watchAccounts(search, cb, onError) {
    const accounts = collection(db, ADMIN_ACCOUNTS);
    const fail = (e: unknown) => onError?.(toDataError(e));
    const term = accountSearchTerm(search);
    const summaries = (docs: QueryDocumentSnapshot[]) =>
      docs.map((d) => readAccountSummary(d.id, d.data())).filter((s): s is AdminAccountSummary => s !== null);
    if (!term) {
      return onSnapshot(
        query(accounts, orderBy('createdAt', 'desc'), limit(ACCOUNT_SEARCH_LIMIT)),
        (snap) => cb({ accounts: summaries(snap.docs), capped: false }),
        fail,
      );
    }
    const prefix = (field: string) =>
      query(accounts, where(field, '>=', term), where(field, '<=', `${term}\uf8ff`), orderBy(field), limit(ACCOUNT_SEARCH_LIMIT));
    const searches = [prefix('nameLower'), prefix('ownerEmail'), query(accounts, where('memberEmails', 'array-contains', term), limit(ACCOUNT_SEARCH_LIMIT))];
    const answers: (QueryDocumentSnapshot[] | null)[] = searches.map(() => null);
    const emit = () => {
      if (answers.some((a) => a === null)) return;
      const capped = answers.some((a) => (a?.length ?? 0) >= ACCOUNT_SEARCH_LIMIT);
      cb({ accounts: mergeSearchAnswers(answers.map((a) => summaries(a ?? []))), capped });
    };
    const stops = searches.map((q, i) =>
      onSnapshot(
        q,
        (snap) => {
          answers[i] = snap.docs;
          emit();
        },
        fail,
      ),
    );
    return () => stops.forEach((s) => s());
  },

  watchAccount(accountId, cb, onError) {
    const state: AdminAccountDetail = { summary: null, members: [], subscription: null };
    let seen = 0;
    const fail = (e: unknown) => onError?.(toDataError(e));
    const emit = () => {
      if (seen === 7) cb({ ...state });
    };
    const stops = [
      onSnapshot(
        doc(db, ADMIN_ACCOUNTS, accountId),
        (snap) => {
          seen |= 1;
          state.summary = snap.exists() ? readAccountSummary(snap.id, snap.data()) : null;
          emit();
        },
        fail,
      ),
      onSnapshot(
        collection(db, 'accounts', accountId, 'members'),
        (snap) => {
          seen |= 2;
          const rows: AccountMemberRow[] = [];
          for (const d of snap.docs) {
            const data = d.data();
            if (isAccountRole(data.role)) rows.push({ uid: d.id, email: text(data.email), displayName: text(data.displayName), role: data.role });
          }
          state.members = sortMembers(rows);
          emit();
        },
        fail,
      ),
      onSnapshot(
        doc(db, 'subscriptions', accountId),
        (snap) => {
          seen |= 4;
          state.subscription = snap.exists() ? fromFirestore<SubscriptionDoc>(snap.data()) : null;
          emit();
        },
        fail,
      ),
    ];
    return () => stops.forEach((s) => s());
  },

  watchAccountSummaries(accountIds, cb, onError) {
    const ids = [...new Set(accountIds)].slice(0, 30);
    if (ids.length === 0) {
      queueMicrotask(() => cb([]));
      return () => {};
    }
    return onSnapshot(
      query(collection(db, ADMIN_ACCOUNTS), where(documentId(), 'in', ids)),
      (snap) => cb(mergeSearchAnswers([snap.docs.map((d) => readAccountSummary(d.id, d.data())).filter((s): s is AdminAccountSummary => s !== null)])),
      (e) => onError?.(toDataError(e)),
    );
  },

  editUser: async (input) => {
    await editUser(input);
  },
  editSubscriptionUser: async (input) => {
    await editSubscriptionUser(input);
  },
  overrideSubscription: async (input) => {
    await overrideSubscription(input);
  },
  deleteUser: async (uid) => {
    await deleteUser({ uid });
  },
};
