// Import into custom fields in Chromium (docs/product/import.md#custom-fields): an owner adds a
// "Court date" date field and a "Case number" text field, imports a CSV with columns Name, Email,
// Court date and Case number; the mapping shows both mapped to the custom fields; after the
// import (written by the importRecords function) the client page shows the values.
import { expect, test } from './fixtures';
import { adminDb, signUp, unique } from './records-helpers';

test('an owner imports a CSV whose Court date and Case number columns go to their custom fields', async ({ page }) => {
  test.setTimeout(240_000);
  const uid = await signUp(page, unique('import-custom'), 'Lena Lawyer', 60_000);

  await page.goto('/settings/fields');
  await expect(page.getByText('No custom fields yet.')).toBeVisible({ timeout: 30_000 });
  const active = page.getByRole('list', { name: 'Active fields' });
  await page.getByLabel('Field name').fill('Court date');
  await page.getByLabel('Kind', { exact: true }).selectOption('date');
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(active.getByText('Court date')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Field name').fill('Case number');
  await page.getByLabel('Kind', { exact: true }).selectOption('text');
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(active.getByText('Case number')).toBeVisible({ timeout: 20_000 });

  await page.goto('/import');
  const csv = ['Name,Email,Court date,Case number', 'Harbour Legal,harbour@example.com,03/15/2027,HL-2027-001', 'Quay Partners,quay@example.com,,QP-7'].join(
    '\r\n',
  );
  await page.getByLabel('Choose a file to import').setInputFiles({ name: 'cases.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('File processed successfully - 2 rows found')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Map To for Court date').locator('option:checked')).toHaveText('Court date (custom field)');
  await expect(page.getByLabel('Map To for Case number').locator('option:checked')).toHaveText('Case number (custom field)');
  await expect(page.getByText('4 of 4 fields mapped')).toBeVisible();
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(page.getByText('Successfully imported 2 records', { exact: true })).toBeVisible({ timeout: 60_000 });

  const stored = (await adminDb().collection(`accounts/${uid}/clients`).where('email', '==', 'harbour@example.com').get()).docs[0]!;
  const fields = (await adminDb().doc(`accounts/${uid}/fieldDefinitions/clients`).get()).get('fields') as { id: string; label: string }[];
  const court = fields.find((f) => f.label === 'Court date')!;
  const caseNo = fields.find((f) => f.label === 'Case number')!;
  expect(stored.get('customFields')).toEqual({ [court.id]: '2027-03-15', [caseNo.id]: 'HL-2027-001' });

  await page.goto(`/clients/${stored.id}`);
  await expect(page.getByRole('heading', { name: 'Harbour Legal' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Court date', { exact: true }).locator('xpath=..')).toContainText('03/15/2027', { timeout: 20_000 });
  await expect(page.getByText('Case number', { exact: true }).locator('xpath=..')).toContainText('HL-2027-001');
});
