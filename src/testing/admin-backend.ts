// A fake backend signed in as staff, and its admin user store, for the admin page tests.
import type { Role } from '../domain/types';
import { accountFor, createFakeBackend } from './fake-backend';
import type { FakeBackend } from './fake-backend';
import type { FakeAdminUsersApi } from './fakes/admin-users';

export const STAFF_ME = { email: 'staff@example.com', password: 'secret123', displayName: 'Staff' };

export function staffBackend(role: Role = 'owner'): FakeBackend {
  const backend = createFakeBackend({
    users: [{ ...STAFF_ME, uid: 'me', role, account: accountFor('pro') }],
    signedInAs: STAFF_ME.email,
    adminListsSignedUp: false,
  });
  (backend.adminUsers as FakeAdminUsersApi).callerRole = role;
  return backend;
}

export const admin = (b: FakeBackend) => b.adminUsers as FakeAdminUsersApi;
