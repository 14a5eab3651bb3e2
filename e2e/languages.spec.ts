// The languages journeys: a new user switches to Español in Settings > Language, and a visitor
// whose browser prefers German gets the landing page in German. They lean on few, stable
// strings: the glossary's navigation terms (docs/translation-glossary.md), the clients page's
// title and the name-required message; dates and amounts are what the app's formatter gives
// for the user's settings in Spanish.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { createFormatter } from '../src/domain/format';
import { readDisplaySettings } from '../src/domain/user-settings/display';
import { adminDb, signUp, unique } from './records-helpers';

const mainNav = (page: Page) => page.getByRole('navigation').first();

test('a new user switches to Español: navigation, clients, a validation message, dates and amounts are Spanish, and a reload keeps it', async ({ page }) => {
  test.setTimeout(180_000);
  const uid = await signUp(page, unique('espanol'), 'Elena Español');
  // A revenue to show, and formats that show month names (a Spanish user's usual euro amounts).
  const now = new Date();
  await adminDb().doc(`users/${uid}/settings/display`).set({ dateFormat: 'DD MMM YYYY', numberFormat: 'EU', currency: 'EUR' }, { merge: true });
  await adminDb()
    .collection(`accounts/${uid}/revenues`)
    .add({ source: 'Acme', amount: 1234.56, description: '', date: '2024-04-09', type: 'service', clientId: '', createdAt: now, updatedAt: now });

  await page.goto('/settings');
  await page.locator('a[href="/settings/system/language"]').click();
  await expect(page).toHaveURL(/\/settings\/system\/language$/);
  await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Español' });
  await page.getByRole('button', { name: 'Save changes' }).click();

  // Applies without a reload.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es', { timeout: 20_000 });
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Clientes', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Panel', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Clients', exact: true })).toHaveCount(0);
  await expect.poll(async () => (await adminDb().doc(`users/${uid}/settings/display`).get()).get('language')).toBe('es');

  await nav.getByRole('link', { name: 'Clientes', exact: true }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/clientes/i);
  await expect(page.getByRole('heading', { name: 'Client Management' })).toHaveCount(0);

  // Adding a client with no name: the field's message is Spanish.
  await page
    .getByRole('main')
    .getByRole('button', { name: /cliente/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="email"]').fill('sin-nombre@example.com');
  await dialog.locator('button[type="submit"]').click();
  await expect(
    dialog
      .getByText(/nombre/i)
      .and(dialog.getByText(/obligatori|requerid/i))
      .first(),
  ).toBeVisible();
  await expect(dialog.getByText('Name is required')).toHaveCount(0);
  await dialog.press('Escape');

  // Dates and amounts as the formatter writes them in Spanish.
  const settings = readDisplaySettings((await adminDb().doc(`users/${uid}/settings/display`).get()).data());
  const f = createFormatter(settings);
  expect(f.date('2024-04-09')).toBe('09 abr 2024');
  expect(f.money(1234.56)).toBe('1.234,56\u00a0€');
  await page.goto('/revenue');
  const table = page.getByRole('table');
  await expect(table.getByText(f.money(1234.56))).toBeVisible({ timeout: 20_000 });
  await expect(table.getByText(f.date('2024-04-09'))).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es', { timeout: 20_000 });
  await expect(mainNav(page).getByRole('link', { name: 'Clientes', exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByText(f.date('2024-04-09'))).toBeVisible({ timeout: 20_000 });
});

test('a visitor whose browser prefers German sees the landing page in German', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de', { timeout: 20_000 });
  // The public top bar's sign-in link, by the glossary's term.
  await expect(page.getByRole('link', { name: 'Anmelden', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
  await expect(page).toHaveTitle(/.+/);
  await context.close();
});
