import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateEnglishNow } from '../lib/i18n';
import { SIGNED_IN_HINT_KEY } from '../lib/session-hint';
import { createFakeBackend } from '../testing/fake-backend';
import { AppProvider } from './provider';
import { routes } from './router';

// As in production, a visitor's public pages load no data layer (docs/decisions/0100).
const loadBackend = vi.hoisted(() => vi.fn());
vi.mock('../lib/backend', () => ({ loadBackend }));

function mount(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('the language of a visitor whose pages load no data layer', () => {
  beforeEach(() => {
    window.scrollTo = () => {};
    loadBackend.mockReset();
    loadBackend.mockImplementation(async () => createFakeBackend());
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    activateEnglishNow();
    localStorage.removeItem(SIGNED_IN_HINT_KEY);
  });

  it('choosing Français in the top bar switches the page, without loading the data layer', async () => {
    mount('/');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Français');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(loadBackend).not.toHaveBeenCalled();
  });

  it('a choice made earlier wins over the language this browser painted last', async () => {
    localStorage.setItem('crm.language', 'de');
    localStorage.setItem('crm.language.chosen', 'it');
    await act(async () => mount('/pricing'));
    await waitFor(() => expect(document.documentElement.lang).toBe('it'));
  });
});
