// The fake of members and invitations (contract-members.ts): the same checks as the functions
// (functions/src/members): who may invite, change and remove; the e-mail an invitation is bound
// to; single-use links; an account always keeps an owner; the account's activity, written by
// every change and read a page at a time by owners and managers.
import { DataError } from '../../data/contract';
import type { AccountActivityEntry, InvitationView, MemberDoc, MembersApi, MemberView, MyInvitation } from '../../data/contract';
import { ACCOUNT_DELETION_MESSAGES as D, canDeleteAccount, confirmsAccountName, endedTrialAt } from '../../domain/account-deletion';
import { canManageAccount, isAccountRole } from '../../domain/accounts';
import { STEP_UP_MAX_AGE_MS } from '../../domain/staff';
import type { AccountRole } from '../../domain/accounts';
import { MEMBER_MESSAGES as M, parseActivityQuery } from '../../domain/invitations';
import type { MemberActivityType } from '../../domain/invitations';
import { EMAIL_PATTERN } from '../../domain/sanitize';
import { DEFAULT_PLAN_SEATS, seatAvailable, seatLimit, seatRefusal, seatsUsed } from '../../domain/seats';
import { emitAccount, emitRecords, memberOf, membershipOf, normalise } from './state';
import type { FakeState } from './state';

const DAY_MS = 86_400_000;

/** A callable's refusal as the data layer passes it on: `functions/<code>` and the function's text. */
const refuse = (code: string, message: string, details?: unknown) => new DataError(`functions/${code}`, message, details);

type FakeInvitation = {
  id: string;
  accountId: string;
  email: string;
  role: AccountRole;
  token: string;
  expiresAt: Date;
  invitedBy: string;
  status: 'pending' | 'accepted' | 'revoked' | 'declined';
};

type FakeActivity = Omit<AccountActivityEntry, 'target'>;

export type FakeMembersControl = {
  /** The invitations made so far (their tokens included: the fake's "mail"). */
  readonly invitations: readonly FakeInvitation[];
  /** The account's activity entries, oldest first. */
  activity(accountId: string): readonly FakeActivity[];
};

