import { defineConfig } from '@playwright/test';

// Browser journeys against the app served by the Hosting emulator (scripts/test.mjs starts it).
// Chromium comes from the system (Debian's `chromium` package), never a Playwright download.
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
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
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
