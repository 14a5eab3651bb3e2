import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../testing/fake-backend';
import { AppProvider } from './provider';
import { routes } from './router';

// The real loadBackend pulls in the Firebase SDK; here it hands out a fake, and counts calls.
const loadBackend = vi.hoisted(() => vi.fn());
vi.mock('../lib/backend', () => ({ loadBackend }));

function mount(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('loading the data layer', () => {
  beforeEach(() => {
    window.scrollTo = () => {};
    loadBackend.mockReset();
    loadBackend.mockImplementation(async () => createFakeBackend());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('paints the landing page before loading the data layer, then loads it once idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => {});
    mount('/');
    expect(await screen.findByRole('heading', { name: 'Run your small business from one place' })).toBeInTheDocument();
    expect(loadBackend).not.toHaveBeenCalled();
    await act(async () => idle.splice(0).forEach((cb) => cb()));
    expect(loadBackend).toHaveBeenCalledTimes(1);
  });

  it('loads the data layer at once for a signed-in page, and only once', async () => {
    const router = mount('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(loadBackend).toHaveBeenCalledTimes(1);
  });
});
