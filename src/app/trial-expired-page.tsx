import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { DAY_MS } from '../domain/dates';
import { Alert } from '../components/ui/alert';
import { Button, buttonClasses } from '../components/ui/button';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { Card } from '../components/ui/card';

function daysSince(date: Date | null, now: Date): number | null {
  if (!date) return null;
  return Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
}

/** Shown instead of the app to accounts whose trial (or paid period) is over. */
export function TrialExpiredPage() {
  const { entitlements, signOut, user, accountId, accountName, switchAccount } = useSession();
  const othersAccount = accountId !== null && accountId !== user?.uid;
  const account = accountName;
  const [now] = useState(() => new Date());
  const [error, setError] = useState<string | null>(null);
  const trial = entitlements?.status === 'trial';
  const endedAt = trial ? (entitlements?.trialEndsAt ?? null) : (entitlements?.accessEndsAt ?? null);
  const days = daysSince(endedAt, now);
  const { t } = useLingui();
  const ended = (() => {
    if (trial) {
      if (days === null) return t`Your free trial ended.`;
      if (days === 0) return t`Your free trial ended today.`;
      return t`${plural(days, { one: 'Your free trial ended # day ago.', other: 'Your free trial ended # days ago.' })}`;
    }
    if (days === null) return t`Your access ended.`;
    if (days === 0) return t`Your access ended today.`;
    return t`${plural(days, { one: 'Your access ended # day ago.', other: 'Your access ended # days ago.' })}`;
  })();

  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <title>{t`Your free trial has ended · SmallBiz CRM`}</title>
      <Card padding="xl" shadow className="w-full max-w-lg">
        <h1 className="text-2xl font-semibold text-fg">{trial ? t`Your free trial has ended` : t`Your subscription has ended`}</h1>
        <p className="mt-3 text-fg-muted">
          {ended} <Trans>Upgrade to keep managing your business in one place.</Trans>
        </p>
        <p className="mt-4 text-sm font-medium text-fg-body">
          <Trans>Without a plan you miss:</Trans>
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-fg-muted">
          <li>
            <Trans>Customer management</Trans>
          </li>
          <li>
            <Trans>Revenue tracking</Trans>
          </li>
          <li>
            <Trans>Team collaboration</Trans>
          </li>
          <li>
            <Trans>Financial reporting</Trans>
          </li>
          <li>
            <Trans>Data export</Trans>
          </li>
        </ul>
        {othersAccount && (
          <p className="mt-4 text-sm text-fg-body">
            <Trans>This is the plan of {account}: its owner chooses and pays it.</Trans>
          </p>
        )}
        {error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          {othersAccount ? (
            user && (
              <Button onClick={() => switchAccount(user.uid)}>
                <Trans>Open my own account</Trans>
              </Button>
            )
          ) : (
            <Link to={paths.plans} className={buttonClasses('primary')}>
              <Trans>Upgrade Now</Trans>
            </Link>
          )}
          <Button variant="secondary" onClick={() => signOut().catch(() => setError(t`Sign out failed. Please try again.`))}>
            <Trans>Sign Out</Trans>
          </Button>
        </div>
        <p className="mt-6 text-sm text-fg-muted">
          <Trans>
            Need a custom plan?{' '}
            <Link to={paths.contact} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
              Contact sales
            </Link>
          </Trans>
        </p>
      </Card>
    </main>
  );
}
