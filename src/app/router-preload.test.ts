// preloadMatchedScreens (docs/decisions/0172): a signed-in path's lazy screens start loading
// before the session is known, and only the current path's.
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadMatchedScreens, routes } from './router';

// Each mocked module notes when it is first imported.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./shell/app-shell', () => {
  loaded.add('shell');
  return { AppShell: () => null };
});
vi.mock('../features/clients/clients-page', () => {
  loaded.add('clients');
  return { ClientsPage: () => null };
});
vi.mock('../features/dashboard/dashboard-page', () => {
  loaded.add('dashboard');
  return { DashboardPage: () => null };
});

describe('preloadMatchedScreens', () => {
  it("loads the shell and the current path's screen, not the others", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/clients'] });
    expect(loaded.size).toBe(0);
    preloadMatchedScreens(router);
    await vi.waitFor(() => expect(loaded).toEqual(new Set(['shell', 'clients'])), { timeout: 15_000 });
    router.dispose();
  });
});
