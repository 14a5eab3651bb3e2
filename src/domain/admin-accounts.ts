// The admin area's view of an account (docs/product/admin.md#subscription-override): one summary
// document per account, adminAccounts/{accountId}, kept by functions from the account, its
// members and its subscription (functions/src/admin/account-summary.ts). Staff search it (name,
// owner's e-mail, any member's e-mail) and the analytics count it with aggregation queries, so a
// visit never reads every member of every account (docs/decisions/0190).
import { isAccountRole } from './accounts';
import type { AccountRole } from './accounts';
import { isPlanId } from './plans';
import { takesSeat } from './seats';
import type { PlanSeats } from './seats';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from './types';
import type { PlanId, SubscriptionStatus } from './types';

export const ADMIN_ACCOUNTS = 'adminAccounts';

/** adminAccounts/{accountId}: written only by functions; staff read it. */
export type AdminAccountSummary = {
  accountId: string;
  name: string;
  /** Lower-cased name, for prefix search. */
  nameLower: string;
  /** The founder while they are an owner of it, else the first owner by e-mail; '' without one. */
  ownerUid: string;
  ownerEmail: string;
  /** Every member's e-mail, lower-cased, sorted (array-contains search). */
  memberEmails: string[];
  /** Members of every role. */
  members: number;
  /** Members whose role takes a seat (viewers do not). */
  seatsUsed: number;
  planId: PlanId;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  createdAt: Date | null;
};

