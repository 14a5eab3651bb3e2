// Deleting a team account in Chromium (docs/product/accounts.md#deleting-the-account): the owner
// confirms with the account's name and their password from Settings → Members; the member's open
// tab says they no longer have access; the owner, whose only account it was, lands on the page
// saying it was deleted and starts a new account, which opens on the plan chooser (no second
// trial); the member opens their own account from the lost-access page.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { addClient, adminDb, makePro, password, signUp, unique } from './records-helpers';

async function openAccount(page: Page, name: string) {
  await page.getByRole('button', { name: /Switch account/ }).click();
  await page
    .getByRole('list', { name: 'Your accounts' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(page.getByTestId('open-account')).toContainText(name);
}

test('an owner deletes a team account: the member’s open tab loses access, the owner lands on the deleted page and starts anew without a trial', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const ownerEmail = unique('del-owner');
  const memberEmail = unique('del-member');
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    const ownerUid = await signUp(owner, ownerEmail, 'Dora Owner', 60_000);
    await makePro(ownerUid);
    await owner.goto('/clients');
    await addClient(owner, 'Doomed Client', 'doomed@example.com');

    const member = await memberContext.newPage();
    const memberUid = await signUp(member, memberEmail, 'Mia Member', 60_000);
    // What accepting a member's invitation writes (e2e/team-accounts.spec.ts goes through it).
    await adminDb()
      .doc(`accounts/${ownerUid}/members/${memberUid}`)
      .set({ role: 'member', ownRecordsOnly: false, payroll: false, email: memberEmail, displayName: 'Mia Member', joinedAt: new Date(), invitedBy: ownerUid });
    await adminDb()
      .doc(`users/${memberUid}`)
      .set({ accounts: { [memberUid]: 'owner', [ownerUid]: 'member' } }, { merge: true });
    // The account's name, as the sign-up's rename trigger gives it (e2e/team-accounts.spec.ts shows
    // the trigger doing it): set here, so this journey does not wait behind the suite's triggers.
    await adminDb().doc(`accounts/${ownerUid}`).set({ name: 'Dora Owner' }, { merge: true });
    await adminDb().doc(`accounts/${memberUid}`).set({ name: 'Mia Member' }, { merge: true });
    await expect(owner.getByTestId('open-account')).toContainText('Dora Owner', { timeout: 60_000 });
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
    await ownerContext.close();
    await memberContext.close();
  }
});
