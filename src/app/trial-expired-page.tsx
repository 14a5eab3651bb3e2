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
  const { entitlements, signOut } = useSession();
  const [now] = useState(() => new Date());
  const [error, setError] = useState<string | null>(null);
  const trial = entitlements?.status === 'trial';
  const endedAt = trial ? (entitlements?.trialEndsAt ?? null) : (entitlements?.accessEndsAt ?? null);
  const days = daysSince(endedAt, now);
  const when = days === null ? '' : days === 0 ? ' today' : ` ${days} day${days === 1 ? '' : 's'} ago`;

  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <title>Your free trial has ended · SmallBiz CRM</title>
      <Card padding="xl" shadow className="w-full max-w-lg">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">
          {trial ? 'Your free trial has ended' : 'Your subscription has ended'}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          {trial ? `Your free trial ended${when}.` : `Your access ended${when}.`} Upgrade to keep managing your business in
          one place.
        </p>
        <p className="mt-4 text-sm font-medium text-slate-700 dark:text-slate-200">Without a plan you miss:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-300">
          <li>Customer management</li>
          <li>Revenue tracking</li>
          <li>Team collaboration</li>
          <li>Financial reporting</li>
          <li>Data export</li>
        </ul>
        {error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.plans} className={buttonClasses('primary')}>
            Upgrade Now
          </Link>
          <Button
            variant="secondary"
            onClick={() => signOut().catch(() => setError('Sign out failed. Please try again.'))}
          >
            Sign Out
          </Button>
        </div>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
          Need a custom plan?{' '}
          <Link to={paths.contact} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
            Contact sales
          </Link>
        </p>
      </Card>
    </main>
  );
}
