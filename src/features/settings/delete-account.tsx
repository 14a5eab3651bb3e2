// The danger zone of Settings → Members (docs/product/accounts.md#deleting-the-account): an owner
// deletes the open account. The dialog (./delete-account-dialog.tsx, loaded when opened) says what
// goes, offers the JSON backup first, and asks for the account's name and the owner's password.
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { SettingsSection } from './settings-frame';

const DeleteAccountDialog = lazy(() => import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })));
/** The danger zone: shown to the account's owners only (the function checks again). */
export function DeleteAccountSection() {
  const { t } = useLingui();
  const { accountName } = useSession();
  const [open, setOpen] = useState(false);
  const account = accountName || t`this account`;
  return (
    <SettingsSection title={t`Danger zone`}>
      <div className="rounded-ui border border-red-300 p-4 dark:border-red-800" data-testid="danger-zone">
        <h3 className="font-semibold text-red-700 dark:text-red-300">
          <Trans>Delete {account}</Trans>
        </h3>
        <p className="mt-1 text-sm text-fg-muted">
          <Trans>Deletes the account for everyone in it, for good. This cannot be undone.</Trans>
        </p>
        <Button variant="danger" className="mt-3" onClick={() => setOpen(true)}>
          <Trans>Delete account...</Trans>
        </Button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </SettingsSection>
  );
}
