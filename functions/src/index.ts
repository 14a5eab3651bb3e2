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
// --- settings (the user's own profile, password and sessions) ---
export {
  saveProfileFn as saveProfile,
  syncEmailFn as syncEmail,
  changePasswordFn as changePassword,
  revokeSessionsFn as revokeSessions,
} from './settings/functions';
