// The plan catalogue (docs/product/roles-and-limits.md#plans; pro is unlimited).

import { PLAN_IDS } from './types';
import type { PlanId } from './types';

export type Plan = {
  id: PlanId;
  name: string;
  /** Dollars per interval; null means priced by quote (Enterprise). */
  price: number | null;
  interval: 'month';
  /** Free-trial length offered at checkout; 0 for none. */
  trialDays: number;
  /** Client cap; null means unlimited. */
  clientLimit: number | null;
  popular: boolean;
  description: string;
  features: readonly string[];
};

/** Trial given to every new sign-up. */
export const SIGNUP_TRIAL_DAYS = 7;
/** Length of one paid period after a confirmed payment. */
export const PAID_PERIOD_DAYS = 30;
/** Period given to owners and admins. */
export const STAFF_PERIOD_DAYS = 365;

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 29,
    interval: 'month',
    trialDays: 7,
    clientLimit: 100,
    popular: false,
    description: 'Everything a small business needs to track clients and revenue.',
    features: ['Essential CRM features', 'Client tracking', 'Revenue monitoring', 'Basic reporting', 'Email support'],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 79,
    interval: 'month',
    trialDays: 30,
    clientLimit: null,
    popular: true,
    description: 'The whole toolkit for growing teams: payroll, expenses and team work.',
    features: [
      'Unlimited clients',
      'Revenue and salary tracking',
      'Automated workflows',
      'Exclusive admin tools',
      'Team collaboration',
      'Advanced reporting',
      'Priority support',
    ],
  },
  {
    id: 'custom',
    name: 'Enterprise',
    price: null,
    interval: 'month',
    trialDays: 0,
    clientLimit: null,
    popular: false,
    description: 'A plan shaped around your organisation, priced by quote.',
    features: ['Everything in Pro', 'Unlimited clients and storage', 'Custom quote for your business'],
  },
];

export function isPlanId(v: unknown): v is PlanId {
  return typeof v === 'string' && (PLAN_IDS as readonly string[]).includes(v);
}

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan: ${String(id)}`);
  return plan;
}

/** '$29' (cents only when needed: '$29.50'); 'Custom' for a price by quote. */
export function formatPrice(price: number | null): string {
  if (price === null) return 'Custom';
  const whole = Number.isInteger(price);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(price);
}
