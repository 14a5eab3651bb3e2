import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { adminDb, signUp, unique } from './records-helpers';

// The owner's theme and maintenance mode reach other people's open tabs without a reload.
const admin = () => getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-crm' });
const SETTINGS = ['theme', 'themeAssets', 'global', 'security', 'public'];

/** What the role change function does: the claim, and the mirrored field the app watches. */
async function makeOwner(page: Page, uid: string) {
  await getAuth(admin()).setCustomUserClaims(uid, { role: 'owner' });
  await adminDb().doc(`users/${uid}`).set({ role: 'owner' }, { merge: true });
  await expect(page.getByRole('link', { name: 'Admin Panel' }).first()).toBeAttached({ timeout: 20_000 });
}

const activeNavColour = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .evaluate((el) => getComputedStyle(el).color);

test.afterEach(async () => {
  await Promise.all(SETTINGS.map((name) => adminDb().doc(`systemSettings/${name}`).delete()));
});

test("the owner's colour and maintenance mode reach a user's open tab live; staff keep working", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const ownerUid = await signUp(page, unique('owner'), 'Olive Owner');
  await makeOwner(page, ownerUid);

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signUp(userPage, unique('user'), 'Uma User');
  const before = await activeNavColour(userPage);

  // Theme: purple and sharp, saved by the owner.
  await page.goto('/admin/settings');
  await expect(page.getByText(/Reachable · \d+ ms/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Answering · \d+ ms/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: /^Theme/ }).click();
  const save = page.getByRole('button', { name: 'Save Theme' });
  await expect(page.getByRole('radio', { name: 'Purple' })).toBeEnabled();
  await expect(save).toBeDisabled();
  await page.getByRole('radio', { name: 'Purple' }).check();
  await page.getByRole('radio', { name: /Sharp/ }).check();
  await save.click();
  await expect(page.getByText('Theme settings saved and applied successfully!')).toBeVisible({ timeout: 20_000 });

  // The user's tab changes colour without a reload.
  await expect(userPage.locator('html')).toHaveAttribute('data-primary', 'purple');
  await expect.poll(() => activeNavColour(userPage)).not.toBe(before);
  await expect(userPage.locator('html')).toHaveAttribute('data-ui-style', 'sharp');

  // A signed-out visitor's landing page gets it too, without the Firebase SDK (REST read).
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/');
  await expect(visitorPage.locator('html')).toHaveAttribute('data-primary', 'purple');

  // Maintenance on: the user sees the message; the owner keeps the app with a banner.
  await page.getByRole('link', { name: /Back to System Configuration/ }).click();
  await page.getByRole('link', { name: /^Global/ }).click();
  const maintenance = page.getByRole('checkbox', { name: /Maintenance mode/ });
  await expect(maintenance).toBeEnabled();
  await maintenance.check();
  await page.getByLabel('Maintenance message').fill('Upgrading the database, back at noon.');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Global settings saved successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Maintenance mode is on/)).toBeVisible();

  await expect(userPage.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  await expect(userPage.getByText('Upgrading the database, back at noon.')).toBeVisible();

  await userContext.close();
  await visitor.close();
});
