// Changing an account's members (docs/product/accounts.md): roles and flags, removal, leaving and
// handing the account over. Each runs in one transaction with the member document, the person's
// users/{uid}.accounts entry and the account's activity entry; the account always keeps an owner.
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { AccountRole } from '../../../src/domain/accounts';
import { accountIdOf, isDocId, MEMBER_MESSAGES, parseMemberChange } from '../../../src/domain/invitations';
import { takesSeat } from '../../../src/domain/seats';
import { requestData } from '../shared/guards';
import {
  memberOf,
  memberRef,
  membershipWrite,
  nameOf,
  ownerCount,
  refuse,
  requireManager,
  requireMember,
  requireSeat,
  seatContext,
  signedIn,
  valueOr,
  writeActivity,
} from './access';
import type { MemberDeps } from './invitations';

function accountOf(input: Record<string, unknown>, uid: string): string {
  const accountId = accountIdOf(input, uid);
  if (accountId === null) throw refuse('invalid-argument', MEMBER_MESSAGES.badAccount);
  return accountId;
}

function targetOf(input: Record<string, unknown>): string {
  if (!isDocId(input.uid)) throw refuse('invalid-argument', MEMBER_MESSAGES.badUid);
  return input.uid;
}

/**
 * updateMember({ accountId, uid, role?, ownRecordsOnly?, payroll? }) → { uid, role, ownRecordsOnly, payroll }.
 * Owners and managers; a manager changes neither an owner nor anyone into one; the last owner
 * keeps the role; a viewer given a seat role needs a free seat.
 */
export async function updateMember({ db }: MemberDeps, request: CallableRequest) {
  const caller = signedIn(request);
  const change = valueOr(parseMemberChange(requestData(request), caller.uid));
  const { accountId, uid } = change;
  const now = new Date();
  return db.runTransaction(async (tx) => {
    const me = await requireManager(db, accountId, caller.uid, tx);
    const target = await memberOf(db, accountId, uid, tx);
    if (!target) throw refuse('not-found', MEMBER_MESSAGES.noSuchMember);
    const role: AccountRole = change.role ?? target.role;
    if (me.role !== 'owner' && (target.role === 'owner' || role === 'owner')) throw refuse('permission-denied', MEMBER_MESSAGES.managerChangesOwner);
    if (target.role === 'owner' && role !== 'owner' && (await ownerCount(db, accountId, tx)) <= 1) {
      throw refuse('failed-precondition', MEMBER_MESSAGES.lastOwner);
    }
    if (!takesSeat(target.role) && takesSeat(role)) requireSeat(await seatContext(db, accountId, tx, now), role, 'promote');
    const manages = role === 'owner' || role === 'manager';
    const next = {
      role,
      // The switches restrict Members and Viewers; owners and managers see every record and payroll.
      ownRecordsOnly: manages ? false : (change.ownRecordsOnly ?? target.ownRecordsOnly),
      payroll: manages ? true : (change.payroll ?? target.payroll),
    };
    tx.update(memberRef(db, accountId, uid), next);
    if (role !== target.role) membershipWrite(db, uid, accountId, role, tx);
    writeActivity(
      db,
      accountId,
      {
        type: 'ROLE_CHANGED',
        actorUid: caller.uid,
        actorName: nameOf(me, caller),
        targetEmail: target.email,
        targetUid: uid,
        role,
        details: {
          previousRole: target.role,
          ownRecordsOnly: next.ownRecordsOnly,
          payroll: next.payroll,
          previousOwnRecordsOnly: target.ownRecordsOnly,
          previousPayroll: target.payroll,
        },
      },
      tx,
      now,
    );
    return { uid, ...next };
  });
}

