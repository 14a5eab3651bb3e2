// Seats of an account (docs/product/accounts.md): each plan allows so many members who count as a
// seat (owners, managers and members; viewers are free), and never more than the service's
// `maxUsersPerAccount` (systemSettings/global). The service owner may change the seats of each
// plan in systemSettings/plans `{ seats: { basic, pro, custom } }`; the functions read it.

import { isAccountRole } from './accounts';
import type { AccountRole } from './accounts';
import { getPlan, isPlanId } from './plans';
import { PLAN_IDS } from './types';
import type { PlanId } from './types';

/** Seats of each plan; null means unlimited. */
export type PlanSeats = Record<PlanId, number | null>;

/** The seats of each plan unless systemSettings/plans says otherwise ("custom" is Enterprise). */
export const DEFAULT_PLAN_SEATS: Readonly<PlanSeats> = { basic: 2, pro: 10, custom: null };

/** Where the service owner's seat overrides are stored. */
export const PLAN_SEATS_DOC = 'systemSettings/plans';

export const PLAN_SEATS_RANGE = { min: 1, max: 10000 } as const;

/** Whether a member with this role takes a seat (viewers do not). */
export const takesSeat = (role: AccountRole | null | undefined): boolean => isAccountRole(role) && role !== 'viewer';

const isSeatCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= PLAN_SEATS_RANGE.min && v <= PLAN_SEATS_RANGE.max;

/**
 * The stored overrides (systemSettings/plans) read leniently: a plan whose value is missing or
 * not a whole number in range keeps its default; Enterprise may be null (unlimited).
 */
export function readPlanSeats(doc: unknown): PlanSeats {
  const raw = doc && typeof doc === 'object' ? (doc as Record<string, unknown>).seats : undefined;
  const seats = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out = { ...DEFAULT_PLAN_SEATS };
  for (const id of PLAN_IDS) {
    const v = seats[id];
    if (isSeatCount(v)) out[id] = v;
    else if (v === null && id === 'custom') out[id] = null;
  }
  return out;
}

export const PLAN_SEATS_MESSAGES = {
  notObject: 'Send the seats of each plan: basic, pro and custom.',
  unknownPlan: 'Unknown plan. The plans are basic, pro and custom.',
  wholeNumberBasic: 'The seats of the Basic plan must be a whole number from 1 to 10000.',
  wholeNumberPro: 'The seats of the Pro plan must be a whole number from 1 to 10000.',
  wholeNumberOrUnlimited: 'The seats of the Enterprise plan must be a whole number from 1 to 10000, or empty for unlimited.',
} as const;

export type PlanSeatsResult = { ok: true; value: Partial<PlanSeats> } | { ok: false; errors: Partial<Record<PlanId | 'seats', string>> };

/**
 * The service owner's new seats, checked strictly: each of basic and pro a whole number from 1 to
 * 10000; custom (Enterprise) the same or null for unlimited. A plan left out keeps what is stored
 * (the caller merges the value over readPlanSeats of the stored document).
 */
