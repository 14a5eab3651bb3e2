import { lazy } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { Role } from '../domain/types';
import { AuthIndexRedirect, GuestOnly, RequireRole, RequireSession, UnknownPathRedirect } from './guards';
import { paths } from '../lib/paths';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { RouteErrorFallback } from './route-error';
import { ComingSoonPage } from '../components/ui/coming-soon-page';

// Every screen is its own chunk; the entry holds only the router, guards and layouts.
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
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
const TeamPage = lazyNamed(() => import('../features/team/team-page'), 'TeamPage');
const SalariesPage = lazyNamed(() => import('../features/salaries/salaries-page'), 'SalariesPage');
const RevenuePage = lazyNamed(() => import('../features/revenue/revenue-page'), 'RevenuePage');
const ExpensesPage = lazyNamed(() => import('../features/expenses/expenses-page'), 'ExpensesPage');
const ImportPage = lazyNamed(() => import('../features/import/import-page'), 'ImportPage');
const SettingsPage = lazyNamed(() => import('../features/settings/settings-page'), 'SettingsPage');
const EmailNotificationsPage = lazyNamed(() => import('../features/settings/notifications-email-page'), 'EmailNotificationsPage');
const PushNotificationsPage = lazyNamed(() => import('../features/settings/notifications-push-page'), 'PushNotificationsPage');
const RemindersPage = lazyNamed(() => import('../features/settings/reminders-page'), 'RemindersPage');
const AuthActionPage = lazyNamed(() => import('../features/auth/action-page'), 'AuthActionPage');
const PlansPage = lazyNamed(() => import('../features/billing/plans-page'), 'PlansPage');
const AppShell = lazyNamed(() => import('./shell/app-shell'), 'AppShell');

const STAFF: readonly Role[] = ['admin', 'owner'];
const OWNER: readonly Role[] = ['owner'];

function soon(path: string, title: string): RouteObject {
  return { path, element: <ComingSoonPage title={title} /> };
}

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
];

const appPages: RouteObject[] = [
  { path: paths.home, element: <HomePage /> },
  { path: paths.dashboard, element: <DashboardPage /> },
  { path: paths.clients, element: <ClientsPage /> },
  { path: paths.team, element: <TeamPage /> },
  { path: paths.salaries, element: <SalariesPage /> },
  { path: paths.revenue, element: <RevenuePage /> },
  { path: paths.expenses, element: <ExpensesPage /> },
  { path: paths.import, element: <ImportPage /> },
  { path: paths.plans, element: <PlansPage /> },
  { path: paths.settings, element: <SettingsPage /> },
  soon(paths.profileEdit, 'Edit Profile'),
  soon(paths.settingsSecurity, 'Security Settings'),
  soon(paths.settingsPrivacy, 'Privacy Settings'),
  { path: paths.settingsEmailNotifications, element: <EmailNotificationsPage /> },
  { path: paths.settingsPushNotifications, element: <PushNotificationsPage /> },
  { path: paths.settingsReminders, element: <RemindersPage /> },
  soon(paths.settingsLanguage, 'Language Settings'),
  soon(paths.settingsTimezone, 'Time Zone Settings'),
  soon(paths.settingsDateFormat, 'Date & Time Format'),
  {
    element: <RequireRole roles={STAFF} />,
    children: [
      soon(paths.admin, 'Admin Panel'),
      soon(paths.adminUsers, 'User Management'),
      soon(paths.adminViewUser, 'User Details'),
      soon(paths.adminEditUser, 'Edit User'),
      soon(paths.adminSubscriptionOverride, 'Subscription Override'),
      soon(paths.adminAnalytics, 'System Analytics'),
      soon(paths.adminConfigNotifications, 'Notification Configuration'),
    ],
  },
  {
    element: <RequireRole roles={OWNER} />,
    children: [
      soon(paths.adminAdmins, 'Admin Management'),
      soon(paths.adminBilling, 'Billing Management'),
      soon(paths.adminPaymentSettings, 'Payment Settings'),
      soon(paths.adminPlanConfig, 'Plan Configuration'),
      soon(paths.adminSettings, 'System Configuration'),
      soon(paths.adminConfigDatabase, 'Database Configuration'),
      soon(paths.adminConfigSecurity, 'Security Configuration'),
      soon(paths.adminConfigApi, 'API Configuration'),
      soon(paths.adminConfigTheme, 'Theme Configuration'),
      soon(paths.adminConfigGlobal, 'Global Settings'),
    ],
  },
];

/** The whole route table (seed 002 section 2.10). Tests mount it in a memory router. */
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
