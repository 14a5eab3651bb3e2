import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// Speed budget (docs/decisions/0100): a signed-out visitor on the public pages loads no Firebase
// code and asks no other origin, except the app's own Firestore for the public settings, read
// over REST once the page is idle. A phone's user agent (on the desktop layout), because the auth
// SDK's popup/redirect resolver loads its third-party script at start-up only on mobile browsers.
test.use({ userAgent: devices['Pixel 7'].userAgent });

const PUBLIC_PAGES = ['/', '/pricing', '/contact', '/terms'];
const SETTINGS_READ = /\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents\/systemSettings\/(public|themeAssets)(\?|$)/;
// Longer than the 2 s after which deferred work (whenIdle) runs at the latest.
const SETTLE_MS = 3000;

type Seen = { firebaseChunks: string[]; otherOrigins: string[]; settingsReads: string[] };

function watch(page: Page, origin: string): Seen {
  const seen: Seen = { firebaseChunks: [], otherOrigins: [], settingsReads: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:') return;
    if (url.origin !== origin) (SETTINGS_READ.test(request.url()) ? seen.settingsReads : seen.otherOrigins).push(request.url());
    else if (/^\/assets\/firebase-[^/]*\.js$/.test(url.pathname)) seen.firebaseChunks.push(url.pathname);
  });
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !url.pathname.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    // Any chunk holding Firebase SDK code, whatever the bundler named it.
    if (body.includes('FirebaseError')) seen.firebaseChunks.push(url.pathname);
  });
  return seen;
}

test('a signed-out visitor on the public pages loads no Firebase code and asks no other origin; a signed-in user still gets the app', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1:5000').origin;
  const seen = watch(page, origin);

  // The chunks Vite's helper asked to preload (link elements), by path.
  const preloaded = () =>
    page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname));

  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    // A public page's chunks are preloaded together (docs/decisions/0170).
    if (path === '/') expect(await preloaded()).toContainEqual(expect.stringMatching(/\/landing-page-[^/]*\.js$/));
    await page.waitForTimeout(SETTLE_MS);
    expect(seen.firebaseChunks, `Firebase code on ${path}`).toEqual([]);
    expect(seen.otherOrigins, `other origins on ${path}`).toEqual([]);
  }
  // The public settings were still read (after first paint), so the owner's theme reaches visitors.
  expect(seen.settingsReads.length).toBeGreaterThan(0);

  // Signing up loads the data layer and leaves the hint.
  const email = `speed-${Date.now()}@example.com`;
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name', { exact: true }).fill('Sam Speed');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back, Sam Speed!/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('crm.signedIn'))).toBe('1');
  // The app's entry starts with V8's compile hint, on its first line (docs/decisions/0169).
  const entryFirstLine = await page.evaluate(async () => {
    const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
    return src ? (await (await fetch(src)).text()).split('\n')[0] : null;
  });
  expect(entryFirstLine).toBe('//# allFunctionsCalledOnLoad');
  // A signed-in screen's chunks come without preload links (docs/decisions/0170).
  expect(await preloaded()).not.toContainEqual(expect.stringMatching(/\/dashboard-page-[^/]*\.js$/));

  // With the hint a fresh load of a public page loads the session: the landing page sends the
  // user on to the app, pricing offers the Dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back, Sam Speed!/ })).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();

  // Signing out removes the hint: the next visit is a signed-out one again.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('crm.signedIn'))).toBeNull();
  // The next visit starts from a fresh document: leave the signed-out page (whose data layer is
  // still loaded) before counting, so its last requests are not counted against /pricing.
  await page.goto('about:blank');
  seen.firebaseChunks.length = 0;
  seen.otherOrigins.length = 0;
  await page.goto('/pricing');
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  expect(seen.firebaseChunks).toEqual([]);
  expect(seen.otherOrigins).toEqual([]);
});
