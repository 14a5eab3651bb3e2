import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` needs nothing running; `integration` talks to the emulators
// (scripts/test.mjs starts them; the emulators set FIRESTORE_EMULATOR_HOST and friends).
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'functions/src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // The data layer reads these (as the emulator build does from .env.emulator).
          env: {
            VITE_USE_EMULATORS: 'true',
            VITE_FIREBASE_PROJECT_ID: 'demo-crm',
            VITE_FIREBASE_API_KEY: 'demo-api-key',
            VITE_EMULATOR_HOST: '127.0.0.1',
          },
        },
      },
    ],
  },
});
