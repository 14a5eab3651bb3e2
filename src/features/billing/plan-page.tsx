// /pricing/basic and /pricing/pro (docs/product/billing.md#plan-pages).
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { PLANS } from '../../domain/plans';
import type { Plan } from '../../domain/plans';
import { Button } from '../../components/ui/button';
import { PaymentMethods, PlanCard, billingCard, useRedirectWithAccess } from './billing-shared';

/** The plan's page; 'Plan Not Found' when the catalogue lacks it. */
export function PlanPage({ planId, catalogue = PLANS }: { planId: string; catalogue?: readonly Plan[] }) {
  const redirect = useRedirectWithAccess();
  const navigate = useNavigate();
  const { t } = useLingui();
  if (redirect) return redirect;
  const plan = catalogue.find((p) => p.id === planId);
  if (!plan) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
        <title>{t`Plan Not Found · SmallBiz CRM`}</title>
        <div className={billingCard}>
          <h1 className="text-2xl font-semibold text-fg">
            <Trans>Plan Not Found</Trans>
          </h1>
          <p className="mt-2 text-fg-muted">
            <Trans>This plan is not available right now.</Trans>
          </p>
          <Button className="mt-6" onClick={() => navigate(paths.pricing)}>
            <Trans>Back to Pricing</Trans>
          </Button>
        </div>
      </main>
    );
  }
  const planName = plan.name;
  const trialDays = plan.trialDays;
  const title = t`${planName} Plan - Start Your Free Trial`;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <title>{t`${title} · SmallBiz CRM`}</title>
      <h1 className="mb-8 text-center text-3xl font-bold text-fg">{title}</h1>
      <PlanCard plan={plan}>
        <Button size="lg" onClick={() => navigate(paths.signup)}>
          <Trans>Start {trialDays}-Day Free Trial</Trans>
        </Button>
      </PlanCard>
      <PaymentMethods />
    </main>
  );
}

export function BasicPlanPage() {
  return <PlanPage planId="basic" />;
}

export function ProPlanPage() {
  return <PlanPage planId="pro" />;
}
