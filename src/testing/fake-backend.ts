// An in-memory Backend for component tests, split per area like the data layer it fakes
// (src/testing/fakes/): users with passwords and a session stream (auth), per-user account
// streams (account), records with live watchers (records), billing, contact, dashboard and
// transfer, the admin user pages. This file composes them and adds `control`, the tests' handle on the fake.
import type { DataError } from '../data/contract';
import type { Account, Backend, MemberDoc, WithId } from '../data/contract';
import type { RecordKind } from '../domain/types';
import { fakeAccountApi } from './fakes/account';
import { fakeAdminUsersApi } from './fakes/admin-users';
import type { AdminUsersLink } from './fakes/admin-users';
import type { PlatformAccount, PlatformUser } from './fakes/admin-overview';
import { RECORD_KINDS } from '../domain/types';
import { addUser, fakeAuthApi } from './fakes/auth';
import type { FakeUserSeed } from './fakes/auth';
import { fakeAdminOverviewApi } from './fakes/admin-overview';
import { fakeBillingApi } from './fakes/billing';
import { fakeContactApi } from './fakes/contact';
import { fakeDashboardApi } from './fakes/dashboard';
import { fakeNotificationsApi } from './fakes/notifications';
import type { FakeNotificationsApi } from './fakes/notifications';
import { fakeRecordsApi } from './fakes/records';
import { fakeDealsApi } from './fakes/deals';
import { fakeViewsApi } from './fakes/views';
import { fakeDefinitions, fakeFieldsApi } from './fakes/fields';
import { fakeActivitiesApi } from './fakes/activities';
import type { FakeActivitiesApi } from './fakes/activities';
import { fakeHistoryApi } from './fakes/history';
import { fakeMembersApi } from './fakes/members';
import { accessIn, byEmail, createFakeState, emitAccount, emitMembership, emitRecords, emitSession, memberOf, store } from './fakes/state';
import { canSee } from '../domain/record-access';
import { canManageAccount } from '../domain/accounts';
import type { AnyRecord, HoldName } from './fakes/state';
import { fakeTransferApi } from './fakes/transfer';
import { fakeSystemApi } from './fakes/system';
import { fakeSettingsApi } from './fakes/settings';
import type { FakeSettingsApi } from './fakes/settings';
import { fakeApiApi } from './fakes/api';
import { fakeSystemOpsApi } from './fakes/system-ops';

export { accountFor, makeSubscription, makeUserDoc } from './fakes/account-fixtures';
export type { AccountPreset } from './fakes/account-fixtures';
export type { FakeUserSeed } from './fakes/auth';

export type FakeBackendOptions = {
  users?: FakeUserSeed[];
  /** E-mail of the user signed in from the start. */
  signedInAs?: string;
  /** Whether sign-up writes the account documents at once, as the sign-up function does. */
  createAccountOnSignUp?: boolean;
  /**
   * Whether the admin pages also list the signed-up users above, with their own accounts (as the
   * real pages list every users/{uid}); default true. The admin page tests seed their own platform.
   */
  adminListsSignedUp?: boolean;
};

export type FakeBackendControl = {
  /** The uid of a user by e-mail (throws if unknown). */
  uidOf(email: string): string;
  /** Signs a user in (or out, with null) as if from another tab. */
  setSession(email: string | null): void;
  /** Replaces the account a user's stream shows (null user = not created yet). */
  setAccount(uid: string, account: Account): void;
  /** Makes watchAccount of a uid fail with this error. */
  failAccount(uid: string, error: DataError): void;
  /**
   * Makes a person a member of an account with this member document, or removes them (null); the
   * person's users/{uid}.accounts follows. An account gets its name from `name` once given.
   */
  setMember(accountId: string, uid: string, member: MemberDoc | null, name?: string): void;
  /** Makes the next call of `method` wait until the returned function is called. */
  hold(method: HoldName): () => void;
  /** Makes the next call of `method` fail with this error. */
  failNext(method: HoldName, error: DataError): void;
  /** Makes the next record write (add, update, remove, salary, category) fail with this error. */
  failNextRecordWrite(error: DataError): void;
  /** Stores records for a user directly (as if already saved), then tells the watchers. */
  seedRecords<K extends RecordKind>(uid: string, kind: K, list: WithId<K>[]): void;
  /** Current records of a kind (a copy). */
  records<K extends RecordKind>(uid: string, kind: K): WithId<K>[];
  /** Reports a kind as still arriving page by page (`complete: false`) until called with false. */
  setPartial(uid: string, kind: RecordKind, partial: boolean): void;
  readonly resetEmails: readonly string[];
  /** E-mails a verification link was sent to (its code in the fake: 'verify:<email>'). */
  readonly verifyEmails: readonly string[];
  readonly calls: Readonly<Record<string, number>>;
};

export type FakeBackend = Backend & {
  control: FakeBackendControl;
  settings: FakeSettingsApi;
  notifications: FakeNotificationsApi;
  activities: FakeActivitiesApi;
};

