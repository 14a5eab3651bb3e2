// Import a 1,000-row clients CSV with a remapped column and undo it; import a multi-sheet
// workbook; export a JSON backup, wipe the account and restore it; row numbers of the user's file
// in errors; duplicates inside a file and per sheet of a workbook.
import { expect, test } from './fixtures';
import { signUpPro } from './pro-sign-up';
import * as XLSX from 'xlsx';
import { adminDb, setBackgroundTriggers } from '../tests/support/emulators';

// The 1,000-row import and its undo are 2,000 record writes whose triggers (dashboard summary,
// new-client notices) other tests check: they run with the background functions paused, and
// resumed after that test whatever its outcome. This file is one of the system-wide journeys,
// which run one at a time after the rest (playwright.config.ts).
let paused = false;
test.afterEach(async () => {
  if (!paused) return;
  paused = false;
  // Resuming reloads the functions emulator's triggers: done once, not after every test.
  await setBackgroundTriggers(true);
});

const count = async (uid: string, kind: string) => (await adminDb().collection(`accounts/${uid}/${kind}`).get()).size;

test('a Pro user imports 1,000 clients from CSV with a remapped column, then undoes the import', async ({ page }) => {
  // The emulator evaluates the rules for each of the 1,000 writes: slow on a busy machine.
  test.setTimeout(480_000);
  const uid = await signUpPro(page, 'import-csv', 'Ivy Import');
  paused = true;
  await setBackgroundTriggers(false);
  const lines = ['Client Name,Email,Joined On,Worth'];
  for (let i = 1; i <= 1000; i++) lines.push(`Client ${i},client${i}@example.com,03/15/2024,"$1,${String(i % 1000).padStart(3, '0')}.50"`);
  await page.goto('/import');
  await page.getByLabel('Choose a file to import').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
  await expect(page.getByText('File processed successfully - 1,000 rows found')).toBeVisible();
  await expect(page.getByText('3 of 4 fields mapped')).toBeVisible();
  await page.getByLabel('Map To for Joined On').selectOption('dateAdded');
  await expect(page.getByText('4 of 4 fields mapped')).toBeVisible();
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(page.getByText('Successfully imported 1,000 records', { exact: true })).toBeVisible({ timeout: 220_000 });
  expect(await count(uid, 'clients')).toBe(1000);
  const one = (await adminDb().collection(`accounts/${uid}/clients`).where('email', '==', 'client7@example.com').get()).docs[0]?.data();
  expect(one).toMatchObject({ dateAdded: '2024-03-15', value: 1007.5 });

  await page.getByRole('button', { name: 'Undo import' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByText('Import undone: 1,000 added records removed.')).toBeVisible({ timeout: 220_000 });
  expect(await count(uid, 'clients')).toBe(0);
});

test('a Pro user imports a multi-sheet workbook, then exports, wipes and restores a JSON backup', async ({ page }) => {
  test.setTimeout(180_000);
  const uid = await signUpPro(page, 'import-xlsx', 'Ivy Import');
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['Name', 'Email'],
      ['Ann', 'ann@example.com'],
      ['Bo', 'bo@example.com'],
    ]),
    'Clients',
  );
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['Source', 'Amount', 'Date'],
      ['Acme', 1234.5, 45366],
    ]),
    'Revenue',
  );
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Whatever'], ['x']]), 'Notes');
  const buffer = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

  await page.goto('/import');
  await page.getByLabel('Choose a file to import').setInputFiles({ name: 'book.xlsx', mimeType: 'application/octet-stream', buffer });
  await expect(page.getByText('Found 2 importable sheets')).toBeVisible();
  await expect(page.getByText('2 sheets selected')).toBeVisible();
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(page.getByText('Successfully imported 3 records', { exact: true })).toBeVisible({ timeout: 30_000 });
  const revenue = (await adminDb().collection(`accounts/${uid}/revenues`).get()).docs[0]?.data();
  expect(revenue).toMatchObject({ source: 'Acme', amount: 1234.5, date: '2024-03-15' });

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Export My Data' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('dialog').getByRole('button', { name: 'JSON' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^crm-data-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByText('Data exported successfully as JSON!')).toBeVisible();
  const path = await download.path();

  // Wipe the account behind the app's back, then restore from the file.
  for (const kind of ['clients', 'revenues']) {
    const snap = await adminDb().collection(`accounts/${uid}/${kind}`).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
  expect(await count(uid, 'clients')).toBe(0);
  await page.getByLabel('Choose a JSON backup to restore').setInputFiles(path);
  await expect(page.getByText('Your account is empty, so everything in the backup will be added.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored 3 records.')).toBeVisible({ timeout: 30_000 });
  expect(await count(uid, 'clients')).toBe(2);
  expect((await adminDb().collection(`accounts/${uid}/revenues`).get()).docs[0]?.data()).toMatchObject({ source: 'Acme', amount: 1234.5, date: '2024-03-15' });
});

test('errors name the rows of the file after empty lines, and each sheet of a workbook gets its own duplicate choices', async ({ page }) => {
  test.setTimeout(180_000);
  const uid = await signUpPro(page, 'import-dups', 'Ivy Import');
  await page.goto('/import');
  const csv = 'Name,Email\r\n\r\nAnn,ann@example.com\r\n\r\n\r\nBo,not-an-email\r\nCy,cy@example.com\r\n';
  await page.getByLabel('Choose a file to import').setInputFiles({ name: 'gaps.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('File processed successfully - 3 rows found')).toBeVisible();
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(page.getByText('Successfully imported 2 records with 1 error')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Show Details' }).click();
  await expect(page.getByText('Row 6: Please enter a valid email address')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([['Name', 'Email'], ['Ann New', 'ann@example.com'], ['Dee', 'dee@example.com'], [], ['Dee Again', 'DEE@example.com']]),
    'Clients',
  );
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['Employee Name', 'Role', 'Email'],
      ['Eve', 'Clerk', 'eve@example.com'],
      ['Eve Two', 'Clerk', 'eve@example.com'],
    ]),
    'Employees',
  );
  const buffer = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  await page.getByLabel('Choose a file to import').setInputFiles({ name: 'book.xlsx', mimeType: 'application/octet-stream', buffer });
  await expect(page.getByText('Found 2 importable sheets')).toBeVisible();
  const clients = page.getByRole('group', { name: 'Duplicates in Clients' });
  await expect(clients.getByText('1 row has the e-mail of an existing client')).toBeVisible();
  await expect(clients.getByText('Clients Row 5 has the same e-mail as Clients Row 3 (dee@example.com)')).toBeVisible();
  const employees = page.getByRole('group', { name: 'Duplicates in Employees' });
  await expect(employees.getByText('Employees Row 3 has the same e-mail as Employees Row 2 (eve@example.com)')).toBeVisible();
  await clients.getByLabel('Update the existing records').check();
  await employees.getByLabel('Import the repeated rows too').check();
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(page.getByText('Successfully imported 4 records', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('1 duplicate skipped.')).toBeVisible();

  const names = async (kind: string) => (await adminDb().collection(`accounts/${uid}/${kind}`).get()).docs.map((d) => String(d.get('name'))).sort();
  expect(await names('clients')).toEqual(['Ann New', 'Cy', 'Dee']);
  expect(await names('employees')).toEqual(['Eve', 'Eve Two']);
});
