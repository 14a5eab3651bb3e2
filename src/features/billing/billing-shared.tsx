// Pieces the billing screens share: the plan card, the checkout starter with its toasts, the
// redirect of signed-in users with access, and the welcome flags for the dashboard.
import { planPrice, planText } from '../../lib/plan-texts';
import { translateText } from '../../lib/known-texts';
import { i18n } from '../../lib/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../lib/paths';
import { needsConnectionMessage } from '../../lib/online';
import { useSession } from '../../lib/session';
import { CHECKOUT_ERROR_TOAST_MS, CHECKOUT_MESSAGES, WELCOME_KEYS, checkoutErrorMessage, welcomeMessage } from '../../domain/billing';
import type { PaidPlanId } from '../../domain/billing';
import type { Plan } from '../../domain/plans';
import type { PlanId } from '../../domain/types';
import { DataError } from '../../data/contract';
import { cardClass } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';

/** The billing screens' card: the shared card, with a shadow. */
export const billingCard = cardClass({ shadow: true });

/** Sends signed-in users who may use the app to the dashboard (pricing, payment and plan pages: docs/product/routes.md#public-routes). */
export function useRedirectWithAccess(): ReactNode | null {
  const { status, entitlements, requestBackendIfSignedIn } = useSession();
  useEffect(() => requestBackendIfSignedIn(), [requestBackendIfSignedIn]);
  if (status === 'signed-in' && entitlements?.canUseApp) return <Navigate to={paths.dashboard} replace />;
  return null;
}

export function PlanCard({ plan, children, current = false }: { plan: Plan; children?: ReactNode; current?: boolean }) {
  const trialDays = plan.trialDays;
  return (
    <section
      aria-labelledby={`plan-${plan.id}`}
      className={`${billingCard} relative flex flex-col ${plan.popular ? 'ring-2 ring-primary-600 dark:ring-primary-400' : ''}`}
    >
      {plan.popular && (
        <span className="absolute -top-3 left-6 rounded-full bg-primary-600 px-3 py-1 text-xs font-semibold text-white">
          <Trans>Most Popular</Trans>
        </span>
      )}
      <h2 id={`plan-${plan.id}`} className="text-xl font-semibold text-fg">
        {plan.name}
        {current && (
          <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-900 dark:text-green-200">
            <Trans>Current plan</Trans>
          </span>
        )}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{planText(plan.description)}</p>
      <p className="mt-4 text-3xl font-bold text-fg">
        {planPrice(plan.price)}
        {plan.price !== null && (
          <span className="text-base font-normal text-fg-subtle">
            {' '}
            <Trans>/ month</Trans>
          </span>
        )}
      </p>
      {plan.trialDays > 0 && (
        <p className="text-sm text-fg-muted">
          <Trans>{trialDays}-day free trial</Trans>
        </p>
      )}
      <ul className="mt-4 flex-1 space-y-2 text-sm text-fg-body">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <span aria-hidden="true" className="text-green-600 dark:text-green-400">
              ✓
            </span>
            {planText(f)}
          </li>
        ))}
      </ul>
      {children && <div className="mt-6 flex flex-col gap-2">{children}</div>}
    </section>
  );
}

export type Toast = { tone: 'loading' | 'error'; text: string };

export function ToastView({ toast, onClose }: { toast: Toast | null; onClose: () => void }) {
  const { t } = useLingui();
  if (!toast) return null;
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      className={`fixed bottom-4 right-4 z-50 flex max-w-sm items-center gap-3 rounded-ui border px-4 py-3 text-sm shadow-lg ${
        toast.tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200'
          : 'border-primary-300 bg-primary-50 text-primary-800 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-200'
      }`}
    >
      {toast.tone === 'loading' && <Spinner className="h-4 w-4" />}
      <span className="flex-1">{translateText(toast.text)}</span>
      {toast.tone === 'error' && (
        <button type="button" onClick={onClose} className="font-semibold underline" aria-label={t`Dismiss`}>
          ×
        </button>
      )}
    </div>
  );
}

/** How the browser leaves for the hosted checkout (replaced in component tests). */
export const navigateAway = { to: (url: string) => window.location.assign(url) };

/**
 * Starts a checkout: a loading toast, then the browser goes to the provider's page; failures
 * show the message of docs/product/billing.md#checkout in a toast for 8 seconds.
 */
export function useCheckout(options?: { visitorReturn?: 'onboarding' | 'signup'; failurePrefix?: string }) {
  const { loadBackend } = useSession();
  const [toast, setToast] = useState<Toast | null>(null);
  const [busyPlan, setBusyPlan] = useState<PaidPlanId | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const fail = useCallback((text: string) => {
    setToast({ tone: 'error', text });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setToast(null), CHECKOUT_ERROR_TOAST_MS);
  }, []);

  const start = useCallback(
    async (plan: PaidPlanId) => {
      if (navigator.onLine === false) {
        fail(needsConnectionMessage(i18n._(msg`Checkout`)));
        return;
      }
      setBusyPlan(plan);
      setToast({ tone: 'loading', text: translateText(CHECKOUT_MESSAGES.loading) });
      try {
        const backend = await loadBackend();
        const result = await backend.billing.startCheckout(plan, options?.visitorReturn ? { visitorReturn: options.visitorReturn } : undefined);
        if (!result) throw new DataError('no-response', CHECKOUT_MESSAGES.noResponse);
        if (!result.url) throw new DataError('no-url', CHECKOUT_MESSAGES.noUrl);
        navigateAway.to(result.url);
      } catch (error) {
        const e = error instanceof DataError ? error : null;
        const text = translateText(e?.code === 'no-response' || e?.code === 'no-url' ? e.message : checkoutErrorMessage(e?.code, e?.message));
        // The prefix is a whole sentence of its own (a domain message), then the reason.
        const prefix = options?.failurePrefix ? translateText(options.failurePrefix) : '';
        fail(prefix ? `${prefix} ${text}` : text);
        setBusyPlan(null);
      }
    },
    [loadBackend, options, fail],
  );

  return { start, busyPlan, toast, closeToast: () => setToast(null) };
}

/** The flags another screen (the dashboard) reads to greet the user once after a payment. */
export function rememberWelcome(plan: PlanId) {
  try {
    localStorage.setItem(WELCOME_KEYS.paymentSuccess, 'true');
    localStorage.setItem(WELCOME_KEYS.welcomeMessage, welcomeMessage(plan));
  } catch {
    // Storage may be unavailable (private mode); the greeting is a nicety.
  }
}

export function PaymentMethods() {
  return (
    <section aria-labelledby="secure-payment" className={`${billingCard} mt-8`}>
      <h2 id="secure-payment" className="text-lg font-semibold text-fg">
        <Trans>Secure payment</Trans>
      </h2>
      <p className="mt-2 text-sm text-fg-muted">
        <Trans>
          Pay with Visa, Mastercard, American Express, Apple Pay, Google Pay, PayPal and other cards. Payments are processed by our payment provider over
          256-bit SSL; we never see or store your card number.
        </Trans>
      </p>
    </section>
  );
}
