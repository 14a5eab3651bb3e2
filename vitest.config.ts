import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { catalogueParts } from './scripts/catalogue-parts';
import { linguiMacro } from './scripts/lingui-macro-plugin';
import { emulatorPorts } from './scripts/ports.mjs';
import { adminCommands } from './tests/support/admin-commands';

// Three projects: `unit` needs nothing running; `integration` (Node) and `browser` (Chromium)
// talk to the emulators, which scripts/test.mjs starts (they set FIRESTORE_EMULATOR_HOST and
// friends). Tests of the data layer (src/data, the Firebase web SDK) run in Chromium, in the
// transport the product uses; the rules and functions tests stay in Node
// (docs/decisions/0057-data-layer-tests-in-chromium.md).
const browserSuites = ['tests/data/**/*.test.ts', 'tests/records/**/*.test.ts', 'tests/site/**/*.test.ts', 'tests/transfer/**/*.test.ts'];

// Component and unit tests, in jsdom. The files that replace modules (vi.mock) or globals
// (vi.stubGlobal) run each in a fresh environment; the rest share one per worker. A module mocked
// in a shared environment stays mocked for the next files (scripts/isolated-tests.test.ts).
const unitTests = {
  include: ['src/**/*.test.{ts,tsx}', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
  environment: 'jsdom' as const,
  setupFiles: ['src/testing/setup.ts'],
  // Above the 5 s that findBy*/waitFor may wait (src/testing/setup.ts).
  testTimeout: 15_000,
};
const isolatedUnitFiles = [
  'src/app/backend-loading.test.tsx',
  'src/app/language-visitor.test.tsx',
  // React DOM's server renderer leaves its context values set in the module graph it shares:
  // a client render in the same environment then sees a Router inside another Router.
  'src/app/prerender.test.tsx',
  'src/app/router-preload.test.ts',
  'src/components/charts/charts.test.tsx',
  'src/components/ui/virtual-grid.test.tsx',
  'src/components/records/financial-records-page.test.tsx',
  'src/features/admin/analytics-page.test.tsx',
  'src/features/dashboard/dashboard-page.test.tsx',
  'src/features/expenses/expenses-page.test.tsx',
  'src/features/revenue/revenue-page.test.tsx',
  'src/features/settings/notifications-pages.test.tsx',
  'src/features/settings/settings-page.test.tsx',
  'src/lib/public-settings.test.ts',
  'src/lib/yield.test.ts',
  'src/data/worker/worker-backend.test.ts',
  'src/data/cache-owner.test.ts',
  'src/data/paged-preview.test.ts',
];

const ports = emulatorPorts();
// Vitest's own page server: a port of this run's block, so parallel checkouts don't clash.
const browserServerPort = ports.offset ? ports.hosting + 9 : 63315;

export default defineConfig({
  plugins: [catalogueParts(), linguiMacro(), react(), lingui()],
  test: {
    // Vitest's default leaves a core to itself (one worker on two cores); the workers wait on
    // jsdom and the emulators often enough that one per core is faster.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          ...unitTests,
          name: 'unit',
          exclude: [...configDefaults.exclude, ...isolatedUnitFiles],
          // One jsdom and one module graph per worker, shared by its files: starting a fresh
          // environment for each of the ~90 files was two thirds of this project's time
          // (docs/decisions/0146-unit-tests-share-an-environment.md). src/testing/setup.ts
          // resets the DOM, storage and mocks after every test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...unitTests,
          name: 'unit-isolated',
          include: isolatedUnitFiles,
        },
      },
      {
        extends: true,
        // Tests call the functions' code in-process with the tests' database handle. The
        // functions have their own copy of firebase-admin (functions/node_modules); one copy for
        // both, or a FieldValue sentinel made by one is refused by the other's Firestore.
        resolve: { dedupe: ['firebase-admin'] },
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          exclude: browserSuites,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // The rules tests clear the emulator's Firestore between tests: the projects that use
          // the emulators run one after the other, never side by side.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // Pre-bundled up front: discovering them mid-run would reload the page under a test.
        optimizeDeps: { include: ['firebase/app', 'firebase/auth', 'firebase/firestore', 'firebase/functions', 'zod'] },
        test: {
          name: 'browser',
          include: browserSuites,
          sequence: { groupOrder: 2 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // The data layer reads these (as the emulator build does from .env.emulator).
          env: {
            VITE_USE_EMULATORS: 'true',
            VITE_FIREBASE_PROJECT_ID: 'demo-crm',
            VITE_FIREBASE_API_KEY: 'demo-api-key',
            VITE_EMULATOR_HOST: '127.0.0.1',
            VITE_AUTH_EMULATOR_PORT: String(ports.auth),
            VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
            VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
          },
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            api: { host: '127.0.0.1', port: browserServerPort, strictPort: true },
            // The system's Chromium (Debian's package), never a downloaded browser.
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
            commands: adminCommands,
          },
        },
      },
    ],
  },
});
