// Members, invitations and the invitation link, on the fake backend (whose members part makes the
// checks of functions/src/members: roles, the invited address, single-use links, seats, owners).
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
    ],
    signedInAs: 'olivia@example.com',
  });
  return { backend, owner: backend.control.uidOf('olivia@example.com'), sam: backend.control.uidOf('sam@example.com') };
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
    await expect(backend.members.acceptInvitation(invitationId)).rejects.toMatchObject({ code: 'permission-denied' });
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
    await expect(backend.members.updateMember(owner, owner, { role: 'manager' })).rejects.toMatchObject({ code: 'failed-precondition' });
    act(() => backend.control.setSession('sam@example.com'));
    await expect(backend.members.removeMember(owner, owner)).rejects.toMatchObject({ code: 'permission-denied' });
    const { user } = renderApp('/settings/members', { backend });
    await user.click(await screen.findByRole('button', { name: /Switch account/ }));
    await user.click(await screen.findByRole('button', { name: /Olivia/ }));
    const ownerRow = await screen.findByTestId('member-olivia@example.com');
    expect(within(ownerRow).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});
