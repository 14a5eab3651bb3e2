// /payment and /pricing/payment: Basic and Pro, each starting a free trial (docs/product/billing.md#plan-pages).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { getPlan } from '../../domain/plans';
import { buttonClasses } from '../../components/ui/button';
import { PaymentMethods, PlanCard, useRedirectWithAccess } from './billing-shared';

export function PaymentPage() {
  const redirect = useRedirectWithAccess();
  const { t } = useLingui();
  if (redirect) return redirect;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-12">
      <title>{t`Choose your plan · SmallBiz CRM`}</title>
      <h1 className="text-center text-3xl font-bold text-fg">
        <Trans>Choose your plan</Trans>
      </h1>
      <p className="mt-2 text-center text-fg-muted">
        <Trans>Start free. No credit card required during the trial.</Trans>
      </p>
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        {(['basic', 'pro'] as const).map((id) => (
          <PlanCard key={id} plan={getPlan(id)}>
            <Link to={paths.signup} className={buttonClasses(id === 'pro' ? 'primary' : 'secondary')}>
              <Trans>Start Free Trial</Trans>
            </Link>
          </PlanCard>
        ))}
      </div>
      <PaymentMethods />
    </main>
  );
}
