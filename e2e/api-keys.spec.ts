import { expect, test } from './fixtures';
import { adminDb, makePro, signUp, unique } from './records-helpers';

test('a Pro user creates an API key, lists their clients with it from outside the app, then disables and deletes it', async ({ page }) => {
  test.setTimeout(180_000);
  const uid = await signUp(page, unique('api-keys'), 'Ava Api');
  await makePro(uid);
  // A client of theirs (the clients screen's own journeys cover adding through the UI).
  await adminDb().doc(`accounts/${uid}/clients/c1`).set({
    name: 'Globex',
    email: 'hello@globex.test',
    phone: '',
    company: 'Globex',
    value: 5000,
    progress: 10,
    notes: '',
    dateAdded: '2026-11-01',
    lastContact: '',
    status: 'active',
    type: 'retainer',
    createdAt: new Date(),
    updatedAt: new Date(),
  });

  await page.goto('/settings');
  await page.getByRole('link', { name: /API Access/ }).click();
  await expect(page.getByRole('heading', { name: 'API Access', exact: true })).toBeVisible();
  await page.getByLabel('Key name').fill('Reporting script');
  await page.getByRole('button', { name: 'Create API Key' }).click();

  const shown = page.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^crm_test_[A-Za-z0-9_-]{43}$/, { timeout: 30_000 });
  const key = (await shown.textContent()) ?? '';
  const curl = (await page.locator('pre').first().textContent()) ?? '';
  const url = /(https?:\/\/\S+\/v1\/clients)/.exec(curl)?.[1] ?? '';
  expect(url).toContain('/api/v1/clients');

  // The curl-style request from outside the browser.
  const response = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { name: string }[] };
  expect(body.data.map((c) => c.name)).toEqual(['Globex']);

  // Shown once: after "I have copied it" only the masked key remains.
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
  const row = page.getByRole('row', { name: 'API key Reporting script' });
  await expect(row).toContainText(`${key.slice(0, 6)}••••••••${key.slice(-4)}`);
  await expect(page.getByText(key)).toHaveCount(0);

  await row.getByRole('button', { name: 'Disable Reporting script' }).click();
  await expect(row).toContainText('Disabled', { timeout: 30_000 });
  expect((await fetch(url, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);

  await row.getByRole('button', { name: 'Delete Reporting script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete API key' });
  await expect(dialog).toContainText('Are you sure you want to delete this API key? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No API keys yet.')).toBeVisible({ timeout: 30_000 });
});
