// The account's activity through the emulators (listAccountActivity, functions/src/members/activity.ts):
// owners and managers read it newest first, a page at a time; members, viewers and strangers are
// refused. The entries come from the member callables (the switches and the hand-over among them)
// and, for the paging, are seeded with the Admin SDK at chosen times.
import { afterAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '../../src/domain/invitations';
import { callFn, callOk } from '../billing/helpers';
import { adminDb, closeAdmin, uniqueEmail } from '../support/emulators';
import { addMember, memberDoc, person, seedAccount } from './member-helpers';

type Entry = {
  id: string;
  type: string;
  actor: string;
  actorUid: string;
  target: string;
  targetEmail: string | null;
  targetUid: string | null;
  role: string | null;
  at: string;
  details: Record<string, string | boolean | null>;
};
type Page = { entries: Entry[]; next: string | null };

const list = (data: Record<string, unknown>, idToken: string) => callOk<Page>('listAccountActivity', data, idToken);

describe('account activity', () => {
  afterAll(closeAdmin);

  it('owners and managers read what happened, newest first: invitations, the switches, the hand-over', async () => {
    const { accountId, owner } = await seedAccount('pro');
    const manager = await person('manager');
    const member = await person('member');
    await addMember(accountId, manager, 'manager');
    await addMember(accountId, member, 'member');
    const invitee = uniqueEmail('invitee');
    await callOk('inviteMember', { accountId, email: invitee, role: 'viewer' }, owner.idToken);

    // The switches: a Member's own records only and payroll; a manager always has every record and payroll.
    expect(await callOk('updateMember', { accountId, uid: member.uid, ownRecordsOnly: true }, manager.idToken)).toEqual({
      uid: member.uid,
      role: 'member',
      ownRecordsOnly: true,
      payroll: false,
    });
    expect(await callOk('updateMember', { accountId, uid: member.uid, payroll: true }, owner.idToken)).toMatchObject({ ownRecordsOnly: true, payroll: true });
    expect(await memberDoc(accountId, member.uid)).toMatchObject({ role: 'member', ownRecordsOnly: true, payroll: true });
    expect(await callOk('updateMember', { accountId, uid: member.uid, role: 'manager', payroll: false }, owner.idToken)).toEqual({
      uid: member.uid,
      role: 'manager',
      ownRecordsOnly: false,
      payroll: true,
    });

    // The hand-over: the manager becomes owner, the owner a manager.
    expect(await callOk('handOverAccount', { accountId, uid: manager.uid, stepDown: true }, owner.idToken)).toEqual({
      uid: manager.uid,
      role: 'owner',
      callerRole: 'manager',
    });
    expect(await memberDoc(accountId, manager.uid)).toMatchObject({ role: 'owner', ownRecordsOnly: false, payroll: true });
    expect(await memberDoc(accountId, owner.uid)).toMatchObject({ role: 'manager' });

    const ownerName = owner.email.split('@')[0];
    const managerName = manager.email.split('@')[0];
    const memberName = member.email.split('@')[0];
    // The former owner, a manager now, still reads it; so does the new owner.
    const page = await list({ accountId }, owner.idToken);
    expect(page.next).toBeNull();
    expect(page.entries.map((e) => e.type)).toEqual(['HANDED_OVER', 'ROLE_CHANGED', 'ROLE_CHANGED', 'ROLE_CHANGED', 'INVITED']);
    const [handOver, promoted, payroll, ownOnly, invited] = page.entries;
    expect(handOver).toMatchObject({
      actor: ownerName,
      actorUid: owner.uid,
      target: managerName,
      targetUid: manager.uid,
      role: 'owner',
      details: { previousRole: 'manager', stepDown: true },
    });
    expect(promoted).toMatchObject({ target: memberName, role: 'manager', details: { previousRole: 'member', payroll: true, ownRecordsOnly: false } });
    expect(payroll).toMatchObject({ actor: ownerName, details: { previousPayroll: false, payroll: true, previousOwnRecordsOnly: true, ownRecordsOnly: true } });
    expect(ownOnly).toMatchObject({ actor: managerName, details: { previousOwnRecordsOnly: false, ownRecordsOnly: true, previousRole: 'member' } });
    expect(invited).toMatchObject({ actor: ownerName, targetEmail: invitee, target: invitee, targetUid: null, role: 'viewer' });
    for (const e of page.entries) expect(new Date(e.at).toISOString()).toBe(e.at);
    expect(Date.parse(handOver!.at)).toBeGreaterThanOrEqual(Date.parse(invited!.at));
    expect(await list({ accountId, limit: 2 }, manager.idToken)).toMatchObject({ entries: [{ type: 'HANDED_OVER' }, { type: 'ROLE_CHANGED' }] });
  });

  it('members, viewers, strangers and the signed-out are refused; a bad page is a clear mistake', async () => {
    const { accountId, owner } = await seedAccount('pro');
    const member = await person('member');
    const viewer = await person('viewer');
    const stranger = await person('stranger');
    await addMember(accountId, member, 'member');
    await addMember(accountId, viewer, 'viewer');
    const manageOnly = { ok: false, status: 'PERMISSION_DENIED', message: MEMBER_MESSAGES.activityManageOnly };
    expect(await callFn('listAccountActivity', { accountId }, member.idToken)).toEqual(manageOnly);
    expect(await callFn('listAccountActivity', { accountId }, viewer.idToken)).toEqual(manageOnly);
    expect(await callFn('listAccountActivity', { accountId }, stranger.idToken)).toEqual({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: MEMBER_MESSAGES.notMember,
    });
    expect(await callFn('listAccountActivity', { accountId })).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
    for (const limit of [0, 51, 2.5, '10']) {
      expect(await callFn('listAccountActivity', { accountId, limit }, owner.idToken)).toEqual({
        ok: false,
        status: 'INVALID_ARGUMENT',
        message: MEMBER_MESSAGES.badActivityLimit,
      });
    }
    expect(await callFn('listAccountActivity', { accountId, before: 'yesterday' }, owner.idToken)).toEqual({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: MEMBER_MESSAGES.badActivityBefore,
    });
    expect(await callFn('listAccountActivity', { accountId: 'a/b' }, owner.idToken)).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    expect(await list({ accountId }, owner.idToken)).toEqual({ entries: [], next: null });
  });

  it('pages by time: `next` continues where the page ended, and entries of the same time stay on one page', async () => {
    const { accountId, owner } = await seedAccount('pro');
    const activity = adminDb().collection(`accounts/${accountId}/activity`);
    const base = Date.parse('2026-11-01T10:00:00.000Z');
    // Times 0..6 minutes; minute 4 twice (the end of the first page of 3).
    const minutes = [0, 1, 2, 3, 4, 4, 5, 6];
    await Promise.all(
      minutes.map((m, i) =>
        activity.doc(`e${i}`).set({
          type: 'INVITED',
          actorUid: owner.uid,
          actorName: 'Olivia',
          targetEmail: `p${i}@example.com`,
          role: 'member',
          at: new Date(base + m * 60_000),
        }),
      ),
    );
    const emails = (p: Page) => p.entries.map((e) => e.targetEmail);
    const first = await list({ accountId, limit: 3 }, owner.idToken);
    expect(emails(first)).toEqual(['p7@example.com', 'p6@example.com', 'p5@example.com', 'p4@example.com']);
    expect(first.next).toBe(new Date(base + 4 * 60_000).toISOString());
    const second = await list({ accountId, limit: 3, before: first.next }, owner.idToken);
    expect(emails(second)).toEqual(['p3@example.com', 'p2@example.com', 'p1@example.com']);
    expect(second.next).toBe(new Date(base + 60_000).toISOString());
    const last = await list({ accountId, limit: 3, before: second.next }, owner.idToken);
    expect(last).toMatchObject({ entries: [{ targetEmail: 'p0@example.com', actor: 'Olivia', target: 'p0@example.com' }], next: null });
    // Exactly a page left: no next page.
    expect((await list({ accountId, limit: 8 }, owner.idToken)).next).toBeNull();
  });
});