export function createFakeBackend(options: FakeBackendOptions = {}): FakeBackend {
  const state = createFakeState();
  options.users?.forEach((seed) => addUser(state, seed));
  if (options.signedInAs) {
    const u = byEmail(state, options.signedInAs);
    if (!u) throw new Error(`createFakeBackend: no user ${options.signedInAs}`);
    state.current = u.uid;
  }
  const recordsApi = fakeRecordsApi(state);
  const dealsApi = fakeDealsApi(state);
  const activitiesApi = fakeActivitiesApi(state);

  // Told when an account changes, as the admin pages' listeners hear users/{uid} and subscriptions/{uid}.
  const adminListeners: (() => void)[] = [];
  const control: FakeBackendControl = {
    uidOf(email) {
      const u = byEmail(state, email);
      if (!u) throw new Error(`fake backend: no user ${email}`);
      return u.uid;
    },
    setSession(email) {
      state.current = email === null ? null : control.uidOf(email);
      emitSession(state);
    },
    setAccount(uid, value) {
      state.accounts.set(uid, value);
      emitAccount(state, uid);
      adminListeners.forEach((l) => l());
    },
    failAccount(uid, error) {
      state.accountErrors.set(uid, error);
      emitAccount(state, uid);
    },
    setMember(accountId, uid, member, name) {
      let members = state.members.get(accountId);
      if (!members) {
        members = new Map();
        // The founder stays the owner of their account when another member joins it.
        const founder = memberOf(state, accountId, accountId);
        if (founder) members.set(accountId, founder);
        state.members.set(accountId, members);
      }
      if (member) members.set(uid, member);
      else members.delete(uid);
      if (name !== undefined) state.accountNames.set(accountId, name);
      const person = state.accounts.get(uid);
      if (person?.user) {
        const accounts = { ...(person.user.accounts ?? { [uid]: 'owner' as const }) };
        if (member) accounts[accountId] = member.role;
        else delete accounts[accountId];
        state.accounts.set(uid, { ...person, user: { ...person.user, accounts } });
        emitAccount(state, uid);
      }
      emitMembership(state, accountId);
    },
    hold(method) {
      let release!: () => void;
      state.holds.set(method, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
    failNext(method, error) {
      state.failures.set(method, error);
    },
    failNextRecordWrite(error) {
      state.recordWriteFailure = error;
    },
    seedRecords(uid, kind, list) {
      const perKind = store(state, uid, kind);
      for (const r of list) perKind.set(r.id, { ...(r as unknown as AnyRecord) });
      emitRecords(state, uid, kind);
    },
    records<K extends RecordKind>(uid: string, kind: K) {
      return [...store(state, uid, kind).values()].map((r) => ({ ...r })) as unknown as WithId<K>[];
    },
    setPartial(uid, kind, partial) {
      if (partial) state.partialKinds.add(`${uid}/${kind}`);
      else state.partialKinds.delete(`${uid}/${kind}`);
      emitRecords(state, uid, kind);
    },
    get resetEmails() {
      return [...state.resetEmails];
    },
    get verifyEmails() {
      return [...state.verifyEmails];
    },
    get calls() {
      return { ...state.calls };
    },
  };

  /** The signed-in user's role claim, for the service settings' checks. */
  const callerRole = () => (state.current ? (state.users.get(state.current)?.role ?? 'user') : null);

  // The signed-up people as the admin pages see them: users/{uid} with their role, their own
  // account's subscription, and the records of every account they belong to.
  const listsSignedUp = options.adminListsSignedUp ?? true;
  const signedUp = () =>
    [...state.users.values()].flatMap((person) => {
      const a = state.accounts.get(person.uid);
      return a?.user ? [{ person, user: a.user, subscription: a.subscription }] : [];
    });
  const adminLink: AdminUsersLink = {
    callerRole,
    callerUid: () => state.current,
    people: listsSignedUp
      ? () =>
          signedUp().map(({ person, user, subscription }) => ({
            user: {
              ...user,
              uid: person.uid,
              email: user.email.toLowerCase(),
              role: person.role,
              status: user.status,
              ...(user.accounts ? { accounts: user.accounts } : {}),
            },
            subscription,
          }))
      : undefined,
    recordCounts: (uid) => {
      const a = state.accounts.get(uid);
      if (!listsSignedUp || !a?.user) return null;
      const accounts = [...new Set([uid, ...Object.keys(a.user.accounts ?? {})])];
      return Object.fromEntries(RECORD_KINDS.map((k) => [k, accounts.reduce((n, id) => n + store(state, id, k).size, 0)])) as Record<RecordKind, number>;
    },
    patchUser: (uid, patch) => {
      const a = state.accounts.get(uid);
      const person = state.users.get(uid);
      if (person && patch.role) person.role = patch.role;
      if (person && patch.displayName !== undefined) person.displayName = patch.displayName;
      const { displayName, role, planId, subscriptionStatus, trialEndsAt, updatedAt } = { ...a?.user, ...patch };
      const fields = { displayName, role, planId, subscriptionStatus, trialEndsAt, updatedAt };
      if (a?.user) control.setAccount(uid, { ...a, user: { ...a.user, ...fields } as typeof a.user });
    },
    patchSubscription: (uid, subscription) => {
      const a = state.accounts.get(uid);
      if (a) control.setAccount(uid, { ...a, subscription });
    },
  };
  const platformPeople = (): PlatformUser[] =>
    signedUp().map(({ person, user }) => ({
      uid: person.uid,
      email: user.email,
      displayName: user.displayName,
      role: person.role,
      planId: user.planId,
      subscriptionStatus: user.subscriptionStatus,
      createdAt: user.createdAt ?? new Date(0),
    }));
  const platformAccounts = (): PlatformAccount[] =>
    signedUp().flatMap(({ person, subscription }) => {
      if (!subscription) return [];
      const members = state.members.get(person.uid)?.size ?? 1;
      return [
        {
          accountId: person.uid,
          planId: subscription.planId,
          status: subscription.status,
          members,
          seatsUsed: members,
          createdAt: subscription.createdAt ?? new Date(0),
        },
      ];
    });
  const adminUsers = fakeAdminUsersApi(adminLink);
  const adminOverview = fakeAdminOverviewApi({}, { callerRole, ...(listsSignedUp ? { people: platformPeople, accounts: platformAccounts } : {}) });
  adminListeners.push(adminUsers.notify, adminOverview.emit);

  const viewsApi = fakeViewsApi(state);
  const fieldsApi = fakeFieldsApi(state);

  const settings = fakeSettingsApi({
    currentUid: () => state.current,
    passwordOf: (uid) => state.users.get(uid)?.password,
    setPassword: (uid, password) => {
      const u = state.users.get(uid);
      if (u) u.password = password;
    },
    emailOf: (uid) => state.users.get(uid)?.email,
    patchUser: (uid, changes) => {
      const a = state.accounts.get(uid);
      if (a?.user) control.setAccount(uid, { ...a, user: { ...a.user, ...changes } });
    },
    renewSession: (uid) => {
      const u = state.users.get(uid);
      if (u) u.authTime = new Date(Date.now() + 1);
      emitSession(state);
    },
  });

  return {
    auth: fakeAuthApi(state, { createAccountOnSignUp: options.createAccountOnSignUp ?? true }),
    account: fakeAccountApi(state),
    members: fakeMembersApi(state, (accountId, uid, member) => control.setMember(accountId, uid, member)),
    records: recordsApi,
    deals: dealsApi,
    views: viewsApi,
    fields: fieldsApi,
    activities: activitiesApi,
    history: fakeHistoryApi(state),
    contact: fakeContactApi(recordsApi),
    dashboard: fakeDashboardApi(recordsApi, dealsApi),
    billing: fakeBillingApi({
      currentUid: () => state.current,
      subscriptionOf: (uid) => state.accounts.get(uid)?.subscription ?? null,
      patchSubscription: (uid, patch, mirror) => {
        const a = state.accounts.get(uid);
        if (!a?.subscription) return;
        const now = new Date();
        control.setAccount(uid, {
          user: a.user && { ...a.user, ...mirror, updatedAt: now },
          subscription: { ...a.subscription, ...patch, updatedAt: now },
        });
      },
    }),
    transfer: fakeTransferApi(
      recordsApi,
      (uid, kind, list) => control.seedRecords(uid, kind, list),
      (uid, categories) => {
        state.categories.set(uid, categories);
        state.categoryListeners.get(uid)?.forEach((l) => l(categories));
      },
      () => state.current ?? '',
      {
        api: dealsApi,
        store: dealsApi.backupStore,
        sees: (accountId, deal) => {
          const { me, access } = accessIn(state, accountId);
          return canSee(access, me, 'deals', deal);
        },
      },
      {
        store: activitiesApi.backupStore,
        sees: (accountId, activity) => {
          const { me, access } = accessIn(state, accountId);
          return canSee(access, me, 'clients', activity as unknown as Record<string, unknown>);
        },
        manages: (accountId) => {
          const { member } = accessIn(state, accountId);
          return !!member && canManageAccount(member.role);
        },
      },
      {
        fields: fieldsApi,
        definitions: (accountId, kind) => fakeDefinitions(state, accountId, kind),
        views: viewsApi.backupStore,
        me: () => state.current ?? '',
        manages: (accountId) => {
          const { member } = accessIn(state, accountId);
          return !!member && canManageAccount(member.role);
        },
      },
    ),
    system: fakeSystemApi(callerRole),
    api: fakeApiApi(callerRole),
    systemOps: fakeSystemOpsApi(callerRole),
    adminUsers,
    adminOverview,
    settings,
    notifications: fakeNotificationsApi((uid, cb) => settings.watchDisplay(uid, (display) => cb(display?.timeZone))),
    control,
  };
}
