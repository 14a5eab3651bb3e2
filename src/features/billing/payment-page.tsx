// /payment and /pricing/payment: Basic and Pro, each starting a free trial (seed 001 section 2).
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { getPlan } from '../../domain/plans';
import { buttonClasses } from '../../components/ui/button';
import { PaymentMethods, PlanCard, useRedirectWithAccess } from './billing-shared';

export function PaymentPage() {
  const redirect = useRedirectWithAccess();
  if (redirect) return redirect;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-12">
      <title>Choose your plan · SmallBiz CRM</title>
      <h1 className="text-center text-3xl font-bold text-slate-900 dark:text-slate-100">Choose your plan</h1>
      <p className="mt-2 text-center text-slate-600 dark:text-slate-300">Start free. No credit card required during the trial.</p>
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        {(['basic', 'pro'] as const).map((id) => (
          <PlanCard key={id} plan={getPlan(id)}>
            <Link to={paths.signup} className={buttonClasses(id === 'pro' ? 'primary' : 'secondary')}>
              Start Free Trial
            </Link>
          </PlanCard>
        ))}
      </div>
      <PaymentMethods />
    </main>
  );
}
