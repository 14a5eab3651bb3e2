import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateEnglishNow } from '../lib/i18n';

// Screens render in English unless a test switches the language.
activateEnglishNow();

// findBy*/waitFor wait up to 5 s, not Testing Library's 1 s: a lazily loaded screen can take over
// a second to import on a busy two-core machine, and three component tests failed that way in a
// whole-suite run while another job loaded the machine. A screen that never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

// The unit project's files share one environment per worker (vitest.config.ts), so each test
// leaves the page as it found it: no mounted screen, empty storage, real timers, and no
// attribute or style a screen put on <html> (language, direction, theme).
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // Tests in the node environment (no DOM) have no storage and no document.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  if (typeof document !== 'undefined') {
    const html = document.documentElement;
    for (const name of html.getAttributeNames()) html.removeAttribute(name);
    document.head.innerHTML = '';
    document.body.removeAttribute('style');
    document.body.removeAttribute('class');
  }
});
