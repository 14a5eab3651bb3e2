import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLanguage, initialLanguage } from './lib/i18n';
import { applyTheme } from './lib/theme';
import './index.css';

applyTheme();
// The first paint is already in the visitor's language (its catalogue is one small chunk).
await activateLanguage(initialLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
