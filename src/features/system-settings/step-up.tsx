// Saving owner settings needs a sign-in from the last 15 minutes (the step-up, docs/product/architecture.md#privileged-work).
// When the callable says the sign-in is too old, ask for the password here and retry the save,
// instead of sending the owner away from a form full of changes.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { PasswordField } from '../../components/ui/password-field';
import { DataError } from '../../data/contract-common';
import { useSession } from '../../lib/session';

export const STEP_UP_WRONG_PASSWORD = msg`Incorrect password. Please try again.`;

export function isStepUpError(error: unknown): boolean {
  return error instanceof DataError && (error.code === 'functions/failed-precondition' || error.code === 'failed-precondition');
}

type Pending = { action: () => Promise<void>; resolve: () => void; reject: (e: unknown) => void; cause: unknown };

export function useStepUp() {
  const { t } = useLingui();
  const { loadBackend } = useSession();
  const [pending, setPending] = useState<Pending | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs the save; if the sign-in is too old, asks for the password and runs it again. */
  const guarded = async (action: () => Promise<void>): Promise<void> => {
    try {
      await action();
    } catch (cause) {
      if (!isStepUpError(cause)) throw cause;
      await new Promise<void>((resolve, reject) => {
        setPassword('');
        setError(null);
        setPending({ action, resolve, reject, cause });
      });
    }
  };

  const cancel = () => {
    pending?.reject(pending.cause);
    setPending(null);
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending || busy) return;
    setBusy(true);
    setError(null);
    try {
      await (await loadBackend()).auth.reauthenticate(password);
    } catch {
      setError(t(STEP_UP_WRONG_PASSWORD));
      setBusy(false);
      return;
    }
    setPending(null);
    setBusy(false);
    pending.action().then(pending.resolve, pending.reject);
  };

  const dialog = (
    <Modal open={pending !== null} onClose={cancel} title={t`Confirm your password`}>
      <form noValidate onSubmit={(e) => void confirm(e)} className="space-y-4">
        <p className="text-sm text-fg-muted">
          <Trans>For your security, changing system settings needs a sign-in from the last 15 minutes. Enter your password to save.</Trans>
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={busy || password === ''}>
            {busy ? t`Checking...` : t`Confirm and save`}
          </Button>
        </div>
      </form>
    </Modal>
  );

  return { guarded, dialog };
}
