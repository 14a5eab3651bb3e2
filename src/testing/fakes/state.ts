// The shared in-memory state of the fake backend (users, accounts, records, listeners, call
// counts, holds and failures) and the small helpers each fake area uses on it.
import { DataError } from '../../data/contract';
import type { Account, MemberDoc, Membership, SessionUser } from '../../data/contract';
import { canWriteRecords } from '../../domain/accounts';
import { recordAccessOf } from '../../domain/record-access';
import type { RecordAccess } from '../../domain/record-access';
import { EMPTY_CATEGORIES } from '../../domain/record-rules';
import type { CustomCategories, RecordKind, Role } from '../../domain/types';
import type { HistoryEntry } from '../../domain/history';

export type StoredUser = {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: Role;
  disabled: boolean;
  authTime: Date;
  emailVerified: boolean;
};

export type HoldName = 'signIn' | 'signUp' | 'signOut' | 'sendPasswordReset';

export type AnyRecord = { id: string } & Record<string, unknown>;

export type FakeState = {
  users: Map<string, StoredUser>; // by uid
  accounts: Map<string, Account>;
  accountErrors: Map<string, DataError>;
  /** Member documents by account id, then uid. An account without an entry has its founder (id = uid) as owner. */
  members: Map<string, Map<string, MemberDoc>>;
  /** Account names by account id (default: the founder's display name). */
  accountNames: Map<string, string>;
  membershipListeners: Map<string, Set<{ emit: () => void }>>;
  records: Map<string, Map<RecordKind, Map<string, AnyRecord>>>;
  /** Deals by account id, then id (the deals fake writes them; a revenue's deletion reaches them). */
  deals: Map<string, Map<string, AnyRecord>>;
  /** Watchers of an account's deals. */
  dealListeners: Map<string, Set<() => void>>;
  categories: Map<string, CustomCategories>;
  sessionListeners: Set<(u: SessionUser | null) => void>;
  /** Account streams, kept under the person's uid and under the open account's id. */
  accountListeners: Map<string, Set<{ emit: () => void }>>;
  recordListeners: Map<string, Set<(list: AnyRecord[]) => void>>;
  /** `${uid}/${kind}` held as still arriving. */
  partialKinds: Set<string>;
  categoryListeners: Map<string, Set<(c: CustomCategories) => void>>;
  holds: Map<HoldName, Promise<void>>;
  failures: Map<HoldName, DataError>;
  resetEmails: string[];
  /** E-mails a verification link was sent to (its code in the fake: 'verify:<email>'). */
  verifyEmails: string[];
  recordWriteFailure: DataError | null;
  calls: Record<string, number>;
  /** The signed-in uid. */
  current: string | null;
  nextId: number;
  /** History entries by account id, in the order written (src/testing/fakes/history.ts). */
  history: Map<string, HistoryEntry[]>;
  historyListeners: Map<string, Set<() => void>>;
  /** Global dataRetentionDays as the fake's history reads it. */
  retentionDays: number;
};

export function createFakeState(): FakeState {
  return {
    users: new Map(),
    accounts: new Map(),
    accountErrors: new Map(),
    members: new Map(),
    accountNames: new Map(),
    membershipListeners: new Map(),
    records: new Map(),
    deals: new Map(),
    dealListeners: new Map(),
    categories: new Map(),
    sessionListeners: new Set(),
    accountListeners: new Map(),
    recordListeners: new Map(),
    partialKinds: new Set(),
    categoryListeners: new Map(),
    holds: new Map(),
    failures: new Map(),
    resetEmails: [],
    verifyEmails: [],
    recordWriteFailure: null,
    calls: {},
    current: null,
    nextId: 1,
    history: new Map(),
    historyListeners: new Map(),
    retentionDays: 2555,
  };
}

export const normalise = (email: string) => email.trim().toLowerCase();

export const byEmail = (state: FakeState, email: string) => [...state.users.values()].find((u) => u.email === normalise(email));

export function count(state: FakeState, name: string) {
  state.calls[name] = (state.calls[name] ?? 0) + 1;
}

export function sessionUser(state: FakeState, uid: string): SessionUser {
  const u = state.users.get(uid);
  if (!u) throw new DataError('auth/user-not-found');
  return { uid, email: u.email, displayName: u.displayName, role: u.role, authTime: u.authTime, emailVerified: u.emailVerified };
}

export function emitSession(state: FakeState) {
  const value = state.current ? sessionUser(state, state.current) : null;
  state.sessionListeners.forEach((l) => l(value));
}

