// Saved views in Chromium (docs/product/saved-views.md): an owner filters the clients by status and
// a search, saves the view and shares it with the account; a member of the account picks the
// shared view and sees the same clients, and cannot share; a bookmarked address opens the same
// filtered list.
import { expect, test } from './fixtures';
import { addClient, adminDb, makePro, signUp, unique } from './records-helpers';

test('an owner saves and shares a filtered view of the clients; a member sees it, and a bookmarked address opens it', async ({ browser }) => {
  test.setTimeout(300_000);
  const ownerEmail = unique('views-owner');
  const memberEmail = unique('views-member');
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    const ownerUid = await signUp(owner, ownerEmail, 'Vera Owner', 60_000);
    await makePro(ownerUid);
    const member = await memberContext.newPage();
    const memberUid = await signUp(member, memberEmail, 'Mo Member', 60_000);
    // What accepting a member's invitation writes (e2e/team-accounts.spec.ts goes through it).
    await adminDb()
      .doc(`accounts/${ownerUid}/members/${memberUid}`)
      .set({ role: 'member', ownRecordsOnly: false, payroll: true, email: memberEmail, displayName: 'Mo Member', joinedAt: new Date(), invitedBy: ownerUid });
    await adminDb()
      .doc(`users/${memberUid}`)
      .set({ accounts: { [memberUid]: 'owner', [ownerUid]: 'member' } }, { merge: true });
    // The account's name as the sign-up's rename trigger gives it, set here so the journey does
    // not wait behind the suite's triggers.
    await adminDb().doc(`accounts/${ownerUid}`).set({ name: 'Vera Owner' }, { merge: true });
    // A former customer, as the app stores one.
    const now = new Date();
    await adminDb().doc(`accounts/${ownerUid}/clients/oldbakery`).set({
      name: 'Old Bakery',
      email: 'old@example.com',
      phone: '',
      company: '',
      value: 0,
      progress: 0,
      notes: '',
      dateAdded: '2026-01-05',
      lastContact: '2026-01-05',
      status: 'inactive',
      type: 'one-time',
      ownerId: ownerUid,
      createdBy: ownerUid,
      updatedBy: ownerUid,
      createdAt: now,
      updatedAt: now,
    });

    await owner.goto('/clients');
    await addClient(owner, 'Harbour Bakery', 'bakery@example.com');
    await addClient(owner, 'Corner Cafe', 'cafe@example.com');
    await expect(owner.getByRole('article', { name: 'Old Bakery' })).toBeVisible({ timeout: 30_000 });

    // The owner filters: active clients whose name, e-mail or company has "bakery".
    await owner.getByRole('combobox', { name: 'Status' }).selectOption('active');
    await owner.getByRole('searchbox', { name: 'Search clients' }).fill('bakery');
    await expect(owner.getByRole('article', { name: 'Harbour Bakery' })).toBeVisible();
    await expect(owner.getByRole('article', { name: 'Old Bakery' })).toBeHidden();
    await expect(owner.getByRole('article', { name: 'Corner Cafe' })).toBeHidden();
    await expect(owner).toHaveURL(/q=bakery/);

    // Saved and shared with the account.
    await owner.getByRole('button', { name: 'Save as new' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Save as a new view' });
    await dialog.getByLabel('View name').fill('Bakeries');
    await dialog.getByRole('checkbox', { name: 'Share with the account' }).check();
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const picker = owner.getByRole('combobox', { name: 'Saved view' });
    await expect(picker.locator('option:checked')).toHaveText('Bakeries (shared)', { timeout: 30_000 });
    const bookmark = new URL(owner.url());

    // A member of the account picks the shared view and sees the same clients; they may not share it.
    await member.goto('/clients');
    await member.getByRole('button', { name: /Switch account/ }).click();
    await member
      .getByRole('list', { name: 'Your accounts' })
      .getByRole('button', { name: /Vera Owner/ })
      .click();
    await expect(member.getByTestId('open-account')).toContainText('Vera Owner');
    await expect(member.getByRole('article', { name: 'Corner Cafe' })).toBeVisible({ timeout: 30_000 });
    const memberPicker = member.getByRole('combobox', { name: 'Saved view' });
    await expect(memberPicker.locator('option', { hasText: 'Bakeries (shared)' })).toHaveCount(1, { timeout: 30_000 });
    await memberPicker.selectOption({ label: 'Bakeries (shared)' });
    await expect(member.getByRole('article', { name: 'Harbour Bakery' })).toBeVisible();
    await expect(member.getByRole('article', { name: 'Corner Cafe' })).toBeHidden();
    await expect(member.getByRole('article', { name: 'Old Bakery' })).toBeHidden();
    await expect(member.getByRole('button', { name: 'Share with the account' })).toHaveCount(0);
    await expect(member.getByRole('button', { name: 'Rename' })).toHaveCount(0);

    // The bookmarked address, opened afresh, shows the same filtered list.
    const again = await ownerContext.newPage();
    await again.goto(`${bookmark.pathname}${bookmark.search}`);
    await expect(again.getByRole('article', { name: 'Harbour Bakery' })).toBeVisible({ timeout: 30_000 });
    await expect(again.getByRole('article', { name: 'Corner Cafe' })).toBeHidden();
    await expect(again.getByRole('article', { name: 'Old Bakery' })).toBeHidden();
    await expect(again.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('bakery');
    await expect(again.getByRole('combobox', { name: 'Saved view' }).locator('option:checked')).toHaveText('Bakeries (shared)');
  } finally {
    await ownerContext.close();
    await memberContext.close();
  }
});
