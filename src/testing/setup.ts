import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateEnglishNow } from '../lib/i18n';

// Screens render in English unless a test switches the language.
activateEnglishNow();

// findBy*/waitFor wait up to 5 s, not Testing Library's 1 s: a lazily loaded screen can take over
// a second to import on a busy two-core machine, and three component tests failed that way in a
// whole-suite run while another job loaded the machine. A screen that never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Tests in the node environment (no DOM) have no localStorage.
  globalThis.localStorage?.clear();
});