export function accountOf(state: FakeState, uid: string): Account {
  return state.accounts.get(uid) ?? { user: null, subscription: null };
}

/** The person's user document with the subscription of `accountId`. */
export function openAccountOf(state: FakeState, uid: string, accountId: string): Account {
  return { user: accountOf(state, uid).user, subscription: accountOf(state, accountId).subscription };
}

export function emitAccount(state: FakeState, uid: string) {
  // Listeners are kept per person and per account: `uid` may be either.
  state.accountListeners.get(uid)?.forEach((l) => l.emit());
}

export function memberOf(state: FakeState, accountId: string, uid: string): MemberDoc | null {
  const members = state.members.get(accountId);
  if (members) return members.get(uid) ?? null;
  const founder = state.users.get(accountId);
  if (accountId !== uid || !founder) return null;
  return {
    role: 'owner',
    ownRecordsOnly: false,
    payroll: true,
    email: founder.email,
    displayName: founder.displayName,
    joinedAt: new Date(0),
    invitedBy: null,
  };
}

export function membershipOf(state: FakeState, accountId: string, uid: string): Membership {
  const member = memberOf(state, accountId, uid);
  const founder = state.users.get(accountId);
  const name = state.accountNames.get(accountId) ?? founder?.displayName ?? '';
  const known = state.members.has(accountId) || founder !== undefined;
  // As the rules: a person who is not a member reads neither document.
  const account = member && known ? { id: accountId, name, createdBy: accountId, createdAt: new Date(0), updatedAt: new Date(0) } : null;
  return { accountId, account, member };
}

export function emitMembership(state: FakeState, accountId: string) {
  state.membershipListeners.get(accountId)?.forEach((l) => l.emit());
}

/** The records of one user and kind (created empty on first use). */
export function store(state: FakeState, uid: string, kind: RecordKind): Map<string, AnyRecord> {
  let perUser = state.records.get(uid);
  if (!perUser) state.records.set(uid, (perUser = new Map()));
  let perKind = perUser.get(kind);
  if (!perKind) perUser.set(kind, (perKind = new Map()));
  return perKind;
}

export function emitRecords(state: FakeState, uid: string, kind: RecordKind) {
  const list = [...store(state, uid, kind).values()].map((r) => ({ ...r }));
  state.recordListeners.get(`${uid}/${kind}`)?.forEach((l) => l(list));
}

/** The deals of one account (created empty on first use). */
export function dealStore(state: FakeState, accountId: string): Map<string, AnyRecord> {
  let deals = state.deals.get(accountId);
  if (!deals) state.deals.set(accountId, (deals = new Map()));
  return deals;
}

export function emitDeals(state: FakeState, accountId: string) {
  state.dealListeners.get(accountId)?.forEach((emit) => emit());
}

export function categoriesOf(state: FakeState, uid: string): CustomCategories {
  return state.categories.get(uid) ?? EMPTY_CATEGORIES;
}

/** Counts a call, waits for a hold on it and throws a failure set for it. */
export async function gate(state: FakeState, name: HoldName) {
  count(state, name);
  const hold = state.holds.get(name);
  if (hold) {
    state.holds.delete(name);
    await hold;
  }
  const failure = state.failures.get(name);
  if (failure) {
    state.failures.delete(name);
    throw failure;
  }
}

export function requireSignedIn(state: FakeState, uid: string) {
  if (state.current !== uid) throw new DataError('permission-denied', 'Missing or insufficient permissions.');
}

/** Every record write: by a member of the account who may write (as the rules), counted, and failing once when told to. */
/** What the rules answer to a request they refuse. */
export const refused = () => new DataError('permission-denied', 'Missing or insufficient permissions.');

/** The signed-in person, their member document in the account, and the switches the rules read from it. */
export function accessIn(state: FakeState, accountId: string): { me: string; member: MemberDoc | null; access: RecordAccess } {
  const me = state.current ?? '';
  const member = me ? memberOf(state, accountId, me) : null;
  return { me, member, access: recordAccessOf(member) };
}

export function recordWrite(state: FakeState, accountId: string) {
  const member = state.current ? memberOf(state, accountId, state.current) : null;
  if (!member || !canWriteRecords(member.role)) throw new DataError('permission-denied', 'Missing or insufficient permissions.');
  count(state, 'recordWrite');
  const failure = state.recordWriteFailure;
  state.recordWriteFailure = null;
  if (failure) throw failure;
}
