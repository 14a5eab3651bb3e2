// The Backend contract (src/testing/backend-contract.ts) against the real data layer on the
// emulators, security rules included: the same cases the in-memory fake passes in the unit
// project (src/testing/backend-contract.test.ts).
import { afterAll } from 'vitest';
import { accountApi } from '../../src/data/account';
import { adminOverviewApi } from '../../src/data/admin-overview';
import { adminUsersApi } from '../../src/data/admin-users';
import { apiApi } from '../../src/data/api';
import { authApi } from '../../src/data/auth';
import { billingApi } from '../../src/data/billing';
import { contactApi } from '../../src/data/contact';
import { dashboardApi } from '../../src/data/dashboard';
import { dealsApi } from '../../src/data/deals';
import { fieldsApi } from '../../src/data/fields';
import { activitiesApi } from '../../src/data/activities';
import { membersApi } from '../../src/data/members';
import { historyApi } from '../../src/data/history';
import { notificationsApi } from '../../src/data/notifications';
import { systemApi } from '../../src/data/public-settings';
import { recordsApi } from '../../src/data/records';
import { systemOpsApi } from '../../src/data/system-ops';
import { settingsApi } from '../../src/data/settings';
import { transferApi } from '../../src/data/transfer';
import { viewsApi } from '../../src/data/views';
import { describeBackendContract } from '../../src/testing/backend-contract';
import { adminAuth, adminDb, uniqueEmail } from '../support/admin';

describeBackendContract('the data layer on the emulators', async () => {
  // The service's owner first (signing up signs in), for the owner's cases.
  const owner = uniqueEmail('contract-owner');
  const ownerSession = await authApi.signUp({ displayName: 'Contract Owner', email: owner, password: 'secret123' });
  await adminAuth().setCustomUserClaims(ownerSession.uid, { role: 'owner' });
  const email = uniqueEmail('contract');
  const user = await authApi.signUp({ displayName: 'Contract Tester', email, password: 'secret123' });
  // A Pro plan, active and paid for 30 more days: every record kind may be written.
  const paidUntil = new Date(Date.now() + 30 * 86_400_000);
  await adminDb().doc(`subscriptions/${user.uid}`).update({ planId: 'pro', status: 'active', trialEndsAt: null, currentPeriodEnd: paidUntil });
  await adminDb().doc(`users/${user.uid}`).update({ planId: 'pro', subscriptionStatus: 'active' });
  const backend = {
    auth: authApi,
    records: recordsApi,
    settings: settingsApi,
    account: accountApi,
    members: membersApi,
    transfer: transferApi,
    api: apiApi,
    notifications: notificationsApi,
    contact: contactApi,
    dashboard: dashboardApi,
    billing: billingApi,
    system: systemApi,
    systemOps: systemOpsApi,
    deals: dealsApi,
    views: viewsApi,
    fields: fieldsApi,
    activities: activitiesApi,
    history: historyApi,
    adminUsers: adminUsersApi,
    adminOverview: adminOverviewApi,
  };
  const asOwner = async <T>(work: () => Promise<T>): Promise<T> => {
    await authApi.signIn(owner, 'secret123');
    try {
      return await work();
    } finally {
      await authApi.signIn(email, 'secret123');
    }
  };
  return { backend, uid: user.uid, email, asOwner };
});

afterAll(async () => {
  await authApi.signOut();
});
