// The data layer on this thread: the Firebase implementation of every part of the contract,
// loaded with dynamic imports so the SDK lands in its own chunks. The page uses it through a
// worker (src/data/worker/, docs/decisions/0163), or directly where a worker cannot serve it.
import type { Backend } from './contract';
import type { TransferApi } from './contract-transfer';

export async function loadDirectBackend(): Promise<Backend> {
  const [
    auth,
    account,
    members,
    records,
    deals,
    views,
    fields,
    activities,
    history,
    contact,
    dashboard,
    billing,
    system,
    api,
    systemOps,
    adminUsers,
    adminOverview,
    settings,
    notifications,
  ] = await Promise.all([
    import('./auth'),
    import('./account'),
    import('./members'),
    import('./records'),
    import('./deals'),
    import('./views'),
    import('./fields'),
    import('./activities'),
    import('./history'),
    import('./contact'),
    import('./dashboard'),
    import('./billing'),
    import('./public-settings'),
    import('./api'),
    import('./system-ops'),
    import('./admin-users'),
    import('./admin-overview'),
    import('./settings'),
    import('./notifications'),
  ]);
  return {
    auth: auth.authApi,
    account: account.accountApi,
    members: members.membersApi,
    records: records.recordsApi,
    deals: deals.dealsApi,
    views: views.viewsApi,
    fields: fields.fieldsApi,
    activities: activities.activitiesApi,
    history: history.historyApi,
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
  const load = () => (api ??= import('./transfer').then((m) => m.transferApi));
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