export type SummarySource = {
  accountId: string;
  account: { name?: unknown; createdBy?: unknown; createdAt?: unknown } | null;
  members: { uid: string; role?: unknown; email?: unknown }[];
  subscription: { planId?: unknown; status?: unknown; trialEndsAt?: unknown } | null;
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const dateOf = (v: unknown): Date | null => {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (v && typeof (v as { toDate?: unknown }).toDate === 'function') return (v as { toDate: () => Date }).toDate();
  return null;
};

/** The summary of an account from its documents; null when the account does not exist. */
export function accountSummaryOf(src: SummarySource): AdminAccountSummary | null {
  if (!src.account) return null;
  const name = text(src.account.name) || src.accountId;
  const createdBy = text(src.account.createdBy);
  const members = src.members.map((m) => ({ uid: m.uid, role: isAccountRole(m.role) ? m.role : null, email: text(m.email).toLowerCase() }));
  const owners = members.filter((m) => m.role === 'owner').sort((a, b) => a.email.localeCompare(b.email) || a.uid.localeCompare(b.uid));
  const owner = owners.find((m) => m.uid === createdBy) ?? owners[0];
  const planId = isPlanId(src.subscription?.planId) ? src.subscription.planId : 'basic';
  const status = (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(src.subscription?.status) ? (src.subscription?.status as SubscriptionStatus) : 'trial';
  return {
    accountId: src.accountId,
    name,
    nameLower: name.toLowerCase(),
    ownerUid: owner?.uid ?? '',
    ownerEmail: owner?.email ?? '',
    memberEmails: [...new Set(members.map((m) => m.email).filter((e) => e !== ''))].sort(),
    members: members.filter((m) => m.role !== null).length,
    seatsUsed: members.filter((m) => takesSeat(m.role)).length,
    planId,
    status,
    trialEndsAt: dateOf(src.subscription?.trialEndsAt),
    createdAt: dateOf(src.account.createdAt),
  };
}

/** The fields of each source document a summary is built from (accountSummaryOf reads no other). */
export const SUMMARY_INPUTS = {
  account: ['name', 'createdBy', 'createdAt'],
  member: ['role', 'email'],
  subscription: ['planId', 'status', 'trialEndsAt'],
} as const;

const sameInput = (a: unknown, b: unknown) => {
  const da = dateOf(a);
  const db = dateOf(b);
  if (da || db) return (da?.getTime() ?? null) === (db?.getTime() ?? null);
  return a === b;
};

/**
 * Whether a write of one source document can change the summary: it was created or deleted, or
 * one of the fields the summary reads changed. Every other write (a member's last visit, a
 * subscription's payment details, the account's settings) needs no rebuild, so the triggers skip
 * its transaction.
 */
export function touchesSummary(
  source: keyof typeof SUMMARY_INPUTS,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  if (!before || !after) return before !== after;
  return SUMMARY_INPUTS[source].some((field) => !sameInput(before[field], after[field]));
}

const sameDate = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Whether a stored summary already says what `next` says (a rebuild that changes nothing writes nothing). */
export function sameSummary(stored: AdminAccountSummary | null, next: AdminAccountSummary | null): boolean {
  if (!stored || !next) return stored === next;
  return (
    stored.accountId === next.accountId &&
    stored.name === next.name &&
    stored.nameLower === next.nameLower &&
    stored.ownerUid === next.ownerUid &&
    stored.ownerEmail === next.ownerEmail &&
    stored.memberEmails.join('\n') === next.memberEmails.join('\n') &&
    stored.members === next.members &&
    stored.seatsUsed === next.seatsUsed &&
    stored.planId === next.planId &&
    stored.status === next.status &&
    sameDate(stored.trialEndsAt, next.trialEndsAt) &&
    sameDate(stored.createdAt, next.createdAt)
  );
}

/** A stored summary read leniently (a missing field gets its empty value). */
export function readAccountSummary(id: string, d: Record<string, unknown> | undefined): AdminAccountSummary | null {
  if (!d) return null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    accountId: id,
    name: text(d.name) || id,
    nameLower: text(d.nameLower),
    ownerUid: text(d.ownerUid),
    ownerEmail: text(d.ownerEmail),
    memberEmails: Array.isArray(d.memberEmails) ? d.memberEmails.filter((e): e is string => typeof e === 'string') : [],
    members: num(d.members),
    seatsUsed: num(d.seatsUsed),
    planId: isPlanId(d.planId) ? d.planId : 'basic',
    status: (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(d.status) ? (d.status as SubscriptionStatus) : 'trial',
    trialEndsAt: dateOf(d.trialEndsAt),
    createdAt: dateOf(d.createdAt),
  };
}

// ------------------------------------------------------------------------------- search

/** Each of the three searches answers at most this many accounts. */
export const ACCOUNT_SEARCH_LIMIT = 20;

/** The search term as stored fields hold it (lower-cased, trimmed, at most 320 characters). */
export const accountSearchTerm = (v: unknown) => text(v).toLowerCase().slice(0, 320);

/** Whether an account matches a search: name or owner's e-mail starting with it, or a member's e-mail equal to it. */
export function matchesAccountSearch(s: AdminAccountSummary, term: string): boolean {
  const t = accountSearchTerm(term);
  if (!t) return true;
  return s.nameLower.startsWith(t) || s.ownerEmail.startsWith(t) || s.memberEmails.includes(t);
}

/** Search answers merged: one row per account, by name. */
export function mergeSearchAnswers(answers: AdminAccountSummary[][]): AdminAccountSummary[] {
  const byId = new Map<string, AdminAccountSummary>();
  for (const list of answers) for (const s of list) byId.set(s.accountId, s);
  return [...byId.values()].sort((a, b) => a.nameLower.localeCompare(b.nameLower) || a.accountId.localeCompare(b.accountId));
}

// ------------------------------------------------------------------------------- seats

/** An account is near its seat limit from this share of its seats in use (and below the limit). */
export const NEAR_SEAT_SHARE = 0.8;

/**
 * The seats-used ranges counted per plan: at the limit (`used >= limit`) and near it
 * (`nearFrom <= used < limit`); null for a plan without a limit.
 */
export function seatThresholds(limit: number | null): { nearFrom: number; limit: number } | null {
  if (limit === null) return null;
  return { nearFrom: Math.max(1, Math.ceil(limit * NEAR_SEAT_SHARE)), limit };
}

export type SeatState = 'full' | 'near' | 'ok' | 'unlimited';

export function seatState(used: number, limit: number | null): SeatState {
  const th = seatThresholds(limit);
  if (!th) return 'unlimited';
  if (used >= th.limit) return 'full';
  if (used >= th.nearFrom) return 'near';
  return 'ok';
}

/** The size groups of "members per account", by lower bound. */
export const MEMBER_GROUPS = [
  { key: 'one', from: 1 },
  { key: 'small', from: 2 },
  { key: 'medium', from: 6 },
  { key: 'large', from: 11 },
] as const;
export type MemberGroup = (typeof MEMBER_GROUPS)[number]['key'];

/** Counts behind the seats figures of System Analytics. */
export type SeatCounts = {
  /** Members over every account (sum of `members`). */
  members: number;
  /** Seats in use over every account (sum of `seatsUsed`). */
  seatsUsed: number;
  /** Accounts with at least `from` members, per group lower bound (2, 6, 11). */
  atLeast: { 2: number; 6: number; 11: number };
  /** Per plan with a limit: accounts at their seat limit and near it. */
  fullByPlan: Record<PlanId, number>;
  nearByPlan: Record<PlanId, number>;
  /** The seats of each plan these were counted against. */
  seats: PlanSeats;
};

export type SeatFigures = {
  /** Members per account, 1 decimal (0 without accounts). */
  membersPerAccount: number;
  seatsPerAccount: number;
  groups: { key: MemberGroup; accounts: number }[];
  /** Accounts with every seat in use, and those near it, in total and per plan. */
  atLimit: number;
  nearLimit: number;
  byPlan: { planId: PlanId; seats: number | null; atLimit: number; nearLimit: number }[];
};

const round1 = (n: number) => Math.round(n * 10) / 10;

export function seatFigures(totalAccounts: number, c: SeatCounts): SeatFigures {
  const withMembers = [totalAccounts, c.atLeast[2], c.atLeast[6], c.atLeast[11], 0];
  return {
    membersPerAccount: totalAccounts > 0 ? round1(c.members / totalAccounts) : 0,
    seatsPerAccount: totalAccounts > 0 ? round1(c.seatsUsed / totalAccounts) : 0,
    groups: MEMBER_GROUPS.map((g, i) => ({ key: g.key, accounts: Math.max(0, (withMembers[i] ?? 0) - (withMembers[i + 1] ?? 0)) })),
    atLimit: PLAN_IDS.reduce((s, p) => s + c.fullByPlan[p], 0),
    nearLimit: PLAN_IDS.reduce((s, p) => s + c.nearByPlan[p], 0),
    byPlan: PLAN_IDS.map((p) => ({ planId: p, seats: c.seats[p], atLimit: c.fullByPlan[p], nearLimit: c.nearByPlan[p] })),
  };
}

// ------------------------------------------------------------------------------- the override page

export type AccountMemberRow = { uid: string; email: string; displayName: string; role: AccountRole };

const ROLE_ORDER: Record<AccountRole, number> = { owner: 0, manager: 1, member: 2, viewer: 3 };

/** Members as the override page lists them: owners first, then managers, members, viewers; by e-mail. */
export function sortMembers<T extends { role: AccountRole; email: string }>(members: T[]): T[] {
  return [...members].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.email.localeCompare(b.email));
}

export const ADMIN_ACCOUNT_MESSAGES = {
  noAccounts: 'No accounts match your search',
  searchHint: 'Search by account name, owner e-mail or a member e-mail.',
} as const;
