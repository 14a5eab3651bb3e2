// /plans: the signed-in plan chooser (docs/product/billing.md#plan-chooser) and the subscription's management:
// cancel and resume (with Stripe also the customer portal), plus the test checkout's developer
// tools (mark a payment failed or recovered, run the lifecycle) when the built-in checkout runs.
import { translateText } from '../../lib/known-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { PLANS } from '../../domain/plans';
import { PLAN_CHOOSER_MESSAGES } from '../../domain/billing';
import type { BillingProvider } from '../../data/contract-billing';
import { DataError } from '../../data/contract';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PlanCard, ToastView, billingCard, navigateAway, useCheckout } from './billing-shared';
import { useFormat } from '../../lib/use-format';
import { PageHeader } from '../../components/ui/page-header';

const CHECKOUT_OPTIONS = { failurePrefix: PLAN_CHOOSER_MESSAGES.upgradeFailed };

export function PlansPage() {
  const { entitlements, account, backend, user, accountId, accountName } = useSession();
  const format = useFormat();
  const navigate = useNavigate();
  const { t } = useLingui();
  const checkout = useCheckout(CHECKOUT_OPTIONS);
  const [provider, setProvider] = useState<BillingProvider | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  useEffect(() => {
    if (!backend) return;
    let live = true;
    backend.billing
      .getBillingConfig()
      .then((c) => live && setProvider(c.provider))
      .catch(() => live && setProvider(null));
    return () => {
      live = false;
    };
  }, [backend]);

  if (!entitlements || !backend) return null;
  // The billing functions act on the payer's own account (its id is their uid).
  if (accountId !== user?.uid) {
    const account = accountName;
    return (
      <section className="mx-auto max-w-xl">
        <PageHeader title={t`Plans`} />
        <p className="text-fg-muted">
          <Trans>The plan of {account} is chosen and paid by its owner. Switch to your own account to see or change your own plan.</Trans>
        </p>
      </section>
    );
  }
  const e = entitlements;
  const sub = account?.subscription ?? null;
  const daysLeft = e.trialDaysLeft;
  const line =
    e.status !== 'trial'
      ? null
      : e.expired || daysLeft <= 0
        ? translateText(PLAN_CHOOSER_MESSAGES.trialExpired)
        : t`${plural(daysLeft, { one: '# day left in your trial', other: '# days left in your trial' })}`;
  const graceEnd = e.graceEndsAt ? format.day(e.graceEndsAt) : '';
  const periodEnd = sub?.currentPeriodEnd ? format.day(sub.currentPeriodEnd) : '';
  const paid = e.status === 'active' || e.status === 'cancelled' || e.status === 'suspended';

  async function act(name: string, work: () => Promise<void>, done: string) {
    setBusy(name);
    setMessage(null);
    try {
      await work();
      setMessage({ tone: 'success', text: done });
    } catch (error) {
      setMessage({ tone: 'error', text: translateText(error instanceof DataError ? error.message : PLAN_CHOOSER_MESSAGES.upgradeFailed) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <title>{t`Choose a plan · SmallBiz CRM`}</title>
      <header>
        <h1 className="text-2xl font-semibold text-fg">
          <Trans>Choose a plan</Trans>
        </h1>
        {line && <p className={`mt-1 text-sm ${e.expired ? 'font-semibold text-red-700 dark:text-red-300' : 'text-fg-muted'}`}>{line}</p>}
      </header>

      {e.paymentFailing && e.graceEndsAt && (
        <Alert tone="error">
          <Trans>Your last payment failed. Update your payment method by {graceEnd} or your account will be suspended.</Trans>
        </Alert>
      )}
      {e.suspended && (
        <Alert tone="error">
          <Trans>Your account is suspended because a payment failed. Pay again to restore it.</Trans>
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => {
          const planName = plan.name;
          const current = !e.isStaff && plan.id === e.planId && paid && !e.expired;
          return (
            <PlanCard key={plan.id} plan={plan} current={current}>
              {plan.id === 'custom' ? (
                <Button variant="secondary" onClick={() => navigate(paths.contact)}>
                  <Trans>Contact Sales</Trans>
                </Button>
              ) : (
                <Button
                  variant={plan.popular ? 'primary' : 'secondary'}
                  disabled={checkout.busyPlan !== null || (current && !e.suspended) || e.isStaff}
                  onClick={() => void checkout.start(plan.id === 'pro' ? 'pro' : 'basic')}
                >
                  {checkout.busyPlan === plan.id
                    ? t`Redirecting...`
                    : current && !e.suspended
                      ? t`Current plan`
                      : current
                        ? t`Pay for ${planName}`
                        : t`Upgrade to ${planName}`}
                </Button>
              )}
            </PlanCard>
          );
        })}
      </div>

      {!e.isStaff && paid && sub && (
        <section aria-labelledby="manage" className={billingCard}>
          <h2 id="manage" className="text-lg font-semibold text-fg">
            <Trans>Your subscription</Trans>
          </h2>
          <p className="mt-1 text-sm text-fg-muted" data-testid="subscription-status">
            {e.status === 'cancelled' && e.expired
              ? t`Your subscription has ended. Choose a plan to continue.`
              : e.status === 'cancelled'
                ? periodEnd
                  ? t`Cancelled. You keep access until ${periodEnd}.`
                  : t`Cancelled. You keep access until the end of the period.`
                : e.status === 'suspended'
                  ? t`Suspended.`
                  : periodEnd
                    ? t`Active, renews on ${periodEnd}.`
                    : t`Active.`}
          </p>
          {message && (
            <Alert tone={message.tone} className="mt-3">
              {message.text}
            </Alert>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            {e.status === 'active' && (
              <Button
                variant="danger"
                disabled={busy !== null}
                onClick={() => void act('cancel', () => backend.billing.cancelSubscription(), t`Your subscription is cancelled.`)}
              >
                {busy === 'cancel' ? t`Cancelling...` : t`Cancel Subscription`}
              </Button>
            )}
            {e.status === 'cancelled' && !e.expired && (
              <Button
                disabled={busy !== null}
                onClick={() => void act('resume', () => backend.billing.resumeSubscription(), t`Your subscription is active again.`)}
              >
                {busy === 'resume' ? t`Resuming...` : t`Resume Subscription`}
              </Button>
            )}
            {provider === 'stripe' && (
              <Button
                variant="secondary"
                disabled={busy !== null}
                onClick={() => void act('portal', async () => navigateAway.to(await backend.billing.openCustomerPortal()), t`Opening the billing portal...`)}
              >
                <Trans>Manage Billing</Trans>
              </Button>
            )}
          </div>
        </section>
      )}

      {provider === 'test' && !e.isStaff && paid && (
        <section aria-labelledby="test-tools" className={`${billingCard} border-dashed`}>
          <h2 id="test-tools" className="text-lg font-semibold text-fg">
            <Trans>Test checkout tools</Trans>
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            <Trans>For developers: the built-in test checkout is active. Simulate your payments to try the lifecycle.</Trans>
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void act('failed', () => backend.billing.testBillingControl('payment-failed'), t`Payment marked as failed.`)}
            >
              <Trans>Mark payment failed</Trans>
            </Button>
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() =>
                void act('failed-old', () => backend.billing.testBillingControl('payment-failed', { daysAgo: 4 }), t`Payment marked as failed 4 days ago.`)
              }
            >
              <Trans>Mark payment failed 4 days ago</Trans>
            </Button>
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void act('lifecycle', () => backend.billing.testBillingControl('run-lifecycle'), t`Lifecycle run.`)}
            >
              <Trans>Run lifecycle now</Trans>
            </Button>
            {e.status === 'cancelled' && (
              <Button
                variant="secondary"
                disabled={busy !== null}
                onClick={() => void act('end', () => backend.billing.testBillingControl('end-period'), t`Paid period ended.`)}
              >
                <Trans>End paid period now</Trans>
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void act('recovered', () => backend.billing.testBillingControl('payment-recovered'), t`Payment marked as recovered.`)}
            >
              <Trans>Mark payment recovered</Trans>
            </Button>
          </div>
        </section>
      )}
      <ToastView toast={checkout.toast} onClose={checkout.closeToast} />
    </div>
  );
}
