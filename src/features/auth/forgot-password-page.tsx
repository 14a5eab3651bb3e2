import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUTH_MESSAGES, signInErrorMessage } from '../../domain/auth-messages';
import { EMAIL_PATTERN } from '../../domain/sanitize';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { AuthCard, authLinkClass } from './auth-card';
import { errorParts } from './error-code';

const RESET_EMAIL_REQUIRED = msg`Please enter your email address`;
const RESET_FALLBACK = msg`Could not send the reset link. Please try again.`;

type Phase = 'idle' | 'submitting' | 'sent';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { requestBackend, loadBackend } = useSession();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => requestBackend(), [requestBackend]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === 'submitting') return;
    const address = email.trim();
    if (!address) return setError(t(RESET_EMAIL_REQUIRED));
    if (!EMAIL_PATTERN.test(address)) return setError(AUTH_MESSAGES.invalidEmail);
    setError(null);
    setPhase('submitting');
    try {
      const backend = await loadBackend();
      await backend.auth.sendPasswordReset(address);
      setPhase('sent');
    } catch (err) {
      const parts = errorParts(err);
      // Whether an account exists is not revealed.
      if (parts?.code === 'auth/user-not-found') {
        setPhase('sent');
        return;
      }
      setError(parts ? signInErrorMessage(parts.code, parts.message) : t(RESET_FALLBACK));
      setPhase('idle');
    }
  }

  const signInLink = email.trim() ? `${paths.login}?email=${encodeURIComponent(email.trim())}` : paths.login;
  return (
    <AuthCard
      title={t`Reset Password`}
      subtitle={t`Enter your account’s email and we will send you a link to choose a new password.`}
      footer={
        <Link to={signInLink} className={authLinkClass}>
          <Trans>Back to sign in</Trans>
        </Link>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {error && <Alert tone="error">{translateText(error)}</Alert>}
        {phase === 'sent' && (
          <Alert tone="success">
            <Trans>If an account exists for that email, we sent a link to reset your password.</Trans>
          </Alert>
        )}
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={phase === 'submitting'}
        />
        <Button type="submit" className="w-full" disabled={phase === 'submitting'}>
          {phase === 'submitting' ? t`Sending...` : phase === 'sent' ? t`Send Again` : t`Send Reset Link`}
        </Button>
      </form>
    </AuthCard>
  );
}
