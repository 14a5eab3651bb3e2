import { expect, test } from './fixtures';

// The public pages are HTML from the build (docs/decisions/0178): drawn with no JavaScript at all,
// then hydrated by React, which keeps the very elements the HTML had.
const PAGES = [
  { path: '/', heading: 'Run your small business from one place', title: 'SmallBiz CRM · Clients, team and money in one place' },
  { path: '/pricing', heading: 'Simple, transparent pricing', title: 'Pricing · SmallBiz CRM' },
  { path: '/pricing/pro', heading: 'Pro Plan - Start Your Free Trial', title: 'Pro Plan - Start Your Free Trial · SmallBiz CRM' },
  { path: '/contact', heading: 'Contact Sales', title: 'Contact Sales · SmallBiz CRM' },
  { path: '/terms', heading: 'Terms of Service', title: 'Terms of Service · SmallBiz CRM' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy · SmallBiz CRM' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each public page is there with its heading and title', async ({ page }) => {
    for (const { path, heading, title } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page, path).toHaveTitle(title);
    }
  });
});

test('React hydrates a public page without drawing it again, and it works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) errors.push(message.text());
  });
  // Counts the elements taken out of the page from the first byte on: a page drawn anew loses its HTML's.
  await page.addInitScript(() => {
    const w = window as unknown as { removedElements: number };
    w.removedElements = 0;
    new MutationObserver((records) => {
      for (const r of records) w.removedElements += [...r.removedNodes].filter((n) => n.nodeType === 1).length;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeVisible();
  // Hydrated (the page's chunk is in): no element of the HTML was taken out to draw it again.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { removedElements: number }).removedElements)).toBe(0);
  // And it answers: the theme button does nothing before React runs.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(errors).toEqual([]);
  // A client-side navigation from the prerendered page draws the next one.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Sales' })).toBeVisible();
  await expect(page).toHaveTitle('Contact Sales · SmallBiz CRM');
});

test('a German browser gets the prerendered landing page in German once it runs', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Führen Sie Ihr kleines Unternehmen von einem Ort aus' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});
