import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { AUTH_MESSAGES } from '../../domain/auth-messages';
import { translateText } from '../../lib/known-texts';
import { usePasswordPolicy } from '../../lib/public-settings';
import { AuthCard, authLinkClass } from './auth-card';
import { EmailAction } from './email-action';
import { errorParts } from './error-code';
import { VerifyEmailAction } from './verify-email-action';

const RESET_FAILED = msg`Could not change your password. Please try again.`;

type Phase = { kind: 'verifying' } | { kind: 'invalid' } | { kind: 'form'; email: string; submitting: boolean } | { kind: 'done'; email: string };

/**
 * The app's own page for Firebase Auth e-mail links (the project's e-mail template action URL
 * points here): `verifyEmail` applies an e-mail verification code; `resetPassword` checks a
 * password-reset code, lets the user choose a new password, then leads to sign-in.
 */
export function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode') ?? '';
  if (mode === 'verifyEmail' && code) return <VerifyEmailAction code={code} />;
  return <ResetPasswordAction mode={mode} code={code} />;
}

function ResetPasswordAction({ mode, code }: { mode: string | null; code: string }) {
  const { t } = useLingui();
  const { loadBackend } = useSession();
  const [phase, setPhase] = useState<Phase>({ kind: 'verifying' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The owner's password rules (systemSettings/security) hold here too: this page also sets the
  // first password of an invited admin.
  const passwordPolicy = usePasswordPolicy();

  useEffect(() => {
    if (mode !== 'resetPassword' || !code) return;
    let live = true;
    loadBackend()
      .then((b) => b.auth.verifyPasswordResetCode(code))
      .then((email) => live && setPhase({ kind: 'form', email, submitting: false }))
      .catch(() => live && setPhase({ kind: 'invalid' }));
    return () => {
      live = false;
    };
  }, [mode, code, loadBackend]);

  if ((mode === 'verifyAndChangeEmail' || mode === 'recoverEmail' || mode === 'undoEmailChange') && code) return <EmailAction mode={mode} code={code} />;

  if (mode !== 'resetPassword' || !code) {
    return (
      <AuthCard title={t`Account action`}>
        <Alert tone="error">
          <Trans>This link is not valid here. Open the latest link from your e-mail, or request a new one.</Trans>
        </Alert>
        <p className="mt-4 text-center text-sm">
          <Link to={paths.forgotPassword} className={authLinkClass}>
            <Trans>Reset your password</Trans>
          </Link>
        </p>
      </AuthCard>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.kind !== 'form' || phase.submitting) return;
    if (!password || !confirm) return setError(AUTH_MESSAGES.fillAllFields);
    const broken = passwordPolicy.problem(password);
    if (broken) return setError(broken);
    if (password !== confirm) return setError(AUTH_MESSAGES.passwordsDiffer);
    setError(null);
    setPhase({ ...phase, submitting: true });
    try {
      const backend = await loadBackend();
      await backend.auth.confirmPasswordReset(code, password);
      setPhase({ kind: 'done', email: phase.email });
    } catch (err) {
      const c = errorParts(err)?.code;
      if (c === 'auth/expired-action-code' || c === 'auth/invalid-action-code') return setPhase({ kind: 'invalid' });
      setError(c === 'auth/weak-password' ? AUTH_MESSAGES.passwordTooShort : t(RESET_FAILED));
      setPhase({ ...phase, submitting: false });
    }
  }

  if (phase.kind === 'verifying') {
    return (
      <AuthCard title={t`Reset Password`}>
        <p role="status" className="text-fg-muted">
          <Trans>Checking your link...</Trans>
        </p>
      </AuthCard>
    );
  }
  if (phase.kind === 'invalid') {
    return (
      <AuthCard title={t`Reset Password`}>
        <Alert tone="error">
          <Trans>This password reset link is invalid or has expired. Please request a new one.</Trans>
        </Alert>
        <p className="mt-4 text-center text-sm">
          <Link to={paths.forgotPassword} className={authLinkClass}>
            <Trans>Request a new link</Trans>
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (phase.kind === 'done') {
    return (
      <AuthCard title={t`Password changed`}>
        <Alert tone="success">
          <Trans>Your password has been changed. You can now sign in with your new password.</Trans>
        </Alert>
        <Link to={`${paths.login}?email=${encodeURIComponent(phase.email)}`} className={`mt-6 block text-center ${authLinkClass}`}>
          <Trans>Sign in</Trans>
        </Link>
      </AuthCard>
    );
  }
  const email = phase.email;
  return (
    <AuthCard title={t`Choose a new password`} subtitle={t`For ${email}`}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {error && <Alert tone="error">{translateText(error)}</Alert>}
        <PasswordField
          label={t`New Password`}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={phase.submitting}
        />
        <PasswordField
          label={t`Confirm New Password`}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          disabled={phase.submitting}
        />
        <Button type="submit" className="w-full" disabled={phase.submitting}>
          {phase.submitting ? t`Saving...` : t`Save New Password`}
        </Button>
      </form>
    </AuthCard>
  );
}
