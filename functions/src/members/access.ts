// What every member callable checks and reads: the caller's member document in the account (never
// their ID token's claims), the account, its seats, and the account's activity entries.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { canManageAccount, isAccountRole } from '../../../src/domain/accounts';
import type { AccountRole, MemberDoc } from '../../../src/domain/accounts';
import { invitationState, MEMBER_MESSAGES } from '../../../src/domain/invitations';
import type { MemberActivityType } from '../../../src/domain/invitations';
import { effectivePlanSeats, PLAN_SEATS_DOC, readPlanSeats, seatAvailable, seatLimit, seatRefusal, seatsUsed } from '../../../src/domain/seats';
import type { PlanSeats, SeatAction } from '../../../src/domain/seats';
import { parseGlobalSettings } from '../../../src/domain/system-settings/global';
import { isPlanId } from '../../../src/domain/plans';
import type { PlanId } from '../../../src/domain/types';
import { GUARD_MESSAGES } from '../shared/guards';

/** The signed-in caller of a member callable. */
export type MemberCaller = { uid: string; email: string; emailVerified: boolean; name: string };

export function signedIn(request: CallableRequest): MemberCaller {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', GUARD_MESSAGES.signIn);
  const token = auth.token as Record<string, unknown>;
  return {
    uid: auth.uid,
    email: typeof token.email === 'string' ? token.email.toLowerCase() : '',
    emailVerified: token.email_verified === true,
    name: typeof token.name === 'string' ? token.name : '',
  };
}

export const refuse = (code: 'invalid-argument' | 'permission-denied' | 'failed-precondition' | 'not-found' | 'already-exists', message: string) =>
  new HttpsError(code, message);

/** A parsed request's value, or `invalid-argument` with its first message. */
export function valueOr<T>(result: { ok: true; value: T } | { ok: false; errors: Record<string, string> }): T {
  if (result.ok) return result.value;
  throw refuse('invalid-argument', Object.values(result.errors)[0] ?? MEMBER_MESSAGES.badRequest);
}

export const accountRef = (db: Firestore, accountId: string) => db.doc(`accounts/${accountId}`);
export const memberRef = (db: Firestore, accountId: string, uid: string) => db.doc(`accounts/${accountId}/members/${uid}`);
export const userRef = (db: Firestore, uid: string) => db.doc(`users/${uid}`);

/** A member document as stored, or null when it has no valid role. */
export function memberFrom(data: Record<string, unknown> | undefined): (Omit<MemberDoc, 'joinedAt'> & { joinedAt: unknown }) | null {
  if (!data || !isAccountRole(data.role)) return null;
  return {
    role: data.role,
    ownRecordsOnly: data.ownRecordsOnly === true,
    payroll: data.payroll === true,
    email: typeof data.email === 'string' ? data.email : '',
    displayName: typeof data.displayName === 'string' ? data.displayName : '',
    joinedAt: data.joinedAt ?? null,
    invitedBy: typeof data.invitedBy === 'string' ? data.invitedBy : null,
  };
}

type Reader = Pick<Transaction, 'get'> | null;

async function read(ref: DocumentReference, tx: Reader) {
  return tx ? tx.get(ref) : ref.get();
}

/** The caller's (or anyone's) member document in the account, or null. */
export async function memberOf(db: Firestore, accountId: string, uid: string, tx: Reader = null) {
  return memberFrom((await read(memberRef(db, accountId, uid), tx)).data());
}

/** The caller's membership, or `permission-denied` (the account's existence is not told). */
export async function requireMember(db: Firestore, accountId: string, uid: string, tx: Reader = null) {
  const member = await memberOf(db, accountId, uid, tx);
  if (!member) throw refuse('permission-denied', MEMBER_MESSAGES.notMember);
  return member;
}

/** The caller's membership when they are an owner or a manager, else `permission-denied`. */
export async function requireManager(db: Firestore, accountId: string, uid: string, tx: Reader = null) {
  const member = await requireMember(db, accountId, uid, tx);
  if (!canManageAccount(member.role)) throw refuse('permission-denied', MEMBER_MESSAGES.manageOnly);
  return member;
}

