import { translateText } from '../../lib/known-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ACCESS_MESSAGES } from '../../domain/staff';
import { useSession } from '../../lib/session';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { PasswordField } from '../ui/password-field';

const WRONG_PASSWORD_CODES = ['auth/invalid-credential', 'auth/wrong-password', 'auth/invalid-login-credentials'];

function messageOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && WRONG_PASSWORD_CODES.includes(code)) return translateText(ACCESS_MESSAGES.wrongPassword);
  if (code === 'auth/too-many-requests') return t`Too many attempts. Please wait a moment and try again.`;
  return t`Could not confirm your password. Please try again.`;
}

/**
 * The step-up: the signed-in user types their password again (Firebase re-authentication), which
 * renews the sign-in time that admin pages and privileged functions check.
 */
export function ReauthForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { backend, user } = useSession();
  const { t: tr } = useLingui();
  const email = user?.email;
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(translateText(ACCESS_MESSAGES.passwordRequired));
      return;
    }
    if (!backend) return;
    setBusy(true);
    setError(null);
    try {
      await backend.auth.reauthenticate(password);
      setBusy(false);
      onDone();
    } catch (e) {
      setBusy(false);
      setError(messageOf(e));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <p className="text-sm text-fg-body">{translateText(ACCESS_MESSAGES.stepUpText)}</p>
      {email && (
        <p className="text-sm text-fg-subtle">
          <Trans>Signed in as {email}</Trans>
        </p>
      )}
      <PasswordField
        label={tr`Password`}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? tr`Checking...` : tr`Continue`}
        </Button>
      </div>
    </form>
  );
}

/** A full-width card asking for the password before an admin page shows. */
export function StepUpCard({ onDone }: { onDone: () => void }) {
  return (
    <div className="mx-auto mt-8 max-w-md rounded-ui-lg border border-line bg-surface p-6 shadow-sm">
      <h1 className="mb-4 text-xl font-semibold text-fg">{translateText(ACCESS_MESSAGES.stepUpTitle)}</h1>
      <ReauthForm onDone={onDone} />
    </div>
  );
}

/** The Access Denied box (docs/product/routes.md#route-guards). */
export function AccessDenied({ message }: { message: string }) {
  return (
    <div className="mx-auto mt-8 max-w-lg">
      <Alert tone="error">
        {!message.startsWith('Access Denied') && (
          <p className="font-semibold">
            <Trans>Access Denied</Trans>
          </p>
        )}
        <p>{translateText(message)}</p>
      </Alert>
    </div>
  );
}
