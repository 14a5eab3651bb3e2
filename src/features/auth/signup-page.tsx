import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUTH_MESSAGES, paymentSessionErrorMessage, signUpErrorMessage, validateSignUp } from '../../domain/auth-messages';
import { ONBOARDING_MESSAGES, WELCOME_KEYS, welcomeMessage } from '../../domain/billing';
import { DataError } from '../../data/contract';
import { REGISTRATION_CLOSED_MESSAGE } from '../../domain/system-settings/public';
import { translateText } from '../../lib/known-texts';
import { passwordPolicyText } from '../../lib/password-policy-text';
import { paths, safeRedirect } from '../../lib/paths';
import { usePasswordPolicy, usePublicSettings } from '../../lib/public-settings';
import { useOnline } from '../../lib/online';
import { useSession } from '../../lib/session';
import { NeedsConnection } from '../../components/offline/needs-connection';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { NO_PASSWORDS, NewPasswordFields } from '../../components/ui/password-field';
import { SupportContacts } from '../../components/ui/support-contacts';
import { TextField } from '../../components/ui/text-field';
import { AuthCard, authLinkClass } from './auth-card';
import { errorParts } from './error-code';
import { useRedirectAfterSignIn } from './use-redirect-after';

export const SIGNUP_REDIRECT_MS = 1000;

/** Handed on to the dashboard when the visitor came back from checkout (the payment flow reads it). */
export type CheckoutReturn = { from: 'stripe'; sessionId: string };

type Phase = 'idle' | 'submitting' | 'success';

/** The payment-return part: the checkout's verified e-mail, or why it could not be read. */
type Verified = { state: 'none' } | { state: 'verifying' } | { state: 'ok'; email: string } | { state: 'failed'; message: string };

function rememberWelcome(plan: 'basic' | 'pro') {
  try {
    localStorage.setItem(WELCOME_KEYS.paymentSuccess, 'true');
    localStorage.setItem(WELCOME_KEYS.welcomeMessage, welcomeMessage(plan));
  } catch {
    // Storage may be unavailable; the greeting is a nicety.
  }
}

export function SignupPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { signUp, requestBackend, loadBackend } = useSession();
  const online = useOnline();
  const [checkoutReturn] = useState<CheckoutReturn | null>(() => {
    const sessionId = params.get('session_id');
    return params.get('from') === 'stripe' && sessionId ? { from: 'stripe', sessionId } : null;
  });
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [passwords, setPasswords] = useState(NO_PASSWORDS);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');

  const { registrationEnabled } = usePublicSettings();
  const passwordPolicy = usePasswordPolicy();

  useEffect(() => requestBackend(), [requestBackend]);

  // Back from a visitor checkout: the e-mail comes from the verified session and stays read-only.
  const [verified, setVerified] = useState<Verified>(() => (checkoutReturn ? { state: 'verifying' } : { state: 'none' }));
  useEffect(() => {
    if (!checkoutReturn) return;
    let live = true;
    loadBackend()
      .then((b) => b.billing.getStripeSession(checkoutReturn.sessionId))
      .then(
        (session) => {
          if (!live) return;
          if (session.email) {
            setVerified({ state: 'ok', email: session.email });
            setEmail(session.email);
          } else setVerified({ state: 'failed', message: paymentSessionErrorMessage(undefined) });
        },
        (e: unknown) => {
          const d = e instanceof DataError ? e : null;
          if (live) setVerified({ state: 'failed', message: paymentSessionErrorMessage(d?.code, d?.message) });
        },
      );
    return () => {
      live = false;
    };
  }, [checkoutReturn, loadBackend]);
  const emailLocked = verified.state === 'ok';
  const navigationState = useMemo(() => (checkoutReturn ? { checkoutReturn } : undefined), [checkoutReturn]);
  // An invitation's link sends a newcomer here and back (`redirect`), as the sign-in page does.
  useRedirectAfterSignIn(phase === 'success', safeRedirect(params.get('redirect')) ?? paths.dashboard, SIGNUP_REDIRECT_MS, navigationState);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle') return;
    const problem = validateSignUp({ displayName, email, ...passwords }) ?? passwordPolicy.problem(passwords.password);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setPhase('submitting');
    try {
      await signUp({ displayName: displayName.trim(), email: email.trim(), password: passwords.password });
      if (checkoutReturn && emailLocked) {
        // A function grants the paid plan once it has matched the checkout's e-mail to this account.
        try {
          const b = await loadBackend();
          const { plan } = await b.billing.completeOnboarding({ sessionId: checkoutReturn.sessionId, businessName: '' });
          rememberWelcome(plan);
        } catch (e) {
          const d = e instanceof DataError ? e : null;
          setError(d?.message?.trim() ? d.message : ONBOARDING_MESSAGES.fallback);
        }
      }
      setPhase('success');
    } catch (err) {
      const parts = errorParts(err);
      // The account-creation function refuses sign-ups while registration is closed.
      const closed = parts?.message.includes(REGISTRATION_CLOSED_MESSAGE);
      setError(closed ? REGISTRATION_CLOSED_MESSAGE : parts ? signUpErrorMessage(parts.code) : AUTH_MESSAGES.signUpFallback);
      setPhase('idle');
    }
  }

  const busy = phase !== 'idle';
  return (
    <AuthCard
      title={t`Create Account`}
      subtitle={t`Start your free trial. No credit card required.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to={paths.login} className={authLinkClass}>
            Sign in
          </Link>
        </Trans>
      }
    >
      {!registrationEnabled ? (
        <div className="space-y-3">
          <Alert tone="info">{translateText(REGISTRATION_CLOSED_MESSAGE)}</Alert>
          <SupportContacts />
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <NeedsConnection what={t`Creating an account`} className="" />
          {error && <Alert tone="error">{translateText(error)}</Alert>}
          {verified.state === 'verifying' && (
            <Alert tone="info">
              <Trans>Verifying your payment...</Trans>
            </Alert>
          )}
          {verified.state === 'failed' && <Alert tone="error">{translateText(verified.message)}</Alert>}
          {phase === 'success' && <Alert tone="success">{translateText(AUTH_MESSAGES.signUpSuccess)}</Alert>}
          <TextField
            label={t`Full Name`}
            name="displayName"
            autoComplete="name"
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
            disabled={busy}
          />
          <TextField
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={busy}
            readOnly={emailLocked}
            hint={emailLocked ? t`Email verified through Stripe checkout` : undefined}
          />
          <NewPasswordFields value={passwords} onChange={setPasswords} disabled={busy} />
          <p className="text-xs text-fg-subtle">{passwordPolicyText(passwordPolicy.policy)}</p>
          <Button type="submit" className="w-full" disabled={busy || !online}>
            {phase === 'submitting' ? t`Creating account...` : t`Create Account`}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
