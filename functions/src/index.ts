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
// --- admin overview (admin panel health, admin management, payment settings) ---
export { getSystemHealthFn as getSystemHealth } from './admin-overview/health';
export { addAdminFn as addAdmin, updateAdminFn as updateAdmin, removeAdminFn as removeAdmin } from './admin-overview/admins';
export { getPaymentSettingsFn as getPaymentSettings } from './admin-overview/payment-settings';
