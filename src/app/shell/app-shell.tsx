import { Trans, useLingui } from '@lingui/react/macro';
import { BrandMark } from '../../components/ui/brand-mark';
import { memo, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { NavigateFunction } from 'react-router';
import { AppStatus } from '../../components/offline/app-status';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageOutlet, SkipLink } from '../page-frame';
import { paths } from '../../lib/paths';
import { usePublicSettings } from '../../lib/public-settings';
import { greetingName, useSession } from '../../lib/session';
import { RemindersScheduler } from '../../features/settings/reminders-scheduler';
import { ThemeToggle } from '../theme-toggle';
import { visibleNavItems } from './nav-items';
import { ShellLink, isActivePath } from './shell-link';
import { SubscriptionBanner } from './subscription-banner';
import { AccountSwitcher } from './account-switcher';
import { InvitationNotice } from './invitation-notice';
import { MentionNotices } from '../../features/clients/mention-notices';
import type { NavItem } from './nav-items';

const linkClass = (isActive: boolean) =>
  `block rounded-ui px-3 py-2 text-sm font-medium ${
    isActive
      ? 'bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-200'
      : 'text-slate-700 hover:bg-surface-muted hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
  }`;

type NavListProps = { items: readonly NavItem[]; navigate: NavigateFunction; onNavigate?: () => void };

function NavListView({ items, navigate, onNavigate }: NavListProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const active = isActivePath(pathname, item.to);
        return (
          <li key={item.to}>
            <ShellLink to={item.to} navigate={navigate} className={linkClass(active)} current={active} onClick={onNavigate}>
              {t(item.label)}
            </ShellLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Redrawn when the page shown, the language or the items change, not whenever the session or the
 * public settings the frame reads do (the items are a new array of the same entries each time).
 */
const NavList = memo(
  NavListView,
  (a, b) => a.navigate === b.navigate && a.onNavigate === b.onNavigate && a.items.length === b.items.length && a.items.every((item, i) => item === b.items[i]),
);

/** The signed-in frame: side navigation, top bar, and a collapsible menu on small screens. */
export function AppShell() {
  const session = useSession();
  const { user, entitlements, signOut, recordAccess } = session;
  const items = visibleNavItems(entitlements, user?.role ?? null, recordAccess);
  const [menuOpen, setMenuOpen] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const menuId = useId();
  const name = greetingName(session);
  const { maintenanceMode } = usePublicSettings();
  const { t } = useLingui();
  const navigate = useNavigate();
  const shownEmail = user?.email || name;

  const handleSignOut = () => {
    setSignOutError(null);
    setMenuOpen(false);
    signOut().catch(() => setSignOutError(t`Sign out failed. Please try again.`));
  };

  return (
    <div className="min-h-screen md:flex">
      <SkipLink />
      <aside className="hidden w-60 shrink-0 border-r border-line-soft bg-surface md:block">
        <div className="sticky top-0 p-4">
          <ShellLink to={paths.dashboard} navigate={navigate} className="mb-6 block px-3 text-lg font-bold text-primary-700 dark:text-primary-300">
            <BrandMark />
          </ShellLink>
          <nav aria-label={t`Main`}>
            <NavList items={items} navigate={navigate} />
          </nav>
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <header className="border-b border-line-soft bg-surface">
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <div className="flex items-center gap-2">
              <button
                type="button"
                className="rounded-ui p-2 text-fg-body hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary-600 md:hidden"
                aria-expanded={menuOpen}
                aria-controls={menuId}
                aria-label={menuOpen ? t`Close menu` : t`Open menu`}
                onClick={() => setMenuOpen((open) => !open)}
              >
                <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
                </svg>
              </button>
              <ShellLink to={paths.dashboard} navigate={navigate} className="text-lg font-bold text-primary-700 md:hidden dark:text-primary-300">
                <BrandMark />
              </ShellLink>
              <AccountSwitcher />
            </div>
            <div className="flex items-center gap-3">
              <div className="hidden text-right sm:block">
                <p className="text-sm font-medium text-fg">{name}</p>
                {user?.email && user.email !== name && <p className="text-xs text-fg-subtle">{user.email}</p>}
              </div>
              <MentionNotices />
              <ThemeToggle />
              <Button variant="secondary" size="sm" className="hidden md:inline-flex" onClick={handleSignOut}>
                <Trans>Sign Out</Trans>
              </Button>
            </div>
          </div>
          {menuOpen && (
            <nav id={menuId} aria-label={t`Mobile`} className="border-t border-line-soft px-4 py-3 md:hidden">
              <p className="mb-2 px-3 text-sm text-fg-muted">
                <Trans>Signed in as {shownEmail}</Trans>
              </p>
              <NavList items={items} navigate={navigate} onNavigate={() => setMenuOpen(false)} />
              <Button variant="secondary" size="sm" className="mt-3 w-full" onClick={handleSignOut}>
                <Trans>Sign Out</Trans>
              </Button>
            </nav>
          )}
        </header>
        <AppStatus />
        <InvitationNotice />
        <SubscriptionBanner entitlements={entitlements} />
        {maintenanceMode && (
          <div
            role="status"
            className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          >
            <Trans>Maintenance mode is on: users who are not staff see the maintenance page and cannot save changes.</Trans>
            {user?.role === 'owner' && (
              <>
                {' '}
                <Link to={paths.adminConfigGlobal} className="font-medium underline">
                  <Trans>Global settings</Trans>
                </Link>
              </>
            )}
          </div>
        )}

        <main id="main" className="px-4 py-6 md:px-8">
          {signOutError && (
            <Alert tone="error" className="mb-4">
              {signOutError}
            </Alert>
          )}
          <PageOutlet />
        </main>
        <RemindersScheduler />
      </div>
    </div>
  );
}
