// Deleting a team account in Chromium (docs/product/accounts.md#deleting-the-account): the owner
// confirms with the account's name and their password from Settings → Members; the member's open
// tab says they no longer have access; the owner, whose only account it was, lands on the page
// saying it was deleted and starts a new account, which opens on the plan chooser (no second
// trial); the member opens their own account from the lost-access page.
import { expect, test } from './fixtures';
import { openAccount, ownerAndMember } from './helpers/team';
import { adminDb, password } from './records-helpers';

test('an owner deletes a team account: the member’s open tab loses access, the owner lands on the deleted page and starts anew without a trial', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const team = await ownerAndMember(browser, {
    prefix: 'del',
    ownerName: 'Dora Owner',
    memberName: 'Mia Member',
    clients: [['Doomed Client', 'doomed@example.com']],
  });
  const { owner, member, ownerUid } = team;
  try {
    await member.goto('/clients');
    await openAccount(member, 'Dora Owner');
    await expect(member.getByText('Doomed Client')).toBeVisible({ timeout: 30_000 });

    await owner.goto('/settings/members');
    const zone = owner.getByTestId('danger-zone');
    await zone.getByRole('button', { name: 'Delete account...' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Delete Dora Owner?' });
    await expect(dialog).toContainText('every member');
    const confirm = dialog.getByRole('button', { name: 'Delete the account for good' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type Dora Owner to confirm').fill('dora owner');
    await dialog.getByLabel('Your password', { exact: true }).fill('not-my-password');
    await confirm.click();
    await expect(dialog.getByText('Incorrect password. Please try again.')).toBeVisible({ timeout: 15_000 });
    await dialog.getByLabel('Your password', { exact: true }).fill(password);
    await confirm.click();

    await expect(owner.getByRole('heading', { name: 'Dora Owner was deleted' })).toBeVisible({ timeout: 60_000 });
    await expect(member.getByRole('heading', { name: 'You no longer have access to Dora Owner' })).toBeVisible({ timeout: 30_000 });
    expect((await adminDb().doc(`accounts/${ownerUid}`).get()).exists).toBe(false);
    expect((await adminDb().collection(`accounts/${ownerUid}/clients`).get()).size).toBe(0);

    // The owner starts a new account: no second free trial, so it opens on the plan chooser.
    await owner.getByRole('button', { name: 'Start a new account' }).click();
    await expect(owner.getByRole('heading', { name: 'Your free trial has ended' })).toBeVisible({ timeout: 30_000 });

    // The member opens the account they still have: their own.
    await member.getByRole('button', { name: 'Open my own account' }).click();
    await expect(member.getByTestId('open-account')).toContainText('Mia Member', { timeout: 30_000 });
  } finally {
    await team.close();
  }
});
