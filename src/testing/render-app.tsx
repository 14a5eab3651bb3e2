import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { createFakeBackend } from './fake-backend';
import type { FakeBackend } from './fake-backend';

export { AppProvider };

// jsdom has no scrolling; the app scrolls to the top on every route change.
if (typeof window !== 'undefined') window.scrollTo = () => {};

export type RenderAppOptions = {
  backend?: FakeBackend;
  /** Options for userEvent.setup (e.g. advanceTimers with fake timers). */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
};

/** Renders the real route table at `path` in a memory router, over an in-memory backend. */
export function renderApp(path = '/', { backend = createFakeBackend(), userEventOptions }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(userEventOptions);
  const view = render(
    <AppProvider backend={backend}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const location = () => router.state.location;
  return { ...view, router, backend, user, location };
}
