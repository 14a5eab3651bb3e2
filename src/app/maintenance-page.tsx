import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { SupportContacts } from '../components/ui/support-contacts';
import { usePublicSettings } from '../lib/public-settings';
import { useSession } from '../lib/session';

/** Shown instead of the app to users who are not staff while the owner's maintenance mode is on. */
export function MaintenancePage() {
  const { maintenanceMessage } = usePublicSettings();
  const { signOut } = useSession();
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <title>{t`Under maintenance · SmallBiz CRM`}</title>
      <div className="w-full max-w-lg rounded-ui-lg border border-amber-200 bg-surface p-8 shadow-sm dark:border-amber-900">
        <h1 className="text-2xl font-semibold text-fg">
          <Trans>Under maintenance</Trans>
        </h1>
        <p className="mt-3 text-fg-muted" data-testid="maintenance-message">
          {maintenanceMessage}
        </p>
        <p className="mt-3 text-sm text-fg-muted">
          <Trans>Your data is safe. This page opens the app by itself as soon as maintenance is over.</Trans>
        </p>
        <SupportContacts className="mt-4" />
        {error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )}
        <Button variant="secondary" className="mt-6" onClick={() => signOut().catch(() => setError(t`Sign out failed. Please try again.`))}>
          <Trans>Sign Out</Trans>
        </Button>
      </div>
    </main>
  );
}
