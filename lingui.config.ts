// Message catalogues (docs/decisions/0120-languages-with-lingui.md): English is the source,
// written in the code; each other language is one PO file, compiled by Vite into its own chunk.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'ja', 'ko'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/testing/**', '<rootDir>/src/locales/**'],
    },
  ],
  // No line numbers: moving code does not rewrite ten catalogues.
  format: formatter({ lineNumbers: false }),
});
