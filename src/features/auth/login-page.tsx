import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUTH_MESSAGES, signInErrorMessage, validateSignIn } from '../../domain/auth-messages';
import { clearIdleSignOutNotice, idleSignOutNotice } from '../../lib/idle-sign-out';
import { translateText } from '../../lib/known-texts';
import { paths, safeRedirect } from '../../lib/paths';
import { useOnline } from '../../lib/online';
import { useSession } from '../../lib/session';
import { NeedsConnection } from '../../components/offline/needs-connection';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { AuthCard, authLinkClass } from './auth-card';
import { errorParts } from './error-code';
import { useRedirectAfterSignIn } from './use-redirect-after';

export const LOGIN_REDIRECT_MS = 500;

type Phase = 'idle' | 'submitting' | 'success';

export function LoginPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { signIn, requestBackend } = useSession();
  const online = useOnline();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const target = safeRedirect(params.get('redirect')) ?? paths.dashboard;
  const [idleNotice] = useState(() => idleSignOutNotice());

  // Warm up the data layer while the user types.
  useEffect(() => requestBackend(), [requestBackend]);
  useRedirectAfterSignIn(phase === 'success', target, LOGIN_REDIRECT_MS);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle') return;
    const problem = validateSignIn({ email, password });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setPhase('submitting');
    try {
      await signIn(email.trim(), password);
      clearIdleSignOutNotice();
      setPhase('success');
    } catch (err) {
      const parts = errorParts(err);
      setError(parts ? signInErrorMessage(parts.code, parts.message) : AUTH_MESSAGES.signInFallback);
      setPhase('idle');
    }
  }

  const signupLink = email.trim() ? `${paths.signup}?email=${encodeURIComponent(email.trim())}` : paths.signup;

  return (
    <AuthCard
      title={t`Sign In`}
      subtitle={t`Welcome back. Sign in to your account.`}
      footer={
        <Trans>
          Don’t have an account?{' '}
          <Link to={signupLink} className={authLinkClass}>
            Sign up
          </Link>
        </Trans>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <NeedsConnection what={t`Signing in`} className="" />
        {idleNotice && phase === 'idle' && <Alert tone="info">{idleNotice}</Alert>}
        {error && <Alert tone="error">{translateText(error)}</Alert>}
        {phase === 'success' && <Alert tone="success">{translateText(AUTH_MESSAGES.signInSuccess)}</Alert>}
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={phase !== 'idle'}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={phase !== 'idle'}
        />
        <div className="flex justify-end">
          <Link to={paths.forgotPassword} className={`text-sm ${authLinkClass}`}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={phase !== 'idle' || !online}>
          {phase === 'submitting' ? t`Signing in...` : t`Sign In`}
        </Button>
      </form>
    </AuthCard>
  );
}
