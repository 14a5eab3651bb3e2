import { Trans, useLingui } from '@lingui/react/macro';
import { BrandMark } from '../components/ui/brand-mark';
import { useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { whenIdle } from './idle';
import { PageOutlet, SkipLink } from './page-frame';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';

// Read once: the footer shows the year the page was opened.
const YEAR = new Date().getFullYear();

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'text-primary-700 dark:text-primary-300' : 'text-fg-body hover:bg-surface-muted hover:text-slate-900 dark:hover:text-white'
  }`;

/** Top bar and footer of the public site (landing, pricing, contact, legal, auth pages). */
export function PublicLayout() {
  const { status, requestBackendIfSignedIn } = useSession();
  const { t } = useLingui();

  // Public pages paint without the data layer. Only when this browser's hint says someone is
  // signed in is it fetched, once the browser is idle, so the session (the Dashboard button, the
  // guest-only redirect) resolves; a signed-out visitor loads no Firebase code (0100).
  useEffect(() => whenIdle(requestBackendIfSignedIn), [requestBackendIfSignedIn]);

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-line-soft bg-white/90 backdrop-blur dark:bg-slate-900/90">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link to={paths.landing} className="text-lg font-bold text-primary-700 dark:text-primary-300">
            <BrandMark />
          </Link>
          <nav aria-label={t`Site`} className="flex flex-wrap items-center gap-1">
            <NavLink to={paths.landing} end className={navLinkClass}>
              <Trans>Home</Trans>
            </NavLink>
            <NavLink to={paths.pricing} className={navLinkClass}>
              <Trans>Pricing</Trans>
            </NavLink>
            <NavLink to={paths.contact} className={navLinkClass}>
              <Trans>Contact Sales</Trans>
            </NavLink>
            <LanguageSwitcher />
            <ThemeToggle />
            {status === 'signed-in' ? (
              <Link to={paths.dashboard} className={buttonClasses('primary', 'sm', 'ml-1')}>
                <Trans>Dashboard</Trans>
              </Link>
            ) : (
              <Link to={paths.login} className={buttonClasses('primary', 'sm', 'ml-1')}>
                <Trans>Sign In</Trans>
              </Link>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        <PageOutlet />
      </main>
      <footer className="border-t border-line-soft bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-6 text-sm text-slate-600 dark:text-slate-400">
          <p>
            <Trans>© {YEAR} SmallBiz CRM. All rights reserved.</Trans>
          </p>
          <nav aria-label={t`Legal`} className="flex gap-4">
            <Link to={paths.terms} className="hover:underline">
              <Trans>Terms</Trans>
            </Link>
            <Link to={paths.privacy} className="hover:underline">
              <Trans>Privacy</Trans>
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
