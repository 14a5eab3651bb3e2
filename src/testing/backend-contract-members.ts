// The Backend contract's cases for the account the subject opens and its members (see
// backend-contract.ts): the account and membership streams, the member list, invitations made,
// resent and revoked, the refusals that keep an account with an owner, and the account's
// activity those changes write. The subject is the only member (the owner) of their own account,
// whose id is their uid. Refusals are compared by code and by the function's own text
// (MEMBER_MESSAGES), so the fake answers what the functions answer.
import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES as M } from '../domain/invitations';
import type { Account, Membership, MemberView } from '../data/contract';
import { firstValue, refusal } from './backend-contract-support';
import type { ContractSubject } from './backend-contract-support';

export function describeMembersContract(subject: () => ContractSubject): void {
  describe('the account and its members', () => {
    const invitee = `colleague-${Date.now().toString(36)}@example.com`;

    it('the account stream gives the person and the plan; the membership stream gives the account and their role in it', async () => {
      const { backend, uid, email } = subject();
      const account = await firstValue<Account>(
        (cb) => backend.account.watchAccount(uid, uid, cb),
        (a) => a.user !== null && a.subscription !== null,
      );
      expect(account.user?.email).toBe(email);
      expect(account.subscription?.planId).toBe('pro');
      const membership = await firstValue<Membership>(
        (cb) => backend.account.watchMembership(uid, uid, cb),
        (m) => m.member !== null,
      );
      expect(membership).toMatchObject({ accountId: uid, member: { role: 'owner', ownRecordsOnly: false, payroll: true, email } });
      expect(membership.account?.id).toBe(uid);
    });

    it('the member list holds the owner; the owner cannot step down, remove themselves, leave or hand the account to themselves', async () => {
      const { backend, uid } = subject();
      const members = await firstValue<MemberView[]>(
        (cb) => backend.members.watchMembers(uid, cb),
        (list) => list.length > 0,
      );
      expect(members.map((m) => [m.uid, m.role])).toEqual([[uid, 'owner']]);
      expect(await refusal(backend.members.updateMember(uid, uid, { role: 'manager' }))).toMatchObject({
        code: 'functions/failed-precondition',
        message: M.lastOwner,
      });
      expect(await refusal(backend.members.removeMember(uid, uid))).toMatchObject({ code: 'functions/invalid-argument', message: M.removeSelf });
      expect(await refusal(backend.members.leaveAccount(uid))).toMatchObject({ code: 'functions/failed-precondition', message: M.lastOwnerLeaves });
      expect(await refusal(backend.members.handOverAccount(uid, uid))).toMatchObject({ code: 'functions/invalid-argument', message: M.handOverSelf });
      expect(await refusal(backend.members.updateMember(uid, 'nobody-here', { role: 'viewer' }))).toMatchObject({
        code: 'functions/not-found',
        message: M.noSuchMember,
      });
    });

    it('an invitation is listed as pending, cannot be made twice, is resent with a new link and revoked once; a wrong token finds nothing', async () => {
      const { backend, uid } = subject();
      expect(await refusal(backend.members.invite(uid, 'not an address', 'member'))).toMatchObject({ code: 'functions/invalid-argument', message: M.badEmail });
      const made = await backend.members.invite(uid, ` ${invitee.toUpperCase()} `, 'member');
      expect(made.link).toContain(made.invitationId);
      const pending = await backend.members.listInvitations(uid);
      expect(pending).toEqual([expect.objectContaining({ id: made.invitationId, email: invitee, role: 'member', expired: false })]);
      expect(pending[0]!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
      expect(await refusal(backend.members.invite(uid, invitee, 'viewer'))).toMatchObject({ code: 'functions/already-exists', message: M.alreadyInvited });
      const resent = await backend.members.resendInvitation(uid, made.invitationId);
      expect(resent.link).not.toBe(made.link);
      const token = (link: string) => new URL(link, 'http://localhost').searchParams.get('token') ?? '';
      expect(await backend.members.describeInvitation(made.invitationId, token(resent.link))).toMatchObject({
        email: invitee,
        role: 'member',
        state: 'pending',
      });
      expect(await refusal(backend.members.describeInvitation(made.invitationId, token(made.link)))).toMatchObject({
        code: 'functions/not-found',
        message: M.linkNotValid,
      });
      await backend.members.revokeInvitation(uid, made.invitationId);
      expect(await backend.members.listInvitations(uid)).toEqual([]);
      expect(await refusal(backend.members.revokeInvitation(uid, made.invitationId))).toMatchObject({
        code: 'functions/failed-precondition',
        message: M.notPending,
      });
      expect(await refusal(backend.members.resendInvitation(uid, made.invitationId))).toMatchObject({
        code: 'functions/failed-precondition',
        message: M.notPending,
      });
      expect(await backend.members.myInvitations()).toEqual([]);
    });

    it("the account's activity lists those changes newest first, a page at a time, naming who made them", async () => {
      const { backend, uid } = subject();
      const page = await backend.members.listAccountActivity(uid, { limit: 2 });
      expect(page.entries.map((e) => [e.type, e.targetEmail, e.actorUid])).toEqual([
        ['INVITATION_REVOKED', invitee, uid],
        ['INVITATION_RESENT', invitee, uid],
      ]);
      expect(page.next).not.toBeNull();
      const rest = await backend.members.listAccountActivity(uid, { before: page.next, limit: 20 });
      expect(rest.entries.map((e) => e.type)).toContain('INVITED');
      expect(rest.entries.every((e) => e.at.getTime() <= page.entries[1]!.at.getTime())).toBe(true);
      expect(await refusal(backend.members.listAccountActivity(uid, { limit: 500 }))).toMatchObject({ code: 'functions/invalid-argument' });
    });
  });
}
