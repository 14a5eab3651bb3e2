// A member's changes made offline, refused because the owner removed them meanwhile
// (docs/offline.md, docs/product/members.md): back online, the rules refuse the queued writes, and
// the member's tab names each change that was not saved, on the page that says they no longer
// have access, instead of losing them silently.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { addClient, adminDb, makePro, signUp, unique } from './records-helpers';

async function openAccount(page: Page, name: string) {
  await page.getByRole('button', { name: /Switch account/ }).click();
  await page
    .getByRole('list', { name: 'Your accounts' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(page.getByTestId('open-account')).toContainText(name);
}

test('a member removed while offline is told which of their offline changes were not saved', async ({ browser }) => {
  test.setTimeout(300_000);
  const ownerEmail = unique('off-owner');
  const memberEmail = unique('off-member');
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    const ownerUid = await signUp(owner, ownerEmail, 'Otto Owner', 60_000);
    await makePro(ownerUid);
    await owner.goto('/clients');
    await addClient(owner, 'Shared Client', 'shared@example.com');

    const member = await memberContext.newPage();
    const memberUid = await signUp(member, memberEmail, 'Molly Member', 60_000);
    // What accepting a member's invitation writes (e2e/team-accounts.spec.ts goes through it).
    await adminDb().doc(`accounts/${ownerUid}/members/${memberUid}`).set({
      role: 'member',
      ownRecordsOnly: false,
      payroll: false,
      email: memberEmail,
      displayName: 'Molly Member',
      joinedAt: new Date(),
      invitedBy: ownerUid,
    });
    await adminDb()
      .doc(`users/${memberUid}`)
      .set({ accounts: { [memberUid]: 'owner', [ownerUid]: 'member' } }, { merge: true });
    // The account's name, as the sign-up's rename trigger gives it (e2e/team-accounts.spec.ts shows
    // the trigger doing it): set here, so this journey does not wait behind the suite's triggers.
    await adminDb().doc(`accounts/${ownerUid}`).set({ name: 'Otto Owner' }, { merge: true });
    await expect(owner.getByTestId('open-account')).toContainText('Otto Owner', { timeout: 60_000 });
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
    await owner.goto('/settings/members');
    const row = owner.getByTestId(`member-${memberEmail}`);
    await expect(row).toContainText('Molly Member', { timeout: 15_000 });
    owner.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: 'Remove' }).click();
    await expect(row).toBeHidden({ timeout: 30_000 });

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
    await ownerContext.close();
    await memberContext.close();
  }
});
