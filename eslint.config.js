import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const firebaseOnlyInData = {
  patterns: [
    { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only src/data/ imports the Firebase SDK.' },
  ],
};

const appIsTheTop = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'Only src/app/ (and tests) import src/app/: move what is shared below it (src/lib/, src/components/).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'functions/lib',
      'functions/node_modules',
      '.cache',
      '.emulator-data',
      'test-results',
      'playwright-report',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import circles in the app (docs/decisions/0060).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': ['error', firebaseOnlyInData] },
  },
  {
    // Arrows point one way (docs/decisions/0060): src/app/ composes everything and nothing
    // below it imports it back. Tests may render the whole app through src/testing/.
    files: ['src/features/**', 'src/components/**', 'src/lib/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...firebaseOnlyInData.patterns, appIsTheTop] }] },
  },
  {
    files: ['src/data/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appIsTheTop] }] },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...firebaseOnlyInData.patterns,
            { group: ['react', 'react-*', 'react/*'], message: 'src/domain/ is pure TypeScript.' },
            { group: ['../data/*', '../app/*', '../features/*', '../components/*', '../lib/*'], message: 'src/domain/ depends on nothing.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'e2e/**', 'tests/**', 'functions/**', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
  },
);
