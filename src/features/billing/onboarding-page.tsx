// /onboarding?session_id=... (docs/product/billing.md#onboarding): after a visitor's checkout. Verifying, then
// Session Verification Failed or the account form; the account is created with the checkout's
// e-mail and a function grants the plan once it has matched that e-mail to the new account.
import { passwordPolicyText } from '../../lib/password-policy-text';
import { translateText } from '../../lib/known-texts';
import { useKnownTexts } from '../../lib/use-known-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { usePasswordPolicy } from '../../lib/public-settings';
import { useSession } from '../../lib/session';
import { ONBOARDING_MESSAGES, ONBOARDING_REDIRECT_MS, SESSION_MESSAGES, formatCents, validateOnboarding } from '../../domain/billing';
import { paymentSessionErrorMessage } from '../../domain/auth-messages';
import { getPlan } from '../../domain/plans';
import { DataError } from '../../data/contract';
import type { PaymentSession } from '../../data/contract-billing';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { NO_PASSWORDS, NewPasswordFields } from '../../components/ui/password-field';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { billingCard, rememberWelcome } from './billing-shared';

type Load = { kind: 'verifying' } | { kind: 'failed'; message: string } | { kind: 'ready'; session: PaymentSession };
type Submit = 'idle' | 'busy' | 'done';

const linkClass = 'font-medium text-primary-700 underline dark:text-primary-300';

