import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RefusedWrites } from '../components/offline/refused-writes';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useSession } from '../lib/session';
import { NoAccountPage } from './no-account-page';

/**
 * Shown instead of the app when the person was removed from the open account (or it was closed)
 * while it was open: the rules already refuse its records, so the screens would only fail.
 */
export function AccessLostPage({ name }: { name: string }) {
  const { user, accounts, switchAccount, signOut } = useSession();
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const own = accounts.find((a) => a.id === user?.uid) ?? accounts[0] ?? null;
  const account = name || t`this account`;
  // Their last account: what a person with none can do (join one they are invited to, or start one).
  if (!own) return <NoAccountPage lost={account} />;
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <title>{t`No access · SmallBiz CRM`}</title>
      <Card padding="xl" shadow className="w-full max-w-lg">
        <h1 className="text-2xl font-semibold text-fg">
          <Trans>You no longer have access to {account}</Trans>
        </h1>
        <p className="mt-3 text-fg-muted">
          <Trans>An owner or manager of the account removed you from it, or its owner deleted the account. Ask them if you think this is a mistake.</Trans>
        </p>
        {/* What this person changed offline meanwhile and the rules now refused: named, not lost silently. */}
        <RefusedWrites className="mt-4 rounded-ui border" />
        {error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          {own && (
            <Button onClick={() => switchAccount(own.id)}>
              {own.id === user?.uid ? <Trans>Open my own account</Trans> : <Trans>Open my other account</Trans>}
            </Button>
          )}
          <Button variant="secondary" onClick={() => signOut().catch(() => setError(t`Sign out failed. Please try again.`))}>
            <Trans>Sign Out</Trans>
          </Button>
        </div>
      </Card>
    </main>
  );
}
