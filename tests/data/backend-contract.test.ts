// The Backend contract (src/testing/backend-contract.ts) against the real data layer on the
// emulators, security rules included: the same cases the in-memory fake passes in the unit
// project (src/testing/backend-contract.test.ts).
import { afterAll } from 'vitest';
import { accountApi } from '../../src/data/account';
import { authApi } from '../../src/data/auth';
import { dealsApi } from '../../src/data/deals';
import { recordsApi } from '../../src/data/records';
import { settingsApi } from '../../src/data/settings';
import { transferApi } from '../../src/data/transfer';
import { describeBackendContract } from '../../src/testing/backend-contract';
import { adminDb, uniqueEmail } from '../support/admin';

describeBackendContract('the data layer on the emulators', async () => {
  const user = await authApi.signUp({ displayName: 'Contract Tester', email: uniqueEmail('contract'), password: 'secret123' });
  // A Pro plan: every record kind may be written.
  await adminDb().doc(`subscriptions/${user.uid}`).update({ planId: 'pro', status: 'active' });
  await adminDb().doc(`users/${user.uid}`).update({ planId: 'pro', subscriptionStatus: 'active' });
  return { backend: { records: recordsApi, settings: settingsApi, account: accountApi, transfer: transferApi, deals: dealsApi }, uid: user.uid };
});

afterAll(async () => {
  await authApi.signOut();
});
