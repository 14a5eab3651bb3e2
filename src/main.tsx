import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, preloadMatchedScreens } from './app/router';
import { activateEnglishNow, activateLanguage, initialLanguage } from './lib/i18n';
import { signedInHint } from './lib/session-hint';
import { applyTheme } from './lib/theme';
import { yieldToPage } from './lib/yield';
import './index.css';

applyTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A public page's HTML holds that page drawn in English at build time (scripts/prerender.ts,
// docs/decisions/0178), marked with its path: it is hydrated, not drawn again. Its screen's
// chunks load first, so hydration does not stop at the page's Suspense boundary. A visitor whose
// language is another gets it once the page has hydrated and the catalogue has arrived
// (LanguageSync): the English text is replaced in place, in the same elements.
async function hydratePrerendered(container: HTMLElement) {
  activateEnglishNow();
  const router = createAppRouter();
  await preloadMatchedScreens(router);
  hydrateRoot(
    container,
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

// Any other path (and a prerendered page served for another path, as by an old service worker):
// the first paint is already in the visitor's language (its catalogue is one chunk; English has
// none). No top-level await: an entry with one makes the bundler split every module the lazy pages
// share into its own small chunk (an async function's awaits do not). Evaluating the modules,
// matching the route table and drawing the first screen are three tasks, not one long one
// (docs/decisions/0171).
async function render(container: HTMLElement) {
  await activateLanguage(initialLanguage());
  await yieldToPage();
  const router = createAppRouter();
  await yieldToPage();
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // Someone is signed in here: the signed-in screens' chunks load while the data layer starts,
  // instead of one after the other once the session is known (docs/decisions/0172).
  await yieldToPage();
  if (signedInHint()) void preloadMatchedScreens(router);
}

void (root.dataset.prerendered === window.location.pathname ? hydratePrerendered(root) : render(root));
