// Account members through the emulators (functions/src/members): invitations (the mail, the
// token, the verified e-mail that binds them, expiry, revocation, resend), seats per plan, and
// the role rules (managers and owners, the last owner). Accounts are seeded with the Admin SDK.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CALL_LIMIT_MESSAGE } from '../../functions/src/shared/call-limit';
import { MEMBER_MESSAGES } from '../../src/domain/invitations';
import type { AccountRole } from '../../src/domain/accounts';
import { callFn, callOk } from '../billing/helpers';
import { adminAuth, adminDb, closeAdmin, signInWithPassword, uniqueEmail } from '../support/emulators';
import { accountsOf, addMember, memberDoc, PASSWORD, person, seedAccount } from './member-helpers';
import type { Person } from './member-helpers';

type Mail = { to: string[]; category: string; uid: string | null; message: { subject: string; text: string } };

const mailTo = async (address: string) =>
  (await adminDb().collection('mail').where('to', 'array-contains', address.toLowerCase()).get()).docs.map((d) => d.data() as Mail);
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const activityTypes = async (accountId: string) =>
  (await adminDb().collection(`accounts/${accountId}/activity`).get()).docs.map((d) => d.get('type') as string).sort();

type Invited = { invitationId: string; link: string };
const invite = (by: Person, accountId: string, email: string, role: AccountRole = 'member') =>
  callOk<Invited>('inviteMember', { accountId, email, role }, by.idToken);

