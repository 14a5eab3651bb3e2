// In-memory fake of the admin user pages' data layer, for component tests. Users and activity
// entries are seeded with `seedUser` / `seedActivity`; changes apply to the store and reach every
// live listener, as the functions and Firestore would. `failNext` makes the next call of a
// method fail (e.g. with the step-up error).
import { DataError } from '../../data/contract';
import type { ActivityCursor, ActivityFilters, AdminUserDetail, UserPage, UserPageCursor } from '../../data/contract-admin-users';
import { ACCOUNT_SEARCH_LIMIT, accountSearchTerm, accountSummaryOf, matchesAccountSearch, mergeSearchAnswers, sortMembers } from '../../domain/admin-accounts';
import type { AdminAccountSummary } from '../../domain/admin-accounts';
import type { ActivityEntry } from '../../domain/activity';
import { describeChanges } from '../../domain/activity';
import { ADMIN_USER_MESSAGES, parseEditUser, parseSubscriptionOverride, parseUid, roleChangeProblem, trialEndDate } from '../../domain/admin-users';
import type { SubscriptionOverrideRequest } from '../../domain/admin-users';
import type { UserListFilters } from '../../domain/admin-users';
import { subscriptionOverride } from '../../domain/billing';
import { RECORD_KINDS } from '../../domain/types';
import type { RecordKind, Role, SubscriptionDoc } from '../../domain/types';
import { STAFF, requireCallerRole, requireStaffRead } from './staff-guard';
import { activityPageOf, userPage } from './admin-users-parts';
import type { AdminUsersLink, FakeAccountSeed, FakeAdminUsersApi, Method } from './admin-users-parts';

export type { AdminUsersLink, FakeAccountSeed, FakeAdminUsersApi } from './admin-users-parts';

const time = (d: Date | null) => d?.getTime() ?? 0;

/** The override as the function decides it (src/domain/billing.ts); a refusal as the function answers it. */
function overrideOf(current: SubscriptionDoc | null, input: SubscriptionOverrideRequest, now: Date) {
  const outcome = subscriptionOverride(current, input, now);
  if (outcome && !outcome.ok) throw new DataError('functions/invalid-argument', outcome.problem);
  return outcome;
}

/** The subscription document the function creates when an account has none. */
const newSubscription = (now: Date): SubscriptionDoc => ({
  planId: 'basic',
  status: 'trial',
  trialEndsAt: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  paymentFailedAt: null,
  accountLocked: false,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  createdAt: now,
  updatedAt: now,
});

