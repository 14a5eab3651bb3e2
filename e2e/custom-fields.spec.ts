// Custom fields in Chromium (docs/product/custom-fields.md): an owner adds a "Court date" date
// field to the clients on /settings/fields, fills it in on a client in the add form, and sees it
// on the client's page in their date format; the stored value is the date itself.
import { expect, test } from './fixtures';
import { adminDb, signUp, unique } from './records-helpers';

test('an owner adds a Court date field, fills it on a new client and sees it on the client page', async ({ page }) => {
  test.setTimeout(240_000);
  const uid = await signUp(page, unique('custom-fields'), 'Lena Lawyer', 60_000);

  await page.goto('/settings');
  await page.getByRole('link', { name: /Custom fields/ }).click();
  await expect(page).toHaveURL(/\/settings\/fields$/);
  await expect(page.getByText('No custom fields yet.')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Field name').fill('Court date');
  await page.getByLabel('Kind', { exact: true }).selectOption('date');
  await page.getByRole('button', { name: 'Add field' }).click();
  const active = page.getByRole('list', { name: 'Active fields' });
  await expect(active.getByText('Court date')).toBeVisible({ timeout: 20_000 });

  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByLabel('Name').fill('Harbour Legal');
  await dialog.getByLabel('Email').fill('harbour-legal@example.com');
  await dialog.getByLabel('Court date').fill('2027-03-15');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  await page.getByRole('article', { name: 'Harbour Legal' }).getByRole('link', { name: 'Harbour Legal' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour Legal' })).toBeVisible({ timeout: 30_000 });
  const shown = page.getByText('Court date', { exact: true }).locator('xpath=..');
  await expect(shown).toContainText('03/15/2027', { timeout: 20_000 });

  const clientId = page.url().split('/').pop()!;
  const stored = await adminDb().doc(`accounts/${uid}/clients/${clientId}`).get();
  const definitions = await adminDb().doc(`accounts/${uid}/fieldDefinitions/clients`).get();
  const [court] = definitions.get('fields') as { id: string; label: string }[];
  expect(court).toMatchObject({ label: 'Court date', kind: 'date' });
  expect(stored.get('customFields')).toEqual({ [court!.id]: '2027-03-15' });
});
