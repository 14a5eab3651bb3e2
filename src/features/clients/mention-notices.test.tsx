// The header's Mentions: the unread count on the button, the list of notices, and opening one
// (read, its account opened, the client's page shown).
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberDoc } from '../../data/contract';
import type { MentionNotice } from '../../domain/mentions';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { clientRecord } from '../../testing/record-fixtures';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const member = (email: string): MemberDoc => ({
  role: 'member',
  ownRecordsOnly: false,
  payroll: false,
  email,
  displayName: 'Sam Reed',
  joinedAt: new Date(),
  invitedBy: null,
});

const notice = (team: string, id: string, over: Partial<MentionNotice> = {}): MentionNotice => ({
  id: `${team}_${id}`,
  kind: 'mention',
  accountId: team,
  clientId: 'c1',
  clientName: 'Bakery Client',
  activityId: id,
  authorId: team,
  authorName: 'Olivia Owner',
  excerpt: 'Ask @Sam Reed about the prices',
  createdAt: new Date(2026, 11, 1, 10, 0),
  readAt: null,
  ...over,
});

/** Sam has his own account open and belongs to Olivia's, where a note mentioned him. */
function setup(path = '/dashboard') {
  const backend = createFakeBackend({
    users: [
      { email: 'olivia@example.com', account: accountFor('pro') },
      { email: 'sam@example.com', account: accountFor('pro') },
    ],
    signedInAs: 'sam@example.com',
  });
  const team = backend.control.uidOf('olivia@example.com');
  const sam = backend.control.uidOf('sam@example.com');
  backend.control.seedRecords(team, 'clients', [{ ...clientRecord('c1', 'Bakery Client'), ownerId: team }]);
  backend.control.setMember(team, sam, member('sam@example.com'), 'Harbour Bakery');
  return { team, sam, ...renderApp(path.replace('{team}', team), { backend }) };
}

describe('mention notices in the header', () => {
  it('says how many are unread, lists them newest first, and says when there are none', async () => {
    const { backend, team, sam, user } = setup();
    const none = await screen.findByRole('button', { name: 'Mentions' });
    await user.click(none);
    expect(screen.getByRole('region', { name: 'Mentions' })).toHaveTextContent('No one has mentioned you yet.');
    backend.notifications.addNotice(sam, notice(team, 'n1'));
    backend.notifications.addNotice(sam, notice(team, 'n2', { createdAt: new Date(2026, 11, 2), clientName: 'Corner Cafe', readAt: new Date() }));
    const button = await screen.findByRole('button', { name: 'Mentions, 1 unread' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('region', { name: 'Mentions' })).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Olivia Owner mentioned you on Corner Cafe/),
      expect.stringMatching(/^NewOlivia Owner mentioned you on Bakery Client.*Ask @Sam Reed about the prices/),
    ]);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it("opening a notice marks it read, opens the account it is in, and shows the client's page", async () => {
    const { backend, team, sam, user, location } = setup();
    backend.notifications.addNotice(sam, notice(team, 'n1'));
    await user.click(await screen.findByRole('button', { name: 'Mentions, 1 unread' }));
    await user.click(within(screen.getByRole('region', { name: 'Mentions' })).getByRole('button', { name: /Bakery Client/ }));
    expect(location().pathname).toBe('/clients/c1');
    expect(await screen.findByRole('heading', { name: 'Bakery Client' })).toBeInTheDocument();
    expect(screen.getAllByTestId('open-account').some((el) => el.textContent?.includes('Harbour Bakery'))).toBe(true);
    await waitFor(() => expect(backend.notifications.notices(sam)[0]!.readAt).not.toBeNull());
    expect(await screen.findByRole('button', { name: 'Mentions' })).toBeInTheDocument();
  });

  it("a mail's link to the client names its account, which the client's page opens", async () => {
    setup('/clients/c1?account={team}');
    expect(await screen.findByRole('heading', { name: 'Bakery Client' })).toBeInTheDocument();
    expect(screen.getAllByTestId('open-account').some((el) => el.textContent?.includes('Harbour Bakery'))).toBe(true);
  });
});
