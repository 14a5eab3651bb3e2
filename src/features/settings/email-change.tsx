// Changing the sign-in e-mail: the current password is asked, then Firebase Auth sends a
// verification link to the new address; the address changes only when that link is opened.
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { isEmail } from '../../domain/user-settings/profile';
import { useSession } from '../../lib/session';
import { actionErrorMessage } from './settings-errors';
import type { Toast } from './settings-frame';

export const EMAIL_MESSAGES = {
  invalid: msg`Please enter a valid e-mail address.`,
  same: msg`That is already your e-mail address.`,
  password: msg`Please enter your current password to change your e-mail.`,
  failed: msg`Failed to start the e-mail change. Please try again.`,
} as const;

export function EmailChange({ current, onToast }: { current: string; onToast: (t: Toast) => void }) {
  const { t } = useLingui();
  const { backend } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = email.trim().toLowerCase();
    const problem = !isEmail(next)
      ? t(EMAIL_MESSAGES.invalid)
      : next === current.toLowerCase()
        ? t(EMAIL_MESSAGES.same)
        : !password
          ? t(EMAIL_MESSAGES.password)
          : null;
    setError(problem);
    if (problem || !backend) return;
    setBusy(true);
    try {
      await backend.settings.requestEmailChange(password, next);
      setEmail('');
      setPassword('');
      onToast({ tone: 'success', text: t`We sent a verification link to ${next}. Your e-mail changes when you open it.` });
    } catch (e) {
      const message = actionErrorMessage(e, t(EMAIL_MESSAGES.failed));
      setError(message);
      onToast({ tone: 'error', text: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-fg-muted">
        <Trans>
          Your sign-in e-mail is <strong>{current}</strong>. To change it, enter the new address and your password: we send a link to the new address, and the
          change happens when you open it (then sign in with the new address).
        </Trans>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`New e-mail`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField label={t`Current password`} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? t`Sending...` : t`Change e-mail`}
      </Button>
    </form>
  );
}
