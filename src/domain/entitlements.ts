// One pure decision of what an account may do (docs/product/roles-and-limits.md#entitlements). The UI uses it; firestore.rules
// implement the same table; entitlements-cases.ts holds the shared cases that test both.

import { canManageAccount, canOwnAccount, canWriteRecords } from './accounts';
import type { AccountRole } from './accounts';
import { DAY_MS } from './dates';
import type { PlanId, RecordKind, Role, SubscriptionDoc, SubscriptionStatus, UserDoc } from './types';

/** After the trial end, access continues this many days before the trial counts as expired. */
export const TRIAL_GRACE_DAYS = 1;
/** After a failed payment, writes continue this many days before the account is suspended. */
export const PAYMENT_GRACE_DAYS = 3;
/** Client cap of the basic plan (pro, custom and staff are unlimited). */
export const BASIC_CLIENT_CAP = 100;

export const IMPORT_KINDS = ['clients', 'employees', 'salaries', 'revenues', 'expenses', 'deals'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/** Every plan has deals (docs/product/deals.md), so every plan imports them. */
export const BASIC_IMPORT_KINDS = ['clients', 'revenues', 'deals'] as const satisfies readonly ImportKind[];

export type EntitlementUser = Pick<UserDoc, 'role' | 'planId' | 'subscriptionStatus' | 'trialEndsAt'>;
export type EntitlementSubscription = Pick<SubscriptionDoc, 'planId' | 'status' | 'trialEndsAt' | 'currentPeriodEnd' | 'paymentFailedAt' | 'accountLocked'>;

export type Features = { team: boolean; salaries: boolean; expenses: boolean; advancedReporting: boolean };
export type FeatureName = keyof Features;

export type Entitlements = {
  role: Role;
  planId: PlanId;
  status: SubscriptionStatus;
  isStaff: boolean; // admin or owner
  canUseApp: boolean; // may open the signed-in app and read own data
  canWrite: boolean; // canUseApp && !suspended
  expired: boolean; // trial ended (end + 1 day passed), or cancelled and paid period over
  trialDaysLeft: number; // status trial only: ceil((trialEndsAt - now)/day), never below 0; else 0
  trialEndsAt: Date | null;
  suspended: boolean; // status 'suspended', or accountLocked, or paymentFailedAt more than 3 days ago
  paymentFailing: boolean; // payment failed within the 3-day grace (banner), not yet suspended
  graceEndsAt: Date | null; // paymentFailedAt + 3 days
  accessEndsAt: Date | null; // cancelled: currentPeriodEnd
  features: Features; // pro, custom, admin, owner
  clientCap: number | null; // basic 100; pro, custom, staff: null (unlimited)
  importKinds: readonly ImportKind[]; // basic: clients, revenues, deals; else all six
  /** The person's role in the account (docs/product/accounts.md); a viewer's canWrite is false. */
  accountRole: AccountRole;
  /** A viewer: records are read-only because of the role, not the subscription. */
  viewerOnly: boolean;
  canManage: boolean; // owner or manager: members, categories, import and undo, export, backup
  canOwn: boolean; // owner: billing, delete or hand over the account
};

const ALL_FEATURES: Features = { team: true, salaries: true, expenses: true, advancedReporting: true };
const NO_FEATURES: Features = { team: false, salaries: false, expenses: false, advancedReporting: false };

export function isStaffRole(role: Role): boolean {
  return role === 'admin' || role === 'owner';
}

/**
 * What `user` may do at `now`. `subscription` is subscriptions/{uid}; when it is missing the
 * user document's plan, status and trial end stand in, with no payment failure or lock.
 */
export function entitlements(user: EntitlementUser, subscription: EntitlementSubscription | null, now: Date, accountRole: AccountRole = 'owner'): Entitlements {
  const decided = subscriptionEntitlements(user, subscription, now);
  return {
    ...decided,
    canWrite: decided.canWrite && canWriteRecords(accountRole),
    accountRole,
    viewerOnly: !canWriteRecords(accountRole),
    canManage: canManageAccount(accountRole),
    canOwn: canOwnAccount(accountRole),
  };
}

type SubscriptionEntitlements = Omit<Entitlements, 'accountRole' | 'viewerOnly' | 'canManage' | 'canOwn'>;

function subscriptionEntitlements(user: EntitlementUser, subscription: EntitlementSubscription | null, now: Date): SubscriptionEntitlements {
  const sub: EntitlementSubscription = subscription ?? {
    planId: user.planId,
    status: user.subscriptionStatus,
    trialEndsAt: user.trialEndsAt,
    currentPeriodEnd: null,
    paymentFailedAt: null,
    accountLocked: false,
  };
  const t = now.getTime();
  const isStaff = isStaffRole(user.role);
  const base = { role: user.role, planId: sub.planId, status: sub.status, isStaff, trialEndsAt: sub.trialEndsAt };

  if (isStaff) {
    return {
      ...base,
      canUseApp: true,
      canWrite: true,
      expired: false,
      trialDaysLeft: 0,
      suspended: false,
      paymentFailing: false,
      graceEndsAt: null,
      accessEndsAt: null,
      features: { ...ALL_FEATURES },
      clientCap: null,
      importKinds: IMPORT_KINDS,
    };
  }

  const graceEndsAt = sub.paymentFailedAt ? new Date(sub.paymentFailedAt.getTime() + PAYMENT_GRACE_DAYS * DAY_MS) : null;
  const paymentGraceOver = graceEndsAt !== null && t > graceEndsAt.getTime();
  const suspended = sub.status === 'suspended' || sub.accountLocked || paymentGraceOver;
  const paymentFailing = graceEndsAt !== null && !suspended;

  let expired = false;
  let trialDaysLeft = 0;
  if (sub.status === 'trial') {
    const end = sub.trialEndsAt;
    expired = end === null || t >= end.getTime() + TRIAL_GRACE_DAYS * DAY_MS;
    trialDaysLeft = end === null ? 0 : Math.max(0, Math.ceil((end.getTime() - t) / DAY_MS));
  } else if (sub.status === 'cancelled') {
    expired = sub.currentPeriodEnd === null || t >= sub.currentPeriodEnd.getTime();
  }

  const paidFeatures = sub.planId === 'pro' || sub.planId === 'custom';
  const canUseApp = !expired;
  return {
    ...base,
    canUseApp,
    canWrite: canUseApp && !suspended,
    expired,
    trialDaysLeft,
    suspended,
    paymentFailing,
    graceEndsAt,
    accessEndsAt: sub.status === 'cancelled' ? sub.currentPeriodEnd : null,
    features: paidFeatures ? { ...ALL_FEATURES } : { ...NO_FEATURES },
    clientCap: sub.planId === 'basic' ? BASIC_CLIENT_CAP : null,
    importKinds: sub.planId === 'basic' ? BASIC_IMPORT_KINDS : IMPORT_KINDS,
  };
}

/** The record kinds only Pro and Custom (and staff) write; the rules' isProKind says the same. */
export const PRO_RECORD_KINDS: readonly RecordKind[] = ['employees', 'tasks', 'salaries', 'expenses'];

/** Whether `e` may write (add, change or delete) a record of `kind`; the client cap aside. */
export function mayWriteKind(e: Pick<Entitlements, 'canWrite' | 'features'>, kind: RecordKind): boolean {
  return e.canWrite && (e.features.team || !PRO_RECORD_KINDS.includes(kind));
}

/** True when another client may be added under the cap (`count` = clients already stored). */
export function canAddClient(e: Pick<Entitlements, 'canWrite' | 'clientCap'>, count: number): boolean {
  return e.canWrite && (e.clientCap === null || count < e.clientCap);
}
