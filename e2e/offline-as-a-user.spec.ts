// Offline as a user meets it, in one browser: a second tab beside the first, offline within the
// first seconds after sign-up, a tab opened after an offline spell. e2e/offline.spec.ts reloads
// the one tab that holds the local cache, after waiting for the service worker; these do not.
import { expect, test } from './fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { addClient, adminDb, signUp, unique } from './records-helpers';
import { OFFLINE_EMULATION_GAP, offlineReachesNewDocuments } from './offline-emulation';

test.use({ serviceWorkers: 'allow' });

/** Opens /clients in a new tab of the context, served by the service worker. */
async function clientsTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto('/clients');
  await expect(tab.getByRole('heading', { name: 'Client Management' })).toBeVisible({ timeout: 20_000 });
  expect(await tab.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return tab;
}

async function workerInstalled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('a second tab reloaded offline opens the app with the clients', async ({ page, context, browser }) => {
  test.skip(!(await offlineReachesNewDocuments(browser)), OFFLINE_EMULATION_GAP);
  await signUp(page, unique('second-tab'), 'Sam Second');
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await addClient(page, 'Selma Synced', 'selma@example.com');
  await workerInstalled(page);

  const second = await clientsTab(context);
  await expect(second.getByRole('article', { name: 'Selma Synced' })).toBeVisible({ timeout: 20_000 });
  await context.setOffline(true);
  await second.reload();
  await expect(second.getByRole('heading', { name: 'Client Management' })).toBeVisible({ timeout: 15_000 });
  await expect(second.getByRole('article', { name: 'Selma Synced' })).toBeVisible({ timeout: 15_000 });
  await expect(second.getByTestId('offline-indicator')).toContainText('Offline: changes will sync when you reconnect.');
  // The first tab handed its copy of the records over: it says so instead of going silent.
  await expect(page.getByRole('alertdialog', { name: 'The app is now open in another tab.' })).toBeVisible();
});

test('a client added offline in the first seconds after sign-up is kept and reaches the server', async ({ page, context }) => {
  const uid = await signUp(page, unique('first-seconds'), 'Fay First');
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await expect(page.getByRole('heading', { name: 'Client Management' })).toBeVisible();
  // The app says it works offline only once what a save needs is in the browser.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-indicator')).toContainText('Offline: changes will sync when you reconnect.', { timeout: 10_000 });
  await addClient(page, 'Fiona Fast', 'fiona@example.com');
  await expect(page.getByRole('article', { name: 'Fiona Fast' })).toBeVisible();
  await context.setOffline(false);
  const onServer = async () => (await adminDb().collection(`accounts/${uid}/clients`).where('name', '==', 'Fiona Fast').get()).size;
  await expect.poll(onServer, { timeout: 20_000 }).toBe(1);
});

test('offline before the save code has arrived, the form says why and keeps the input', async ({ page, context }) => {
  await context.route(/\/assets\/schemas-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await signUp(page, unique('not-yet'), 'Nina Notyet');
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await expect(page.getByRole('heading', { name: 'Client Management' })).toBeVisible();
  await context.setOffline(true);
  const indicator = page.getByTestId('offline-indicator');
  await expect(indicator).toBeVisible();
  await expect(indicator).not.toContainText('changes will sync');

  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByLabel('Name').fill('Nora Notsaved');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog.getByRole('alert')).toContainText('needs a connection', { timeout: 10_000 });
  await expect(dialog).not.toContainText('dynamically imported module');
  await expect(dialog).not.toContainText('.js');
  await expect(dialog.getByLabel('Name')).toHaveValue('Nora Notsaved');
});

test('after an offline spell, an edit saved in a newly opened tab reaches the server', async ({ page, context, browser }) => {
  test.skip(!(await offlineReachesNewDocuments(browser)), OFFLINE_EMULATION_GAP);
  const uid = await signUp(page, unique('after-spell'), 'Abe After');
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await addClient(page, 'Edda Edited', 'edda@example.com');
  await workerInstalled(page);
  const second = await clientsTab(context);

  await context.setOffline(true);
  await second.reload();
  await expect(second.getByRole('heading', { name: 'Client Management' })).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);

  const third = await clientsTab(context);
  await third.getByRole('button', { name: 'Edit Edda Edited' }).click();
  const dialog = third.getByRole('dialog', { name: 'Edit Client' });
  await dialog.getByLabel('Email').fill('edda@changed.example.com');
  await dialog.getByRole('button', { name: 'Update Client' }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  const emails = async () =>
    (await adminDb().collection(`accounts/${uid}/clients`).where('name', '==', 'Edda Edited').get()).docs.map((d) => d.get('email') as string);
  await expect.poll(emails, { timeout: 10_000 }).toEqual(['edda@changed.example.com']);
});

test('an edit the server never confirms says so within seconds and keeps the input', async ({ page, context }) => {
  await signUp(page, unique('unconfirmed'), 'Una Unconfirmed');
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await addClient(page, 'Ulla Unsent', 'ulla@example.com');
  // The browser says it is online, but nothing written reaches the server any more.
  await context.route(/google\.firestore\.v1\.Firestore\/Write\//, () => undefined);

  await page.getByRole('button', { name: 'Edit Ulla Unsent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await dialog.getByLabel('Email').fill('ulla@unsent.example.com');
  await dialog.getByRole('button', { name: 'Update Client' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'The server has not confirmed your changes yet. They are kept in this browser and will be sent when the connection works again',
    { timeout: 9_000 },
  );
  await expect(dialog.getByRole('button', { name: 'Update Client' })).toBeEnabled();
  await expect(dialog.getByLabel('Email')).toHaveValue('ulla@unsent.example.com');
});
