// The Backend contract (src/testing/backend-contract.ts) against the in-memory fake the
// component tests use; tests/data/backend-contract.test.ts runs the same cases on the emulators.
import { createFakeBackend } from './fake-backend';
import { describeBackendContract } from './backend-contract';

describeBackendContract('the in-memory fake', async () => {
  const email = 'contract@example.com';
  const backend = createFakeBackend({ users: [{ email, password: 'secret123', displayName: 'Contract' }], signedInAs: email });
  return { backend, uid: backend.control.uidOf(email) };
});
