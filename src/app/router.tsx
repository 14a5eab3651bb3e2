import { lazy } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { Role } from '../domain/types';
import { AuthIndexRedirect, GuestOnly, RequireRole, RequireSession, UnknownPathRedirect } from './guards';
import { paths } from './paths';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { RouteErrorFallback } from './route-error';
import { ComingSoonPage } from './routes/coming-soon-page';

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
const AppShell = lazyNamed(() => import('./shell/app-shell'), 'AppShell');

const STAFF: readonly Role[] = ['admin', 'owner'];
const OWNER: readonly Role[] = ['owner'];

function soon(path: string, title: string): RouteObject {
  return { path, element: <ComingSoonPage title={title} /> };
}

const publicPages: RouteObject[] = [
  soon(paths.pricing, 'Pricing'),
  soon(paths.pricingPayment, 'Payment'),
  soon(paths.pricingBasic, 'Basic Plan'),
  soon(paths.pricingPro, 'Pro Plan'),
  soon(paths.payment, 'Payment'),
  soon(paths.paymentSuccess, 'Payment Confirmation'),
  soon(paths.paymentSuccessLegacy, 'Payment Confirmation'),
  soon(paths.paymentCancel, 'Payment Cancelled'),
  soon(paths.contact, 'Contact Sales'),
  soon(paths.terms, 'Terms of Service'),
  soon(paths.privacy, 'Privacy Policy'),
  soon(paths.onboarding, 'Onboarding'),
];

const appPages: RouteObject[] = [
  { path: paths.home, element: <HomePage /> },
  { path: paths.dashboard, element: <DashboardPage /> },
  soon(paths.clients, 'Clients'),
  soon(paths.team, 'Team'),
  soon(paths.salaries, 'Salaries'),
  soon(paths.revenue, 'Revenue'),
  soon(paths.expenses, 'Expenses'),
  soon(paths.import, 'Import'),
  soon(paths.settings, 'Settings'),
  soon(paths.profileEdit, 'Edit Profile'),
  soon(paths.settingsSecurity, 'Security Settings'),
  soon(paths.settingsPrivacy, 'Privacy Settings'),
  soon(paths.settingsEmailNotifications, 'Email Notifications'),
  soon(paths.settingsPushNotifications, 'Push Notifications'),
  soon(paths.settingsReminders, 'Reminders'),
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
