// The one door from screens to the data layer. The Firebase implementation is loaded on demand
// with dynamic imports, so the SDK lands in its own chunks and never in the entry bundle.
import type { Backend } from '../data/contract';

export type { Backend } from '../data/contract';

export async function loadBackend(): Promise<Backend> {
  const [auth, account, records, contact, dashboard, billing, transfer, system, api, systemOps, adminUsers, adminOverview, settings, notifications] = await Promise.all([
    import('../data/auth'),
    import('../data/account'),
    import('../data/records'),
    import('../data/contact'),
    import('../data/dashboard'),
    import('../data/billing'),
    import('../data/transfer'),
    import('../data/system'),
    import('../data/api'),
    import('../data/system-ops'),
    import('../data/admin-users'),
    import('../data/admin-overview'),
    import('../data/settings'),
    import('../data/notifications'),
  ]);
  return {
    auth: auth.authApi,
    account: account.accountApi,
    records: records.recordsApi,
    contact: contact.contactApi,
    dashboard: dashboard.dashboardApi,
    billing: billing.billingApi,
    transfer: transfer.transferApi,
    system: system.systemApi,
    api: api.apiApi,
    systemOps: systemOps.systemOpsApi,
    adminUsers: adminUsers.adminUsersApi,
    adminOverview: adminOverview.adminOverviewApi,
    settings: settings.settingsApi,
    notifications: notifications.notificationsApi,
  };
}
