import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Entitlements } from '../../domain/entitlements';
import { useFormat } from '../../lib/use-format';
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
    <div
      role={role}
      data-subscription-banner=""
      className={`flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2 text-sm md:px-8 ${tones[tone]}`}
    >
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
          {e.role === 'owner' ? (
            <Trans>
              <strong>Owner Access</strong> — full ownership of the system and every feature.
            </Trans>
          ) : (
            <Trans>
              <strong>Admin Access</strong> — administrative privileges and unlimited feature access.
            </Trans>
          )}
        </p>
      </Bar>
    );
  }
  if (e.suspended) {
    return (
      <Bar tone="danger" role="alert">
        <p>
          <Trans>
            <strong>Account suspended.</strong> Your last payment failed more than 3 days ago, so your data is read-only until you update your payment method.
          </Trans>
        </p>
        <Link to={paths.plans} className={action}>
          <Trans>Update Payment</Trans>
        </Link>
      </Bar>
    );
  }
  if (e.paymentFailing) {
    const graceEnd = dateText(e.graceEndsAt);
    return (
      <Bar tone="warning" role="alert">
        <p>
          <strong>
            <Trans>Your last payment failed. Update your payment method within 3 days to keep your account.</Trans>
          </strong>
          {e.graceEndsAt && (
            <>
              {' '}
              <Trans>(by {graceEnd})</Trans>
            </>
          )}
        </p>
        <Link to={paths.plans} className={action}>
          <Trans>Update Payment</Trans>
        </Link>
      </Bar>
    );
  }
  if (e.status === 'trial') {
    if (e.expired) {
      return (
        <Bar tone="danger">
          <p>
            <Trans>
              <strong>Your free trial has expired.</strong> Upgrade to keep using your CRM.
            </Trans>
          </p>
          <Link to={paths.plans} className={action}>
            <Trans>Upgrade Now</Trans>
          </Link>
        </Bar>
      );
    }
    const daysLeft = e.trialDaysLeft;
    return (
      <Bar tone="warning">
        <p>
          <strong>
            <Trans>Free trial:</Trans>
          </strong>{' '}
          <Plural value={daysLeft} one="# day left" other="# days left" />
        </p>
        <Link to={paths.plans} className={action}>
          <Trans>Upgrade</Trans>
        </Link>
      </Bar>
    );
  }
  const plan = getPlan(e.planId).name;
  if (e.status === 'cancelled') {
    const accessEnd = dateText(e.accessEndsAt);
    return (
      <Bar tone="info">
        <p>
          <Trans>
            <strong>{plan} plan cancelled.</strong> You keep access until {accessEnd}.
          </Trans>
        </p>
        <Link to={paths.plans} className={action}>
          <Trans>Renew</Trans>
        </Link>
      </Bar>
    );
  }
  return (
    <Bar tone="success">
      <p>
        <Trans>
          <strong>{plan} plan</strong> — active
        </Trans>
      </p>
    </Bar>
  );
}
