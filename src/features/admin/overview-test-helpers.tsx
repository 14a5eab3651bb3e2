// Test set-up shared by the admin overview page tests: a signed-in staff member over the fake
// backend, with the admin overview fake seeded.
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { fakeAdminOverviewApi } from '../../testing/fakes/admin-overview';
import type { FakeAdminOverviewState } from '../../testing/fakes/admin-overview';

export function staffBackend(role: 'admin' | 'owner' | 'user', state: Partial<FakeAdminOverviewState> = {}) {
  const email = `${role}@example.com`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a test fixture's display name, never shown in the app
  const backend = createFakeBackend({ users: [{ email, displayName: `The ${role}`, role, account: accountFor('pro') }], signedInAs: email });
  const overview = fakeAdminOverviewApi(state);
  backend.adminOverview = overview;
  return { backend, overview };
}
