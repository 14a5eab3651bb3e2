// The fake of members and invitations (contract-members.ts): the same checks as the functions
// (functions/src/members): who may invite, change and remove; the e-mail an invitation is bound
// to; single-use links; an account always keeps an owner.
import { DataError } from '../../data/contract';
import type { InvitationView, MemberDoc, MembersApi, MemberView, MyInvitation } from '../../data/contract';
import { canManageAccount, isAccountRole } from '../../domain/accounts';
import type { AccountRole } from '../../domain/accounts';
import { MEMBER_MESSAGES as M } from '../../domain/invitations';
import { EMAIL_PATTERN } from '../../domain/sanitize';
import { DEFAULT_PLAN_SEATS, seatAvailable, seatLimit, seatRefusal, seatsUsed } from '../../domain/seats';
import { memberOf, membershipOf, normalise } from './state';
import type { FakeState } from './state';

const DAY_MS = 86_400_000;

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

export type FakeMembersControl = {
  /** The invitations made so far (their tokens included: the fake's "mail"). */
  readonly invitations: readonly FakeInvitation[];
};

export function fakeMembersApi(
  state: FakeState,
  setMember: (accountId: string, uid: string, member: MemberDoc | null) => void,
): MembersApi & { control: FakeMembersControl } {
  const invitations = new Map<string, FakeInvitation>();
  const memberListeners = new Map<string, Set<() => void>>();
  let next = 1;

  const me = () => {
    if (!state.current) throw new DataError('unauthenticated', 'Please sign in first.');
    return state.current;
  };
  const managerOf = (accountId: string) => {
    const member = memberOf(state, accountId, me());
    if (!member) throw new DataError('permission-denied', M.notMember);
    if (!canManageAccount(member.role)) throw new DataError('permission-denied', M.manageOnly);
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
      throw new DataError('failed-precondition', seatRefusal({ planId, limit, seats: { ...DEFAULT_PLAN_SEATS }, action }));
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
      if (!EMAIL_PATTERN.test(email)) throw new DataError('invalid-argument', M.badEmail);
      if (!isAccountRole(role)) throw new DataError('invalid-argument', M.badRole);
      if (role === 'owner' && inviter.role !== 'owner') throw new DataError('permission-denied', M.managerInvitesOwner);
      if (membersOf(accountId).some((m) => m.email === email)) throw new DataError('already-exists', M.alreadyMember);
      if ([...invitations.values()].some((i) => i.accountId === accountId && i.email === email && stateOf(i) === 'pending'))
        throw new DataError('already-exists', M.alreadyInvited);
      checkSeat(accountId, role, 'invite');
      const id = `inv${next++}`;
      const token = `token-${id}-${next}`;
      invitations.set(id, { id, accountId, email, role, token, expiresAt: new Date(Date.now() + 7 * DAY_MS), invitedBy: me(), status: 'pending' });
      return { invitationId: id, link: `/invite/${id}?token=${token}` };
    },
    async resendInvitation(accountId, invitationId) {
      managerOf(accountId);
      const i = invitations.get(invitationId);
      if (!i || i.accountId !== accountId || i.status !== 'pending') throw new DataError('not-found', M.notPending);
      i.token = `token-${invitationId}-${next++}`;
      i.expiresAt = new Date(Date.now() + 7 * DAY_MS);
      return { link: `/invite/${invitationId}?token=${i.token}` };
    },
    async revokeInvitation(accountId, invitationId) {
      managerOf(accountId);
      const i = invitations.get(invitationId);
      if (!i || i.accountId !== accountId) throw new DataError('not-found', M.notPending);
      i.status = 'revoked';
    },
    async updateMember(accountId, uid, changes) {
      const actor = managerOf(accountId);
      const target = memberOf(state, accountId, uid);
      if (!target) throw new DataError('not-found', M.noSuchMember);
      if (actor.role !== 'owner' && (target.role === 'owner' || changes.role === 'owner')) throw new DataError('permission-denied', M.managerChangesOwner);
      if (target.role === 'owner' && changes.role && changes.role !== 'owner' && owners(accountId) <= 1)
        throw new DataError('failed-precondition', M.lastOwner);
      if (changes.role && changes.role !== 'viewer' && target.role === 'viewer') checkSeat(accountId, changes.role, 'promote');
      change(accountId, uid, { ...target, ...changes });
    },
    async removeMember(accountId, uid) {
      const actor = managerOf(accountId);
      const target = memberOf(state, accountId, uid);
      if (!target) throw new DataError('not-found', M.noSuchMember);
      if (target.role === 'owner' && actor.role !== 'owner') throw new DataError('permission-denied', M.managerRemovesOwner);
      if (target.role === 'owner' && owners(accountId) <= 1) throw new DataError('failed-precondition', M.lastOwner);
      change(accountId, uid, null);
    },
    async leaveAccount(accountId) {
      const uid = me();
      const member = memberOf(state, accountId, uid);
      if (!member) throw new DataError('not-found', M.notMember);
      if (member.role === 'owner' && owners(accountId) <= 1) throw new DataError('failed-precondition', M.lastOwnerLeaves);
      change(accountId, uid, null);
    },
    async describeInvitation(invitationId, token) {
      const i = invitations.get(invitationId);
      if (!i || i.token !== token) throw new DataError('not-found', M.linkNotValid);
      return view(i);
    },
    async acceptInvitation(invitationId, token) {
      const uid = me();
      const person = state.users.get(uid)!;
      const i = invitations.get(invitationId);
      if (!i || (token !== undefined && i.token !== token)) throw new DataError('not-found', M.linkNotValid);
      if (!person.emailVerified) throw new DataError('failed-precondition', M.verifyFirst);
      if (person.email !== i.email) throw new DataError('permission-denied', M.otherEmail);
      const now = stateOf(i);
      if (now === 'accepted') throw new DataError('failed-precondition', M.accepted);
      if (now === 'revoked') throw new DataError('failed-precondition', M.revoked);
      if (now === 'expired') throw new DataError('failed-precondition', M.expired);
      if (now === 'declined') throw new DataError('failed-precondition', M.declined);
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
      if (!i || i.email !== person.email) throw new DataError('not-found', M.linkNotValid);
      i.status = 'declined';
    },
  };
}