export function fakeMembersApi(
  state: FakeState,
  setMember: (accountId: string, uid: string, member: MemberDoc | null) => void,
): MembersApi & { control: FakeMembersControl } {
  const invitations = new Map<string, FakeInvitation>();
  const memberListeners = new Map<string, Set<() => void>>();
  const activity = new Map<string, FakeActivity[]>();
  let next = 1;
  let lastAt = 0;
  /** Accounts whose deletion has begun, with the documents deleted so far. */
  const deleting = new Map<string, number>();

  const me = () => {
    if (!state.current) throw refuse('unauthenticated', 'Please sign in first.');
    return state.current;
  };
  const managerOf = (accountId: string) => {
    const member = memberOf(state, accountId, me());
    if (!member) throw refuse('permission-denied', M.notMember);
    if (!canManageAccount(member.role)) throw refuse('permission-denied', M.manageOnly);
    return member;
  };
  const membersOf = (accountId: string): MemberView[] => {
    const map = state.members.get(accountId);
    if (map) return [...map.entries()].map(([uid, m]) => ({ ...m, uid }));
    const founder = memberOf(state, accountId, accountId);
    return founder ? [{ ...founder, uid: accountId }] : [];
  };
  const emitMembers = (accountId: string) => memberListeners.get(accountId)?.forEach((l) => l());
  const change = (accountId: string, uid: string, member: MemberDoc | null) => {
    setMember(accountId, uid, member);
    emitMembers(accountId);
  };
  /** As the functions: members with a seat role plus pending invitations with one, against the plan's seats. */
  const checkSeat = (accountId: string, role: AccountRole, action: 'invite' | 'accept' | 'promote', without?: string) => {
    const planId = state.accounts.get(accountId)?.subscription?.planId ?? 'basic';
    const limit = seatLimit(planId, undefined, null);
    const pending = [...invitations.values()].filter((i) => i.accountId === accountId && stateOf(i) === 'pending' && i.id !== without).map((i) => i.role);
    const used = seatsUsed(
      membersOf(accountId).map((m) => m.role),
      pending,
    );
    if (limit !== null && !seatAvailable(limit, used, role))
      throw refuse('failed-precondition', seatRefusal({ planId, limit, seats: { ...DEFAULT_PLAN_SEATS }, action }));
  };
  const nameOfMember = (m: { displayName: string; email: string } | null) => m?.displayName || m?.email || 'A member';
  /** As writeActivity: an entry per change (each a millisecond after the last, so pages are exact). */
  const record = (
    accountId: string,
    type: MemberActivityType,
    entry: { actorUid?: string; targetEmail?: string; targetUid?: string; role?: AccountRole; details?: AccountActivityEntry['details'] },
  ) => {
    const actorUid = entry.actorUid ?? me();
    lastAt = Math.max(Date.now(), lastAt + 1);
    const list = activity.get(accountId) ?? [];
    list.push({
      id: `act${list.length + 1}`,
      type,
      actor: nameOfMember(memberOf(state, accountId, actorUid)),
      actorUid,
      targetEmail: entry.targetEmail ?? null,
      targetUid: entry.targetUid ?? null,
      role: entry.role ?? null,
      at: new Date(lastAt),
      details: entry.details ?? {},
    });
    activity.set(accountId, list);
  };
  const owners = (accountId: string) => membersOf(accountId).filter((m) => m.role === 'owner').length;
  const stateOf = (i: FakeInvitation): InvitationView['state'] => (i.status === 'pending' && i.expiresAt.getTime() <= Date.now() ? 'expired' : i.status);
  const view = (i: FakeInvitation): InvitationView => ({
    accountName: membershipOf(state, i.accountId, i.invitedBy).account?.name ?? '',
    invitedByName: state.users.get(i.invitedBy)?.displayName ?? '',
    role: i.role,
    email: i.email,
    state: stateOf(i),
  });

  return {
    control: {
      get invitations() {
        return [...invitations.values()];
      },
      activity: (accountId) => [...(activity.get(accountId) ?? [])],
    },
    watchMembers(accountId, cb, onError) {
      const emit = () => {
        if (!state.current || !memberOf(state, accountId, state.current)) onError?.(new DataError('permission-denied', 'Missing or insufficient permissions.'));
        else cb(membersOf(accountId));
      };
      let set = memberListeners.get(accountId);
      if (!set) memberListeners.set(accountId, (set = new Set()));
      set.add(emit);
      queueMicrotask(emit);
      return () => set.delete(emit);
    },
    async listInvitations(accountId) {
      managerOf(accountId);
      return [...invitations.values()]
        .filter((i) => i.accountId === accountId && i.status === 'pending')
        .map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          expiresAt: i.expiresAt,
          invitedByName: state.users.get(i.invitedBy)?.displayName ?? '',
          expired: stateOf(i) === 'expired',
        }));
    },
    async invite(accountId, rawEmail, role) {
      const inviter = managerOf(accountId);
      const email = normalise(rawEmail);
      if (!EMAIL_PATTERN.test(email)) throw refuse('invalid-argument', M.badEmail);
      if (!isAccountRole(role)) throw refuse('invalid-argument', M.badRole);
      if (role === 'owner' && inviter.role !== 'owner') throw refuse('permission-denied', M.managerInvitesOwner);
      if (membersOf(accountId).some((m) => m.email === email)) throw refuse('already-exists', M.alreadyMember);
      if ([...invitations.values()].some((i) => i.accountId === accountId && i.email === email && stateOf(i) === 'pending'))
        throw refuse('already-exists', M.alreadyInvited);
      checkSeat(accountId, role, 'invite');
      const id = `inv${next++}`;
      const token = `token-${id}-${next++}`;
      invitations.set(id, { id, accountId, email, role, token, expiresAt: new Date(Date.now() + 7 * DAY_MS), invitedBy: me(), status: 'pending' });
      record(accountId, 'INVITED', { targetEmail: email, role });
      return { invitationId: id, link: `/invite/${id}?token=${token}` };
    },
    async resendInvitation(accountId, invitationId) {
      managerOf(accountId);
      const i = invitations.get(invitationId);
      if (!i || i.accountId !== accountId) throw refuse('not-found', M.invitationMissing);
      if (i.status !== 'pending') throw refuse('failed-precondition', M.notPending);
      i.token = `token-${invitationId}-${next++}`;
      i.expiresAt = new Date(Date.now() + 7 * DAY_MS);
      record(accountId, 'INVITATION_RESENT', { targetEmail: i.email, role: i.role });
      return { link: `/invite/${invitationId}?token=${i.token}` };
    },
    async revokeInvitation(accountId, invitationId) {
      managerOf(accountId);
      const i = invitations.get(invitationId);
      if (!i || i.accountId !== accountId) throw refuse('not-found', M.invitationMissing);
      if (i.status !== 'pending') throw refuse('failed-precondition', M.notPending);
      i.status = 'revoked';
      record(accountId, 'INVITATION_REVOKED', { targetEmail: i.email, role: i.role });
    },
    async updateMember(accountId, uid, changes) {
      const actor = managerOf(accountId);
      const target = memberOf(state, accountId, uid);
      if (!target) throw refuse('not-found', M.noSuchMember);
      if (actor.role !== 'owner' && (target.role === 'owner' || changes.role === 'owner')) throw refuse('permission-denied', M.managerChangesOwner);
      if (target.role === 'owner' && changes.role && changes.role !== 'owner' && owners(accountId) <= 1) throw refuse('failed-precondition', M.lastOwner);
      if (changes.role && changes.role !== 'viewer' && target.role === 'viewer') checkSeat(accountId, changes.role, 'promote');
      const role = changes.role ?? target.role;
      const manages = role === 'owner' || role === 'manager';
      const flags = {
        ownRecordsOnly: manages ? false : (changes.ownRecordsOnly ?? target.ownRecordsOnly),
        payroll: manages ? true : (changes.payroll ?? target.payroll),
      };
      change(accountId, uid, { ...target, role, ...flags });
      record(accountId, 'ROLE_CHANGED', {
        targetEmail: target.email,
        targetUid: uid,
        role,
        details: { previousRole: target.role, ...flags, previousOwnRecordsOnly: target.ownRecordsOnly, previousPayroll: target.payroll },
      });
    },
    async removeMember(accountId, uid) {
      if (uid === me()) throw refuse('invalid-argument', M.removeSelf);
      const actor = managerOf(accountId);
      const target = memberOf(state, accountId, uid);
      if (!target) throw refuse('not-found', M.noSuchMember);
      if (target.role === 'owner' && actor.role !== 'owner') throw refuse('permission-denied', M.managerRemovesOwner);
      if (target.role === 'owner' && owners(accountId) <= 1) throw refuse('failed-precondition', M.lastOwner);
      change(accountId, uid, null);
      record(accountId, 'REMOVED', { targetEmail: target.email, targetUid: uid, role: target.role });
    },
    async leaveAccount(accountId) {
      const uid = me();
      const member = memberOf(state, accountId, uid);
      if (!member) throw refuse('not-found', M.notMember);
      if (member.role === 'owner' && owners(accountId) <= 1) throw refuse('failed-precondition', M.lastOwnerLeaves);
      record(accountId, 'LEFT', { targetEmail: member.email, targetUid: uid, role: member.role });
      change(accountId, uid, null);
    },
    // As functions/src/accounts/delete-account.ts: the owner, the typed name, a recent sign-in; the
    // members and records go in the first call, the account in the second (the screen's progress).
    async deleteAccount(accountId, confirmName) {
      const caller = me();
      const actor = memberOf(state, accountId, caller);
      if (!actor) throw refuse('permission-denied', D.notMember);
      if (!canDeleteAccount(actor.role)) throw refuse('permission-denied', D.ownerOnly);
      const name = membershipOf(state, accountId, caller).account?.name ?? '';
      const started = deleting.has(accountId);
      if (!started && !confirmsAccountName(confirmName, name || 'My business')) throw refuse('invalid-argument', D.nameMismatch);
      const authTime = state.users.get(caller)?.authTime;
      if (!authTime || Date.now() - authTime.getTime() > STEP_UP_MAX_AGE_MS) {
        throw refuse('failed-precondition', D.recentSignIn, { reason: 'recent-sign-in-required' });
      }
      if (!started) {
        const records = [...(state.records.get(accountId)?.values() ?? [])].reduce((n, kind) => n + kind.size, 0);
        const others = membersOf(accountId).filter((m) => m.uid !== caller);
        for (const m of others) change(accountId, m.uid, null);
        for (const i of invitations.values()) if (i.accountId === accountId) invitations.delete(i.id);
        const kinds = [...(state.records.get(accountId)?.keys() ?? [])];
        state.records.delete(accountId);
        for (const kind of kinds) emitRecords(state, accountId, kind);
        deleting.set(accountId, records + others.length);
        return { done: false, deleted: records + others.length, remaining: 2 };
      }
      const deleted = (deleting.get(accountId) ?? 0) + 2;
      deleting.delete(accountId);
      activity.delete(accountId);
      change(accountId, caller, null);
      return { done: true, deleted, remaining: 0 };
    },
    async startAccount() {
      const uid = me();
      const person = state.accounts.get(uid);
      if (!person?.user) throw refuse('not-found', 'Your account was not found.');
      if (Object.values(person.user.accounts ?? {}).some((r) => r !== undefined)) throw refuse('failed-precondition', D.hasAccount);
      const user = state.users.get(uid);
      const now = new Date();
      // No trial (docs/decisions/0187): it ends as the account begins.
      const subscription = {
        planId: 'basic' as const,
        status: 'trial' as const,
        trialEndsAt: endedTrialAt(now),
        currentPeriodStart: now,
        currentPeriodEnd: endedTrialAt(now),
        paymentFailedAt: null,
        accountLocked: false,
        stripeCustomerId: null,
        stripeSubscriptionId: null,
        createdAt: now,
        updatedAt: now,
      };
      state.accounts.set(uid, { ...person, subscription });
      change(uid, uid, {
        role: 'owner',
        ownRecordsOnly: false,
        payroll: true,
        email: user?.email ?? '',
        displayName: user?.displayName ?? '',
        joinedAt: now,
        invitedBy: null,
      });
      emitAccount(state, uid);
      return { accountId: uid };
    },
    async handOverAccount(accountId, uid, options) {
      const caller = me();
      if (options?.stepDown !== undefined && typeof options.stepDown !== 'boolean') throw refuse('invalid-argument', M.badFlag.replace('{field}', 'stepDown'));
      const stepDown = options?.stepDown === true;
      if (uid === caller) throw refuse('invalid-argument', M.handOverSelf);
      const actor = memberOf(state, accountId, caller);
      if (!actor) throw refuse('permission-denied', M.notMember);
      if (actor.role !== 'owner') throw refuse('permission-denied', M.handOverOwnerOnly);
      const target = memberOf(state, accountId, uid);
      if (!target) throw refuse('not-found', M.noSuchMember);
      if (target.role === 'viewer') checkSeat(accountId, 'owner', 'promote');
      if (target.role !== 'owner') change(accountId, uid, { ...target, role: 'owner', ownRecordsOnly: false, payroll: true });
      if (stepDown) change(accountId, caller, { ...actor, role: 'manager' });
      record(accountId, 'HANDED_OVER', {
        actorUid: caller,
        targetEmail: target.email,
        targetUid: uid,
        role: 'owner',
        details: { previousRole: target.role, stepDown },
      });
      return { uid, role: 'owner' as const, callerRole: stepDown ? ('manager' as const) : ('owner' as const) };
    },
    async listAccountActivity(accountId, options) {
      const uid = me();
      const query = parseActivityQuery({ accountId, before: options?.before?.toISOString(), limit: options?.limit }, uid);
      if (!query.ok) throw refuse('invalid-argument', Object.values(query.errors)[0] ?? M.badRequest);
      const member = memberOf(state, accountId, uid);
      if (!member) throw refuse('permission-denied', M.notMember);
      if (!canManageAccount(member.role)) throw refuse('permission-denied', M.activityManageOnly);
      const { before, limit } = query.value;
      const older = (activity.get(accountId) ?? []).filter((e) => !before || e.at.getTime() < before.getTime()).reverse();
      const page = older.slice(0, limit).map((e) => {
        const current = e.targetUid ? memberOf(state, accountId, e.targetUid) : null;
        return { ...e, target: current?.displayName || current?.email || e.targetEmail || '' };
      });
      return { entries: page, next: older.length > limit ? page[page.length - 1]!.at : null };
    },
    async describeInvitation(invitationId, token) {
      const i = invitations.get(invitationId);
      if (!i || i.token !== token) throw refuse('not-found', M.linkNotValid);
      return view(i);
    },
    async acceptInvitation(invitationId, token) {
      const uid = me();
      const person = state.users.get(uid)!;
      const i = invitations.get(invitationId);
      if (!i || (token !== undefined && i.token !== token)) throw refuse('not-found', M.linkNotValid);
      if (!person.emailVerified) throw refuse('failed-precondition', M.verifyFirst);
      if (person.email !== i.email) throw refuse('permission-denied', M.otherEmail);
      const now = stateOf(i);
      if (now === 'accepted') throw refuse('failed-precondition', M.accepted);
      if (now === 'revoked') throw refuse('failed-precondition', M.revoked);
      if (now === 'expired') throw refuse('failed-precondition', M.expired);
      if (now === 'declined') throw refuse('failed-precondition', M.declined);
      checkSeat(i.accountId, i.role, 'accept', i.id);
      change(i.accountId, uid, {
        role: i.role,
        ownRecordsOnly: false,
        payroll: i.role === 'owner' || i.role === 'manager',
        email: person.email,
        displayName: person.displayName,
        joinedAt: new Date(),
        invitedBy: i.invitedBy,
      });
      i.status = 'accepted';
      record(i.accountId, 'JOINED', { actorUid: uid, targetEmail: person.email, targetUid: uid, role: i.role });
      return { accountId: i.accountId, accountName: view(i).accountName };
    },
    async myInvitations(): Promise<MyInvitation[]> {
      const person = state.users.get(me())!;
      if (!person.emailVerified) return [];
      return [...invitations.values()]
        .filter((i) => i.email === person.email && stateOf(i) === 'pending')
        .map((i) => ({ id: i.id, accountName: view(i).accountName, invitedByName: view(i).invitedByName, role: i.role, expiresAt: i.expiresAt }));
    },
    async declineInvitation(invitationId) {
      const person = state.users.get(me())!;
      const i = invitations.get(invitationId);
      if (!i || i.email !== person.email) throw refuse('not-found', M.linkNotValid);
      i.status = 'declined';
    },
  };
}
