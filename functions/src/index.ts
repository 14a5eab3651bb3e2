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
// --- admin area: users, subscriptions, activity log ---
export { onUserSignIn } from './on-user-sign-in';
export {
  adminEditUser,
  adminEditSubscriptionUser,
  adminOverrideSubscription,
  adminDeleteUser,
  adminUserRecordCounts,
  logSignOutEvent,
  logDataExportEvent,
  userSearchFields,
  activityRetention,
} from './admin/functions';
