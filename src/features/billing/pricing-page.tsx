// The public pricing page (/pricing): Basic and Pro, the FAQ, links (seed 001 section 2).
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { getPlan } from '../../domain/plans';
import { PAYMENT_GRACE_DAYS } from '../../domain/entitlements';
import { Button, buttonClasses } from '../../components/ui/button';
import { PlanCard, ToastView, billingCard, useCheckout, useRedirectWithAccess } from './billing-shared';

export const FAQ: readonly { q: string; a: string }[] = [
  {
    q: 'Do I need a credit card for the free trial?',
    a: 'No credit card is required during the trial. Start a free trial and upgrade when you are ready.',
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel anytime from your plan page; you keep access until the end of the period you paid for.',
  },
  {
    q: 'What happens if a payment fails?',
    a: `You have ${PAYMENT_GRACE_DAYS} days to update your payment method. After ${PAYMENT_GRACE_DAYS} days without a successful payment the account is suspended until the payment goes through.`,
  },
  {
    q: 'Can I switch from Basic to Pro?',
    a: 'Yes. Upgrading to Pro takes effect at once.',
  },
  {
    q: 'Do you offer custom plans?',
    a: 'Yes. Contact our sales team for an Enterprise quote; we answer within 24 hours.',
  },
];

export function PricingPage() {
  const redirect = useRedirectWithAccess();
  const { status } = useSession();
  const checkout = useCheckout();
  if (redirect) return redirect;
  const basic = getPlan('basic');
  const pro = getPlan('pro');
  const signedIn = status === 'signed-in';

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-12">
      <title>Pricing · SmallBiz CRM</title>
      <h1 className="text-center text-3xl font-bold text-slate-900 dark:text-slate-100">Simple, transparent pricing</h1>
      <p className="mt-2 text-center text-slate-600 dark:text-slate-300">
        Start with a free trial. No credit card required. Cancel anytime.
      </p>
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        {[basic, pro].map((plan) => (
          <PlanCard key={plan.id} plan={plan}>
            <Button
              onClick={() => void checkout.start(plan.id === 'pro' ? 'pro' : 'basic')}
              disabled={checkout.busyPlan !== null}
              variant={plan.popular ? 'primary' : 'secondary'}
            >
              {checkout.busyPlan === plan.id ? 'Redirecting...' : `Upgrade to ${plan.name}`}
            </Button>
            {!signedIn && (
              <Link to={plan.id === 'pro' ? paths.pricingPro : paths.pricingBasic} className={buttonClasses('ghost')}>
                Start {plan.trialDays}-Day Free Trial
              </Link>
            )}
          </PlanCard>
        ))}
      </div>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        Need more? <Link to={paths.contact} className="font-medium text-primary-700 underline dark:text-primary-300">Contact sales</Link> for an
        Enterprise quote.{' '}
        {!signedIn && (
          <>
            New here? <Link to={paths.signup} className="font-medium text-primary-700 underline dark:text-primary-300">Create an account</Link>.
          </>
        )}
      </p>
      <section aria-labelledby="faq" className={`${billingCard} mt-12`}>
        <h2 id="faq" className="text-2xl font-semibold text-slate-900 dark:text-slate-100">
          Frequently asked questions
        </h2>
        <dl className="mt-4 space-y-4">
          {FAQ.map((item) => (
            <div key={item.q}>
              <dt className="font-medium text-slate-900 dark:text-slate-100">{item.q}</dt>
              <dd className="mt-1 text-sm text-slate-600 dark:text-slate-300">{item.a}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ToastView toast={checkout.toast} onClose={checkout.closeToast} />
    </main>
  );
}
