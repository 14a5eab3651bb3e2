// The @mention picker in the client's note editor: typing @ lists the account's members who can
// see the client, filtered as one types; keyboard and mouse pick; the note saves their uids.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberDoc } from '../../data/contract';
import type { AccountRole } from '../../domain/accounts';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { clientRecord } from '../../testing/record-fixtures';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const member = (role: AccountRole, email: string, displayName: string, ownRecordsOnly = false): MemberDoc => ({
  role,
  ownRecordsOnly,
  payroll: false,
  email,
  displayName,
  joinedAt: new Date(),
  invitedBy: null,
});

/** Olivia owns the account and its client c1; Sam Reed and Sara Lim are members; Nora sees only her own records. */
function setup() {
  const backend = createFakeBackend({
    users: [
      { email: 'olivia@example.com', account: accountFor('pro') },
      { email: 'sam@example.com', account: accountFor('pro') },
      { email: 'sara@example.com', account: accountFor('pro') },
      { email: 'nora@example.com', account: accountFor('pro') },
    ],
    signedInAs: 'olivia@example.com',
  });
  const c = backend.control;
  const team = c.uidOf('olivia@example.com');
  const [sam, sara, nora] = ['sam', 'sara', 'nora'].map((n) => c.uidOf(`${n}@example.com`)) as [string, string, string];
  c.seedRecords(team, 'clients', [{ ...clientRecord('c1', 'Jane Doe'), ownerId: team }]);
  c.setMember(team, sam, member('member', 'sam@example.com', 'Sam Reed'));
  c.setMember(team, sara, member('viewer', 'sara@example.com', 'Sara Lim'));
  c.setMember(team, nora, member('member', 'nora@example.com', 'Nora Quist', true));
  return { team, sam, sara, nora, ...renderApp('/clients/c1', { backend }) };
}

async function noteBox() {
  const form = await screen.findByRole('form', { name: 'Add to the timeline' });
  return { form, box: within(form).getByRole('combobox', { name: 'Note' }) };
}

describe('mention picker', () => {
  it('typing @ lists the members who can see the client, filtered as one types, and not the writer', async () => {
    const { user } = setup();
    const { box } = await noteBox();
    await user.type(box, 'Ask @');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sam Reed', 'Sara Lim']);
    await user.type(box, 'sar');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sara Lim']);
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: 'Sara Lim' }).id);
  });

  it('the arrow keys move through the list and Enter picks; the note saves the member', async () => {
    const { user, backend, team, sara } = setup();
    const { form, box } = await noteBox();
    const add = vi.spyOn(backend.activities, 'addActivity');
    await user.type(box, 'Ask @s');
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'Sam Reed' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'Sara Lim' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'Sam Reed' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(box).toHaveValue('Ask @Sara Lim ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'about the prices');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(add.mock.calls[0]![0]).toBe(team);
    expect(add.mock.calls[0]![1]).toMatchObject({ text: 'Ask @Sara Lim about the prices', mentions: [sara] });
    // The timeline shows the mention as such.
    const entries = await screen.findByRole('list', { name: 'Timeline entries' });
    expect(await within(entries).findByText('@Sara Lim')).toBeInTheDocument();
  });

  it('a click picks a member; Escape closes the list and keeps the text', async () => {
    const { user } = setup();
    const { box } = await noteBox();
    await user.type(box, '@');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Sam Reed' }));
    expect(box).toHaveValue('@Sam Reed ');
    expect(box).toHaveFocus();
    await user.type(box, 'and @sa');
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('@Sam Reed and @sa');
    // Typing on after Escape keeps it closed for that @.
    await user.type(box, 'm');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('a mention whose @Name is deleted before saving is not saved; an edit that deletes it drops it', async () => {
    const { user, backend, sam } = setup();
    const { form, box } = await noteBox();
    const add = vi.spyOn(backend.activities, 'addActivity');
    const update = vi.spyOn(backend.activities, 'updateActivity');
    await user.type(box, '@sa');
    await user.keyboard('{Enter}');
    await user.type(box, 'and @sar');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('@Sam Reed and @Sara Lim ');
    // Remove "@Sara Lim " from the end.
    await user.type(box, '{Backspace}'.repeat('@Sara Lim '.length));
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(add.mock.calls[0]![1].mentions).toEqual([sam]);

    const entries = await screen.findByRole('list', { name: 'Timeline entries' });
    await user.click(await within(entries).findByRole('button', { name: 'Edit this entry' }));
    const editForm = screen.getByRole('form', { name: 'Edit entry' });
    const editBox = within(editForm).getByRole('combobox', { name: 'Note' });
    await user.clear(editBox);
    await user.type(editBox, 'No one now');
    await user.click(within(editForm).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![2]).toMatchObject({ text: 'No one now', mentions: [] });
  });
});
