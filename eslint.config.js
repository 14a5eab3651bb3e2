import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import pluginLingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

// Every text a person sees goes through the message catalogues (docs/decisions/0120). Strings
// that are not words for people (class names, ids, routes, keys, formats) are recognised by the
// names they are given to; anything else in a screen must be a Lingui message.
const notForPeople = [
  'className',
  '/ClassName$/',
  '/classes$/i',
  'class',
  'style',
  'type',
  'id',
  'key',
  'to',
  'href',
  'src',
  'rel',
  'target',
  'role',
  'name',
  'htmlFor',
  'autoComplete',
  'inputMode',
  'method',
  'variant',
  'size',
  'tone',
  'as',
  'mode',
  'lang',
  'dir',
  'accept',
  'pattern',
  'path',
  'form',
  'icon',
  'testId',
  '/^data-/',
  '/^aria-(?!label|description|roledescription|placeholder|valuetext)/',
  'align',
  'kind',
  'status',
  'field',
  'sort',
  'order',
  'color',
  'width',
  'height',
  'fill',
  'stroke',
  'viewBox',
  'd',
  'xmlns',
  'strokeLinecap',
  'strokeLinejoin',
  'fillRule',
  'clipRule',
  'loading',
  'decoding',
  'enterKeyHint',
  'wrap',
  'spellCheck',
  'capture',
  'display',
  'position',
  'timeZone',
  'currency',
  'locale',
  'unit',
  'format',
  'dateStyle',
  'timeStyle',
  'weekday',
  'month',
  'day',
  'year',
  'hour',
  'minute',
  'second',
  'numberingSystem',
  'calendar',
  'signDisplay',
  'notation',
  'compactDisplay',
  'currencyDisplay',
  'unitDisplay',
  'style',
  'event',
  'action',
  'reason',
  'code',
  'prefix',
  'suffix',
  'storageKey',
];

const firebaseOnlyInData = {
  patterns: [{ group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only src/data/ imports the Firebase SDK.' }],
};

const appIsTheTop = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'Only src/app/ (and tests) import src/app/: move what is shared below it (src/lib/, src/components/).',
};

// Features do not import features (docs/decisions/0060): what two features share lives below them
// (src/components/, src/lib/, src/domain/), and only src/app/ puts features together. One zone per
// folder of src/features/, whatever the import's spelling (the rule follows the resolved file).
const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featuresStayApart = {
  basePath: import.meta.dirname,
  zones: features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `src/features/${feature}/ imports no other feature: move what both use to src/components/, src/lib/ or src/domain/.`,
  })),
};

export default tseslint.config(
  {
    ignores: ['dist', 'coverage', 'functions/lib', 'functions/node_modules', '.cache', '.emulator-data', 'test-results', 'playwright-report'],
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
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', featuresStayApart] },
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
    // Journeys take `test` from the shared fixture, which fails them on a CSP violation (docs/decisions/0182).
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test and expect from './fixtures'." }] },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**', 'src/domain/**', 'src/data/**', 'src/locales/**', 'src/**/*.worker.ts'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Identifiers, CSS classes, paths, keys, MIME types, formats: no space and not a capitalised word.
          ignore: [
            '^(?![A-Z][a-z])[^\\s]+$',
            '^[a-z0-9-]+( [a-z0-9:/\\[\\].%_-]+)+$',
            '^(SmallBiz CRM|CRM|CSV|JSON|PDF|Excel|Stripe|Firebase|Google|USD|EUR|GBP|OK)$',
          ],
          ignoreNames: notForPeople.map((n) =>
            n.startsWith('/') ? { regex: { pattern: n.slice(1, n.lastIndexOf('/')), flags: n.slice(n.lastIndexOf('/') + 1) } } : n,
          ),
          ignoreFunctions: [
            'console.*',
            'Error',
            'TypeError',
            'RangeError',
            'Symbol',
            'require',
            'import',
            'navigate',
            'useNavigate',
            'localStorage.*',
            'sessionStorage.*',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            'document.*',
            '*.querySelector',
            '*.querySelectorAll',
            '*.addEventListener',
            '*.removeEventListener',
            '*.dispatchEvent',
            'CustomEvent',
            'Event',
            'new URL',
            'URL',
            'URLSearchParams',
            '*.get',
            '*.has',
            '*.set',
            '*.delete',
            '*.append',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.replace',
            '*.match',
            '*.test',
            '*.toLocaleString',
            'Intl.*',
            'cn',
            'clsx',
            'buttonClasses',
            'matchMedia',
            '*.matchMedia',
            'postMessage',
            '*.postMessage',
            'emit',
            '*.emit',
            'track',
            'assertNever',
            'invariant',
            'BroadcastChannel',
            'new BroadcastChannel',
            'fetch',
            'setAttribute',
            '*.setAttribute',
            '*.getAttribute',
            '*.setProperty',
            'paths.*',
            'lazyNamed',
            'createElement',
            '*.createElement',
            'log',
            'logActivity',
            'useStorage',
            'useLocalStorage',
            'Blob',
            'File',
            'download',
            'downloadBlob',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-single-tag-to-translate': 'error',
    },
  },
);
