// Whether this Chromium's offline emulation reaches a document loaded while it is on, as a real
// loss of connection does. Playwright emulates offline through the DevTools protocol; some
// Chromium builds (150 here) then still report `navigator.onLine === true` in every document
// loaded after the switch, in the page and in its workers, although no request gets through. The
// app decides at start from `navigator.onLine` whether to take the offline copy, so a reload
// offline in such a browser is not what a user meets, and the journeys that reload offline skip
// there, saying why.
import type { Browser } from '@playwright/test';

let known: boolean | undefined;

/** True when a document loaded offline sees `navigator.onLine === false` (asked once per run). */
export async function offlineReachesNewDocuments(browser: Browser): Promise<boolean> {
  if (known !== undefined) return known;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await context.setOffline(true);
    await page.goto('data:text/html,<script>window.__onLineAtLoad = navigator.onLine</script>');
    known = (await page.evaluate(() => (window as unknown as { __onLineAtLoad: boolean }).__onLineAtLoad)) === false;
  } finally {
    await context.close();
  }
  return known;
}

export const OFFLINE_EMULATION_GAP = `this Chromium reports navigator.onLine true in a document loaded while offline is emulated, so a reload offline here is not a user's (e2e/offline-emulation.ts)`;
