import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button, buttonClasses } from '../components/ui/button';
import { SupportContacts } from '../components/ui/support-contacts';
import { useFormat } from '../lib/use-format';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';

/**
 * Shown to suspended accounts (payment failed more than 3 days ago) instead of the app: what
 * happened, that the data is safe but read-only, and how to fix it. They may still open the app
 * read-only (a red banner stays on every page; the rules refuse writes).
 */
export function SuspendedPage({ onViewReadOnly }: { onViewReadOnly: () => void }) {
  const { account, entitlements, signOut } = useSession();
  const format = useFormat();
  const [error, setError] = useState<string | null>(null);
  const failedAt = account?.subscription?.paymentFailedAt ?? null;
  const { t } = useLingui();
  const failedOn = failedAt ? format.day(failedAt) : '';

  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <title>{t`Account suspended · SmallBiz CRM`}</title>
      <div className="w-full max-w-lg rounded-ui-lg border border-red-200 bg-surface p-8 shadow-sm dark:border-red-900">
        <h1 className="text-2xl font-semibold text-fg">
          <Trans>Your account is suspended</Trans>
        </h1>
        <p className="mt-3 text-fg-muted">
          {failedAt ? (
            <Trans>Your last payment (on {failedOn}) failed, and the payment method was not updated within 3 days.</Trans>
          ) : (
            <Trans>Your last payment failed, and the payment method was not updated within 3 days.</Trans>
          )}
        </p>
        <p className="mt-3 text-fg-muted">
          <Trans>
            Your data is safe. Until the payment goes through it is <strong>read-only</strong>: you can view and export it, but not add or change records.
          </Trans>
        </p>
        <p className="mt-4 text-sm font-medium text-fg-body">
          <Trans>To restore full access:</Trans>
        </p>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-fg-muted">
          <li>
            <Trans>Update your payment method by choosing your plan again.</Trans>
          </li>
          <li>
            <Trans>Full access returns as soon as the payment succeeds.</Trans>
          </li>
          <li>
            <Trans>Questions or a custom arrangement? Contact our sales team.</Trans>
          </li>
        </ol>
        {error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.plans} className={buttonClasses('primary')}>
            <Trans>Update Payment Method</Trans>
          </Link>
          <Button variant="secondary" onClick={onViewReadOnly}>
            <Trans>View my data (read-only)</Trans>
          </Button>
          <Button variant="ghost" onClick={() => signOut().catch(() => setError(t`Sign out failed. Please try again.`))}>
            <Trans>Sign Out</Trans>
          </Button>
        </div>
        <p className="mt-6 text-sm text-fg-muted">
          {entitlements?.planId ? (
            <Trans>
              <Link to={paths.contact} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
                Contact sales
              </Link>{' '}
              — we reply within 24 hours.
            </Trans>
          ) : (
            <Link to={paths.contact} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
              <Trans>Contact sales</Trans>
            </Link>
          )}
        </p>
        <SupportContacts className="mt-2" />
      </div>
    </main>
  );
}
