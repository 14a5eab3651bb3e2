// The fake of members and invitations (contract-members.ts): the same checks as the functions
// (functions/src/members): who may invite, change and remove; the e-mail an invitation is bound
// to; single-use links; an account always keeps an owner.
import { DataError } from '../../data/contract';
import type { InvitationView, MemberDoc, MembersApi, MemberView, MyInvitation } from '../../data/contract';
import { canManageAccount, isAccountRole } from '../../domain/accounts';
import type { AccountRole } from '../../domain/accounts';
import { EMAIL_PATTERN } from '../../domain/sanitize';
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
    if (!member) throw new DataError('permission-denied', 'You are not a member of this account');
    if (!canManageAccount(member.role)) throw new DataError('permission-denied', 'Your role in this account may not do this');
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
      if (!EMAIL_PATTERN.test(email)) throw new DataError('invalid-argument', 'Please enter a valid e-mail address.');
      if (!isAccountRole(role)) throw new DataError('invalid-argument', 'Choose a role: owner, manager, member or viewer.');
      if (role === 'owner' && inviter.role !== 'owner') throw new DataError('permission-denied', 'Only an owner of the account may invite another owner.');
      if (membersOf(accountId).some((m) => m.email === email)) throw new DataError('already-exists', 'This person is already a member of the account.');
      if ([...invitations.values()].some((i) => i.accountId === accountId && i.email === email && stateOf(i) === 'pending'))
        throw new DataError('already-exists', 'An invitation to this address is already pending. Resend it instead.');
      const id = `inv${next++}`;
      const token = `token-${id}-${next}`;
      invitations.set(id, { id, accountId, email, role, token, expiresAt: new Date(Date.now() + 7 * DAY_MS), invitedBy: me(), status: 'pending' });
      return { invitationId: id, link: `/invite/${id}?token=${token}` };
    },
    async resendInvitation(accountId, invitationId) {
      managerOf(accountId);
      const i = invitations.get(invitationId);
      if (!i || i.accountId !== accountId || i.status !== 'pending') throw new DataError('not-found', 'This invitation is no longer pending.');
      i.token = `token-${invitationId}-${next++}`;
      i.expiresAt = new Date(Date.now() + 7 * DAY_MS);
      return { link: `/invite/${invitationId}?token=${i.token}` };
    },
    async revokeInvitation(accountId, invitationId) {
      managerOf(accountId);
      const i = invitations.get(invitationId);
      if (!i || i.accountId !== accountId) throw new DataError('not-found', 'This invitation is no longer pending.');
      i.status = 'revoked';
    },
    async updateMember(accountId, uid, changes) {
      const actor = managerOf(accountId);
      const target = memberOf(state, accountId, uid);
      if (!target) throw new DataError('not-found', 'This person is not a member of the account.');
      if (actor.role !== 'owner' && (target.role === 'owner' || changes.role === 'owner'))
        throw new DataError('permission-denied', 'Only an owner may change an owner or make someone owner.');
      if (target.role === 'owner' && changes.role && changes.role !== 'owner' && owners(accountId) <= 1)
        throw new DataError('failed-precondition', 'The account must keep at least one owner. Make someone else owner first.');
      change(accountId, uid, { ...target, ...changes });
    },
    async removeMember(accountId, uid) {
      const actor = managerOf(accountId);
      const target = memberOf(state, accountId, uid);
      if (!target) throw new DataError('not-found', 'This person is not a member of the account.');
      if (target.role === 'owner' && actor.role !== 'owner') throw new DataError('permission-denied', 'Only an owner may remove an owner.');
      if (target.role === 'owner' && owners(accountId) <= 1)
        throw new DataError('failed-precondition', 'The account must keep at least one owner. Make someone else owner first.');
      change(accountId, uid, null);
    },
    async leaveAccount(accountId) {
      const uid = me();
      const member = memberOf(state, accountId, uid);
      if (!member) throw new DataError('not-found', 'You are not a member of this account');
      if (member.role === 'owner' && owners(accountId) <= 1)
        throw new DataError('failed-precondition', 'The account must keep at least one owner. Make someone else owner first.');
      change(accountId, uid, null);
    },
    async describeInvitation(invitationId, token) {
      const i = invitations.get(invitationId);
      if (!i || i.token !== token) throw new DataError('not-found', 'This invitation link is not valid.');
      return view(i);
    },
    async acceptInvitation(invitationId, token) {
      const uid = me();
      const person = state.users.get(uid)!;
      const i = invitations.get(invitationId);
      if (!i || (token !== undefined && i.token !== token)) throw new DataError('not-found', 'This invitation link is not valid.');
      if (!person.emailVerified) throw new DataError('failed-precondition', 'Verify your e-mail address first, then open the link again.');
      if (person.email !== i.email) throw new DataError('permission-denied', 'This invitation was sent to another e-mail address.');
      const now = stateOf(i);
      if (now === 'accepted') throw new DataError('failed-precondition', 'This invitation has already been used.');
      if (now === 'revoked') throw new DataError('failed-precondition', 'This invitation was withdrawn.');
      if (now === 'expired') throw new DataError('failed-precondition', 'This invitation has expired. Ask for a new one.');
      if (now === 'declined') throw new DataError('failed-precondition', 'This invitation was declined.');
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
      if (!i || i.email !== person.email) throw new DataError('not-found', 'This invitation link is not valid.');
      i.status = 'declined';
    },
  };
}
