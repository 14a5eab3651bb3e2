import { lazy } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AuthIndexRedirect, GuestOnly, RequireAdminArea, RequireSession, UnknownPathRedirect } from './guards';
import { loadAppTexts } from '../lib/i18n';
import { paths } from '../lib/paths';
import { yieldIfCheap } from '../lib/yield';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { RouteErrorFallback } from './route-error';

// Every screen is its own chunk; the entry holds only the router, guards and layouts. Each lazy
// screen can be loaded ahead of its first render (`preloadMatchedScreens`).
type Preloadable = { preload?: () => Promise<unknown> };

function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const loader = () => (loading ??= load().then((module) => ({ default: module[name] as ComponentType })));
  // The screen draws in a task of its own, not in the one that found its chunk loaded: after a
  // preload, the shell and the page would otherwise draw in one long task (decision 0172).
  const drawn = () => loader().then(async (module) => (await yieldIfCheap(), module));
  return Object.assign(lazy(drawn), { preload: loader });
}

const LandingPage = lazyNamed(() => import('../features/marketing/landing-page'), 'LandingPage');
const LoginPage = lazyNamed(() => import('../features/auth/login-page'), 'LoginPage');
const SignupPage = lazyNamed(() => import('../features/auth/signup-page'), 'SignupPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage');
const DashboardPage = lazyNamed(() => import('../features/dashboard/dashboard-page'), 'DashboardPage');
const HomePage = lazyNamed(() => import('../features/dashboard/home-page'), 'HomePage');
const ContactPage = lazyNamed(() => import('../features/marketing/contact-page'), 'ContactPage');
const TermsPage = lazyNamed(() => import('../features/marketing/terms-page'), 'TermsPage');
const PrivacyPage = lazyNamed(() => import('../features/marketing/privacy-page'), 'PrivacyPage');
const PricingPage = lazyNamed(() => import('../features/billing/pricing-page'), 'PricingPage');
const PaymentPage = lazyNamed(() => import('../features/billing/payment-page'), 'PaymentPage');
const BasicPlanPage = lazyNamed(() => import('../features/billing/plan-page'), 'BasicPlanPage');
const ProPlanPage = lazyNamed(() => import('../features/billing/plan-page'), 'ProPlanPage');
const PaymentSuccessPage = lazyNamed(() => import('../features/billing/payment-success-page'), 'PaymentSuccessPage');
const PaymentCancelPage = lazyNamed(() => import('../features/billing/payment-cancel-page'), 'PaymentCancelPage');
const OnboardingPage = lazyNamed(() => import('../features/billing/onboarding-page'), 'OnboardingPage');
const ClientsPage = lazyNamed(() => import('../features/clients/clients-page'), 'ClientsPage');
const ClientPage = lazyNamed(() => import('../features/clients/client-page'), 'ClientPage');
const DeletedClientsPage = lazyNamed(() => import('../features/clients/deleted-clients-page'), 'DeletedClientsPage');
const DealsPage = lazyNamed(() => import('../features/deals/deals-page'), 'DealsPage');
const PipelineSettingsPage = lazyNamed(() => import('../features/deals/pipeline-settings-page'), 'PipelineSettingsPage');
const FieldSettingsPage = lazyNamed(() => import('../features/fields/field-settings-page'), 'FieldSettingsPage');
const TeamPage = lazyNamed(() => import('../features/team/team-page'), 'TeamPage');
const SalariesPage = lazyNamed(() => import('../features/salaries/salaries-page'), 'SalariesPage');
const RevenuePage = lazyNamed(() => import('../features/revenue/revenue-page'), 'RevenuePage');
const ExpensesPage = lazyNamed(() => import('../features/expenses/expenses-page'), 'ExpensesPage');
const ImportPage = lazyNamed(() => import('../features/import/import-page'), 'ImportPage');
const MembersPage = lazyNamed(() => import('../features/settings/members-page'), 'MembersPage');
const InvitationPage = lazyNamed(() => import('../features/settings/invitation-page'), 'InvitationPage');
const SettingsPage = lazyNamed(() => import('../features/settings/settings-page'), 'SettingsPage');
const EmailNotificationsPage = lazyNamed(() => import('../features/settings/notifications-email-page'), 'EmailNotificationsPage');
const PushNotificationsPage = lazyNamed(() => import('../features/settings/notifications-push-page'), 'PushNotificationsPage');
const RemindersPage = lazyNamed(() => import('../features/settings/reminders-page'), 'RemindersPage');
const AuthActionPage = lazyNamed(() => import('../features/auth/action-page'), 'AuthActionPage');
const PlansPage = lazyNamed(() => import('../features/billing/plans-page'), 'PlansPage');
const SystemConfigHubPage = lazyNamed(() => import('../features/system-settings/hub-page'), 'SystemConfigHubPage');
const ThemeConfigPage = lazyNamed(() => import('../features/system-settings/theme-page'), 'ThemeConfigPage');
const GlobalConfigPage = lazyNamed(() => import('../features/system-settings/global-page'), 'GlobalConfigPage');
const SecurityConfigPage = lazyNamed(() => import('../features/system-settings/security-page'), 'SecurityConfigPage');
const ApiKeysPage = lazyNamed(() => import('../features/system-settings/api-keys-page'), 'ApiKeysPage');
const ApiConfigPage = lazyNamed(() => import('../features/system-settings/api-config-page'), 'ApiConfigPage');
const NotificationsConfigPage = lazyNamed(() => import('../features/system-settings/notifications-page'), 'NotificationsConfigPage');
const MailOutboxPage = lazyNamed(() => import('../features/system-settings/mail-outbox-page'), 'MailOutboxPage');
const DatabaseConfigPage = lazyNamed(() => import('../features/system-settings/database-page'), 'DatabaseConfigPage');
const UsersPage = lazyNamed(() => import('../features/admin/users-page'), 'UsersPage');
const ViewUserPage = lazyNamed(() => import('../features/admin/view-user-page'), 'ViewUserPage');
const EditUserPage = lazyNamed(() => import('../features/admin/edit-user-page'), 'EditUserPage');
const SubscriptionOverridePage = lazyNamed(() => import('../features/admin/subscription-override-page'), 'SubscriptionOverridePage');
const ActivityPage = lazyNamed(() => import('../features/admin/activity-page'), 'ActivityPage');
const AdminPanelPage = lazyNamed(() => import('../features/admin/admin-panel-page'), 'AdminPanelPage');
const AnalyticsPage = lazyNamed(() => import('../features/admin/analytics-page'), 'AnalyticsPage');
const AdminsPage = lazyNamed(() => import('../features/admin/admins-page'), 'AdminsPage');
const BillingPage = lazyNamed(() => import('../features/admin/billing-page'), 'BillingPage');
const PaymentSettingsPage = lazyNamed(() => import('../features/admin/billing-payment-settings-page'), 'PaymentSettingsPage');
const PlanConfigPage = lazyNamed(() => import('../features/admin/billing-plan-config-page'), 'PlanConfigPage');
const ProfileEditPage = lazyNamed(() => import('../features/settings/profile-edit-page'), 'ProfileEditPage');
const SecurityPage = lazyNamed(() => import('../features/settings/security-page'), 'SecurityPage');
const PrivacySettingsPage = lazyNamed(() => import('../features/settings/privacy-page'), 'PrivacyPage');
const LanguagePage = lazyNamed(() => import('../features/settings/system-pages'), 'LanguagePage');
const TimeZonePage = lazyNamed(() => import('../features/settings/system-pages'), 'TimeZonePage');
const DateFormatPage = lazyNamed(() => import('../features/settings/system-pages'), 'DateFormatPage');
// The shell draws once the signed-in screens' messages are in (docs/decisions/0158).
const AppShell = lazyNamed(
  () => Promise.all([import('./shell/app-shell'), import('./shell/app-texts').then((texts) => loadAppTexts(texts.appParts))]).then(([shell]) => shell),
  'AppShell',
);

