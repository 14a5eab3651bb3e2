import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../testing/fake-backend';
import { SIGNED_IN_HINT_KEY } from '../lib/session-hint';
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
    localStorage.removeItem(SIGNED_IN_HINT_KEY);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.removeItem(SIGNED_IN_HINT_KEY);
  });

  function stubIdle() {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => {});
    return () => act(async () => idle.splice(0).forEach((cb) => cb()));
  }

  it.each(['/', '/pricing', '/contact', '/terms'])('a signed-out visitor on %s never loads the data layer, even once idle', async (path) => {
    const runIdle = stubIdle();
    mount(path);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await runIdle();
    await runIdle();
    expect(loadBackend).not.toHaveBeenCalled();
  });

  it('with the signed-in hint the landing page paints first, then loads the data layer once idle', async () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    const runIdle = stubIdle();
    mount('/');
    expect(await screen.findByRole('heading', { name: 'Run your small business from one place' })).toBeInTheDocument();
    expect(loadBackend).not.toHaveBeenCalled();
    await runIdle();
    expect(loadBackend).toHaveBeenCalledTimes(1);
  });

  it('the data layer writes the hint while someone is signed in and removes it after sign-out', async () => {
    const fake = createFakeBackend();
    loadBackend.mockImplementation(async () => fake);
    const user = await fake.auth.signUp({ displayName: 'Hint Holder', email: 'hint@example.com', password: 'Secret123!' });
    expect(user.uid).toBeTruthy();
    mount('/dashboard');
    await vi.waitFor(() => expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1'));
    await act(async () => fake.auth.signOut());
    await vi.waitFor(() => expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull());
  });

  // The public settings: the data layer's live copy once signed in, a REST read for signed-out
  // pages. A signed-in page load made the REST read too while its session was being looked up
  // (a 404 in its console where the owner has never saved settings).
  function stubSettingsFetch() {
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-crm');
    const fetchMock = vi.fn(async (_url: string) => new Response('{}', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    return () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/systemSettings/public')).length;
  }

  it('a signed-in page load never reads the public settings over REST, even while its session is looked up', async () => {
    const fake = createFakeBackend();
    await fake.auth.signUp({ displayName: 'Live Reader', email: 'live@example.com', password: 'Secret123!' });
    let release = () => {};
    loadBackend.mockImplementation(() => new Promise((resolve) => (release = () => resolve(fake))));
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    const settingsReads = stubSettingsFetch();
    const runIdle = stubIdle();
    mount('/dashboard');
    await vi.waitFor(() => expect(loadBackend).toHaveBeenCalled());
    await runIdle();
    expect(settingsReads()).toBe(0);
    await act(async () => release());
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await runIdle();
    expect(settingsReads()).toBe(0);
    vi.unstubAllEnvs();
  });

  it('when the hint was wrong, the page reads the public settings once the session says signed out', async () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    const settingsReads = stubSettingsFetch();
    const runIdle = stubIdle();
    mount('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    await runIdle();
    expect(settingsReads()).toBe(1);
    vi.unstubAllEnvs();
  });

  it('loads the data layer at once for a signed-in page, and only once', async () => {
    const router = mount('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(loadBackend).toHaveBeenCalledTimes(1);
  });
});
