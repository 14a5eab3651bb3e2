import type { PlanId, Role, SubscriptionStatus } from '../../domain/types';
import { planLabel, valueLabel } from './admin-labels';

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';

const ROLE_CLASSES: Record<Exclude<Role, 'user'>, string> = {
  owner: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
  admin: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

/** Owner and admin badges (users get none). */
export function RoleBadge({ role }: { role: Role }) {
  if (role === 'user') return <span className="text-fg-subtle">{valueLabel(role)}</span>;
  return <span className={`${pill} ${ROLE_CLASSES[role]}`}>{valueLabel(role)}</span>;
}

const STATUS_CLASSES: Record<SubscriptionStatus, string> = {
  active: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  trial: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  cancelled: 'bg-slate-200 text-fg-body dark:bg-slate-800',
  suspended: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  return <span className={`${pill} ${STATUS_CLASSES[status]}`}>{valueLabel(status)}</span>;
}

export function PlanLabel({ planId }: { planId: PlanId }) {
  return <span className="font-medium text-fg-soft">{planLabel(planId)}</span>;
}
