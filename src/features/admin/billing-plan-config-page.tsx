// Plan Configuration (/admin/billing/plan-config, owner only): the plan catalogue in force
// (src/domain/plans.ts) and what each plan unlocks (src/domain/entitlements.ts).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/ui/page-header';
import { planPrice, planText } from '../../lib/plan-texts';
import { FEATURE_LABELS, RECORD_KIND_LABELS, sliceLabel } from './admin-labels';
import { entitlements } from '../../domain/entitlements';
import type { Features } from '../../domain/entitlements';
import { PLANS, SIGNUP_TRIAL_DAYS } from '../../domain/plans';
import type { Plan } from '../../domain/plans';
import { useAdminFormat } from '../../lib/admin-dates';
import { OverviewPanel, OwnerOnly } from './overview-ui';

/** What an active subscriber of the plan may use (the same function the app and rules follow). */
function unlocked(plan: Plan) {
  const now = new Date();
  return entitlements(
    { role: 'user', planId: plan.id, subscriptionStatus: 'active', trialEndsAt: null },
    {
      planId: plan.id,
      status: 'active',
      trialEndsAt: null,
      currentPeriodEnd: new Date(now.getTime() + 86_400_000),
      paymentFailedAt: null,
      accountLocked: false,
    },
    now,
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const e = unlocked(plan);
  const format = useAdminFormat();
  const { t } = useLingui();
  const price = planPrice(plan.price);
  const days = plan.trialDays;
  const features = (Object.keys(FEATURE_LABELS) as (keyof Features)[]).filter((f) => e.features[f]).map((f) => t(FEATURE_LABELS[f]));
  return (
    <OverviewPanel title={sliceLabel(plan.name)}>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-fg-muted">
          <Trans>Price</Trans>
        </dt>
        <dd className="font-medium text-fg">{plan.price === null ? t`By quote` : t`${price} / month`}</dd>
        <dt className="text-fg-muted">
          <Trans>Trial at checkout</Trans>
        </dt>
        <dd className="font-medium text-fg">
          {days > 0 ? t`${plural(days, { one: '# day', other: '# days' })}` : t({ message: 'None', context: 'no trial' })}
        </dd>
        <dt className="text-fg-muted">
          <Trans>Client cap</Trans>
        </dt>
        <dd className="font-medium text-fg">{e.clientCap === null ? t`Unlimited` : format.number(e.clientCap)}</dd>
        <dt className="text-fg-muted">
          <Trans context="data import">Import</Trans>
        </dt>
        <dd className="font-medium text-fg">{e.importKinds.map((k) => t(RECORD_KIND_LABELS[k])).join(', ')}</dd>
        <dt className="text-fg-muted">
          <Trans>Unlocks</Trans>
        </dt>
        <dd className="font-medium text-fg">{features.join(', ') || t`Core CRM only`}</dd>
      </dl>
      <h3 className="mt-4 text-sm font-medium text-fg">
        <Trans>Listed features</Trans>
      </h3>
      <ul className="mt-1 list-inside list-disc text-sm text-slate-700 dark:text-slate-300">
        {plan.features.map((f) => (
          <li key={f}>{planText(f)}</li>
        ))}
      </ul>
    </OverviewPanel>
  );
}

export function PlanConfigPage() {
  const { t } = useLingui();
  const trialDays = SIGNUP_TRIAL_DAYS;
  return (
    <OwnerOnly>
      <PageHeader title={t`Plan Configuration`} subtitle={t`The plan catalogue in force`} />
      <p className="mb-6 text-fg-muted">
        <Trans>
          Every new account starts with a {trialDays}-day Basic trial. Admins and owners have every feature and no client cap. Prices are charged through the
          payment provider&apos;s price ids (see Payment Settings); changing the catalogue is a code change, reviewed and deployed, so the app, the rules and
          the functions always agree.
        </Trans>
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        {PLANS.map((p) => (
          <PlanCard key={p.id} plan={p} />
        ))}
      </div>
    </OwnerOnly>
  );
}
