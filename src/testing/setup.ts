import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateEnglishNow } from '../lib/i18n';

// Screens render in English unless a test switches the language.
activateEnglishNow();

afterEach(() => {
  cleanup();
  // Tests in the node environment (no DOM) have no localStorage.
  globalThis.localStorage?.clear();
});
