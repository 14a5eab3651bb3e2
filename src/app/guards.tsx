import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { HandedOverCover, useCacheHandedOver } from '../components/offline/handed-over';
import { NeedsConnection } from '../components/offline/needs-connection';
import { FullScreenMessage } from '../components/ui/full-screen-message';
import { AccessDenied } from '../components/staff/reauth-form';
import { StepUpGate } from '../components/staff/step-up-gate';
import { ACCESS_MESSAGES, isStaffRole } from '../domain/staff';
import { useOnline } from '../lib/online';
import { deletedAccount } from '../lib/deleted-account';
import { paths } from '../lib/paths';
import { usePublicSettings } from '../lib/public-settings';
import { useSession } from '../lib/session';
import { useIdleSignOut } from '../lib/idle-sign-out';

const TrialExpiredPage = lazy(() => import('./trial-expired-page').then((m) => ({ default: m.TrialExpiredPage })));
const SuspendedPage = lazy(() => import('./suspended-page').then((m) => ({ default: m.SuspendedPage })));
const AccessLostPage = lazy(() => import('./access-lost-page').then((m) => ({ default: m.AccessLostPage })));
const NoAccountPage = lazy(() => import('./no-account-page').then((m) => ({ default: m.NoAccountPage })));
const MaintenancePage = lazy(() => import('./maintenance-page').then((m) => ({ default: m.MaintenancePage })));

const READ_ONLY_KEY = 'suspendedReadOnly';
function readOnlyChosen(): boolean {
  try {
    return sessionStorage.getItem(READ_ONLY_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Signed-in routes. Loads the data layer, waits for the session and the account, sends
 * signed-out visitors to sign in (or home after their own sign-out), and shows the
 * trial-expired page to accounts that may no longer use the app and the suspended page to
 * accounts whose payment failed more than 3 days ago (they may go on read-only). The signed-in
 * plan chooser stays reachable for both: it is how they fix it. A tab whose data worker handed
 * the cache to another tab says so instead.
 */
export function RequireSession() {
  const { status, user, entitlements, accessLost, noAccount, signingOut, signedOutByUser, error, requestBackend, backend } = useSession();
  const location = useLocation();
  const { t } = useLingui();
  const [readOnly, setReadOnly] = useState(readOnlyChosen);
  const toPlans = location.pathname === paths.plans;
  const { maintenanceMode, sessionTimeout } = usePublicSettings();
  const handedOver = useCacheHandedOver();

  useEffect(() => requestBackend(), [requestBackend]);

  // Not the session's signOut: an idle sign-out lands on the sign-in page, which says why.
  const signOutIdle = useCallback(() => {
    backend?.auth.signOut().catch(() => {
      // Still signed in; the next check tries again.
    });
  }, [backend]);
  useIdleSignOut(status === 'signed-in', sessionTimeout, signOutIdle);

  // The data worker gave the cache to a tab that started offline: its closed Firestore's errors
  // are no fault to show (docs/decisions/0179).
  if (handedOver) return <HandedOverCover />;
  if (error) throw error;
  if (signingOut) return <FullScreenMessage message={t`Signing out...`} />;
  if (status === 'loading') return <FullScreenMessage message={user ? t`Signing in...` : t`Loading...`} />;
  if (status === 'signed-out') {
    if (signedOutByUser) return <Navigate to={paths.landing} replace />;
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${paths.auth}?redirect=${encodeURIComponent(here)}`} replace />;
  }
  // No account left, or the one this tab's person has just deleted: join one, open another or start one.
  if (noAccount || (accessLost && deletedAccount()?.accountId === accessLost.accountId)) {
    return (
      <Suspense fallback={<FullScreenMessage message={t`Loading...`} />}>
        <NoAccountPage />
      </Suspense>
    );
  }
  if (accessLost) {
    return (
      <Suspense fallback={<FullScreenMessage message={t`Loading...`} />}>
        <AccessLostPage name={accessLost.name} />
      </Suspense>
    );
  }
  if (maintenanceMode && user?.role !== 'admin' && user?.role !== 'owner') {
    return (
      <Suspense fallback={<FullScreenMessage message={t`Loading...`} />}>
        <MaintenancePage />
      </Suspense>
    );
  }
  if (entitlements && !entitlements.canUseApp && !toPlans) {
    return (
      <Suspense fallback={<FullScreenMessage message={t`Loading...`} />}>
        <TrialExpiredPage />
      </Suspense>
    );
  }
  if (entitlements?.suspended && !readOnly && !toPlans) {
    return (
      <Suspense fallback={<FullScreenMessage message={t`Loading...`} />}>
        <SuspendedPage
          onViewReadOnly={() => {
            try {
              sessionStorage.setItem(READ_ONLY_KEY, 'true');
            } catch {
              // Without storage the choice lasts until the next reload.
            }
            setReadOnly(true);
          }}
        />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** Pages for signed-out visitors only: '/', sign in, sign up. Signed-in users go to the dashboard. */
export function GuestOnly() {
  const { status, signingIn } = useSession();
  // A sign-in from this very page shows its success message before moving on by itself.
  if (status === 'signed-in' && !signingIn) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/**
 * The admin area (docs/product/routes.md#route-guards): the role claim decides. Someone who is
 * neither admin nor owner is told so on /admin and sent to the dashboard from every other admin
 * page; an admin on an owner-only page sees Access Denied. Staff whose sign-in is older than
 * 15 minutes confirm their password first (the step-up), on every admin page they open.
 */
export function RequireAdminArea({ ownerOnly = false }: { ownerOnly?: boolean }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const online = useOnline();
  const { t } = useLingui();
  if (!user || !isStaffRole(user.role)) {
    if (pathname === paths.admin) return <AccessDenied message={ACCESS_MESSAGES.staffOnly} />;
    return <Navigate to={paths.dashboard} replace />;
  }
  if (ownerOnly && user.role !== 'owner') return <AccessDenied message={ACCESS_MESSAGES.ownerOnly} />;
  // Admin pages read and change other users' data on the server: no cached stand-in.
  if (!online) return <NeedsConnection what={t`The admin area`} className="" />;
  return (
    <StepUpGate key={pathname}>
      <Outlet />
    </StepUpGate>
  );
}

/** '/auth' is '/auth/login', query string and all. */
export function AuthIndexRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.login, search, hash }} replace />;
}

/** Unknown paths: the dashboard when signed in, else the landing page. */
export function UnknownPathRedirect() {
  const { status, requestBackend } = useSession();
  const { t } = useLingui();
  useEffect(() => requestBackend(), [requestBackend]);
  if (status === 'loading') return <FullScreenMessage message={t`Loading...`} />;
  return <Navigate to={status === 'signed-in' ? paths.dashboard : paths.landing} replace />;
}
