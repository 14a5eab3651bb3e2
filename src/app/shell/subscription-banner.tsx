import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Entitlements } from '../../domain/entitlements';
import { useFormat } from '../../lib/format';
import { getPlan } from '../../domain/plans';
import { paths } from '../../lib/paths';

const tones = {
  info: 'border-primary-200 bg-primary-50 text-primary-900 dark:border-primary-900 dark:bg-primary-950 dark:text-primary-100',
  success: 'border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100',
  warning: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  danger: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
} as const;

const action =
  'shrink-0 rounded-ui bg-primary-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:bg-primary-500 dark:text-slate-950 dark:hover:bg-primary-400';

function Bar({ tone, children, role = 'status' }: { tone: keyof typeof tones; children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <div role={role} data-subscription-banner="" className={`flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2 text-sm md:px-8 ${tones[tone]}`}>
      {children}
    </div>
  );
}

/**
 * The subscription banner above every signed-in page: owner/admin access, active plan, trial
 * expired (Upgrade Now), trial active with days left (Upgrade); a payment that failed recently
 * or an account suspended for it take precedence over the plan line.
 */
export function SubscriptionBanner({ entitlements }: { entitlements: Entitlements | null }) {
  const format = useFormat();
  if (!entitlements) return null;
  const dateText = (d: Date | null) => (d ? format.day(d) : '');
  const e = entitlements;

  if (e.isStaff) {
    return (
      <Bar tone="info">
        <p>
          <strong>{e.role === 'owner' ? 'Owner Access' : 'Admin Access'}</strong>
          {e.role === 'owner' ? ' — full ownership of the system and every feature.' : ' — administrative privileges and unlimited feature access.'}
        </p>
      </Bar>
    );
  }
  if (e.suspended) {
    return (
      <Bar tone="danger" role="alert">
        <p>
          <strong>Account suspended.</strong> Your last payment failed more than 3 days ago, so your data is read-only until
          you update your payment method.
        </p>
        <Link to={paths.plans} className={action}>
          Update Payment
        </Link>
      </Bar>
    );
  }
  if (e.paymentFailing) {
    return (
      <Bar tone="warning" role="alert">
        <p>
          <strong>Your last payment failed. Update your payment method within 3 days to keep your account.</strong>
          {e.graceEndsAt && ` (by ${dateText(e.graceEndsAt)})`}
        </p>
        <Link to={paths.plans} className={action}>
          Update Payment
        </Link>
      </Bar>
    );
  }
  if (e.status === 'trial') {
    if (e.expired) {
      return (
        <Bar tone="danger">
          <p>
            <strong>Your free trial has expired.</strong> Upgrade to keep using your CRM.
          </p>
          <Link to={paths.plans} className={action}>
            Upgrade Now
          </Link>
        </Bar>
      );
    }
    return (
      <Bar tone="warning">
        <p>
          <strong>Free trial:</strong> {e.trialDaysLeft} day{e.trialDaysLeft === 1 ? '' : 's'} left
        </p>
        <Link to={paths.plans} className={action}>
          Upgrade
        </Link>
      </Bar>
    );
  }
  const plan = getPlan(e.planId).name;
  if (e.status === 'cancelled') {
    return (
      <Bar tone="info">
        <p>
          <strong>{plan} plan cancelled.</strong> You keep access until {dateText(e.accessEndsAt)}.
        </p>
        <Link to={paths.plans} className={action}>
          Renew
        </Link>
      </Bar>
    );
  }
  return (
    <Bar tone="success">
      <p>
        <strong>{plan} plan</strong> — active
      </p>
    </Bar>
  );
}