describe('account members', () => {
  afterEach(async () => {
    await adminDb().doc('systemSettings/plans').delete();
  });
  afterAll(closeAdmin);

  it('an invitation queues its e-mail with the link, and the invited person joins with their verified address', async () => {
    const { accountId, owner } = await seedAccount('pro');
    const inviteeEmail = uniqueEmail('invitee');
    const reply = await invite(owner, accountId, inviteeEmail.toUpperCase(), 'member');
    expect(reply.link).toMatch(new RegExp(`/invite/${reply.invitationId}\\?token=[A-Za-z0-9_-]{43}$`));

    const [mail] = await mailTo(inviteeEmail);
    expect(mail).toMatchObject({ category: 'invitation', message: { subject: expect.stringContaining('invited you to Acme Studio on SmallBiz CRM') } });
    expect(mail!.message.text).toContain(reply.link);
    expect(mail!.message.text).toContain('as a member');

    const stored = (await adminDb().doc(`invitations/${reply.invitationId}`).get()).data()!;
    expect(stored).toMatchObject({ accountId, accountName: 'Acme Studio', email: inviteeEmail, role: 'member', status: 'pending', invitedBy: owner.uid });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(reply.link));

    // The invitation page, signed out: the right token describes it; a wrong one or an unknown id do not.
    expect(await callOk('describeInvitation', { invitationId: reply.invitationId, token: tokenOf(reply.link) })).toMatchObject({
      accountName: 'Acme Studio',
      role: 'member',
      email: inviteeEmail,
      state: 'pending',
    });
    const notValid = { ok: false, status: 'NOT_FOUND', message: 'This invitation link is not valid.' };
    expect(await callFn('describeInvitation', { invitationId: reply.invitationId, token: 'wrong' })).toEqual(notValid);
    expect(await callFn('describeInvitation', { invitationId: 'nope', token: tokenOf(reply.link) })).toEqual(notValid);

    // The owner sees it among the pending invitations.
    const listed = await callOk<{ invitations: { id: string; email: string; expired: boolean }[] }>('listInvitations', { accountId }, owner.idToken);
    expect(listed.invitations).toEqual([expect.objectContaining({ id: reply.invitationId, email: inviteeEmail, expired: false, role: 'member' })]);

    const accept = { invitationId: reply.invitationId, token: tokenOf(reply.link) };
    const unverified = await person('invitee', { verified: false, email: inviteeEmail });
    expect(await callFn('acceptInvitation', accept, unverified.idToken)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: MEMBER_MESSAGES.verifyFirst,
    });

    const stranger = await person('stranger');
    expect(await callFn('acceptInvitation', accept, stranger.idToken)).toEqual({ ok: false, status: 'PERMISSION_DENIED', message: MEMBER_MESSAGES.otherEmail });

    await adminAuth().updateUser(unverified.uid, { emailVerified: true });
    const invitee = { ...unverified, idToken: (await signInWithPassword(inviteeEmail, PASSWORD)).idToken };
    expect(await callOk('acceptInvitation', accept, invitee.idToken)).toEqual({ accountId, accountName: 'Acme Studio' });

    expect(await memberDoc(accountId, invitee.uid)).toMatchObject({
      role: 'member',
      ownRecordsOnly: false,
      payroll: false,
      email: inviteeEmail,
      invitedBy: owner.uid,
    });
    expect((await accountsOf(invitee.uid))[accountId]).toBe('member');
    expect((await adminDb().doc(`invitations/${reply.invitationId}`).get()).data()).toMatchObject({ status: 'accepted', acceptedBy: invitee.uid });
    expect(await activityTypes(accountId)).toEqual(['INVITED', 'JOINED']);

    // The same link a second time.
    expect(await callFn('acceptInvitation', accept, invitee.idToken)).toEqual({ ok: false, status: 'FAILED_PRECONDITION', message: MEMBER_MESSAGES.accepted });
    // Inviting a member again is refused.
    expect(await callFn('inviteMember', { accountId, email: inviteeEmail, role: 'viewer' }, owner.idToken)).toEqual({
      ok: false,
      status: 'ALREADY_EXISTS',
      message: MEMBER_MESSAGES.alreadyMember,
    });
  });

  it('an expired, a revoked or a declined invitation cannot be accepted; a second pending one to the same address is refused', async () => {
    const { accountId, owner } = await seedAccount('pro');
    const invitee = await person('late');
    const expired = await invite(owner, accountId, invitee.email);
    expect(await callFn('inviteMember', { accountId, email: invitee.email, role: 'member' }, owner.idToken)).toEqual({
      ok: false,
      status: 'ALREADY_EXISTS',
      message: MEMBER_MESSAGES.alreadyInvited,
    });
    await adminDb()
      .doc(`invitations/${expired.invitationId}`)
      .update({ expiresAt: new Date(Date.now() - 60_000) });
    expect(await callFn('acceptInvitation', { invitationId: expired.invitationId, token: tokenOf(expired.link) }, invitee.idToken)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: MEMBER_MESSAGES.expired,
    });
    expect(await callOk('describeInvitation', { invitationId: expired.invitationId, token: tokenOf(expired.link) })).toMatchObject({ state: 'expired' });

    // An expired one gives way to a new invitation.
    const revoked = await invite(owner, accountId, invitee.email, 'viewer');
    expect(await callOk('revokeInvitation', { accountId, invitationId: revoked.invitationId }, owner.idToken)).toEqual({
      invitationId: revoked.invitationId,
      status: 'revoked',
    });
    expect(await callFn('acceptInvitation', { invitationId: revoked.invitationId, token: tokenOf(revoked.link) }, invitee.idToken)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: MEMBER_MESSAGES.revoked,
    });
    expect((await callOk<{ invitations: unknown[] }>('listInvitations', { accountId }, owner.idToken)).invitations).toEqual([]);

    // The invitee's own list and declining.
    const third = await invite(owner, accountId, invitee.email, 'manager');
    const mine = await callOk<{ verified: boolean; invitations: { id: string; accountName: string; role: string }[] }>('myInvitations', {}, invitee.idToken);
    expect(mine).toEqual({
      verified: true,
      invitations: [expect.objectContaining({ id: third.invitationId, accountName: 'Acme Studio', role: 'manager', accountId })],
    });
    expect(await callOk('declineInvitation', { invitationId: third.invitationId }, invitee.idToken)).toEqual({
      invitationId: third.invitationId,
      status: 'declined',
    });
    expect(await callFn('acceptInvitation', { invitationId: third.invitationId }, invitee.idToken)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: MEMBER_MESSAGES.declined,
    });
    expect((await callOk<{ invitations: unknown[] }>('myInvitations', {}, invitee.idToken)).invitations).toEqual([]);
    expect(await memberDoc(accountId, invitee.uid)).toBeUndefined();
  });

  it('a resend makes the old link fail and the new one work; without a token the verified e-mail alone accepts', async () => {
    const { accountId, owner } = await seedAccount('pro');
    const invitee = await person('resend');
    const first = await invite(owner, accountId, invitee.email, 'viewer');
    const { link } = await callOk<{ link: string }>('resendInvitation', { accountId, invitationId: first.invitationId }, owner.idToken);
    expect(tokenOf(link)).not.toBe(tokenOf(first.link));
    expect(await mailTo(invitee.email)).toHaveLength(2);
    expect(await callFn('acceptInvitation', { invitationId: first.invitationId, token: tokenOf(first.link) }, invitee.idToken)).toEqual({
      ok: false,
      status: 'NOT_FOUND',
      message: MEMBER_MESSAGES.linkNotValid,
    });
    expect(await callFn('describeInvitation', { invitationId: first.invitationId, token: tokenOf(first.link) })).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
    });
    expect(await callOk('acceptInvitation', { invitationId: first.invitationId, token: tokenOf(link) }, invitee.idToken)).toEqual({
      accountId,
      accountName: 'Acme Studio',
    });
    expect(await memberDoc(accountId, invitee.uid)).toMatchObject({ role: 'viewer', payroll: false });

    // From the app's notice (no token): the verified e-mail binds it; anyone else sees no invitation.
    const second = await person('notice');
    const noticed = await invite(owner, accountId, second.email, 'manager');
    const stranger = await person('stranger');
    expect(await callFn('acceptInvitation', { invitationId: noticed.invitationId }, stranger.idToken)).toEqual({
      ok: false,
      status: 'NOT_FOUND',
      message: MEMBER_MESSAGES.linkNotValid,
    });
    expect(await callOk('acceptInvitation', { invitationId: noticed.invitationId }, second.idToken)).toMatchObject({ accountId });
    expect(await memberDoc(accountId, second.uid)).toMatchObject({ role: 'manager', payroll: true });
    expect(await activityTypes(accountId)).toEqual(['INVITATION_RESENT', 'INVITED', 'INVITED', 'JOINED', 'JOINED']);
  });

  it('the invitation e-mail is in the language of an invitee who already has an account', async () => {
    const { accountId, owner } = await seedAccount('pro', 'Werkstatt');
    const invitee = await person('de');
    await adminDb().doc(`users/${invitee.uid}/settings/display`).set({ language: 'de' }, { merge: true });
    await invite(owner, accountId, invitee.email, 'viewer');
    const [mail] = await mailTo(invitee.email);
    expect(mail!.message.subject).toContain('hat Sie zu Werkstatt in SmallBiz CRM eingeladen');
    expect(mail!.message.text).toContain('als Betrachter (nur Lesen)');
  });

  it('Basic has 2 seats: owner and one member fill them; a viewer still fits; accepting re-checks the seats', async () => {
    const { accountId, owner } = await seedAccount('basic');
    const first = await person('seat1');
    await invite(owner, accountId, first.email, 'member');
    const refusal = {
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'All 2 seats of the Basic plan are in use. Upgrade to Pro for 10 seats, invite this person as a viewer (viewers are free), or remove a member.',
    };
    expect(await callFn('inviteMember', { accountId, email: uniqueEmail('seat2'), role: 'member' }, owner.idToken)).toEqual(refusal);
    expect(await callFn('inviteMember', { accountId, email: uniqueEmail('seat2'), role: 'manager' }, owner.idToken)).toEqual(refusal);
    const viewer = await person('viewer');
    const viewerInvite = await invite(owner, accountId, viewer.email, 'viewer');
    expect(await callOk('acceptInvitation', { invitationId: viewerInvite.invitationId, token: tokenOf(viewerInvite.link) }, viewer.idToken)).toMatchObject({
      accountId,
    });

    // Making the viewer a member needs a seat: the pending invitation holds the last one.
    expect(await callFn('updateMember', { accountId, uid: viewer.uid, role: 'member' }, owner.idToken)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'All 2 seats of the Basic plan are in use. Upgrade to Pro for 10 seats, keep this person a viewer (viewers are free), or remove a member.',
    });

    // A seat taken by someone who joined meanwhile (written directly) is seen when the invitee accepts.
    const pending = (await adminDb().collection('invitations').where('accountId', '==', accountId).where('email', '==', first.email).get()).docs[0]!;
    await addMember(accountId, await person('direct'), 'member');
    expect(await callFn('acceptInvitation', { invitationId: pending.id }, first.idToken)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: "All 2 seats of this account's Basic plan are in use. Ask the account's owner to upgrade to Pro for 10 seats or to free a seat.",
    });
  });

  it('the service owner changes the seats of a plan; everyone reads them; nobody else may change them', async () => {
    const user = await person('plain');
    expect(await callFn('savePlanSeats', { seats: { basic: 3 } }, user.idToken)).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
    const staff = await person('service-owner');
    await adminAuth().setCustomUserClaims(staff.uid, { role: 'owner' });
    const ownerToken = (await signInWithPassword(staff.email, PASSWORD)).idToken;
    expect(await callFn('savePlanSeats', { seats: { basic: 0 } }, ownerToken)).toEqual({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'The seats of the Basic plan must be a whole number from 1 to 10000.',
    });
    const saved = await callOk<{ seats: Record<string, number | null>; planSeats: Record<string, number | null> }>(
      'savePlanSeats',
      { seats: { basic: 3, custom: 50 } },
      ownerToken,
    );
    expect(saved.planSeats).toEqual({ basic: 3, pro: 10, custom: 50 });
    expect((await callOk<{ seats: unknown }>('getPlanSeats', {}, user.idToken)).seats).toMatchObject({ basic: 3, pro: 10, custom: 50 });
    expect(await callFn('getPlanSeats', {})).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });

    // Basic now has three seats.
    const { accountId, owner } = await seedAccount('basic');
    await invite(owner, accountId, uniqueEmail('three1'));
    await invite(owner, accountId, uniqueEmail('three2'));
    expect(await callFn('inviteMember', { accountId, email: uniqueEmail('three3'), role: 'member' }, owner.idToken)).toMatchObject({
      ok: false,
      message: expect.stringContaining('All 3 seats of the Basic plan are in use.'),
    });
  });

  it('only owners and managers invite; a manager invites no owner', async () => {
    const { accountId, owner } = await seedAccount('pro');
    const manager = await person('manager');
    const member = await person('member');
    await addMember(accountId, manager, 'manager');
    await addMember(accountId, member, 'member');
    expect(await callFn('inviteMember', { accountId, email: uniqueEmail('x'), role: 'owner' }, manager.idToken)).toEqual({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: MEMBER_MESSAGES.managerInvitesOwner,
    });
    await expect(invite(manager, accountId, uniqueEmail('y'), 'manager')).resolves.toMatchObject({ invitationId: expect.any(String) });
    expect(await callFn('inviteMember', { accountId, email: uniqueEmail('z'), role: 'viewer' }, member.idToken)).toEqual({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: MEMBER_MESSAGES.manageOnly,
    });
    const outsider = await person('outsider');
    expect(await callFn('listInvitations', { accountId }, outsider.idToken)).toEqual({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: MEMBER_MESSAGES.notMember,
    });
    expect(await callFn('inviteMember', { accountId, email: 'nope', role: 'viewer' }, owner.idToken)).toEqual({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: MEMBER_MESSAGES.badEmail,
    });
    expect(await callFn('inviteMember', { accountId, email: uniqueEmail('r'), role: 'admin' }, owner.idToken)).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: MEMBER_MESSAGES.badRole,
    });
  });

  it('an account sends at most 50 invitation e-mails an hour; an outsider uses none of them up', async () => {
    const { accountId, owner } = await seedAccount('pro');
    const outsider = await person('outsider');
    expect(await callFn('inviteMember', { accountId, email: uniqueEmail('v'), role: 'viewer' }, outsider.idToken)).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    const hour = 60 * 60 * 1000;
    const ref = adminDb().doc(`callLimits/${createHash('sha256').update(`invitationMail:account:${accountId}`).digest('hex')}`);
    expect((await ref.get()).get('count')).toBe(undefined);
    await ref.set({ window: Math.floor(Date.now() / hour), count: 50, expiresAt: new Date(Date.now() + hour) });
    expect(await callFn('inviteMember', { accountId, email: uniqueEmail('v'), role: 'viewer' }, owner.idToken)).toEqual({
      ok: false,
      status: 'RESOURCE_EXHAUSTED',
      message: CALL_LIMIT_MESSAGE,
    });
  });

  it('the account keeps its last owner; role changes keep users.accounts in step; removal and leaving', async () => {
    const { accountId, owner } = await seedAccount('pro');
    const manager = await person('manager');
    const member = await person('member');
    await addMember(accountId, manager, 'manager');
    await addMember(accountId, member, 'member');

    expect(await callFn('leaveAccount', { accountId }, owner.idToken)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: MEMBER_MESSAGES.lastOwnerLeaves,
    });
    expect(await callFn('updateMember', { accountId, uid: owner.uid, role: 'manager' }, owner.idToken)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: MEMBER_MESSAGES.lastOwner,
    });
    expect(await callFn('removeMember', { accountId, uid: owner.uid }, manager.idToken)).toEqual({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: MEMBER_MESSAGES.managerRemovesOwner,
    });
    expect(await callFn('removeMember', { accountId, uid: owner.uid }, owner.idToken)).toEqual({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: MEMBER_MESSAGES.removeSelf,
    });
    expect(await callFn('updateMember', { accountId, uid: member.uid, role: 'owner' }, manager.idToken)).toEqual({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: MEMBER_MESSAGES.managerChangesOwner,
    });

    expect(await callOk('updateMember', { accountId, uid: member.uid, role: 'viewer', payroll: true }, manager.idToken)).toEqual({
      uid: member.uid,
      role: 'viewer',
      ownRecordsOnly: false,
      payroll: true,
    });
    expect(await memberDoc(accountId, member.uid)).toMatchObject({ role: 'viewer', payroll: true });
    expect((await accountsOf(member.uid))[accountId]).toBe('viewer');
    await callOk('updateMember', { accountId, uid: member.uid, role: 'member', ownRecordsOnly: true }, owner.idToken);
    expect(await memberDoc(accountId, member.uid)).toMatchObject({ role: 'member', ownRecordsOnly: true });
    expect((await accountsOf(member.uid))[accountId]).toBe('member');

    // Hand-over: the manager becomes owner, the former owner steps down and may then leave.
    expect(await callFn('handOverAccount', { accountId, uid: member.uid }, manager.idToken)).toEqual({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: MEMBER_MESSAGES.handOverOwnerOnly,
    });
    expect(await callOk('handOverAccount', { accountId, uid: manager.uid, stepDown: true }, owner.idToken)).toEqual({
      uid: manager.uid,
      role: 'owner',
      callerRole: 'manager',
    });
    expect((await accountsOf(manager.uid))[accountId]).toBe('owner');
    expect((await accountsOf(owner.uid))[accountId]).toBe('manager');
    expect(await callOk('leaveAccount', { accountId }, owner.idToken)).toEqual({ accountId, left: true });
    expect(await memberDoc(accountId, owner.uid)).toBeUndefined();
    expect(accountId in (await accountsOf(owner.uid))).toBe(false);

    expect(await callOk('removeMember', { accountId, uid: member.uid }, manager.idToken)).toEqual({ uid: member.uid, removed: true });
    expect(await memberDoc(accountId, member.uid)).toBeUndefined();
    expect(accountId in (await accountsOf(member.uid))).toBe(false);
    expect(await callFn('updateMember', { accountId, uid: member.uid, role: 'viewer' }, manager.idToken)).toEqual({
      ok: false,
      status: 'NOT_FOUND',
      message: MEMBER_MESSAGES.noSuchMember,
    });
    expect(await callFn('leaveAccount', { accountId }, manager.idToken)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: MEMBER_MESSAGES.lastOwnerLeaves,
    });
    expect(await activityTypes(accountId)).toEqual(['HANDED_OVER', 'LEFT', 'REMOVED', 'ROLE_CHANGED', 'ROLE_CHANGED']);
  });
});
