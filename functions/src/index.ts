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
// Notifications (settings B): the mail queue's triggers, schedules and emulator test hook.
export {
  onClientCreatedNotify,
  onSecurityActivityNotify,
  flushPendingMail,
  dailyPaymentReminders,
  weeklyReports,
  testNotificationJob,
} from './notifications/functions';
