// The public pricing page (/pricing): Basic and Pro, the FAQ, links (docs/product/billing.md#pricing-page).
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { getPlan } from '../../domain/plans';
import { PAYMENT_GRACE_DAYS } from '../../domain/entitlements';
import { Button, buttonClasses } from '../../components/ui/button';
import { PlanCard, ToastView, billingCard, useCheckout, useRedirectWithAccess } from './billing-shared';

const graceDays = PAYMENT_GRACE_DAYS;

export const FAQ: readonly { q: MessageDescriptor; a: MessageDescriptor }[] = [
  {
    q: msg`Do I need a credit card for the free trial?`,
    a: msg`No credit card is required during the trial. Start a free trial and upgrade when you are ready.`,
  },
  {
    q: msg`Can I cancel anytime?`,
    a: msg`Yes. Cancel anytime from your plan page; you keep access until the end of the period you paid for.`,
  },
  {
    q: msg`What happens if a payment fails?`,
    a: msg`${plural(graceDays, {
      one: 'You have # day to update your payment method. After # day without a successful payment the account is suspended until the payment goes through.',
      other:
        'You have # days to update your payment method. After # days without a successful payment the account is suspended until the payment goes through.',
    })}`,
  },
  {
    q: msg`Can I switch from Basic to Pro?`,
    a: msg`Yes. Upgrading to Pro takes effect at once.`,
  },
  {
    q: msg`Do you offer custom plans?`,
    a: msg`Yes. Contact our sales team for an Enterprise quote; we answer within 24 hours.`,
  },
];

export function PricingPage() {
  const redirect = useRedirectWithAccess();
  const { status } = useSession();
  const checkout = useCheckout();
  const { t } = useLingui();
  if (redirect) return redirect;
  const basic = getPlan('basic');
  const pro = getPlan('pro');
  const signedIn = status === 'signed-in';

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-12">
      <title>{t`Pricing · SmallBiz CRM`}</title>
      <h1 className="text-center text-3xl font-bold text-fg">
        <Trans>Simple, transparent pricing</Trans>
      </h1>
      <p className="mt-2 text-center text-fg-muted">
        <Trans>Start with a free trial. No credit card required. Cancel anytime.</Trans>
      </p>
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        {[basic, pro].map((plan) => {
          const planName = plan.name;
          const trialDays = plan.trialDays;
          return (
            <PlanCard key={plan.id} plan={plan}>
              <Button
                onClick={() => void checkout.start(plan.id === 'pro' ? 'pro' : 'basic')}
                disabled={checkout.busyPlan !== null}
                variant={plan.popular ? 'primary' : 'secondary'}
              >
                {checkout.busyPlan === plan.id ? t`Redirecting...` : t`Upgrade to ${planName}`}
              </Button>
              {!signedIn && (
                <Link to={plan.id === 'pro' ? paths.pricingPro : paths.pricingBasic} className={buttonClasses('ghost')}>
                  <Trans>Start {trialDays}-Day Free Trial</Trans>
                </Link>
              )}
            </PlanCard>
          );
        })}
      </div>
      <p className="mt-6 text-center text-sm text-fg-muted">
        <Trans>
          Need more?{' '}
          <Link to={paths.contact} className="font-medium text-primary-700 underline dark:text-primary-300">
            Contact sales
          </Link>{' '}
          for an Enterprise quote.
        </Trans>{' '}
        {!signedIn && (
          <Trans>
            New here?{' '}
            <Link to={paths.signup} className="font-medium text-primary-700 underline dark:text-primary-300">
              Create an account
            </Link>
            .
          </Trans>
        )}
      </p>
      <section aria-labelledby="faq" className={`${billingCard} mt-12`}>
        <h2 id="faq" className="text-2xl font-semibold text-fg">
          <Trans>Frequently asked questions</Trans>
        </h2>
        <dl className="mt-4 space-y-4">
          {FAQ.map((item) => (
            <div key={item.q.id}>
              <dt className="font-medium text-fg">{t(item.q)}</dt>
              <dd className="mt-1 text-sm text-fg-muted">{t(item.a)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ToastView toast={checkout.toast} onClose={checkout.closeToast} />
    </main>
  );
}
