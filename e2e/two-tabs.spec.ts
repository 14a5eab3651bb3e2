// Two tabs of one user. Each tab runs the data layer in its own worker (docs/decisions/0163); the
// first holds the persistent cache, and the second runs from memory (src/data/cache-owner.ts).
// Both must show and change the same records live. Without the cache's lock the second tab's
// worker took the cache, and the first tab's list stopped following the server.
import { expect, test } from './fixtures';
import { addClient, signUp, unique } from './records-helpers';

test('a user with two tabs open adds a client in each, and each tab shows both at once', async ({ page, context }) => {
  const errors: string[] = [];
  await signUp(page, unique('tabs'), 'Tabitha Tabs');
  await page.goto('/clients');
  await addClient(page, 'Ana First', 'ana@example.com');

  const second = await context.newPage();
  second.on('pageerror', (e) => errors.push(e.message));
  await second.goto('/clients');
  await expect(second.getByRole('article', { name: 'Ana First' })).toBeVisible({ timeout: 20_000 });

  await addClient(second, 'Ben Second', 'ben@example.com');
  await expect(page.getByRole('article', { name: 'Ben Second' })).toBeVisible({ timeout: 20_000 });
  await expect(second.getByRole('article', { name: 'Ben Second' })).toBeVisible();

  // The first tab closes; the second carries on, and a reload of it shows both again.
  await page.close();
  await addClient(second, 'Cleo Third', 'cleo@example.com');
  await second.reload();
  for (const name of ['Ana First', 'Ben Second', 'Cleo Third']) await expect(second.getByRole('article', { name })).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});
