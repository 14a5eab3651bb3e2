// Every route of the app, in one place (docs/product/routes.md). Links and redirects use these.
export const paths = {
  landing: '/',
  auth: '/auth',
  login: '/auth/login',
  signup: '/auth/signup',
  forgotPassword: '/auth/forgot',
  authAction: '/auth/action', // Firebase Auth e-mail action links (password reset)

  pricing: '/pricing',
  pricingPayment: '/pricing/payment',
  pricingBasic: '/pricing/basic',
  pricingPro: '/pricing/pro',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  payment: '/payment',
  paymentSuccess: '/payment/success',
  paymentSuccessLegacy: '/payment-success',
  paymentCancel: '/payment/cancel',
  onboarding: '/onboarding',

  home: '/home',
  dashboard: '/dashboard',
  clients: '/clients',
  client: '/clients/:id', // one client's page (clientPath)
  deletedClients: '/clients/deleted', // owners and managers: restore from history
  deals: '/deals',
  team: '/team',
  salaries: '/salaries',
  revenue: '/revenue',
  expenses: '/expenses',
  import: '/import',
  plans: '/plans', // the signed-in plan chooser

  admin: '/admin',
  adminUsers: '/admin/users',
  adminEditUser: '/admin/edit-user/:id',
  adminViewUser: '/admin/view-user/:id',
  adminSubscriptionOverride: '/admin/subscription-override',
  adminActivity: '/admin/activity', // the activity log (staff)
  adminAnalytics: '/admin/analytics',
  adminAdmins: '/admin/admins',
  adminBilling: '/admin/billing',
  adminPaymentSettings: '/admin/billing/payment-settings',
  adminPlanConfig: '/admin/billing/plan-config',
  adminSettings: '/admin/settings',
  adminConfigDatabase: '/admin/config/database',
  adminConfigSecurity: '/admin/config/security',
  adminConfigApi: '/admin/config/api',
  adminConfigNotifications: '/admin/config/notifications',
  adminConfigTheme: '/admin/config/theme',
  adminConfigGlobal: '/admin/config/global',
  adminMail: '/admin/mail', // the mail outbox (linked from notifications)

  settings: '/settings',
  profileEdit: '/profile/edit',
  settingsSecurity: '/settings/security',
  settingsPrivacy: '/settings/privacy',
  settingsEmailNotifications: '/settings/notifications/email',
  settingsPushNotifications: '/settings/notifications/push',
  settingsReminders: '/settings/notifications/reminders',
  settingsLanguage: '/settings/system/language',
  settingsTimezone: '/settings/system/timezone',
  settingsDateFormat: '/settings/system/date-format',
  settingsApi: '/settings/api', // API keys (Pro)
  settingsMembers: '/settings/members',
  settingsPipelines: '/settings/pipelines', // deal pipelines, stages and lost reasons
  settingsFields: '/settings/fields', // custom fields of clients and deals
  invitation: '/invite/:invitationId',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The page of one client (paths.client). */
export function clientPath(id: string): string {
  return `/clients/${encodeURIComponent(id)}`;
}

export function adminEditUserPath(id: string): string {
  return `/admin/edit-user/${encodeURIComponent(id)}`;
}

export function adminViewUserPath(id: string): string {
  return `/admin/view-user/${encodeURIComponent(id)}`;
}

/**
 * A post-sign-in destination taken from a `redirect` query parameter, accepted only when it is a
 * path inside this app (never another origin, never back to the auth pages).
 */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === paths.auth || value.startsWith(`${paths.auth}/`) || value.startsWith(`${paths.auth}?`)) return null;
  return value;
}
