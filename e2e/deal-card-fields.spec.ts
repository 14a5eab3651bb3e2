// The deal card's custom fields in Chromium (docs/product/deals.md#the-board): an owner adds a
// Retainer amount and a Court date to deals on /settings/fields, fills them in on a new deal, and
// the card on the board shows both in their formats; a value added later appears on the card live.
import { expect, test } from './fixtures';
import { addClient, signUp, unique } from './records-helpers';

test('an owner adds deal fields, fills them on a new deal and sees them on its card', async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, unique('deal-card'), 'Rita Retainer', 60_000);
  await page.goto('/clients');
  await addClient(page, 'Hale Family', 'hale@example.com');

  await page.goto('/settings/fields');
  await page.getByRole('tab', { name: 'Deals' }).click();
  for (const [label, kind] of [
    ['Retainer', 'amount'],
    ['Court date', 'date'],
  ] as const) {
    await page.getByLabel('Field name').fill(label);
    await page.getByLabel('Kind', { exact: true }).selectOption(kind);
    await page.getByRole('button', { name: 'Add field' }).click();
    await expect(page.getByRole('list', { name: 'Active fields' }).getByText(label)).toBeVisible({ timeout: 20_000 });
  }

  await page.goto('/deals');
  await expect(page.getByRole('heading', { name: /^Lead/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add Deal' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Deal' });
  await dialog.getByLabel('Title').fill('Custody hearing');
  await dialog.getByLabel('Client').selectOption({ label: 'Hale Family' });
  await dialog.getByLabel(/^Retainer/).fill('2500');
  await dialog.getByRole('button', { name: 'Add Deal' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const card = page.getByRole('article', { name: 'Custody hearing' });
  const fields = card.getByTestId('deal-card-fields');
  await expect(fields).toContainText('Retainer:', { timeout: 15_000 });
  await expect(fields).toContainText('$2,500.00');
  await expect(fields).not.toContainText('Court date');

  await card.getByRole('button', { name: 'Edit Custody hearing' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Deal' });
  await edit.getByLabel('Court date').fill('2027-03-15');
  await edit.getByRole('button', { name: 'Update Deal' }).click();
  await expect(edit).toBeHidden({ timeout: 20_000 });
  await expect(fields).toContainText('Court date:', { timeout: 15_000 });
  await expect(fields).toContainText('03/15/2027');
});
