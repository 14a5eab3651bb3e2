import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button, buttonClasses } from '../components/ui/button';
import { SupportContacts } from '../components/ui/support-contacts';
import { useFormat } from '../lib/format';
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

  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <title>Account suspended · SmallBiz CRM</title>
      <div className="w-full max-w-lg rounded-ui-lg border border-red-200 bg-white p-8 shadow-sm dark:border-red-900 dark:bg-slate-900">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">Your account is suspended</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Your last payment{failedAt ? ` (on ${format.day(failedAt)})` : ''} failed, and the payment method was not
          updated within 3 days.
        </p>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Your data is safe. Until the payment goes through it is <strong>read-only</strong>: you can view and export it, but
          not add or change records.
        </p>
        <p className="mt-4 text-sm font-medium text-slate-700 dark:text-slate-200">To restore full access:</p>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-300">
          <li>Update your payment method by choosing your plan again.</li>
          <li>Full access returns as soon as the payment succeeds.</li>
          <li>Questions or a custom arrangement? Contact our sales team.</li>
        </ol>
        {error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.plans} className={buttonClasses('primary')}>
            Update Payment Method
          </Link>
          <Button variant="secondary" onClick={onViewReadOnly}>
            View my data (read-only)
          </Button>
          <Button variant="ghost" onClick={() => signOut().catch(() => setError('Sign out failed. Please try again.'))}>
            Sign Out
          </Button>
        </div>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
          <Link to={paths.contact} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
            Contact sales
          </Link>
          {entitlements?.planId ? ' — we reply within 24 hours.' : ''}
        </p>
        <SupportContacts className="mt-2" />
      </div>
    </main>
  );
}
