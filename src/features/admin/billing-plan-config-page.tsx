// Plan Configuration (/admin/billing/plan-config, owner only): the plan catalogue in force
// (src/domain/plans.ts) and what each plan unlocks (src/domain/entitlements.ts).
import { PageHeader } from '../../components/ui/page-header';
import { entitlements } from '../../domain/entitlements';
import type { Features } from '../../domain/entitlements';
import { PLANS, SIGNUP_TRIAL_DAYS, formatPrice } from '../../domain/plans';
import type { Plan } from '../../domain/plans';
import { useAdminFormat } from '../../lib/admin-dates';
import { OverviewPanel, OwnerOnly } from './overview-ui';

const FEATURE_NAMES: Record<keyof Features, string> = {
  team: 'Team and tasks',
  salaries: 'Salaries',
  expenses: 'Expenses',
  advancedReporting: 'Advanced reporting',
};

/** What an active subscriber of the plan may use (the same function the app and rules follow). */
function unlocked(plan: Plan) {
  const now = new Date();
  return entitlements(
    { role: 'user', planId: plan.id, subscriptionStatus: 'active', trialEndsAt: null },
    { planId: plan.id, status: 'active', trialEndsAt: null, currentPeriodEnd: new Date(now.getTime() + 86_400_000), paymentFailedAt: null, accountLocked: false },
    now,
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const e = unlocked(plan);
  const format = useAdminFormat();
  return (
    <OverviewPanel title={plan.name}>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-600 dark:text-slate-300">Price</dt>
        <dd className="font-medium text-slate-900 dark:text-slate-100">{plan.price === null ? 'By quote' : `${formatPrice(plan.price)} / month`}</dd>
        <dt className="text-slate-600 dark:text-slate-300">Trial at checkout</dt>
        <dd className="font-medium text-slate-900 dark:text-slate-100">{plan.trialDays > 0 ? `${plan.trialDays} days` : 'None'}</dd>
        <dt className="text-slate-600 dark:text-slate-300">Client cap</dt>
        <dd className="font-medium text-slate-900 dark:text-slate-100">{e.clientCap === null ? 'Unlimited' : format.number(e.clientCap)}</dd>
        <dt className="text-slate-600 dark:text-slate-300">Import</dt>
        <dd className="font-medium text-slate-900 dark:text-slate-100">{e.importKinds.join(', ')}</dd>
        <dt className="text-slate-600 dark:text-slate-300">Unlocks</dt>
        <dd className="font-medium text-slate-900 dark:text-slate-100">
          {(Object.keys(FEATURE_NAMES) as (keyof Features)[]).filter((f) => e.features[f]).map((f) => FEATURE_NAMES[f]).join(', ') || 'Core CRM only'}
        </dd>
      </dl>
      <h3 className="mt-4 text-sm font-medium text-slate-900 dark:text-slate-100">Listed features</h3>
      <ul className="mt-1 list-inside list-disc text-sm text-slate-700 dark:text-slate-300">
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </OverviewPanel>
  );
}

export function PlanConfigPage() {
  return (
    <OwnerOnly>
      <PageHeader title="Plan Configuration" subtitle="The plan catalogue in force" />
      <p className="mb-6 text-slate-600 dark:text-slate-300">
        Every new account starts with a {SIGNUP_TRIAL_DAYS}-day Basic trial. Admins and owners have every feature and no client cap. Prices are
        charged through the payment provider&apos;s price ids (see Payment Settings); changing the catalogue is a code change, reviewed and
        deployed, so the app, the rules and the functions always agree.
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        {PLANS.map((p) => (
          <PlanCard key={p.id} plan={p} />
        ))}
      </div>
    </OwnerOnly>
  );
}
