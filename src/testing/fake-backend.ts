// An in-memory Backend for component tests: users with passwords, a session stream, per-user
// account streams, records with live watchers, and the data layer's DataError codes.
import { DataError } from '../data/contract';
import { fakeBillingApi } from './fakes/billing';
import { fakeContactApi } from './fakes/contact';
import { fakeDashboardApi } from './fakes/dashboard';
import { fakeTransferApi } from './fakes/transfer';
import { fakeSettingsApi } from './fakes/settings';
import type { FakeSettingsApi } from './fakes/settings';
import type { Account, AccountApi, AuthApi, Backend, RecordsApi, SessionUser, Unsubscribe, WithId } from '../data/contract';
import { newAccount } from '../domain/account';
import { DAY_MS } from '../domain/dates';
import { EMAIL_PATTERN } from '../domain/sanitize';
import { EMPTY_CATEGORIES, addCategory as addCategoryName, generatedExpenseFor } from '../domain/schemas';
import type { CustomCategories, RecordInput, RecordKind, Role, SubscriptionDoc, UserDoc } from '../domain/types';

export function makeUserDoc(overrides: Partial<UserDoc> = {}, now = new Date()): UserDoc {
  return {
    email: 'user@example.com',
    displayName: '',
    role: 'user',
    planId: 'basic',
    subscriptionStatus: 'trial',
    trialEndsAt: new Date(now.getTime() + 7 * DAY_MS),
    createdAt: now,
    updatedAt: now,
    lastLogin: now,
    status: 'active',
    onboardingCompleted: false,
    phone: '',
    company: '',
    bio: '',
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<SubscriptionDoc> = {}, now = new Date()): SubscriptionDoc {
  const trialEndsAt = new Date(now.getTime() + 7 * DAY_MS);
  return {
    planId: 'basic',
    status: 'trial',
    trialEndsAt,
    currentPeriodStart: now,
    currentPeriodEnd: trialEndsAt,
    paymentFailedAt: null,
    accountLocked: false,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** Entitlement-relevant shorthands for a test account. */
export type AccountPreset = 'basic-trial' | 'basic-active' | 'pro' | 'expired-trial';

export function accountFor(preset: AccountPreset, user: Partial<UserDoc> = {}, now = new Date()): Account {
  switch (preset) {
    case 'basic-trial':
      return { user: makeUserDoc(user, now), subscription: makeSubscription({}, now) };
    case 'basic-active': {
      const sub = makeSubscription({ status: 'active', trialEndsAt: null, currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS) }, now);
      return { user: makeUserDoc({ subscriptionStatus: 'active', trialEndsAt: null, ...user }, now), subscription: sub };
    }
    case 'pro': {
      const sub = makeSubscription(
        { planId: 'pro', status: 'active', trialEndsAt: null, currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS) },
        now,
      );
      return { user: makeUserDoc({ planId: 'pro', subscriptionStatus: 'active', trialEndsAt: null, ...user }, now), subscription: sub };
    }
    case 'expired-trial': {
      const ended = new Date(now.getTime() - 5 * DAY_MS);
      return {
        user: makeUserDoc({ trialEndsAt: ended, ...user }, now),
        subscription: makeSubscription({ trialEndsAt: ended, currentPeriodEnd: ended }, now),
      };
    }
  }
}

export type FakeUserSeed = {
  uid?: string;
  email: string;
  password?: string;
  displayName?: string;
  role?: Role;
  /** The account the user's stream shows; null = not created yet. Defaults to a basic trial. */
  account?: Account | null;
  disabled?: boolean;
};

export type FakeBackendOptions = {
  users?: FakeUserSeed[];
  /** E-mail of the user signed in from the start. */
  signedInAs?: string;
  /** Whether sign-up writes the account documents at once, as the sign-up function does. */
  createAccountOnSignUp?: boolean;
};

type StoredUser = {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: Role;
  disabled: boolean;
  authTime: Date;
};

type HoldName = 'signIn' | 'signUp' | 'signOut' | 'sendPasswordReset';

type AnyRecord = { id: string } & Record<string, unknown>;

export type FakeBackendControl = {
  /** The uid of a user by e-mail (throws if unknown). */
  uidOf(email: string): string;
  /** Signs a user in (or out, with null) as if from another tab. */
  setSession(email: string | null): void;
  /** Replaces the account a user's stream shows (null user = not created yet). */
  setAccount(uid: string, account: Account): void;
  /** Makes watchAccount of a uid fail with this error. */
  failAccount(uid: string, error: DataError): void;
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
  readonly calls: Readonly<Record<string, number>>;
};

export type FakeBackend = Backend & { control: FakeBackendControl; settings: FakeSettingsApi };

const normalise = (email: string) => email.trim().toLowerCase();

export function createFakeBackend(options: FakeBackendOptions = {}): FakeBackend {
  const createAccountOnSignUp = options.createAccountOnSignUp ?? true;
  const users = new Map<string, StoredUser>(); // by uid
  const accounts = new Map<string, Account>();
  const accountErrors = new Map<string, DataError>();
  const records = new Map<string, Map<RecordKind, Map<string, AnyRecord>>>();
  const categories = new Map<string, CustomCategories>();
  const sessionListeners = new Set<(u: SessionUser | null) => void>();
  const accountListeners = new Map<string, Set<{ cb: (a: Account) => void; onError?: (e: DataError) => void }>>();
  const recordListeners = new Map<string, Set<(list: AnyRecord[]) => void>>();
  const partialKinds = new Set<string>(); // `${uid}/${kind}` held as still arriving
  const categoryListeners = new Map<string, Set<(c: CustomCategories) => void>>();
  const holds = new Map<HoldName, Promise<void>>();
  const failures = new Map<HoldName, DataError>();
  const resetEmails: string[] = [];
  let recordWriteFailure: DataError | null = null;
  function recordWrite(uid: string) {
    requireSignedIn(uid);
    count('recordWrite');
    const failure = recordWriteFailure;
    recordWriteFailure = null;
    if (failure) throw failure;
  }
  const calls: Record<string, number> = {};
  let current: string | null = null; // uid
  let nextId = 1;

  const byEmail = (email: string) => [...users.values()].find((u) => u.email === normalise(email));

  function sessionUser(uid: string): SessionUser {
    const u = users.get(uid);
    if (!u) throw new DataError('auth/user-not-found');
    return { uid, email: u.email, displayName: u.displayName, role: u.role, authTime: u.authTime };
  }

  function emitSession() {
    const value = current ? sessionUser(current) : null;
    sessionListeners.forEach((l) => l(value));
  }

  function accountOf(uid: string): Account {
    return accounts.get(uid) ?? { user: null, subscription: null };
  }

  function emitAccount(uid: string) {
    const error = accountErrors.get(uid);
    accountListeners.get(uid)?.forEach((l) => (error ? l.onError?.(error) : l.cb(accountOf(uid))));
  }

  function store(uid: string, kind: RecordKind): Map<string, AnyRecord> {
    let perUser = records.get(uid);
    if (!perUser) records.set(uid, (perUser = new Map()));
    let perKind = perUser.get(kind);
    if (!perKind) perUser.set(kind, (perKind = new Map()));
    return perKind;
  }

  function emitRecords(uid: string, kind: RecordKind) {
    const list = [...store(uid, kind).values()].map((r) => ({ ...r }));
    recordListeners.get(`${uid}/${kind}`)?.forEach((l) => l(list));
  }

  function categoriesOf(uid: string): CustomCategories {
    return categories.get(uid) ?? EMPTY_CATEGORIES;
  }

  function count(name: string) {
    calls[name] = (calls[name] ?? 0) + 1;
  }

  async function gate(name: HoldName) {
    count(name);
    const hold = holds.get(name);
    if (hold) {
      holds.delete(name);
      await hold;
    }
    const failure = failures.get(name);
    if (failure) {
      failures.delete(name);
      throw failure;
    }
  }

  function requireSignedIn(uid: string) {
    if (current !== uid) throw new DataError('permission-denied', 'Missing or insufficient permissions.');
  }

  function addUser(seed: FakeUserSeed): StoredUser {
    const uid = seed.uid ?? `uid-${nextId++}`;
    const role = seed.role ?? 'user';
    const user: StoredUser = {
      uid,
      email: normalise(seed.email),
      password: seed.password ?? 'secret123',
      displayName: seed.displayName ?? '',
      role,
      disabled: seed.disabled ?? false,
      authTime: new Date(),
    };
    users.set(uid, user);
    if (seed.account !== null) {
      const account = seed.account ?? accountFor('basic-trial');
      accounts.set(uid, {
        user: account.user ? { ...account.user, email: user.email, displayName: user.displayName, role } : null,
        subscription: account.subscription,
      });
    }
    return user;
  }

  options.users?.forEach(addUser);
  if (options.signedInAs) {
    const u = byEmail(options.signedInAs);
    if (!u) throw new Error(`createFakeBackend: no user ${options.signedInAs}`);
    current = u.uid;
  }

  const auth: AuthApi = {
    watchSession(cb) {
      sessionListeners.add(cb);
      cb(current ? sessionUser(current) : null);
      return () => sessionListeners.delete(cb);
    },
    async signIn(email, password) {
      await gate('signIn');
      if (!EMAIL_PATTERN.test(email.trim())) throw new DataError('auth/invalid-email', 'Firebase: Error (auth/invalid-email).');
      const u = byEmail(email);
      if (!u || u.password !== password) {
        throw new DataError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).');
      }
      if (u.disabled) throw new DataError('auth/user-disabled', 'Firebase: Error (auth/user-disabled).');
      u.authTime = new Date();
      current = u.uid;
      emitSession();
      return sessionUser(u.uid);
    },
    async signUp({ displayName, email, password }) {
      await gate('signUp');
      if (!EMAIL_PATTERN.test(email.trim())) throw new DataError('auth/invalid-email', 'Firebase: Error (auth/invalid-email).');
      if (password.length < 6) throw new DataError('auth/weak-password', 'Firebase: Password should be at least 6 characters (auth/weak-password).');
      if (byEmail(email)) throw new DataError('auth/email-already-in-use', 'Firebase: Error (auth/email-already-in-use).');
      const u = addUser({ email, password, displayName: displayName.trim(), account: null });
      if (createAccountOnSignUp) {
        const created = newAccount({ uid: u.uid, email: u.email, displayName: u.displayName }, new Date(), []);
        const now = new Date();
        accounts.set(u.uid, {
          user: { ...created.user, createdAt: now, updatedAt: now, lastLogin: now },
          subscription: { ...created.subscription, createdAt: now, updatedAt: now },
        });
      }
      current = u.uid;
      emitSession();
      emitAccount(u.uid);
      return sessionUser(u.uid);
    },
    async signOut() {
      await gate('signOut');
      current = null;
      emitSession();
    },
    async reauthenticate(password) {
      count('reauthenticate');
      const u = current ? users.get(current) : undefined;
      if (!u) throw new DataError('auth/no-current-user', 'Not signed in.');
      if (u.password !== password) throw new DataError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).');
      u.authTime = new Date();
      emitSession();
    },
    async sendPasswordReset(email) {
      await gate('sendPasswordReset');
      if (!EMAIL_PATTERN.test(email.trim())) throw new DataError('auth/invalid-email', 'Firebase: Error (auth/invalid-email).');
      resetEmails.push(normalise(email));
    },
    // Reset codes of the fake are 'reset:<email>' (what the e-mailed link would carry).
    async verifyPasswordResetCode(code) {
      count('verifyPasswordResetCode');
      const u = code.startsWith('reset:') ? byEmail(code.slice('reset:'.length)) : undefined;
      if (!u || !resetEmails.includes(u.email)) throw new DataError('auth/invalid-action-code', 'Firebase: Error (auth/invalid-action-code).');
      return u.email;
    },
    async confirmPasswordReset(code, newPassword) {
      const email = await auth.verifyPasswordResetCode(code);
      if (newPassword.length < 6) throw new DataError('auth/weak-password', 'Firebase: Password should be at least 6 characters (auth/weak-password).');
      const u = byEmail(email);
      if (u) u.password = newPassword;
      resetEmails.splice(resetEmails.indexOf(email), 1);
    },
    async refreshSession() {
      count('refreshSession');
      if (!current) throw new DataError('auth/no-current-user', 'Not signed in.');
      const u = users.get(current);
      const docRole = accounts.get(current)?.user?.role;
      if (u && docRole) u.role = docRole; // the function set the claim; a refresh brings it in
      emitSession();
    },
  };

  const account: AccountApi = {
    watchAccount(uid, cb, onError) {
      const entry = { cb, onError };
      let set = accountListeners.get(uid);
      if (!set) accountListeners.set(uid, (set = new Set()));
      set.add(entry);
      const error = accountErrors.get(uid);
      if (error) onError?.(error);
      else cb(accountOf(uid));
      return () => set.delete(entry);
    },
    async updateProfile(uid, changes) {
      requireSignedIn(uid);
      const a = accountOf(uid);
      if (!a.user) throw new DataError('not-found', 'No user document.');
      accounts.set(uid, { ...a, user: { ...a.user, ...changes, updatedAt: new Date() } });
      emitAccount(uid);
    },
  };

  const recordsApi: RecordsApi = {
    watchRecords<K extends RecordKind>(
      uid: string,
      kind: K,
      cb: (records: WithId<K>[], info: { complete: boolean }) => void,
    ): Unsubscribe {
      const key = `${uid}/${kind}`;
      const listener = (list: AnyRecord[]) => cb(list as unknown as WithId<K>[], { complete: !partialKinds.has(key) });
      let set = recordListeners.get(key);
      if (!set) recordListeners.set(key, (set = new Set()));
      set.add(listener);
      listener([...store(uid, kind).values()].map((r) => ({ ...r })));
      return () => set.delete(listener);
    },
    async listRecords<K extends RecordKind>(uid: string, kind: K): Promise<WithId<K>[]> {
      return [...store(uid, kind).values()].map((r) => ({ ...r })) as unknown as WithId<K>[];
    },
    async addRecord(uid, kind, input) {
      recordWrite(uid);
      const id = `${kind}-${nextId++}`;
      store(uid, kind).set(id, { ...(input as Record<string, unknown>), id });
      emitRecords(uid, kind);
      return id;
    },
    async updateRecord(uid, kind, id, changes) {
      recordWrite(uid);
      const existing = store(uid, kind).get(id);
      if (!existing) throw new DataError('not-found', `No ${kind} record ${id}.`);
      store(uid, kind).set(id, { ...existing, ...(changes as Record<string, unknown>), id });
      const patch = changes as Record<string, unknown>;
      const expenseId = kind === 'salaries' ? String(existing.expenseId ?? '') : '';
      const expense = expenseId ? store(uid, 'expenses').get(expenseId) : undefined;
      if (expense) {
        const next = { ...expense };
        if ('amount' in patch) next.amount = patch.amount;
        if ('payDate' in patch) next.date = patch.payDate;
        if ('employeeName' in patch) next.description = `Salary - ${String(patch.employeeName)}`;
        store(uid, 'expenses').set(expenseId, next);
        emitRecords(uid, 'expenses');
      }
      const salaryId = kind === 'expenses' ? String(existing.salaryId ?? '') : '';
      const salary = salaryId ? store(uid, 'salaries').get(salaryId) : undefined;
      if (salary && salary.expenseId === id && ('amount' in patch || 'date' in patch)) {
        const next = { ...salary };
        if ('amount' in patch) next.amount = patch.amount;
        if ('date' in patch) next.payDate = patch.date;
        store(uid, 'salaries').set(salaryId, next);
        emitRecords(uid, 'salaries');
      }
      emitRecords(uid, kind);
    },
    async removeRecord(uid, kind, id) {
      recordWrite(uid);
      const removed = store(uid, kind).get(id);
      store(uid, kind).delete(id);
      if (kind === 'employees') {
        for (const [taskId, task] of store(uid, 'tasks')) {
          const assigned = (task.assignedEmployees as string[] | undefined) ?? [];
          if (assigned.includes(id)) store(uid, 'tasks').set(taskId, { ...task, assignedEmployees: assigned.filter((e) => e !== id) });
        }
        emitRecords(uid, 'tasks');
      }
      const salaryId = kind === 'expenses' ? String(removed?.salaryId ?? '') : '';
      const salary = salaryId ? store(uid, 'salaries').get(salaryId) : undefined;
      if (salary && salary.expenseId === id) {
        store(uid, 'salaries').set(salaryId, { ...salary, expenseId: '' });
        emitRecords(uid, 'salaries');
      }
      emitRecords(uid, kind);
    },
    async removeSalary(uid, id, { withExpense }) {
      recordWrite(uid);
      const salary = store(uid, 'salaries').get(id);
      store(uid, 'salaries').delete(id);
      const expenseId = String(salary?.expenseId ?? '');
      const expense = expenseId ? store(uid, 'expenses').get(expenseId) : undefined;
      if (expense) {
        if (withExpense) store(uid, 'expenses').delete(expenseId);
        else store(uid, 'expenses').set(expenseId, { ...expense, salaryId: '' });
      }
      emitRecords(uid, 'salaries');
      emitRecords(uid, 'expenses');
    },
    async addSalaryWithExpense(uid, input: RecordInput<'salaries'>) {
      recordWrite(uid);
      const salaryId = `salaries-${nextId++}`;
      const expenseId = `expenses-${nextId++}`;
      store(uid, 'salaries').set(salaryId, { ...input, id: salaryId, expenseId });
      store(uid, 'expenses').set(expenseId, { ...generatedExpenseFor(input, salaryId), id: expenseId });
      emitRecords(uid, 'salaries');
      emitRecords(uid, 'expenses');
      return { salaryId, expenseId };
    },
    watchCategories(uid, cb) {
      let set = categoryListeners.get(uid);
      if (!set) categoryListeners.set(uid, (set = new Set()));
      set.add(cb);
      cb(categoriesOf(uid));
      return () => set.delete(cb);
    },
    async addCategory(uid, group, name) {
      recordWrite(uid);
      const result = addCategoryName(categoriesOf(uid), group, name);
      if (!result.ok) throw new DataError('invalid-argument', result.message);
      categories.set(uid, result.value);
      categoryListeners.get(uid)?.forEach((l) => l(result.value));
    },
  };

  const control: FakeBackendControl = {
    uidOf(email) {
      const u = byEmail(email);
      if (!u) throw new Error(`fake backend: no user ${email}`);
      return u.uid;
    },
    setSession(email) {
      current = email === null ? null : control.uidOf(email);
      emitSession();
    },
    setAccount(uid, value) {
      accounts.set(uid, value);
      emitAccount(uid);
    },
    failAccount(uid, error) {
      accountErrors.set(uid, error);
      emitAccount(uid);
    },
    hold(method) {
      let release!: () => void;
      holds.set(method, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
    failNext(method, error) {
      failures.set(method, error);
    },
    failNextRecordWrite(error) {
      recordWriteFailure = error;
    },
    seedRecords(uid, kind, list) {
      const perKind = store(uid, kind);
      for (const r of list) perKind.set(r.id, { ...(r as unknown as AnyRecord) });
      emitRecords(uid, kind);
    },
    records<K extends RecordKind>(uid: string, kind: K) {
      return [...store(uid, kind).values()].map((r) => ({ ...r })) as unknown as WithId<K>[];
    },
    setPartial(uid, kind, partial) {
      if (partial) partialKinds.add(`${uid}/${kind}`);
      else partialKinds.delete(`${uid}/${kind}`);
      emitRecords(uid, kind);
    },
    get resetEmails() {
      return [...resetEmails];
    },
    get calls() {
      return { ...calls };
    },
  };

  return {
    auth,
    account,
    records: recordsApi,
    contact: fakeContactApi(recordsApi),
    dashboard: fakeDashboardApi(recordsApi),
    billing: fakeBillingApi(recordsApi),
    transfer: fakeTransferApi(recordsApi),
    settings: fakeSettingsApi({
      currentUid: () => current,
      passwordOf: (uid) => users.get(uid)?.password,
      setPassword: (uid, password) => {
        const u = users.get(uid);
        if (u) u.password = password;
      },
      emailOf: (uid) => users.get(uid)?.email,
      patchUser: (uid, changes) => {
        const a = accountOf(uid);
        if (a.user) control.setAccount(uid, { ...a, user: { ...a.user, ...changes } });
      },
      renewSession: (uid) => {
        const u = users.get(uid);
        if (u) u.authTime = new Date(Date.now() + 1);
        emitSession();
      },
    }),
    control,
  };
}
