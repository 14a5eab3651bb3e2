// A member's changes made offline, refused because the owner removed them meanwhile
// (docs/offline.md, docs/product/members.md): back online, the rules refuse the queued writes, and
// the member's tab names each change that was not saved, on the page that says they no longer
// have access, instead of losing them silently.
import { expect, test } from './fixtures';
import { openAccount, ownerAndMember, removeMember } from './helpers/team';
import { addClient, adminDb } from './records-helpers';

test('a member removed while offline is told which of their offline changes were not saved', async ({ browser }) => {
  test.setTimeout(300_000);
  const team = await ownerAndMember(browser, {
    prefix: 'off',
    ownerName: 'Otto Owner',
    memberName: 'Molly Member',
    clients: [['Shared Client', 'shared@example.com']],
  });
  const { member, memberContext, ownerUid } = team;
  try {
    await member.goto('/clients');
    await openAccount(member, 'Otto Owner');
    await expect(member.getByRole('article', { name: 'Shared Client' })).toBeVisible({ timeout: 30_000 });

    // Offline, the member edits a client and adds one: both are kept in the browser.
    await memberContext.setOffline(true);
    await expect(member.getByTestId('offline-indicator')).toContainText('Offline: changes will sync when you reconnect.', { timeout: 15_000 });
    await member.getByRole('button', { name: 'Edit Shared Client' }).click();
    const dialog = member.getByRole('dialog', { name: 'Edit Client' });
    await dialog.getByLabel('Email').fill('changed-offline@example.com');
    await dialog.getByRole('button', { name: 'Update Client' }).click();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    await addClient(member, 'Offline Newcomer', 'newcomer@example.com');
    await expect(member.getByTestId('offline-indicator')).toContainText('2 changes waiting.');

    // Meanwhile the owner removes them.
    await removeMember(team);

    // Back online: the rules refuse both writes, and the member is told which.
    await memberContext.setOffline(false);
    await expect(member.getByRole('heading', { name: 'You no longer have access to Otto Owner' })).toBeVisible({ timeout: 30_000 });
    const refused = member.getByTestId('refused-writes');
    await expect(refused).toContainText('Changes made offline were not saved:', { timeout: 30_000 });
    await expect(refused).toContainText('Your changes to the client “Shared Client” were not saved: You no longer have permission');
    await expect(refused).toContainText('The new client “Offline Newcomer” was not saved: You no longer have permission');

    // Nothing of theirs reached the account.
    const clients = (await adminDb().collection(`accounts/${ownerUid}/clients`).get()).docs.map(
      (d) => `${d.get('name') as string} ${d.get('email') as string}`,
    );
    expect(clients).toEqual(['Shared Client shared@example.com']);
  } finally {
    await team.close();
  }
});