/** The account's name, or `not-found`. */
export async function accountName(db: Firestore, accountId: string, tx: Reader = null): Promise<string> {
  const snap = await read(accountRef(db, accountId), tx);
  if (!snap.exists) throw refuse('not-found', MEMBER_MESSAGES.accountMissing);
  const name = snap.get('name');
  return typeof name === 'string' && name.trim() !== '' ? name : 'My business';
}

/** The name the account's activity and the invitation show for a member. */
export const nameOf = (member: { displayName: string; email: string } | null, caller: MemberCaller) =>
  member?.displayName || caller.name || member?.email || caller.email || 'A member';

/** How many owners the account has (read in the transaction that changes one). */
export async function ownerCount(db: Firestore, accountId: string, tx: Transaction): Promise<number> {
  const owners = await tx.get(db.collection(`accounts/${accountId}/members`).where('role', '==', 'owner'));
  return owners.size;
}

export type SeatContext = { planId: PlanId; limit: number | null; used: number; seats: PlanSeats };

/**
 * The account's seats in a transaction: its plan (subscriptions/{accountId}, Basic when there is
 * none), the seats of the plans (systemSettings/plans, capped by systemSettings/global's
 * maxUsersPerAccount), and the seats taken by members and by pending, unexpired invitations
 * (`exceptInvitation` left out: the one being accepted).
 */
export async function seatContext(db: Firestore, accountId: string, tx: Transaction, now: Date, exceptInvitation?: string): Promise<SeatContext> {
  const [subscription, plans, global, members, pending] = await Promise.all([
    tx.get(db.doc(`subscriptions/${accountId}`)),
    tx.get(db.doc(PLAN_SEATS_DOC)),
    tx.get(db.doc('systemSettings/global')),
    tx.get(db.collection(`accounts/${accountId}/members`)),
    tx.get(db.collection('invitations').where('accountId', '==', accountId).where('status', '==', 'pending')),
  ]);
  const stored = subscription.get('planId');
  const planId: PlanId = isPlanId(stored) ? stored : 'basic';
  const overrides = readPlanSeats(plans.data());
  const max = parseGlobalSettings(global.data()).maxUsersPerAccount;
  const invitationRoles = pending.docs.filter((d) => d.id !== exceptInvitation && invitationState(d.data(), now) === 'pending').map((d) => d.get('role'));
  return {
    planId,
    limit: seatLimit(planId, overrides, max),
    used: seatsUsed(
      members.docs.map((d) => d.get('role')),
      invitationRoles,
    ),
    seats: effectivePlanSeats(overrides, max),
  };
}

/** `failed-precondition` with the seat message when one more `role` does not fit. */
export function requireSeat(context: SeatContext, role: AccountRole, action: SeatAction, alreadyCounted = 0): void {
  if (seatAvailable(context.limit, context.used - alreadyCounted, role)) return;
  throw refuse('failed-precondition', seatRefusal({ planId: context.planId, limit: context.limit ?? 0, seats: context.seats, action }));
}

export type ActivityEntry = {
  type: MemberActivityType;
  actorUid: string;
  actorName: string;
  targetEmail?: string;
  targetUid?: string;
  role?: AccountRole;
  /** Other facts of the entry (a role's previous value, the changed flags). */
  details?: Record<string, string | boolean | null>;
};

/** Adds an entry to accounts/{accountId}/activity in the transaction or batch of the change. */
export function writeActivity(db: Firestore, accountId: string, entry: ActivityEntry, tx: Transaction, now: Date): void {
  const doc: Record<string, unknown> = { type: entry.type, actorUid: entry.actorUid, actorName: entry.actorName, at: now };
  if (entry.targetEmail !== undefined) doc.targetEmail = entry.targetEmail;
  if (entry.targetUid !== undefined) doc.targetUid = entry.targetUid;
  if (entry.role !== undefined) doc.role = entry.role;
  if (entry.details !== undefined) doc.details = entry.details;
  tx.set(db.collection(`accounts/${accountId}/activity`).doc(), doc);
}

/** users/{uid}.accounts[accountId] set to the role, or removed (null). */
export function membershipWrite(db: Firestore, uid: string, accountId: string, role: AccountRole | null, tx: Transaction): void {
  tx.set(userRef(db, uid), { accounts: { [accountId]: role ?? FieldValue.delete() } }, { merge: true });
}
