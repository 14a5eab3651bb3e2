// Custom fields in the export and the backup (docs/product/import.md#export, docs/decisions/0240):
// an owner with a "Court date" field and a client with a value exports the CSV and finds the
// column with the value, makes a JSON backup, loses the client and the field behind the app's
// back, restores the backup and sees the field and the value back on the client's page.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { adminDb, signUp, unique } from './records-helpers';

test('an owner exports a Court date column, backs up, loses the client and the field, restores and sees them back', async ({ page }) => {
  test.setTimeout(240_000);
  const uid = await signUp(page, unique('export-fields'), 'Lena Lawyer', 60_000);

  await page.goto('/settings/fields');
  await expect(page.getByText('No custom fields yet.')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Field name').fill('Court date');
  await page.getByLabel('Kind', { exact: true }).selectOption('date');
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByRole('list', { name: 'Active fields' }).getByText('Court date')).toBeVisible({ timeout: 20_000 });

  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByLabel('Name').fill('Harbour Legal');
  await dialog.getByLabel('Email').fill('harbour-legal@example.com');
  await dialog.getByLabel('Court date').fill('2027-03-15');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('article', { name: 'Harbour Legal' })).toBeVisible({ timeout: 20_000 });

  // The CSV: the clients' section has a "Court date" column holding the date.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Export My Data' }).click();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('dialog').getByRole('button', { name: 'CSV', exact: true }).click()]);
  const csvText = await readFile(await csv.path(), 'utf8');
  const [, header, row] = csvText.split('\r\n\r\n')[0]!.split('\r\n');
  const column = header!.split(',').indexOf('Court date');
  expect(column).toBeGreaterThan(0);
  expect(row!.split(',')[column]).toBe('2027-03-15');

  // The JSON backup.
  await page.getByRole('button', { name: 'Export My Data' }).click();
  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('dialog').getByRole('button', { name: 'JSON', exact: true }).click()]);
  const path = await json.path();
  const backup = JSON.parse((await readFile(path, 'utf8')).replace(/^\uFEFF/, '')) as { version: string; fieldDefinitions: { clients: { label: string }[] } };
  expect(backup.version).toBe('2.4.0');
  expect(backup.fieldDefinitions.clients.map((d) => d.label)).toEqual(['Court date']);

  // The client and the field go, behind the app's back.
  const clients = await adminDb().collection(`accounts/${uid}/clients`).get();
  await Promise.all(clients.docs.map((d) => d.ref.delete()));
  await adminDb().doc(`accounts/${uid}/fieldDefinitions/clients`).set({ fields: [] }, { merge: true });

  await page.getByLabel('Choose a JSON backup to restore').setInputFiles(path);
  await expect(page.getByText('Your account is empty, so everything in the backup will be added.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored 1 record.')).toBeVisible({ timeout: 30_000 });

  await page.goto('/clients');
  await page.getByRole('article', { name: 'Harbour Legal' }).getByRole('link', { name: 'Harbour Legal' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour Legal' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Court date', { exact: true }).locator('xpath=..')).toContainText('03/15/2027', { timeout: 20_000 });
  const definitions = await adminDb().doc(`accounts/${uid}/fieldDefinitions/clients`).get();
  expect((definitions.get('fields') as { label: string }[]).map((d) => d.label)).toEqual(['Court date']);
});