export function fakeAdminUsersApi(link?: AdminUsersLink): FakeAdminUsersApi {
  const users = new Map<string, AdminUserDetail>();
  const subs = new Map<string, SubscriptionDoc | null>();
  const counts = new Map<string, Record<RecordKind, number>>();
  let activity: ActivityEntry[] = [];
  let callerRole: Role = 'owner';
  const accounts = new Map<string, { seed: FakeAccountSeed; subscription: SubscriptionDoc }>();
  const summaryOf = (id: string): AdminAccountSummary | null => {
    const a = accounts.get(id);
    if (!a) return null;
    return accountSummaryOf({
      accountId: id,
      account: {
        name: a.seed.name,
        createdBy: a.seed.createdBy ?? a.seed.members.find((m) => m.role === 'owner')?.uid ?? '',
        createdAt: a.seed.createdAt ?? null,
      },
      members: a.seed.members,
      subscription: a.subscription,
    });
  };
  const summaries = () => [...accounts.keys()].map(summaryOf).filter((x): x is AdminAccountSummary => x !== null);
  const listeners = new Set<() => void>();
  const failures = new Map<Method, DataError>();
  const calls: [string, unknown][] = [];
  let nextId = 1;

  let muted = false;
  const emit = () => {
    if (!muted) listeners.forEach((l) => l());
  };
  const listen = (l: () => void) => {
    listeners.add(l);
    queueMicrotask(l);
    return () => void listeners.delete(l);
  };
  const failure = (m: Method) => {
    const f = failures.get(m);
    failures.delete(m);
    return f;
  };
  const act = (m: Method, arg: unknown) => {
    calls.push([m, arg]);
    const f = failure(m);
    if (f) throw f;
  };
  const log = (entry: Omit<ActivityEntry, 'id' | 'createdAt' | 'source'>) => {
    activity = [{ ...entry, source: 'app', id: `a${nextId++}`, createdAt: new Date() }, ...activity];
  };
  const linked = (uid: string) => link?.people?.().find((p) => p.user.uid === uid);
  const userOf = (uid: string) => users.get(uid) ?? linked(uid)?.user;
  const subOf = (uid: string) => (users.has(uid) ? subs.get(uid) : linked(uid)?.subscription);
  const allUsers = () => {
    const byUid = new Map<string, AdminUserDetail>();
    for (const p of link?.people?.() ?? []) byUid.set(p.user.uid, p.user);
    for (const [uid, u] of users) byUid.set(uid, u);
    return [...byUid.values()];
  };
  const need = (uid: string) => {
    const u = userOf(uid);
    if (!u) throw new DataError('functions/not-found', ADMIN_USER_MESSAGES.notFound);
    return u;
  };
  /** Writes a user: a seeded one in this store, a signed-up one through the link. */
  const patchUser = (uid: string, patch: Partial<AdminUserDetail>) => {
    const u = users.get(uid);
    if (u) users.set(uid, { ...u, ...patch });
    else link?.patchUser?.(uid, patch);
  };
  /** As the functions' guard: staff only, checked before the request is read. */
  const staffCall = () => requireCallerRole(link?.callerRole, STAFF);
  const role = () => link?.callerRole() ?? callerRole;
  /** A read the rules allow staff only, refused through onError as Firestore refuses it. */
  const staffRead = (onError?: (e: DataError) => void, own?: string): boolean => {
    if (!link || (own !== undefined && own === link.callerUid())) return true;
    try {
      requireStaffRead(link.callerRole);
      return true;
    } catch (e) {
      queueMicrotask(() => onError?.(e as DataError));
      return false;
    }
  };

  const page = (f: UserListFilters, cursor: UserPageCursor | null, size: number): UserPage => userPage(allUsers(), f, cursor, size);
  const activityPage = (f: ActivityFilters, cursor: ActivityCursor | null, size: number) => activityPageOf(activity, f, cursor, size);

  /** The override of a signed-up person's own account (its id is their uid), as the function writes it. */
  function overrideOwn(user: AdminUserDetail, current: SubscriptionDoc | null, input: SubscriptionOverrideRequest) {
    if (user.role === 'owner' && role() !== 'owner') throw new DataError('functions/permission-denied', ADMIN_USER_MESSAGES.ownerEditsOwners);
    const now = new Date();
    const outcome = overrideOf(current, input, now);
    if (!outcome) return;
    const subscription: SubscriptionDoc = { ...(current ?? newSubscription(now)), ...outcome.patch, updatedAt: now };
    link?.patchSubscription?.(user.uid, subscription);
    link?.patchUser?.(user.uid, {
      planId: subscription.planId,
      subscriptionStatus: subscription.status,
      trialEndsAt: subscription.trialEndsAt,
      updatedAt: now,
    });
    log({
      type: 'SUBSCRIPTION_OVERRIDDEN',
      actorUid: link?.callerUid() ?? null,
      actorEmail: null,
      targetUid: user.uid,
      targetEmail: user.email,
      accountId: user.uid,
      details: `Overrode the subscription of ${user.email}: ${describeChanges(outcome.changes)}`,
    });
    emit();
  }

  return {
    calls,
    /** Tells the live listeners that the linked people changed. */
    notify: emit,
    seedUser(user, subscription) {
      const now = new Date();
      users.set(user.uid, {
        displayName: '',
        role: 'user',
        planId: 'basic',
        subscriptionStatus: 'trial',
        status: 'active',
        trialEndsAt: null,
        createdAt: now,
        lastLogin: null,
        phone: '',
        company: '',
        bio: '',
        onboardingCompleted: true,
        updatedAt: now,
        ...user,
      });
      const u = users.get(user.uid)!;
      subs.set(
        user.uid,
        subscription === null
          ? null
          : {
              planId: u.planId,
              status: u.subscriptionStatus,
              trialEndsAt: u.trialEndsAt,
              currentPeriodStart: null,
              currentPeriodEnd: null,
              paymentFailedAt: null,
              accountLocked: false,
              stripeCustomerId: null,
              stripeSubscriptionId: null,
              createdAt: u.createdAt,
              updatedAt: u.updatedAt,
              ...subscription,
            },
      );
      emit();
    },
    seedActivity(entries) {
      for (const e of entries) {
        activity.push({
          actorUid: null,
          actorEmail: null,
          targetUid: null,
          targetEmail: null,
          details: '',
          source: 'app',
          id: `a${nextId++}`,
          createdAt: new Date(),
          ...e,
        });
      }
      activity.sort((a, b) => time(b.createdAt) - time(a.createdAt));
      emit();
    },
    setCounts(uid, c) {
      counts.set(uid, { ...(Object.fromEntries(RECORD_KINDS.map((k) => [k, 0])) as Record<RecordKind, number>), ...c });
    },
    seedAccount(seed) {
      const now = new Date();
      accounts.set(seed.accountId, {
        seed: { createdAt: now, ...seed },
        subscription: {
          planId: 'basic',
          status: 'trial',
          // A sign-up's trial: 7 days.
          trialEndsAt: new Date(now.getTime() + 7 * 86_400_000),
          currentPeriodStart: null,
          currentPeriodEnd: null,
          paymentFailedAt: null,
          accountLocked: false,
          stripeCustomerId: null,
          stripeSubscriptionId: null,
          createdAt: seed.createdAt ?? now,
          updatedAt: now,
          ...seed.subscription,
        },
      });
      emit();
    },
    setMember(accountId, member) {
      const a = accounts.get(accountId);
      if (!a) throw new Error(`no account ${accountId}`);
      const others = a.seed.members.filter((m) => m.uid !== member.uid);
      a.seed = { ...a.seed, members: 'remove' in member ? others : [...others, member] };
      emit();
    },
    accountSubscription: (id) => accounts.get(id)?.subscription,
    get callerRole() {
      return callerRole;
    },
    set callerRole(role: Role) {
      callerRole = role;
    },
    failNext(method, error) {
      failures.set(method, error);
    },
    muteListeners(on) {
      muted = on;
    },
    user: (uid) => users.get(uid),
    subscription: (uid) => subs.get(uid),

    watchUsers(filters, cursor, size, cb, onError) {
      const f = failure('watchUsers');
      if (f) {
        queueMicrotask(() => onError?.(f));
        return () => {};
      }
      if (!staffRead(onError)) return () => {};
      return listen(() => cb(page(filters, cursor, size)));
    },
    watchUser(uid, cb, onError) {
      const f = failure('watchUser');
      if (f) {
        queueMicrotask(() => onError?.(f));
        return () => {};
      }
      if (!staffRead(onError, uid)) return () => {};
      return listen(() => cb({ user: userOf(uid) ?? null, subscription: subOf(uid) ?? null }));
    },
    async recordCounts(uid) {
      act('recordCounts', uid);
      staffCall();
      const parsed = parseUid({ uid });
      if (!parsed.ok) throw new DataError('functions/invalid-argument', ADMIN_USER_MESSAGES.noId);
      return counts.get(uid) ?? link?.recordCounts?.(uid) ?? (Object.fromEntries(RECORD_KINDS.map((k) => [k, 0])) as Record<RecordKind, number>);
    },
    watchActivity(filters, cursor, size, cb, onError) {
      const f = failure('watchActivity');
      if (f) {
        queueMicrotask(() => onError?.(f));
        return () => {};
      }
      if (!staffRead(onError)) return () => {};
      return listen(() => cb(activityPage(filters, cursor, size)));
    },
    watchAccounts(search, cb, onError) {
      const f = failure('watchAccounts');
      if (f) {
        queueMicrotask(() => onError?.(f));
        return () => {};
      }
      if (!staffRead(onError)) return () => {};
      return listen(() => {
        const term = accountSearchTerm(search);
        if (!term) {
          const newest = summaries().sort((a, b) => time(b.createdAt) - time(a.createdAt));
          return cb({ accounts: newest.slice(0, ACCOUNT_SEARCH_LIMIT), capped: false });
        }
        const found = mergeSearchAnswers([summaries().filter((s) => matchesAccountSearch(s, term))]);
        cb({ accounts: found.slice(0, ACCOUNT_SEARCH_LIMIT), capped: found.length > ACCOUNT_SEARCH_LIMIT });
      });
    },
    watchAccount(accountId, cb, onError) {
      const f = failure('watchAccount');
      if (f) {
        queueMicrotask(() => onError?.(f));
        return () => {};
      }
      if (!staffRead(onError)) return () => {};
      return listen(() => {
        const a = accounts.get(accountId);
        cb({ summary: summaryOf(accountId), members: a ? sortMembers(a.seed.members) : [], subscription: a?.subscription ?? null });
      });
    },
    watchAccountSummaries(ids, cb, onError) {
      if (!staffRead(onError)) return () => {};
      return listen(() =>
        cb(
          mergeSearchAnswers([
            ids
              .slice(0, 30)
              .map(summaryOf)
              .filter((x): x is AdminAccountSummary => x !== null),
          ]),
        ),
      );
    },
    async editUser(input) {
      act('editUser', input);
      staffCall();
      // What the function checks: the request, the user, who may give which role.
      const parsed = parseEditUser(input);
      if (!parsed.ok) throw new DataError('functions/invalid-argument', Object.values(parsed.errors)[0] ?? 'The request is not valid.');
      input = parsed.value;
      const u = need(input.uid);
      const problem = roleChangeProblem(role(), u.role, input.role, link?.callerUid() === input.uid);
      if (problem) throw new DataError('functions/permission-denied', problem);
      if (u.displayName === input.displayName && u.role === input.role) return;
      patchUser(u.uid, { displayName: input.displayName, role: input.role, updatedAt: new Date() });
      log({
        type: u.role !== input.role ? 'ROLE_CHANGED' : 'USER_EDITED',
        actorUid: null,
        actorEmail: null,
        targetUid: u.uid,
        targetEmail: u.email,
        details: `Edited ${u.email}`,
      });
      emit();
    },
    async editSubscriptionUser(input) {
      act('editSubscriptionUser', input);
      staffCall();
      const u = need(input.uid);
      const trialEndsAt = input.trialEndsAt ? trialEndDate(input.trialEndsAt) : u.trialEndsAt;
      users.set(u.uid, { ...u, displayName: input.displayName, email: input.email, trialEndsAt });
      const s = subs.get(u.uid);
      if (s) subs.set(u.uid, { ...s, trialEndsAt });
      log({ type: 'USER_EDITED', actorUid: null, actorEmail: null, targetUid: u.uid, targetEmail: u.email, details: `Edited ${u.email}` });
      emit();
    },
    async overrideSubscription(raw) {
      act('overrideSubscription', raw);
      staffCall();
      // What the function checks: the request, the account, a service owner's account, the trial end.
      const parsed = parseSubscriptionOverride(raw);
      if (!parsed.ok) throw new DataError('functions/invalid-argument', Object.values(parsed.errors)[0] ?? 'The request is not valid.');
      const input = parsed.value;
      const own = !accounts.has(input.accountId) ? linked(input.accountId) : undefined;
      if (own) return overrideOwn(own.user, own.subscription, input);
      const a = accounts.get(input.accountId);
      const summary = summaryOf(input.accountId);
      if (!a || !summary) throw new DataError('functions/not-found', ADMIN_USER_MESSAGES.accountNotFound);
      if (userOf(summary.ownerUid)?.role === 'owner' && role() !== 'owner') {
        throw new DataError('functions/permission-denied', ADMIN_USER_MESSAGES.ownerEditsOwners);
      }
      const outcome = overrideOf(a.subscription, input, new Date());
      if (!outcome) return;
      a.subscription = { ...a.subscription, ...outcome.patch, updatedAt: new Date() };
      const { trialEndsAt } = a.subscription;
      const u = users.get(input.accountId);
      if (u) users.set(u.uid, { ...u, planId: input.planId, subscriptionStatus: input.status, trialEndsAt });
      const s = subs.get(input.accountId);
      if (s) subs.set(input.accountId, a.subscription);
      log({
        type: 'SUBSCRIPTION_OVERRIDDEN',
        actorUid: null,
        actorEmail: null,
        targetUid: summary.ownerUid,
        targetEmail: summary.ownerEmail,
        accountId: input.accountId,
        accountName: summary.name,
        details: `Overrode the subscription of the account "${summary.name}" (${input.accountId}): ${describeChanges(outcome.changes)}`,
      });
      emit();
    },
    async deleteUser(uid) {
      act('deleteUser', uid);
      staffCall();
      const u = need(uid);
      users.delete(uid);
      subs.delete(uid);
      log({ type: 'USER_DELETED', actorUid: null, actorEmail: null, targetUid: uid, targetEmail: u.email, details: `Deleted ${u.email}` });
      emit();
    },
  };
}
