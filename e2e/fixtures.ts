// The journeys' shared fixture: Playwright's `test` and `expect`, with every journey failing on a
// Content-Security-Policy violation in any page, frame or worker it opened (the Hosting emulator
// sends the emulators' variant of the policy, scripts/security-headers.mjs; docs/decisions/0182).
// Journeys import `test` and `expect` from here, never from @playwright/test (eslint.config.js).
import { test as base, expect } from '@playwright/test';
import type { Browser, BrowserContext, ConsoleMessage, Page } from '@playwright/test';

/** Chromium's console line for a refused load, script, style, connection or frame. */
const CSP_CONSOLE = /Content Security Policy|Refused to (load|execute|apply|connect|frame|create|evaluate)/;

const violations: string[] = [];
const watched = new WeakSet<BrowserContext>();

function onConsole(where: string) {
  return (message: ConsoleMessage) => {
    if (CSP_CONSOLE.test(message.text())) violations.push(`${where}: ${message.text()}`);
  };
}

/** Records the violations of a context's pages, their frames and their workers. */
async function watch(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  // The browser's own report of each violation (also for one the page's code caught).
  await context.exposeBinding('__cspViolation', ({ page }, line: string) => {
    violations.push(`${page?.url() ?? 'page'}: ${line}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation?: (line: string) => void }).__cspViolation;
      void report?.(`${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const onPage = (page: Page) => {
    page.on('console', onConsole(page.url() || 'page'));
    page.on('worker', (worker) => worker.on('console', onConsole(`worker ${worker.url()}`)));
  };
  context.pages().forEach(onPage);
  context.on('page', onPage);
}

export const test = base.extend<{ cspViolations: string[] }, { watchedBrowser: Browser }>({
  // Contexts a journey opens itself (browser.newContext) are watched too.
  watchedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        await watch(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      violations.length = 0;
      await watch(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
