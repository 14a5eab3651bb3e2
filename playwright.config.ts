import { defineConfig } from '@playwright/test';

// Journeys that change what every other journey sees: the admin panel's service-wide figures, the
// owner's system settings (theme, maintenance, limits), the owner's address, and the functions
// emulator's background triggers, which two of them pause (import-export, records-paging). They
// run one at a time after the rest, which run two at a time (docs/decisions/0173).
const systemWideJourneys = [
  'admin-panel.spec.ts',
  'admin-users.spec.ts',
  'import-export.spec.ts',
  'owner-verification.spec.ts',
  'records-paging.spec.ts',
  'owner-database-api-and-notifications.spec.ts',
  'theme-and-maintenance.spec.ts',
].map((file) => `**/${file}`);

// Browser journeys against the app served by the Hosting emulator (scripts/test.mjs starts it).
// Chromium comes from the system (Debian's `chromium` package), never a Playwright download.
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two at once. One at a time was tried when this round's triggers (history, account summaries,
  // the deal summary) overloaded the functions emulator: the suite then took 1,385 s instead of
  // about 1,100 s and still timed out. The triggers were made cheaper instead (docs/decisions/0230:
  // one invocation per client or deal write, no summary rebuild for a write it cannot change).
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: systemWideJourneys },
    { name: 'system-wide', testMatch: systemWideJourneys, workers: 1, dependencies: ['journeys'] },
  ],
  // A journey that fails fails: no retries, here or in CI.
  retries: 0,
  reporter: [['list'], ['json']],
  outputDir: `.cache/test-results${process.env.CRM_PORT_OFFSET ? `-${process.env.CRM_PORT_OFFSET}` : ''}`,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    // Recording a trace (a screenshot and DOM snapshot per action) took about a third of the
    // journeys' time on two cores; CRM_E2E_TRACE=1 records one for each failing test.
    trace: process.env.CRM_E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Only e2e/offline.spec.ts is about the service worker; elsewhere its precache of every
    // chunk, in each new browser context, is work no journey looks at.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
