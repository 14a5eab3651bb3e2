// Members, invitations and the invitation link, on the fake backend (whose members part makes the
// checks of functions/src/members: roles, the invited address, single-use links, seats, owners).
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../data/contract';
import type { MemberDoc } from '../../data/contract';
import type { AccountRole } from '../../domain/accounts';
import { MEMBER_MESSAGES } from '../../domain/invitations';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function team(plan: 'pro' | 'basic-active' = 'pro') {
  const backend = createFakeBackend({
    users: [
      { email: 'olivia@example.com', displayName: 'Olivia', account: accountFor(plan) },
      { email: 'sam@example.com', displayName: 'Sam', account: accountFor('pro') },
      { email: 'vera@example.com', displayName: 'Vera', account: accountFor('pro') },
      { email: 'max@example.com', displayName: 'Max', account: accountFor('pro') },
    ],
    signedInAs: 'olivia@example.com',
  });
  return { backend, owner: backend.control.uidOf('olivia@example.com'), sam: backend.control.uidOf('sam@example.com') };
}

const joined = (owner: string, email: string, role: AccountRole, flags: Partial<Pick<MemberDoc, 'ownRecordsOnly' | 'payroll'>> = {}): MemberDoc => ({
  role,
  ownRecordsOnly: false,
  payroll: role === 'owner' || role === 'manager',
  email,
  displayName: email.split('@')[0]!.replace(/^./, (c) => c.toUpperCase()),
  joinedAt: new Date(),
  invitedBy: owner,
  ...flags,
});

/** Olivia's account with Sam (member), Vera (viewer) and Max (manager). */
function fullTeam() {
  const t = team();
  const { backend, owner } = t;
  act(() => {
    backend.control.setMember(owner, t.sam, joined(owner, 'sam@example.com', 'member'));
    backend.control.setMember(owner, backend.control.uidOf('vera@example.com'), joined(owner, 'vera@example.com', 'viewer', { payroll: true }));
    backend.control.setMember(owner, backend.control.uidOf('max@example.com'), joined(owner, 'max@example.com', 'manager'));
  });
  return t;
}

