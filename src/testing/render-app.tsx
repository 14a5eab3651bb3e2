import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import type { ReactElement } from 'react';
import type { MemberDoc } from '../data/contract';
import { accountFor, createFakeBackend } from './fake-backend';
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

/** The member document of Alice (alice@example.com) in her own account, with `role`. */
export const aliceAs = (role: MemberDoc['role']): MemberDoc => ({
  role,
  ownRecordsOnly: false,
  payroll: true,
  email: 'alice@example.com',
  displayName: 'Alice',
  joinedAt: new Date(0),
  invitedBy: null,
});

/**
 * One settings screen alone at `path`, for Alice signed in to her own account on Pro: `prepare`
 * fills the account while she is its owner, then she is made `role` and the screen is shown.
 */
export async function renderSettingsScreen(
  path: string,
  screen: (backend: FakeBackend) => ReactElement,
  {
    role = 'manager',
    accountName = 'Alice Studio',
    prepare,
  }: { role?: MemberDoc['role']; accountName?: string; prepare?: (backend: FakeBackend, uid: string) => Promise<void> } = {},
) {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  backend.control.setMember(uid, uid, aliceAs('owner'), accountName);
  await prepare?.(backend, uid);
  backend.control.setMember(uid, uid, aliceAs(role), accountName);
  const router = createMemoryRouter([{ path, element: screen(backend) }], { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <AppProvider backend={backend}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { backend, uid, user };
}
