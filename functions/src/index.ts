export { onUserCreate } from './on-user-create';
export {
  startCheckoutFn as startCheckout,
  getStripeSessionFn as getStripeSession,
  confirmCheckoutFn as confirmCheckout,
  completeOnboardingFn as completeOnboarding,
  getBillingConfigFn as getBillingConfig,
  cancelSubscriptionFn as cancelSubscription,
  resumeSubscriptionFn as resumeSubscription,
  openCustomerPortalFn as openCustomerPortal,
  testBillingControlFn as testBillingControl,
  testCheckout,
  stripeWebhook,
  subscriptionLifecycle,
} from './billing/functions';
export { refreshRole } from './on-user-create';
export { submitContact } from './contact';
// --- the owner's public settings: theme, global, security (functions/src/public-settings) ---
export {
  saveThemeSettingsFn as saveThemeSettings,
  saveGlobalSettingsFn as saveGlobalSettings,
  saveSecuritySettingsFn as saveSecuritySettings,
  systemPingFn as systemPing,
} from './public-settings/callables';
export { onSystemSettingsWrittenFn as onSystemSettingsWritten } from './public-settings/on-settings-written';
// --- REST API, API keys, and system operations: notifications, database ---
export { api, createApiKey, setApiKeyEnabled, deleteApiKey } from './api/functions';
export {
  saveServiceSettings,
  notificationDigest,
  weeklyReport,
  runNotificationJob,
  listMail,
  databaseInfo,
  backupDatabase,
  recordSlowQuery,
  autoBackup,
} from './system-ops/functions';
// --- admin area: users, subscriptions, activity log ---
export { onUserSignIn } from './on-user-sign-in';
export {
  adminEditUser,
  adminEditSubscriptionUser,
  adminOverrideSubscription,
  adminDeleteUser,
  undoStaffEmailChange,
  adminUserRecordCounts,
  logSignOutEvent,
  logDataExportEvent,
  userSearchFields,
  adminAccountOnAccount,
  adminAccountOnMember,
  adminAccountOnSubscription,
  activityRetention,
} from './admin/functions';
// --- admin overview (admin panel health, admin management, payment settings) ---
export { getSystemHealthFn as getSystemHealth } from './admin-overview/health';
export { addAdminFn as addAdmin, updateAdminFn as updateAdmin, removeAdminFn as removeAdmin } from './admin-overview/admins';
export { getPaymentSettingsFn as getPaymentSettings } from './admin-overview/payment-settings';
// --- settings (the user's own profile, password and sessions) ---
export {
  saveProfileFn as saveProfile,
  syncEmailFn as syncEmail,
  changePasswordFn as changePassword,
  revokeSessionsFn as revokeSessions,
} from './settings/functions';
// Notifications (the users' e-mail and push settings): the mail queue's triggers, schedules and emulator test hook.
export { onSecurityActivityNotify, flushPendingMail, dailyPaymentReminders, weeklyReports, testNotificationJob } from './notifications/functions';
// --- import writes (the browser parses and maps the file, this function writes the rows) ---
export { importRecords, undoImport } from './import/functions';
// --- history of clients and deals, and the restore of a deleted client (functions/src/history) ---
export { restoreClient } from './history/functions';
// --- activities on clients: the notices of @mentions, a backup's activities restored with their authors (functions/src/activities) ---
export { onActivityWritten, restoreActivities } from './activities/functions';
// --- dashboard summary (docs/decisions/0148) ---
export { onClientWritten, onRevenueWritten, onExpenseWritten, onSalaryWritten, onDealWritten, rebuildDashboardSummary } from './dashboard/functions';
// --- account members: invitations, roles, seats per plan, activity (functions/src/members) ---
export {
  inviteMemberFn as inviteMember,
  resendInvitationFn as resendInvitation,
  revokeInvitationFn as revokeInvitation,
  listInvitationsFn as listInvitations,
  describeInvitationFn as describeInvitation,
  acceptInvitationFn as acceptInvitation,
  myInvitationsFn as myInvitations,
  declineInvitationFn as declineInvitation,
  updateMemberFn as updateMember,
  removeMemberFn as removeMember,
  leaveAccountFn as leaveAccount,
  handOverAccountFn as handOverAccount,
  listAccountActivityFn as listAccountActivity,
  getPlanSeatsFn as getPlanSeats,
  savePlanSeatsFn as savePlanSeats,
} from './members/functions';
// --- the account itself: deletion by an owner, a new account for a person without one (functions/src/accounts) ---
export { deleteAccountFn as deleteAccount, startAccountFn as startAccount } from './accounts/functions';
