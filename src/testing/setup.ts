import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
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

// Preact runs effects after paint: requestAnimationFrame, with a 35 ms timer as the fallback that
// then calls cancelAnimationFrame. A timer left by a file's last test must fire while the page
// environment still exists, not after Vitest has removed jsdom's globals (docs/decisions/0150).
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 60)));
