// Layouts hold with long German and short Japanese texts: the dashboard, clients, plans and
// pricing pages at desktop and phone widths, each screenshot attached to the report, and checked in the
// page: no button, link, label or tab clips its text, and nothing overflows its container or the
// viewport sideways (tables may scroll inside their own scrolling box).
import { expect, test } from './fixtures';
import type { Page, TestInfo } from '@playwright/test';
import { findLayoutProblems } from './layout-checks';
import { adminDb, signUp, unique } from './records-helpers';

const LANGUAGES = ['de', 'ja'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
// Signed-in pages; the public pricing page sends a signed-in user to the dashboard (docs/product/routes.md#public-routes),
// so it is seen by a visitor whose browser prefers the language, and its signed-in counterpart,
// the plan chooser, by the user.
const USER_PAGES = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'clients', path: '/clients' },
  { name: 'plans', path: '/plans' },
] as const;
const BROWSER_LOCALE = { de: 'de-DE', ja: 'ja-JP' } as const;

async function seed(uid: string) {
  const db = adminDb();
  const batch = db.batch();
  const now = new Date();
  const clients = [
    { name: 'Ana Müller-Lüdenscheidt', company: 'Bäckerei Sonnenschein GmbH', value: 12500, status: 'active' },
    { name: '山田 太郎', company: '株式会社さくら', value: 980, status: 'lead' },
    { name: 'Bob Brown', company: 'Acme', value: 45, status: 'inactive' },
  ];
  clients.forEach((c, i) =>
    batch.set(db.doc(`accounts/${uid}/clients/layout-${i}`), {
      ...c,
      email: `layout${i}@example.com`,
      phone: '',
      progress: 40,
      notes: '',
      dateAdded: '2026-01-0' + (i + 1),
      lastContact: '',
      type: 'one-time',
      createdAt: now,
      updatedAt: now,
    }),
  );
  batch.set(db.doc(`accounts/${uid}/meta/counters`), { clients: clients.length, lastClientId: '' });
  batch.set(db.doc(`accounts/${uid}/revenues/layout-r`), {
    source: 'Acme',
    amount: 1234.56,
    description: '',
    date: '2026-01-05',
    type: 'service',
    clientId: '',
    createdAt: now,
    updatedAt: now,
  });
  await batch.commit();
}

async function settle(page: Page) {
  // Live listeners keep a connection open, so "network idle" never comes: wait for the page's
  // heading and for every spinner and loading placeholder to go instead.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(
    () => ![...document.querySelectorAll('.animate-spin, .animate-pulse, [aria-busy="true"]')].some((el) => el.getBoundingClientRect().width > 0),
    null,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function check(page: Page, testInfo: TestInfo, language: string, shot: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout: 20_000 });
  await settle(page);
  const path = testInfo.outputPath(`${shot}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(shot, { path, contentType: 'image/png' });
  const problems = await page.evaluate(findLayoutProblems);
  expect.soft(problems, `${shot}: ${JSON.stringify(problems, null, 1)}`).toEqual([]);
}

for (const language of LANGUAGES) {
  test(`the dashboard, clients, plans and pricing pages hold their layout in ${language} at desktop and phone widths`, async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    const uid = await signUp(page, unique(`layout-${language}`), language === 'de' ? 'Maximiliane Schönberger-Wittgenstein' : '佐藤 花子');
    await seed(uid);
    await adminDb().doc(`users/${uid}/settings/display`).set({ language }, { merge: true });
    const visitor = await browser.newContext({ locale: BROWSER_LOCALE[language] });
    const visitorPage = await visitor.newPage();

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const target of USER_PAGES) {
        await page.goto(target.path);
        await expect(page).toHaveURL(new RegExp(`${target.path}$`));
        await check(page, testInfo, language, `${language}-${target.name}-${viewport.name}`);
      }
      await visitorPage.setViewportSize({ width: viewport.width, height: viewport.height });
      await visitorPage.goto('/pricing');
      await check(visitorPage, testInfo, language, `${language}-pricing-${viewport.name}`);
    }
    await visitor.close();
  });
}

test('the layout check finds a clipped button and a card wider than its container', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(`
    <main>
      <div style="width: 200px">
        <button style="white-space: nowrap; overflow: hidden; width: 80px">Einstellungen speichern</button>
        <button style="width: 150px">Speichern</button>
        <button style="width: 60px">Benachrichtigungseinstellungen</button>
        <section class="rounded border" style="width: 300px">Eine zu breite Karte</section>
      </div>
      <div style="overflow-x: auto; width: 200px"><table style="width: 600px"><tr><td>scrolls in its box</td></tr></table></div>
    </main>`);
  const problems = await page.evaluate(findLayoutProblems);
  expect(problems.map((p) => [p.kind, p.what])).toEqual([
    ['clipped', '<button> Einstellungen speichern'],
    ['overflow', '<button> Benachrichtigungseinstellungen'],
    ['overflow', '<section> Eine zu breite Karte'],
  ]);
});