export function OnboardingPage() {
  useKnownTexts();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const { loadBackend, signUp, finishSignIn, status, user } = useSession();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [load, setLoad] = useState<Load>(() => (sessionId ? { kind: 'verifying' } : { kind: 'failed', message: SESSION_MESSAGES.noSessionId }));
  const [businessName, setBusinessName] = useState('');
  const [passwords, setPasswords] = useState(NO_PASSWORDS);
  const [error, setError] = useState<string | null>(null);
  const [exists, setExists] = useState(false);
  const [submit, setSubmit] = useState<Submit>('idle');
  const accountCreated = useRef(false);
  const passwordPolicy = usePasswordPolicy();
  // Set once this page created the account (then the form, not the activate card, finishes).
  const [createdHere, setCreatedHere] = useState(false);

  useEffect(() => {
    let live = true;
    if (!sessionId) return;
    loadBackend()
      .then((b) => b.billing.getStripeSession(sessionId))
      .then(
        (session) => live && setLoad(session.success ? { kind: 'ready', session } : { kind: 'failed', message: SESSION_MESSAGES.onboardingFallback }),
        (e: unknown) => {
          const d = e instanceof DataError ? e : null;
          if (live) setLoad({ kind: 'failed', message: d ? paymentSessionErrorMessage(d.code, d.message) : SESSION_MESSAGES.onboardingFallback });
        },
      );
    return () => {
      live = false;
    };
  }, [sessionId, loadBackend]);

  useEffect(() => finishSignIn, [finishSignIn]);

  useEffect(() => {
    if (submit !== 'done') return;
    const id = setTimeout(() => {
      finishSignIn();
      navigate(paths.dashboard, { replace: true });
    }, ONBOARDING_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [submit, navigate, finishSignIn]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit !== 'idle') return;
    if (load.kind !== 'ready' || !load.session.email) {
      setError(ONBOARDING_MESSAGES.noSession);
      return;
    }
    const problem = validateOnboarding(passwords) ?? passwordPolicy.problem(passwords.password);
    if (problem) {
      setError(problem);
      return;
    }
    const { session } = load;
    const email = session.email ?? '';
    setError(null);
    setExists(false);
    setSubmit('busy');
    if (!accountCreated.current) {
      const name = businessName.trim() || email.split('@')[0] || '';
      setCreatedHere(true); // before the session turns signed-in, so the form stays
      try {
        const user = await signUp({ displayName: name, email, password: passwords.password });
        if (!user) throw new DataError('no-user', ONBOARDING_MESSAGES.noUser);
      } catch (e) {
        const d = e instanceof DataError ? e : null;
        if (d?.code === 'auth/email-already-in-use') {
          setExists(true);
          setError(ONBOARDING_MESSAGES.alreadyExists);
        } else {
          setError(d?.code === 'no-user' ? ONBOARDING_MESSAGES.noUser : ONBOARDING_MESSAGES.createFailed);
        }
        setCreatedHere(false);
        setSubmit('idle');
        return;
      }
      accountCreated.current = true;
    }
    await grantPlan(businessName.trim());
  }

  // Already signed in with the checkout's e-mail (e.g. back from 'Sign In to Continue'): no new
  // account, the function grants the plan to this one.
  async function activate() {
    if (submit !== 'idle') return;
    setError(null);
    setSubmit('busy');
    await grantPlan('');
  }

  // The function grants the plan the checkout paid for to the signed-in account; the dashboard then greets.
  async function grantPlan(name: string) {
    try {
      const backend = await loadBackend();
      const result = await backend.billing.completeOnboarding({ sessionId, businessName: name });
      rememberWelcome(result.plan);
      setSubmit('done');
    } catch (e) {
      const d = e instanceof DataError ? e : null;
      setError(d?.message?.trim() ? d.message : ONBOARDING_MESSAGES.fallback);
      setSubmit('idle');
    }
  }

  const signInHere = `${paths.auth}?redirect=${encodeURIComponent(`${paths.onboarding}?session_id=${sessionId}`)}`;
  const help = (
    <p className="mt-6 text-center text-sm text-fg-muted">
      <Trans>
        Already have an account?{' '}
        <Link to={paths.auth} className={linkClass}>
          Sign in
        </Link>
      </Trans>{' '}
      ·{' '}
      <Link to={paths.contact} className={linkClass}>
        <Trans>Need help?</Trans>
      </Link>{' '}
      ·{' '}
      <Link to={paths.pricing} className={linkClass}>
        <Trans>Choose a plan</Trans>
      </Link>
    </p>
  );

  if (load.kind === 'verifying') {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
        <title>{t`Verifying Payment · SmallBiz CRM`}</title>
        <div role="status" className={`${billingCard} flex flex-col items-center gap-3`}>
          <Spinner className="h-10 w-10" />
          <h1 className="text-2xl font-semibold text-fg">
            <Trans>Verifying Payment...</Trans>
          </h1>
          <p className="text-fg-muted">
            <Trans>Please wait while we confirm your subscription</Trans>
          </p>
        </div>
      </main>
    );
  }

  if (load.kind === 'failed') {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
        <title>{t`Session Verification Failed · SmallBiz CRM`}</title>
        <div className={billingCard}>
          <h1 className="text-2xl font-semibold text-fg">
            <Trans>Session Verification Failed</Trans>
          </h1>
          <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
            {translateText(load.message)}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={paths.pricing} className={buttonClasses('primary')}>
              <Trans>Choose a Plan</Trans>
            </Link>
            <Link to={paths.contact} className={buttonClasses('secondary')}>
              <Trans>Need Help?</Trans>
            </Link>
          </div>
        </div>
        {help}
      </main>
    );
  }

  const { session } = load;
  const plan = getPlan(session.plan);
  const planName = plan.name;
  const checkoutEmail = session.email ?? '';
  const price = session.amount !== null ? formatCents(session.amount) : '';
  const perMonth = price ? t`${price} / month` : '';
  const shownError = error ? translateText(error) : null;
  const busy = submit !== 'idle';
  const sameUser = status === 'signed-in' && user !== null && (session.email ?? '').toLowerCase() === user.email.toLowerCase() && !createdHere;
  if (sameUser) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-12">
        <title>{t`Activate your plan · SmallBiz CRM`}</title>
        <Alert tone="success">
          <Trans>
            <strong>Payment Successful</strong> — you are signed in as {checkoutEmail}.
          </Trans>
        </Alert>
        <section aria-label={t`Plan summary`} className={`${billingCard} mt-4`}>
          <p className="font-semibold text-fg">
            <Trans>{planName} Plan Active</Trans>
          </p>
          <p className="text-sm text-fg-muted">{perMonth}</p>
          {shownError && (
            <Alert tone="error" className="mt-4">
              {shownError}
            </Alert>
          )}
          {submit === 'done' && (
            <Alert tone="success" className="mt-4">
              <Trans>Your {planName} plan is now active. Redirecting to dashboard...</Trans>
            </Alert>
          )}
          <Button className="mt-4 w-full" disabled={busy} onClick={() => void activate()}>
            {submit === 'busy' ? t`Activating...` : t`Activate ${planName} Plan`}
          </Button>
        </section>
        {help}
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <title>{t`Set up your account · SmallBiz CRM`}</title>
      <Alert tone="success">
        <Trans>
          <strong>Payment Successful</strong> — finish setting up your account.
        </Trans>
      </Alert>
      <h1 className="mt-6 text-2xl font-semibold text-fg">
        <Trans>Create your account</Trans>
      </h1>
      <section aria-label={t`Plan summary`} className={`${billingCard} mt-4`}>
        <p className="font-semibold text-fg">
          <Trans>{planName} Plan Active</Trans>
        </p>
        <p className="text-sm text-fg-muted">{perMonth}</p>
      </section>
      <form noValidate onSubmit={handleSubmit} className={`${billingCard} mt-4 space-y-4`}>
        {shownError && (
          <Alert tone="error">
            {shownError}
            {exists && (
              <>
                {' '}
                <Link to={signInHere} className={linkClass}>
                  <Trans>Sign In to Continue</Trans>
                </Link>
              </>
            )}
          </Alert>
        )}
        {submit === 'done' && <Alert tone="success">{translateText(ONBOARDING_MESSAGES.success)}</Alert>}
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          value={checkoutEmail}
          readOnly
          aria-readonly="true"
          hint={t`Email verified through Stripe checkout`}
        />
        <TextField
          label={t`Business Name (optional)`}
          name="businessName"
          autoComplete="organization"
          value={businessName}
          onChange={(e) => setBusinessName(e.target.value)}
          disabled={busy}
        />
        <NewPasswordFields value={passwords} onChange={setPasswords} disabled={busy} />
        <p className="text-xs text-fg-subtle">{passwordPolicyText(passwordPolicy.policy)}</p>
        <Button type="submit" className="w-full" disabled={busy}>
          {submit === 'busy' ? t`Creating Account...` : t`Create Account`}
        </Button>
      </form>
      {help}
    </main>
  );
}
