// The offline app: the service worker keeps the app, Firestore's cache keeps the records, writes
// made offline are counted and delivered; a new deployment's worker asks before it reloads.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { emulatorPorts } from '../scripts/ports.mjs';
import { addClient, adminDb, signUp, unique } from './records-helpers';
import { OFFLINE_EMULATION_GAP, offlineReachesNewDocuments } from './offline-emulation';

// The other journeys block the service worker (playwright.config.ts); this file is about it.
test.use({ serviceWorkers: 'allow' });

const offset = emulatorPorts().offset;
const servedSw = join(offset ? `.cache/dist-${offset}` : 'dist', 'sw.js');

test('a signed-in user reloads offline, adds a client that reaches the server once back online, and is offered a new version', async ({
  page,
  context,
  browser,
}) => {
  test.skip(!(await offlineReachesNewDocuments(browser)), OFFLINE_EMULATION_GAP);
  const uid = await signUp(page, unique('offline'), 'Olga Offline');
  // The worker is installed (its precache complete) once it is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await page.goto('/clients');
  await addClient(page, 'Olive Online', 'olive@example.com');
  await expect(page.getByRole('article', { name: 'Olive Online' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Client Management' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article', { name: 'Olive Online' })).toBeVisible({ timeout: 20_000 });
  const indicator = page.getByTestId('offline-indicator');
  await expect(indicator).toContainText('Offline: changes will sync when you reconnect.');

  await addClient(page, 'Otto Offline', 'otto@example.com');
  await expect(page.getByRole('article', { name: 'Otto Offline' })).toBeVisible();
  await expect(indicator).toContainText('1 change waiting');
  const onServer = async () => (await adminDb().collection(`accounts/${uid}/clients`).where('name', '==', 'Otto Offline').get()).size;
  expect(await onServer()).toBe(0);

  // Reloaded again offline: the queued write survives and is still counted until confirmed.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Otto Offline' })).toBeVisible({ timeout: 20_000 });
  await expect(indicator).toContainText('Changes from before the reload waiting.');

  await context.setOffline(false);
  await expect(indicator).toBeHidden({ timeout: 30_000 });
  await expect.poll(onServer, { timeout: 10_000 }).toBe(1);

  // A new deployment: a changed worker file is served to the open tab.
  const original = readFileSync(servedSw, 'utf8');
  try {
    writeFileSync(servedSw, `${original}\n// deployment ${Date.now()}\n`);
    await page.evaluate(() => {
      (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(page.getByText('A new version is available.')).toBeVisible({ timeout: 20_000 });
    // Nothing reloads by itself.
    expect(await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
    await expect(page.getByRole('article', { name: 'Otto Offline' })).toBeVisible();
    await expect(page.getByText('A new version is available.')).toBeHidden();
  } finally {
    writeFileSync(servedSw, original);
  }
});

test('a visitor on the landing page gets no service worker and none of the signed-in app', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
  expect(requested.filter((path) => /sw\.js|workbox|app-shell|clients-page/.test(path))).toEqual([]);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});