export function validatePlanSeats(input: unknown): PlanSeatsResult {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ok: false, errors: { seats: PLAN_SEATS_MESSAGES.notObject } };
  const seats = input as Record<string, unknown>;
  const unknown = Object.keys(seats).find((k) => !isPlanId(k));
  if (unknown !== undefined) return { ok: false, errors: { seats: PLAN_SEATS_MESSAGES.unknownPlan } };
  const errors: Partial<Record<PlanId, string>> = {};
  const value: Partial<PlanSeats> = {};
  for (const id of PLAN_IDS) {
    if (!(id in seats)) continue;
    const v = seats[id];
    if (isSeatCount(v)) value[id] = v;
    else if (id === 'custom' && v === null) value[id] = null;
    else
      errors[id] =
        id === 'custom' ? PLAN_SEATS_MESSAGES.wholeNumberOrUnlimited : id === 'pro' ? PLAN_SEATS_MESSAGES.wholeNumberPro : PLAN_SEATS_MESSAGES.wholeNumberBasic;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

const capped = (seats: number | null, max: number | null | undefined): number | null => {
  const cap = typeof max === 'number' && Number.isFinite(max) ? max : null;
  if (seats === null) return cap;
  return cap === null ? seats : Math.min(seats, cap);
};

/**
 * The seats an account on `planId` has: the plan's seats (the overrides, else the defaults; null
 * is unlimited), never more than `maxUsersPerAccount`. Null only when both are unlimited.
 */
export function seatLimit(planId: PlanId, overrides: Partial<PlanSeats> | undefined, maxUsersPerAccount: number | null | undefined): number | null {
  const planSeats = overrides && overrides[planId] !== undefined ? overrides[planId] : DEFAULT_PLAN_SEATS[planId];
  return capped(planSeats ?? null, maxUsersPerAccount);
}

/** Every plan's seats as an account on it has them (seatLimit of each). */
export function effectivePlanSeats(overrides: Partial<PlanSeats> | undefined, maxUsersPerAccount: number | null | undefined): PlanSeats {
  return {
    basic: seatLimit('basic', overrides, maxUsersPerAccount),
    pro: seatLimit('pro', overrides, maxUsersPerAccount),
    custom: seatLimit('custom', overrides, maxUsersPerAccount),
  };
}

/** Seats taken: the members and the pending invitations whose role counts (viewers never do). */
export function seatsUsed(memberRoles: readonly unknown[], pendingInvitationRoles: readonly unknown[] = []): number {
  const count = (roles: readonly unknown[]) => roles.filter((r) => isAccountRole(r) && takesSeat(r)).length;
  return count(memberRoles) + count(pendingInvitationRoles);
}

/** Whether one more person with `role` fits: viewers always do. */
export function seatAvailable(limit: number | null, used: number, role: AccountRole): boolean {
  if (!takesSeat(role)) return true;
  return limit === null || used + 1 <= limit;
}

/** What the person was doing when the seats ran out; the advice follows it. */
export type SeatAction = 'invite' | 'accept' | 'promote';

const NEXT_PLAN: Partial<Record<PlanId, PlanId>> = { basic: 'pro', pro: 'custom' };

const seatWords = (n: number) => (n === 1 ? '1 seat' : `${n} seats`);

/**
 * The refusal when no seat is left, in English, saying how to get one: a larger plan (when it has
 * more seats), a viewer (free), or a member removed. `seats` are the effective seats of every
 * plan (effectivePlanSeats), `limit` the account's.
 */
export function seatRefusal(input: { planId: PlanId; limit: number; seats: PlanSeats; action?: SeatAction }): string {
  const { planId, limit, seats, action = 'invite' } = input;
  const plan = getPlan(planId).name;
  const inUse = limit === 1 ? `The only seat of the ${plan} plan is in use.` : `All ${limit} seats of the ${plan} plan are in use.`;
  const next = NEXT_PLAN[planId];
  const nextSeats = next ? seats[next] : undefined;
  const upgrade =
    next && (nextSeats === null || (typeof nextSeats === 'number' && nextSeats > limit))
      ? `${getPlan(next).name} for ${nextSeats === null ? 'unlimited seats' : seatWords(nextSeats)}`
      : null;
  if (action === 'accept') {
    const ask = upgrade ? `to upgrade to ${upgrade} or to free a seat` : 'to free a seat';
    const full = limit === 1 ? `The only seat of this account's ${plan} plan is in use.` : `All ${limit} seats of this account's ${plan} plan are in use.`;
    return `${full} Ask the account's owner ${ask}.`;
  }
  const viewer = action === 'promote' ? 'keep this person a viewer (viewers are free)' : 'invite this person as a viewer (viewers are free)';
  return upgrade
    ? `${inUse} Upgrade to ${upgrade}, ${viewer}, or remove a member.`
    : `${inUse} ${viewer[0]!.toUpperCase()}${viewer.slice(1)}, or remove a member.`;
}
