import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, preloadMatchedScreens } from './app/router';
import { activateLanguage, initialLanguage } from './lib/i18n';
import { signedInHint } from './lib/session-hint';
import { applyTheme } from './lib/theme';
import { yieldToPage } from './lib/yield';
import './index.css';

applyTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first paint is already in the visitor's language (its catalogue is one chunk; English has
// none). No top-level await: an entry with one makes the bundler split every module the lazy pages
// share into its own small chunk (an async function's awaits do not). Evaluating the modules,
// matching the route table and drawing the first screen are three tasks, not one long one
// (docs/decisions/0171).
void (async () => {
  await activateLanguage(initialLanguage());
  await yieldToPage();
  const router = createAppRouter();
  await yieldToPage();
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // Someone is signed in here: the signed-in screens' chunks load while the data layer starts,
  // instead of one after the other once the session is known (docs/decisions/0172).
  await yieldToPage();
  if (signedInHint()) preloadMatchedScreens(router);
})();