describe('members of an account', () => {
  it('an owner invites by e-mail, sees the link and the pending invitation, and can withdraw it', async () => {
    const { backend } = team();
    const { user } = renderApp('/settings/members', { backend });
    expect(await screen.findByTestId('member-olivia@example.com')).toHaveTextContent('Owner');
    await user.type(screen.getByLabelText('E-mail'), 'sam@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'member');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByTestId('invitation-link')).toHaveTextContent(/\/invite\/inv1\?token=/);
    const pending = await screen.findByTestId('invitation-sam@example.com');
    expect(pending).toHaveTextContent('Member');
    await user.click(within(pending).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByTestId('invitation-sam@example.com')).not.toBeInTheDocument());
  });

  it('refuses a seat past the plan with the way to get more, and still lets a viewer in', async () => {
    const { backend, owner, sam } = team('basic-active');
    act(() =>
      backend.control.setMember(owner, sam, {
        role: 'member',
        ownRecordsOnly: false,
        payroll: false,
        email: 'sam@example.com',
        displayName: 'Sam',
        joinedAt: new Date(),
        invitedBy: owner,
      }),
    );
    const { user } = renderApp('/settings/members', { backend });
    await screen.findByTestId('member-sam@example.com');
    await user.type(screen.getByLabelText('E-mail'), 'vera@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'member');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/All 2 seats of the Basic plan are in use\. Upgrade to Pro for 10 seats/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Role'), 'viewer');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByTestId('invitation-vera@example.com')).toHaveTextContent('Viewer');
  });

  it('the invited person joins from the link with the invited address, and the link cannot be used again', async () => {
    const { backend } = team();
    const { invitationId, link } = await backend.members.invite(backend.control.uidOf('olivia@example.com'), 'sam@example.com', 'member');
    act(() => backend.control.setSession('sam@example.com'));
    const { user } = renderApp(link, { backend });
    expect(await screen.findByText('Olivia invited sam@example.com to work in Olivia as Member.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Olivia' }));
    await waitFor(() => expect(screen.getAllByTestId('open-account').some((el) => el.textContent?.includes('Olivia'))).toBe(true));
    await expect(backend.members.acceptInvitation(invitationId, link.split('token=')[1])).rejects.toMatchObject({
      message: 'This invitation has already been accepted.',
    });
  });

  it('someone signed in with another address is told whose invitation it is and cannot accept it', async () => {
    const { backend } = team();
    const { invitationId, link } = await backend.members.invite(backend.control.uidOf('olivia@example.com'), 'sam@example.com', 'viewer');
    act(() => backend.control.setSession('vera@example.com'));
    renderApp(link, { backend });
    expect(await screen.findByText(/You are signed in as vera@example.com, but this invitation is for sam@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    await expect(backend.members.acceptInvitation(invitationId)).rejects.toMatchObject({ code: 'functions/permission-denied' });
  });

  it('a signed-out visitor is offered to create a sign-in with the invited address, and back to the link', async () => {
    const { backend } = team();
    const { link } = await backend.members.invite(backend.control.uidOf('olivia@example.com'), 'new@example.com', 'member');
    act(() => backend.control.setSession(null));
    renderApp(link, { backend });
    const create = await screen.findByRole('link', { name: 'Create your sign-in' });
    expect(create.getAttribute('href')).toContain('email=new%40example.com');
    expect(create.getAttribute('href')).toContain(`redirect=${encodeURIComponent(link)}`);
  });

  it('a wrong token says the link is not valid', async () => {
    const { backend } = team();
    const { invitationId } = await backend.members.invite(backend.control.uidOf('olivia@example.com'), 'sam@example.com', 'member');
    renderApp(`/invite/${invitationId}?token=wrong`, { backend });
    expect(await screen.findByText('This invitation link is not valid.')).toBeInTheDocument();
  });

  it('someone with a sign-in joins from the notice in the shell', async () => {
    const { backend } = team();
    await backend.members.invite(backend.control.uidOf('olivia@example.com'), 'sam@example.com', 'manager');
    act(() => backend.control.setSession('sam@example.com'));
    const { user } = renderApp('/dashboard', { backend });
    const notice = await screen.findByTestId('invitation-notice');
    expect(notice).toHaveTextContent('Olivia invited you to work in Olivia as Manager.');
    await user.click(within(notice).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(screen.queryByTestId('invitation-notice')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByTestId('open-account').some((el) => el.textContent?.includes('Olivia'))).toBe(true));
  });

  it('a manager changes a member’s role but cannot touch the owner; the last owner stays', async () => {
    const { backend, owner, sam } = team();
    act(() =>
      backend.control.setMember(owner, sam, {
        role: 'manager',
        ownRecordsOnly: false,
        payroll: true,
        email: 'sam@example.com',
        displayName: 'Sam',
        joinedAt: new Date(),
        invitedBy: owner,
      }),
    );
    await expect(backend.members.updateMember(owner, owner, { role: 'manager' })).rejects.toMatchObject({ code: 'functions/failed-precondition' });
    act(() => backend.control.setSession('sam@example.com'));
    await expect(backend.members.removeMember(owner, owner)).rejects.toMatchObject({ code: 'functions/permission-denied' });
    const { user } = renderApp('/settings/members', { backend });
    await user.click(await screen.findByRole('button', { name: /Switch account/ }));
    await user.click(await screen.findByRole('button', { name: /Olivia/ }));
    const ownerRow = await screen.findByTestId('member-olivia@example.com');
    expect(within(ownerRow).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});

describe('the switches, the hand-over and the activity', () => {
  it('owners and managers see the two switches for members and viewers only; owners and managers have every record and payroll', async () => {
    const { backend } = fullTeam();
    renderApp('/settings/members', { backend });
    const sam = await screen.findByTestId('member-sam@example.com');
    expect(within(sam).getByRole('switch', { name: /Own records only/ })).not.toBeChecked();
    expect(within(sam).getByRole('switch', { name: /Payroll/ })).not.toBeChecked();
    expect(within(sam).getByRole('switch', { name: /Own records only/ })).toHaveAccessibleDescription(
      'Sees and edits only the clients and tasks assigned to them',
    );
    const vera = screen.getByTestId('member-vera@example.com');
    expect(within(vera).getByRole('switch', { name: /Payroll/ })).toBeChecked();
    expect(within(vera).getByRole('switch', { name: /Payroll/ })).toHaveAccessibleDescription('Sees salaries and the expenses paid from them');
    for (const email of ['olivia@example.com', 'max@example.com']) {
      const row = screen.getByTestId(`member-${email}`);
      expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
      expect(row).toHaveTextContent('All records, payroll');
    }
  });

  it('a member sees neither switches nor the activity', async () => {
    const { backend, owner } = fullTeam();
    act(() => backend.control.setSession('sam@example.com'));
    const { user } = renderApp('/settings/members', { backend });
    await user.click(await screen.findByRole('button', { name: /Switch account/ }));
    await user.click(await screen.findByRole('button', { name: /Olivia/ }));
    await screen.findByTestId('member-vera@example.com');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText('All records, payroll')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Activity' })).not.toBeInTheDocument();
    await expect(backend.members.listAccountActivity(owner)).rejects.toMatchObject({
      code: 'functions/permission-denied',
      message: MEMBER_MESSAGES.activityManageOnly,
    });
  });

  it('a toggle calls updateMember and shows at once; a refusal puts the switch back with the message', async () => {
    const { backend, owner, sam } = fullTeam();
    const update = vi.spyOn(backend.members, 'updateMember');
    const { user } = renderApp('/settings/members', { backend });
    const row = await screen.findByTestId('member-sam@example.com');
    await user.click(within(row).getByRole('switch', { name: /Own records only/ }));
    expect(update).toHaveBeenCalledWith(owner, sam, { ownRecordsOnly: true });
    await waitFor(() => expect(within(row).getByRole('switch', { name: /Own records only/ })).toBeChecked());

    let refuse: (e: unknown) => void = () => {};
    update.mockImplementationOnce(() => new Promise<void>((_, reject) => (refuse = reject)));
    await user.click(within(row).getByRole('switch', { name: /Payroll/ }));
    expect(update).toHaveBeenLastCalledWith(owner, sam, { payroll: true });
    expect(within(row).getByRole('switch', { name: /Payroll/ })).toBeChecked(); // at once, before the answer
    act(() => refuse(new DataError('permission-denied', MEMBER_MESSAGES.manageOnly)));
    expect(await screen.findByText(MEMBER_MESSAGES.manageOnly)).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: /Payroll/ })).not.toBeChecked();
    expect(within(row).getByRole('switch', { name: /Own records only/ })).toBeChecked();
  });

  it('an owner hands the account over after confirming, and stays as a manager', async () => {
    const { backend } = fullTeam();
    const { user } = renderApp('/settings/members', { backend });
    const max = await screen.findByTestId('member-max@example.com');
    expect(within(screen.getByTestId('member-olivia@example.com')).queryByRole('button', { name: 'Make account owner' })).not.toBeInTheDocument();
    await user.click(within(max).getByRole('button', { name: 'Make account owner' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Max becomes the account owner. You stay in the account as a manager.');
    await user.click(within(dialog).getByRole('button', { name: 'Make account owner' }));
    expect(await screen.findByText('Max is now the account owner.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('member-olivia@example.com')).toHaveTextContent('Manager'));
    expect(screen.getByTestId('member-max@example.com')).toHaveTextContent('Owner');
    // A manager now: no hand-over offered any more.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make account owner' })).not.toBeInTheDocument());
    expect(await screen.findByText('Olivia handed the account over to Max and stayed as a manager.')).toBeInTheDocument();
  });

  it('a refused hand-over says why in the dialog', async () => {
    const { backend, owner } = team('basic-active');
    act(() => {
      backend.control.setMember(owner, backend.control.uidOf('sam@example.com'), joined(owner, 'sam@example.com', 'member'));
      backend.control.setMember(owner, backend.control.uidOf('vera@example.com'), joined(owner, 'vera@example.com', 'viewer'));
    });
    const { user } = renderApp('/settings/members', { backend });
    await user.click(within(await screen.findByTestId('member-vera@example.com')).getByRole('button', { name: 'Make account owner' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make account owner' }));
    expect(await within(dialog).findByText(/All 2 seats of the Basic plan are in use/)).toBeInTheDocument();
    expect(screen.getByTestId('member-vera@example.com')).toHaveTextContent('Viewer');
  });

  it('the activity shows each change as a sentence, newest first, 20 at a time with Show more', async () => {
    const { backend, owner, sam } = fullTeam();
    await backend.members.invite(owner, 'new@example.com', 'viewer');
    for (let i = 0; i < 12; i++) {
      await backend.members.updateMember(owner, sam, { ownRecordsOnly: i % 2 === 0 });
      await backend.members.updateMember(owner, sam, { payroll: i % 2 === 0 });
    }
    await backend.members.updateMember(owner, sam, { role: 'viewer' });
    const { user } = renderApp('/settings/members', { backend });
    const list = await screen.findByRole('list', { name: 'Activity' });
    await waitFor(() => expect(within(list).getAllByTestId('activity-entry')).toHaveLength(20));
    const entries = within(list).getAllByTestId('activity-entry');
    expect(entries[0]).toHaveTextContent("Olivia changed Sam's role to Viewer.");
    expect(entries[1]).toHaveTextContent("Olivia removed Sam's access to payroll.");
    expect(entries[2]).toHaveTextContent('Olivia let Sam see all records.');
    expect(entries[3]).toHaveTextContent('Olivia gave Sam access to payroll.');
    expect(entries[4]).toHaveTextContent('Olivia limited Sam to the records assigned to them.');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByTestId('activity-entry')).toHaveLength(26));
    expect(within(list).getAllByTestId('activity-entry')[25]).toHaveTextContent('Olivia invited new@example.com as Viewer.');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
