// /payment/success and /payment-success (docs/product/billing.md#payment-success): Verifying, then Success (to the
// dashboard after 3 s) or Error. The plan is granted by functions; this page asks them to confirm
// the session and then waits for the new plan to arrive on the account (the webhook may be late).
import { translateText } from '../../lib/known-texts';
import { useKnownTexts } from '../../lib/use-known-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { PAYMENT_CONFIRM_TIMEOUT_MS, PAYMENT_SUCCESS_MESSAGES, PAYMENT_SUCCESS_REDIRECT_MS, isCheckoutSessionId, isPaidPlanId } from '../../domain/billing';
import { paymentSessionErrorMessage } from '../../domain/auth-messages';
import { getPlan } from '../../domain/plans';
import { DataError } from '../../data/contract';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { billingCard, rememberWelcome } from './billing-shared';

/**
 * An error phase has either a whole message or the reason the verification failed (an English
 * domain text, or `stillConfirming` when the plan did not arrive in time), shown translated.
 */
type Phase =
  | { kind: 'verifying' }
  | { kind: 'waiting' }
  | { kind: 'success' }
  | { kind: 'error'; message: string }
  | { kind: 'error'; reason: string }
  | { kind: 'error'; stillConfirming: true };

export function PaymentSuccessPage() {
  useKnownTexts();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const planParam = params.get('plan');
  const plan = isPaidPlanId(planParam) ? planParam : null;
  const { status, account, backend, requestBackend } = useSession();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>(() =>
    !sessionId || !plan
      ? { kind: 'error', message: PAYMENT_SUCCESS_MESSAGES.invalidSession }
      : !isCheckoutSessionId(sessionId)
        ? { kind: 'error', reason: paymentSessionErrorMessage('invalid-argument') }
        : { kind: 'verifying' },
  );
  const asked = useRef(false);

  useEffect(() => requestBackend(), [requestBackend]);

  // Ask the functions to confirm the session (they grant the plan; idempotent with the webhook).
  useEffect(() => {
    if (phase.kind !== 'verifying' || status !== 'signed-in' || !backend || asked.current) return;
    asked.current = true;
    backend.billing.confirmCheckout(sessionId).then(
      () => setPhase({ kind: 'waiting' }),
      (error: unknown) => {
        const e = error instanceof DataError ? error : null;
        setPhase({ kind: 'error', reason: paymentSessionErrorMessage(e?.code, e?.message) });
      },
    );
  }, [phase.kind, status, backend, sessionId]);

  // Wait for the new plan on the live account.
  const sub = account?.subscription ?? null;
  const arrived = plan !== null && sub !== null && sub.planId === plan && sub.status === 'active';
  useEffect(() => {
    if ((phase.kind === 'waiting' || phase.kind === 'verifying') && arrived && asked.current) {
      if (plan) rememberWelcome(plan);
      setPhase({ kind: 'success' });
    }
  }, [phase.kind, arrived, plan]);

  useEffect(() => {
    if (phase.kind !== 'waiting') return;
    const id = setTimeout(() => setPhase({ kind: 'error', stillConfirming: true }), PAYMENT_CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, [phase.kind]);

  useEffect(() => {
    if (phase.kind !== 'success') return;
    const id = setTimeout(() => navigate(paths.dashboard, { replace: true }), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [phase.kind, navigate]);

  const signedOut = status === 'signed-out' && phase.kind !== 'error';
  const shown: Phase = signedOut ? { kind: 'error', message: PAYMENT_SUCCESS_MESSAGES.signIn } : phase;
  const here = `${paths.paymentSuccess}?${params.toString()}`;
  const planName = plan ? getPlan(plan).name : '';
  const errorText = (() => {
    if (shown.kind !== 'error') return '';
    if ('message' in shown) return translateText(shown.message);
    const reason = 'reason' in shown ? translateText(shown.reason) : t`the payment is still being confirmed`;
    return t`Failed to verify payment: ${reason}. Please contact support if you were charged.`;
  })();

  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{t`Payment Confirmation · SmallBiz CRM`}</title>
      <div className={billingCard}>
        {(shown.kind === 'verifying' || shown.kind === 'waiting') && (
          <div role="status" className="flex flex-col items-center gap-3">
            <Spinner className="h-10 w-10" />
            <h1 className="text-2xl font-semibold text-fg">
              <Trans>Verifying your payment...</Trans>
            </h1>
            <p className="text-fg-muted">
              <Trans>Please wait while we confirm your subscription.</Trans>
            </p>
          </div>
        )}
        {shown.kind === 'success' && plan && (
          <div role="status">
            <h1 className="text-2xl font-semibold text-green-700 dark:text-green-300">
              <Trans>Payment Successful!</Trans>
            </h1>
            <p className="mt-2 text-fg-muted">
              <Trans>Your {planName} plan is now active. Redirecting to your dashboard...</Trans>
            </p>
            <Link to={paths.dashboard} className={buttonClasses('primary', 'md', 'mt-6')}>
              <Trans>Go to Dashboard</Trans>
            </Link>
          </div>
        )}
        {shown.kind === 'error' && (
          <div>
            <h1 className="text-2xl font-semibold text-fg">
              <Trans>Payment Verification Failed</Trans>
            </h1>
            <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
              {errorText}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {signedOut ? (
                <Link to={`${paths.auth}?redirect=${encodeURIComponent(here)}`} className={buttonClasses('primary')}>
                  <Trans>Sign In</Trans>
                </Link>
              ) : (
                <Link to={paths.pricing} className={buttonClasses('primary')}>
                  <Trans>Back to Pricing</Trans>
                </Link>
              )}
              <Link to={paths.dashboard} className={buttonClasses('secondary')}>
                <Trans>Go to Dashboard</Trans>
              </Link>
            </div>
          </div>
        )}
      </div>
    </main>
  );
}
