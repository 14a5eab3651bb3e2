// Small building blocks of the admin overview pages.
import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';

export const panelClasses = 'rounded-ui-lg border border-line bg-surface p-5 shadow-sm';

export function OverviewPanel({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className={panelClasses} aria-label={title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-fg">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function OverviewLoading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex items-center gap-3 py-6 text-fg-muted">
      <Spinner />
      <span>{label ?? t`Loading...`}</span>
    </div>
  );
}

export const ACCESS_DENIED = msg`Access Denied: You don't have permission to access this page.`;

/** Owner-only pages: an admin sees the Access Denied box (functions refuse them too). */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { t } = useLingui();
  if (user?.role !== 'owner') {
    return (
      <div role="alert" className="rounded-ui-lg border border-red-300 bg-red-50 p-6 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
        <h1 className="text-xl font-semibold">
          <Trans>Access Denied</Trans>
        </h1>
        <p className="mt-2">{t(ACCESS_DENIED)}</p>
      </div>
    );
  }
  return <>{children}</>;
}

export function LiveBadge() {
  return (
    <span className="inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
      <span className="h-2 w-2 animate-pulse rounded-full bg-emerald-500" aria-hidden="true" />
      <Trans>Live Data</Trans>
    </span>
  );
}
