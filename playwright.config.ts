import { defineConfig } from '@playwright/test';

// Browser journeys against the app served by the Hosting emulator (scripts/test.mjs starts it).
// Chromium comes from the system (Debian's `chromium` package), never a Playwright download.
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  outputDir: `.cache/test-results${process.env.CRM_PORT_OFFSET ? `-${process.env.CRM_PORT_OFFSET}` : ''}`,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