/** removeMember({ accountId, uid }) → { uid, removed: true }. The records they made stay in the account. */
export async function removeMember({ db }: MemberDeps, request: CallableRequest) {
  const caller = signedIn(request);
  const input = requestData(request);
  const accountId = accountOf(input, caller.uid);
  const uid = targetOf(input);
  if (uid === caller.uid) throw refuse('invalid-argument', MEMBER_MESSAGES.removeSelf);
  const now = new Date();
  await db.runTransaction(async (tx) => {
    const me = await requireManager(db, accountId, caller.uid, tx);
    const target = await memberOf(db, accountId, uid, tx);
    if (!target) throw refuse('not-found', MEMBER_MESSAGES.noSuchMember);
    if (target.role === 'owner' && me.role !== 'owner') throw refuse('permission-denied', MEMBER_MESSAGES.managerRemovesOwner);
    if (target.role === 'owner' && (await ownerCount(db, accountId, tx)) <= 1) throw refuse('failed-precondition', MEMBER_MESSAGES.lastOwner);
    tx.delete(memberRef(db, accountId, uid));
    membershipWrite(db, uid, accountId, null, tx);
    writeActivity(
      db,
      accountId,
      { type: 'REMOVED', actorUid: caller.uid, actorName: nameOf(me, caller), targetEmail: target.email, targetUid: uid, role: target.role },
      tx,
      now,
    );
  });
  return { uid, removed: true as const };
}

/** leaveAccount({ accountId }) → { accountId, left: true }. The last owner hands the account over first. */
export async function leaveAccount({ db }: MemberDeps, request: CallableRequest) {
  const caller = signedIn(request);
  const accountId = accountOf(requestData(request), caller.uid);
  const now = new Date();
  await db.runTransaction(async (tx) => {
    const me = await requireMember(db, accountId, caller.uid, tx);
    if (me.role === 'owner' && (await ownerCount(db, accountId, tx)) <= 1) throw refuse('failed-precondition', MEMBER_MESSAGES.lastOwnerLeaves);
    tx.delete(memberRef(db, accountId, caller.uid));
    membershipWrite(db, caller.uid, accountId, null, tx);
    writeActivity(
      db,
      accountId,
      { type: 'LEFT', actorUid: caller.uid, actorName: nameOf(me, caller), targetEmail: me.email || caller.email, targetUid: caller.uid, role: me.role },
      tx,
      now,
    );
  });
  return { accountId, left: true as const };
}

/**
 * handOverAccount({ accountId, uid, stepDown? }) → { uid, role: 'owner', callerRole }. An owner
 * makes another member owner; with stepDown the caller becomes a manager.
 */
export async function handOverAccount({ db }: MemberDeps, request: CallableRequest) {
  const caller = signedIn(request);
  const input = requestData(request);
  const accountId = accountOf(input, caller.uid);
  const uid = targetOf(input);
  if (input.stepDown !== undefined && typeof input.stepDown !== 'boolean') {
    throw refuse('invalid-argument', MEMBER_MESSAGES.badFlag.replace('{field}', 'stepDown'));
  }
  const stepDown = input.stepDown === true;
  if (uid === caller.uid) throw refuse('invalid-argument', MEMBER_MESSAGES.handOverSelf);
  const now = new Date();
  return db.runTransaction(async (tx) => {
    const me = await requireMember(db, accountId, caller.uid, tx);
    if (me.role !== 'owner') throw refuse('permission-denied', MEMBER_MESSAGES.handOverOwnerOnly);
    const target = await memberOf(db, accountId, uid, tx);
    if (!target) throw refuse('not-found', MEMBER_MESSAGES.noSuchMember);
    if (!takesSeat(target.role)) requireSeat(await seatContext(db, accountId, tx, now), 'owner', 'promote');
    if (target.role !== 'owner') {
      tx.update(memberRef(db, accountId, uid), { role: 'owner', ownRecordsOnly: false, payroll: true });
      membershipWrite(db, uid, accountId, 'owner', tx);
    }
    const callerRole: AccountRole = stepDown ? 'manager' : 'owner';
    if (stepDown) {
      tx.update(memberRef(db, accountId, caller.uid), { role: 'manager' });
      membershipWrite(db, caller.uid, accountId, 'manager', tx);
    }
    writeActivity(
      db,
      accountId,
      {
        type: 'HANDED_OVER',
        actorUid: caller.uid,
        actorName: nameOf(me, caller),
        targetEmail: target.email,
        targetUid: uid,
        role: 'owner',
        details: { previousRole: target.role, stepDown },
      },
      tx,
      now,
    );
    return { uid, role: 'owner' as const, callerRole };
  });
}
