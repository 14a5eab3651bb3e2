import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLanguage, initialLanguage } from './lib/i18n';
import { applyTheme } from './lib/theme';
import './index.css';

applyTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first paint is already in the visitor's language (its catalogue is one chunk; English has
// none). A promise, not a top-level await: an entry with a top-level await makes the bundler split
// every module the lazy pages share into its own small chunk.
void activateLanguage(initialLanguage()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
