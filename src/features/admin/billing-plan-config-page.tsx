// Plan Configuration (/admin/billing/plan-config, owner only): the plan catalogue in force
// (src/domain/plans.ts), what each plan unlocks (src/domain/entitlements.ts), and the seats of
// each plan (src/domain/seats.ts), which the owner changes here (savePlanSeats).
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import type { PlanSeatsInfo } from '../../data/contract-admin-overview';
import { PLAN_SEATS_RANGE, validatePlanSeats } from '../../domain/seats';
import type { PlanSeats } from '../../domain/seats';
import type { PlanId } from '../../domain/types';
import { useSession } from '../../lib/session';
import { useStepUp } from './admins-step-up';
import { overviewErrorText } from './overview-format';
import { planPrice, planText } from '../../lib/plan-texts';
import { FEATURE_LABELS, RECORD_KIND_LABELS, sliceLabel } from './admin-labels';
import { entitlements } from '../../domain/entitlements';
import type { Features } from '../../domain/entitlements';
import { PLANS, SIGNUP_TRIAL_DAYS } from '../../domain/plans';
import type { Plan } from '../../domain/plans';
import { useAdminFormat } from '../../lib/admin-dates';
import { OverviewLoading, OverviewPanel, OwnerOnly } from './overview-ui';

const SEATS_MESSAGE_MS = 5000;
export const PLAN_SEATS_SAVED = msg`Seats per plan saved successfully!`;
const SEATS_WHOLE_NUMBER = msg`Enter a whole number from 1 to 10000.`;
const SEATS_WHOLE_NUMBER_OR_EMPTY = msg`Enter a whole number from 1 to 10000, or leave it empty for unlimited.`;
const SEAT_FIELDS: { id: PlanId; label: MessageDescriptor }[] = [
  { id: 'basic', label: msg`Basic seats` },
  { id: 'pro', label: msg`Pro seats` },
  { id: 'custom', label: msg`Enterprise seats` },
];

type SeatForm = Record<PlanId, string>;
const toSeatForm = (s: PlanSeats): SeatForm => ({
  basic: s.basic === null ? '' : String(s.basic),
  pro: s.pro === null ? '' : String(s.pro),
  custom: s.custom === null ? '' : String(s.custom),
});
/** The typed seats as the callable takes them: a whole number, NaN for anything else, null for an empty Enterprise. */
const fromSeatForm = (f: SeatForm): Record<PlanId, number | null> => {
  const n = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
  return { basic: n(f.basic), pro: n(f.pro), custom: f.custom.trim() === '' ? null : n(f.custom) };
};

/** The seats of each plan, with the Global cap, and the owner's form to change them. */
function SeatsPanel() {
  const { t } = useLingui();
  const { backend } = useSession();
  const format = useAdminFormat();
  const [info, setInfo] = useState<PlanSeatsInfo | null>(null);
  const [form, setForm] = useState<SeatForm | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PlanId, string>>>({});
  const [loadError, setLoadError] = useState<{ error: unknown } | null>(null);
  const [saving, setSaving] = useState(false);
  const [flash, setFlash] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const stepUp = useStepUp();

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), SEATS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  useEffect(() => {
    let stopped = false;
    backend!.adminOverview.getPlanSeats().then(
      (value) => {
        if (stopped) return;
        setInfo(value);
        setForm(toSeatForm(value.planSeats));
      },
      (e: unknown) => !stopped && setLoadError({ error: e }),
    );
    return () => {
      stopped = true;
    };
  }, [backend]);

  const title = t`Seats per plan`;
  if (loadError) {
    return (
      <OverviewPanel title={title}>
        <Alert tone="error">{overviewErrorText(loadError.error, t`Failed to load the seats of each plan.`)}</Alert>
      </OverviewPanel>
    );
  }
  if (!info || !form) {
    return (
      <OverviewPanel title={title}>
        <OverviewLoading />
      </OverviewPanel>
    );
  }

  const { min, max } = PLAN_SEATS_RANGE;
  const maxText = format.number(info.maxUsersPerAccount);
  const dirty = JSON.stringify(form) !== JSON.stringify(toSeatForm(info.planSeats));
  const effective = (id: PlanId) => {
    const seats = info.seats[id];
    const own = info.planSeats[id];
    if (seats === null) return t`An account on this plan has unlimited seats.`;
    const n = format.number(seats);
    return own === null || own > seats
      ? t`An account on this plan has ${n} seats: capped by Max users per account.`
      : t`An account on this plan has ${n} seats.`;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const seats = fromSeatForm(form);
    const checked = validatePlanSeats(seats);
    if (!checked.ok) {
      const next: Partial<Record<PlanId, string>> = {};
      for (const id of Object.keys(checked.errors) as PlanId[]) next[id] = t(id === 'custom' ? SEATS_WHOLE_NUMBER_OR_EMPTY : SEATS_WHOLE_NUMBER);
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (!(await stepUp.before())) return;
      const saved = await backend!.adminOverview.savePlanSeats(checked.value);
      setInfo(saved);
      setForm(toSeatForm(saved.planSeats));
      setFlash({ tone: 'success', text: t(PLAN_SEATS_SAVED) });
    } catch (e) {
      // A sign-in older than 15 minutes: the password field shows, the next Save signs in again first.
      stepUp.after(e);
      setFlash({ tone: 'error', text: overviewErrorText(e, t`Failed to save settings. Please try again.`) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <OverviewPanel title={title}>
      <p className="mb-4 text-sm text-fg-muted">
        <Trans>
          Owners, managers and members each take a seat; viewers are free. No account has more than Max users per account ({maxText}, in Global Settings),
          whatever its plan.
        </Trans>
      </p>
      {flash && (
        <Alert tone={flash.tone} className="mb-4">
          {flash.text}
        </Alert>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          {SEAT_FIELDS.map(({ id, label }) => (
            <div key={id}>
              <TextField
                label={t(label)}
                inputMode="numeric"
                value={form[id]}
                placeholder={id === 'custom' ? t`Unlimited` : undefined}
                disabled={saving}
                error={errors[id] ?? null}
                onChange={(e) => setForm({ ...form, [id]: e.target.value })}
                hint={`${id === 'custom' ? t`${min} to ${max}; empty for unlimited.` : t`${min} to ${max}.`} ${effective(id)}`}
              />
            </div>
          ))}
        </div>
        {stepUp.field}
        <div className="flex justify-end">
          <Button type="submit" disabled={saving || (!dirty && !stepUp.asking)}>
            {saving ? t`Saving...` : t`Save seats`}
          </Button>
        </div>
      </form>
    </OverviewPanel>
  );
}

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
        <dd className="font-medium text-fg">{e.importKinds.map((k) => (k === 'deals' ? t`Deals` : t(RECORD_KIND_LABELS[k]))).join(', ')}</dd>
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
      <div className="mt-6">
        <SeatsPanel />
      </div>
    </OwnerOnly>
  );
}
