// A removed member's next visit (docs/product/members.md#removing-a-member): removed while signed
// out, their next sign-in opens on a clear screen (the page saying they no longer have access,
// from which they open their own account), not the account they last used, a broken app or a
// spinner; and a tab left open on the account, reloaded after the removal, does the same.
import { expect, test } from './fixtures';
import { openAccount, ownerAndMember, removeMember, signIn } from './helpers/team';
import { adminDb } from './records-helpers';

test('removed while signed out, the member’s next sign-in lands on a clear screen, and so does a reload of a tab left open', async ({ browser }) => {
  test.setTimeout(300_000);
  const team = await ownerAndMember(browser, {
    prefix: 'removed',
    ownerName: 'Rhea Owner',
    memberName: 'Remy Member',
    clients: [['Kept Client', 'kept@example.com']],
  });
  const { member, memberEmail, accountName } = team;
  try {
    // The member works in the owner's account (the last one used opens next time), then signs out.
    await member.goto('/clients');
    await openAccount(member, accountName);
    await expect(member.getByRole('article', { name: 'Kept Client' })).toBeVisible({ timeout: 30_000 });
    await member.getByRole('button', { name: 'Sign Out' }).click();
    await expect(member).toHaveURL(/\/$/, { timeout: 15_000 });

    await removeMember(team);

    // Signing in again: the account they last used is no longer theirs.
    await signIn(member, memberEmail);
    await expect(member.getByRole('heading', { name: `You no longer have access to ${accountName}` })).toBeVisible({ timeout: 30_000 });
    await expect(member.getByRole('article', { name: 'Kept Client' })).toHaveCount(0);
    await member.getByRole('button', { name: 'Open my own account' }).click();
    await expect(member.getByTestId('open-account')).toContainText('Remy Member', { timeout: 30_000 });
    await expect(member.getByRole('heading', { name: 'Clients' }).or(member.getByRole('heading', { name: /Welcome/ }))).toBeVisible();
    // The next reload opens their own account at once.
    await member.reload();
    await expect(member.getByTestId('open-account')).toContainText('Remy Member', { timeout: 30_000 });

    // Invited again and removed while the account is open in a tab: a reload lands on the clear screen too.
    await adminDb().doc(`accounts/${team.ownerUid}/members/${team.memberUid}`).set({
      role: 'member',
      ownRecordsOnly: false,
      payroll: false,
      email: memberEmail,
      displayName: 'Remy Member',
      joinedAt: new Date(),
      invitedBy: team.ownerUid,
    });
    await adminDb()
      .doc(`users/${team.memberUid}`)
      .set({ accounts: { [team.ownerUid]: 'member' } }, { merge: true });
    await member.goto('/clients');
    await openAccount(member, accountName);
    await expect(member.getByRole('article', { name: 'Kept Client' })).toBeVisible({ timeout: 30_000 });
    await member.context().setOffline(true);
    await removeMember(team);
    await member.context().setOffline(false);
    await member.reload();
    await expect(member.getByRole('heading', { name: `You no longer have access to ${accountName}` })).toBeVisible({ timeout: 30_000 });
    await member.getByRole('button', { name: 'Open my own account' }).click();
    await expect(member.getByTestId('open-account')).toContainText('Remy Member', { timeout: 30_000 });
  } finally {
    await team.close();
  }
});