const publicPages: RouteObject[] = [
  { path: paths.pricing, element: <PricingPage /> },
  { path: paths.pricingPayment, element: <PaymentPage /> },
  { path: paths.pricingBasic, element: <BasicPlanPage /> },
  { path: paths.pricingPro, element: <ProPlanPage /> },
  { path: paths.payment, element: <PaymentPage /> },
  { path: paths.paymentSuccess, element: <PaymentSuccessPage /> },
  { path: paths.paymentSuccessLegacy, element: <PaymentSuccessPage /> },
  { path: paths.paymentCancel, element: <PaymentCancelPage /> },
  { path: paths.contact, element: <ContactPage /> },
  { path: paths.terms, element: <TermsPage /> },
  { path: paths.privacy, element: <PrivacyPage /> },
  { path: paths.onboarding, element: <OnboardingPage /> },
  { path: paths.invitation, element: <InvitationPage /> },
];

const appPages: RouteObject[] = [
  { path: paths.home, element: <HomePage /> },
  { path: paths.dashboard, element: <DashboardPage /> },
  { path: paths.clients, element: <ClientsPage /> },
  { path: paths.client, element: <ClientPage /> },
  { path: paths.deletedClients, element: <DeletedClientsPage /> },
  { path: paths.deals, element: <DealsPage /> },
  { path: paths.team, element: <TeamPage /> },
  { path: paths.salaries, element: <SalariesPage /> },
  { path: paths.revenue, element: <RevenuePage /> },
  { path: paths.expenses, element: <ExpensesPage /> },
  { path: paths.import, element: <ImportPage /> },
  { path: paths.plans, element: <PlansPage /> },
  { path: paths.settings, element: <SettingsPage /> },
  { path: paths.profileEdit, element: <ProfileEditPage /> },
  { path: paths.settingsSecurity, element: <SecurityPage /> },
  { path: paths.settingsPrivacy, element: <PrivacySettingsPage /> },
  { path: paths.settingsEmailNotifications, element: <EmailNotificationsPage /> },
  { path: paths.settingsPushNotifications, element: <PushNotificationsPage /> },
  { path: paths.settingsReminders, element: <RemindersPage /> },
  { path: paths.settingsLanguage, element: <LanguagePage /> },
  { path: paths.settingsTimezone, element: <TimeZonePage /> },
  { path: paths.settingsDateFormat, element: <DateFormatPage /> },
  { path: paths.settingsApi, element: <ApiKeysPage /> },
  { path: paths.settingsMembers, element: <MembersPage /> },
  { path: paths.settingsPipelines, element: <PipelineSettingsPage /> },
  { path: paths.settingsFields, element: <FieldSettingsPage /> },
  {
    element: <RequireAdminArea />,
    children: [
      { path: paths.admin, element: <AdminPanelPage /> },
      { path: paths.adminUsers, element: <UsersPage /> },
      { path: paths.adminViewUser, element: <ViewUserPage /> },
      { path: '/admin/view-user', element: <ViewUserPage /> },
      { path: paths.adminEditUser, element: <EditUserPage /> },
      { path: '/admin/edit-user', element: <EditUserPage /> },
      { path: paths.adminSubscriptionOverride, element: <SubscriptionOverridePage /> },
      { path: paths.adminActivity, element: <ActivityPage /> },
      { path: paths.adminAnalytics, element: <AnalyticsPage /> },
      { path: paths.adminConfigNotifications, element: <NotificationsConfigPage /> },
      { path: paths.adminMail, element: <MailOutboxPage /> },
    ],
  },
  {
    element: <RequireAdminArea ownerOnly />,
    children: [
      { path: paths.adminAdmins, element: <AdminsPage /> },
      { path: paths.adminBilling, element: <BillingPage /> },
      { path: paths.adminPaymentSettings, element: <PaymentSettingsPage /> },
      { path: paths.adminPlanConfig, element: <PlanConfigPage /> },
      { path: paths.adminSettings, element: <SystemConfigHubPage /> },
      { path: paths.adminConfigDatabase, element: <DatabaseConfigPage /> },
      { path: paths.adminConfigSecurity, element: <SecurityConfigPage /> },
      { path: paths.adminConfigApi, element: <ApiConfigPage /> },
      { path: paths.adminConfigTheme, element: <ThemeConfigPage /> },
      { path: paths.adminConfigGlobal, element: <GlobalConfigPage /> },
    ],
  },
];

/** The whole route table (docs/product/routes.md). Tests mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { path: paths.landing, element: <LandingPage /> },
              { path: paths.login, element: <LoginPage /> },
              { path: paths.signup, element: <SignupPage /> },
            ],
          },
          { path: paths.auth, element: <AuthIndexRedirect /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.authAction, element: <AuthActionPage /> },
          ...publicPages,
        ],
      },
      {
        element: <RequireSession />,
        children: [{ element: <AppShell />, children: appPages }],
      },
      { path: '*', element: <UnknownPathRedirect /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Starts loading the lazy screens of the router's current matches (for a signed-in path: the
 * shell, its texts and the page), so they arrive while the data layer starts rather than after
 * it (docs/decisions/0172). A failed load is left to the screen's own render to show. Settles
 * once they have all loaded or failed.
 */
export function preloadMatchedScreens(router: ReturnType<typeof createAppRouter>): Promise<void> {
  const loads = router.state.matches.map((match) => {
    const element = match.route.element as { type?: Preloadable } | null | undefined;
    return element?.type?.preload?.().catch(() => {});
  });
  return Promise.all(loads).then(() => undefined);
}
