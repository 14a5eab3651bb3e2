import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateEnglishNow, i18n } from '../lib/i18n';
import type { Language } from '../lib/i18n';
import { accountFor, createFakeBackend } from '../testing/fake-backend';
import { renderApp } from '../testing/render-app';

// The main screens, rendered from the real catalogues in two languages that are not English: every
// message the screens ask for is in the catalogue (Lingui reports a missing one), and the English
// source text of the screen's heading is not on the page.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const SCREENS: { path: string; english: string }[] = [
  { path: '/dashboard', english: 'Dashboard' },
  { path: '/clients', english: 'Client Management' },
  { path: '/revenue', english: 'Revenue Tracking' },
  { path: '/settings', english: 'Settings' },
];

function signedIn(language: Language) {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  backend.control.seedRecords(uid, 'clients', [
    {
      id: 'c1',
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '',
      company: 'Acme',
      value: 1200,
      progress: 40,
      notes: '',
      dateAdded: '2026-01-15',
      lastContact: '',
      status: 'active',
      type: 'recurring',
    },
  ]);
  backend.settings.docs.set(`${uid}/display`, { language });
  return backend;
}

describe.each(['es', 'ja'] as const)('the main screens in %s', (language) => {
  const missing: string[] = [];
  const onMissing = ({ id, locale }: { id: string; locale: string }) => {
    if (locale === language) missing.push(id);
  };
  beforeEach(() => {
    missing.length = 0;
    i18n.on('missing', onMissing);
  });
  afterEach(() => {
    i18n.removeListener('missing', onMissing);
    activateEnglishNow();
  });

  it.each(SCREENS)('$path asks for no message the catalogue lacks', async ({ path, english }) => {
    renderApp(path, { backend: signedIn(language) });
    await waitFor(() => expect(document.documentElement.lang).toBe(language));
    await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0));
    // Let lazy parts (charts, lists) render before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('heading', { name: english })).not.toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
