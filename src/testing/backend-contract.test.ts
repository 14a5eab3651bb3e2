// The Backend contract (src/testing/backend-contract.ts) against the in-memory fake the
// component tests use; tests/data/backend-contract.test.ts runs the same cases on the emulators.
import { accountFor, createFakeBackend } from './fake-backend';
import type { FakeApiApi } from './fakes/api';
import { describeBackendContract } from './backend-contract';

describeBackendContract('the in-memory fake', async () => {
  const email = 'contract@example.com';
  // Pro, active, paid for 30 more days: the emulator subject's plan.
  const owner = 'service-owner@example.com';
  const backend = createFakeBackend({
    users: [
      { email, password: 'secret123', displayName: 'Contract', account: accountFor('pro') },
      { email: owner, password: 'secret123', displayName: 'Owner', role: 'owner' },
    ],
    signedInAs: email,
  });
  const uid = backend.control.uidOf(email);
  // The key callables know their caller from the session; the fake is told who calls.
  (backend.api as FakeApiApi).actAs(uid, email);
  const asOwner = async <T>(work: () => Promise<T>): Promise<T> => {
    backend.control.setSession(owner);
    try {
      return await work();
    } finally {
      backend.control.setSession(email);
    }
  };
  return { backend, uid, email, asOwner };
});
