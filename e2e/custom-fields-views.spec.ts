// The custom fields and saved views issue's whole journey in Chromium (docs/product/custom-fields.md,
// docs/product/saved-views.md): an owner adds a "Court date" field, fills it on a client, filters
// the clients by it, saves the view and shares it with the account; a member of the account opens
// the shared view; the owner imports a CSV with a "Court date" column into the field, the view
// shows the imported client, and the CSV export has the column with both dates.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { openAccount, ownerAndMember } from './helpers/team';

test('Court date: a field, a filtered view shared with a member, an import into it and the export column', async ({ browser }) => {
  test.setTimeout(360_000);
  const team = await ownerAndMember(browser, {
    prefix: 'fields-views',
    ownerName: 'Lena Lawyer',
    memberName: 'Paul Partner',
    clients: [['Corner Cafe', 'cafe@example.com']],
  });
  const { owner, member } = team;
  try {
    // The field.
    await owner.goto('/settings/fields');
    await expect(owner.getByText('No custom fields yet.')).toBeVisible({ timeout: 30_000 });
    await owner.getByLabel('Field name').fill('Court date');
    await owner.getByLabel('Kind', { exact: true }).selectOption('date');
    await owner.getByRole('button', { name: 'Add field' }).click();
    await expect(owner.getByRole('list', { name: 'Active fields' }).getByText('Court date')).toBeVisible({ timeout: 20_000 });

    // Filled on a new client.
    await owner.goto('/clients');
    await owner.getByRole('button', { name: 'Add Client' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByLabel('Name').fill('Harbour Legal');
    await dialog.getByLabel('Email').fill('harbour-legal@example.com');
    await dialog.getByLabel('Court date').fill('2027-03-15');
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(owner.getByRole('article', { name: 'Harbour Legal' })).toBeVisible({ timeout: 20_000 });
    await expect(owner.getByRole('article', { name: 'Corner Cafe' })).toBeVisible();

    // Filtered by it: court dates after the end of 2026.
    await owner.getByRole('button', { name: 'Add filter' }).click();
    const filter = owner.getByRole('form', { name: 'New filter' });
    await filter.getByRole('combobox', { name: 'Column' }).selectOption({ label: 'Court date' });
    await filter.getByRole('combobox', { name: 'Operator' }).selectOption('after');
    await filter.getByLabel('Value').fill('2026-12-31');
    await filter.getByRole('button', { name: 'Apply filter' }).click();
    await expect(owner.getByRole('article', { name: 'Corner Cafe' })).toBeHidden({ timeout: 20_000 });
    await expect(owner.getByRole('article', { name: 'Harbour Legal' })).toBeVisible();

    // Saved and shared.
    await owner.getByRole('button', { name: 'Save as new' }).click();
    const save = owner.getByRole('dialog', { name: 'Save as a new view' });
    await save.getByLabel('View name').fill('Court dates ahead');
    await save.getByRole('checkbox', { name: 'Share with the account' }).check();
    await save.getByRole('button', { name: 'Save view' }).click();
    await expect(save).toBeHidden({ timeout: 30_000 });
    await expect(owner.getByRole('combobox', { name: 'Saved view' }).locator('option:checked')).toHaveText('Court dates ahead (shared)', { timeout: 30_000 });

    // The member opens the shared view and sees what the owner sees.
    await member.goto('/clients');
    await openAccount(member, 'Lena Lawyer');
    await expect(member.getByRole('article', { name: 'Corner Cafe' })).toBeVisible({ timeout: 30_000 });
    const memberPicker = member.getByRole('combobox', { name: 'Saved view' });
    await expect(memberPicker.locator('option', { hasText: 'Court dates ahead (shared)' })).toHaveCount(1, { timeout: 30_000 });
    await memberPicker.selectOption({ label: 'Court dates ahead (shared)' });
    await expect(member.getByRole('article', { name: 'Harbour Legal' })).toBeVisible();
    await expect(member.getByRole('article', { name: 'Corner Cafe' })).toBeHidden();

    // An import whose "Court date" column goes to the field.
    await owner.goto('/import');
    const csv = ['Name,Email,Court date', 'Quay Partners,quay@example.com,04/02/2027', 'Old Mill,mill@example.com,'].join('\r\n');
    await owner.getByLabel('Choose a file to import').setInputFiles({ name: 'cases.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(owner.getByText('File processed successfully - 2 rows found')).toBeVisible({ timeout: 30_000 });
    await expect(owner.getByLabel('Map To for Court date').locator('option:checked')).toHaveText('Court date (custom field)');
    await owner.getByRole('button', { name: 'Import Data' }).click();
    await expect(owner.getByText('Successfully imported 2 records', { exact: true })).toBeVisible({ timeout: 60_000 });

    // The shared view now holds the imported client with a court date, not the one without.
    await owner.goto('/clients');
    const picker = owner.getByRole('combobox', { name: 'Saved view' });
    await expect(picker.locator('option', { hasText: 'Court dates ahead (shared)' })).toHaveCount(1, { timeout: 30_000 });
    await picker.selectOption({ label: 'Court dates ahead (shared)' });
    await expect(owner.getByRole('article', { name: 'Quay Partners' })).toBeVisible({ timeout: 30_000 });
    await expect(owner.getByRole('article', { name: 'Harbour Legal' })).toBeVisible();
    await expect(owner.getByRole('article', { name: 'Old Mill' })).toBeHidden();
    await expect(member.getByRole('article', { name: 'Quay Partners' })).toBeVisible({ timeout: 30_000 });

    // The CSV export has the column, with both dates.
    await owner.goto('/settings');
    await owner.getByRole('button', { name: 'Export My Data' }).click();
    const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('dialog').getByRole('button', { name: 'CSV', exact: true }).click()]);
    const clientsSection = (await readFile(await download.path(), 'utf8')).split('\r\n\r\n')[0]!.split('\r\n');
    const header = clientsSection[1]!.split(',');
    const column = header.indexOf('Court date');
    expect(column).toBeGreaterThan(0);
    const dateOf = (name: string) => clientsSection.find((line) => line.includes(name))?.split(',')[column];
    expect(dateOf('Harbour Legal')).toBe('2027-03-15');
    expect(dateOf('Quay Partners')).toBe('2027-04-02');
    expect(dateOf('Corner Cafe')).toBe('');
  } finally {
    await team.close();
  }
});
