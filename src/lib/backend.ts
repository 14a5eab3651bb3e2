// The one door from screens to the data layer. The Firebase implementation is loaded on demand
// with dynamic imports, so the SDK lands in its own chunks and never in the entry bundle.
import type { Backend } from '../data/contract';
import type { TransferApi } from '../data/contract-transfer';

export type { Backend } from '../data/contract';

export async function loadBackend(): Promise<Backend> {
  const [auth, account, records, contact, dashboard, billing, system, api, systemOps, adminUsers, adminOverview, settings, notifications] = await Promise.all([
    import('../data/auth'),
    import('../data/account'),
    import('../data/records'),
    import('../data/contact'),
    import('../data/dashboard'),
    import('../data/billing'),
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
    transfer: transferOnFirstCall(),
    system: system.systemApi,
    api: api.apiApi,
    systemOps: systemOps.systemOpsApi,
    adminUsers: adminUsers.adminUsersApi,
    adminOverview: adminOverview.adminOverviewApi,
    settings: settings.settingsApi,
    notifications: notifications.notificationsApi,
  };
}

/**
 * Import, export, backup and restore, loaded on their first call. They bring the record schemas
 * (zod, about a quarter of a second of a phone's start-up to evaluate), which no page needs to
 * draw its records (docs/decisions/0160).
 */
function transferOnFirstCall(): TransferApi {
  let api: Promise<TransferApi> | undefined;
  const load = () => (api ??= import('../data/transfer').then((m) => m.transferApi));
  return {
    importBatch: async (uid, kind, rows, options, onProgress) => (await load()).importBatch(uid, kind, rows, options, onProgress),
    listImports: async (uid) => (await load()).listImports(uid),
    undoImport: async (uid, batchId, options, onProgress) => (await load()).undoImport(uid, batchId, options, onProgress),
    readAll: async (uid, onProgress) => (await load()).readAll(uid, onProgress),
    restore: async (uid, data, mode, options, onProgress) => (await load()).restore(uid, data, mode, options, onProgress),
    clearLocalCache: async () => (await load()).clearLocalCache(),
    wipe: async (uid, options, onProgress) => (await load()).wipe(uid, options, onProgress),
  };
}
