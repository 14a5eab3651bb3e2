// The admin area's names of values stored in English (activity types, record kinds, plan slices,
// features): label maps of message descriptors, read in the viewer's language at display time.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActivityType } from '../../domain/activity';
import type { Features } from '../../domain/entitlements';
import type { PlanId, RecordKind } from '../../domain/types';
import { knownValueLabel } from '../../components/ui/value-labels';
import { i18n } from '../../lib/i18n';

/** Every activity type as the full log names it. */
const ACTIVITY_LABELS: Record<ActivityType, MessageDescriptor> = {
  USER_REGISTERED: msg`User registered`,
  LOGIN: msg({ message: 'Login', context: 'activity type' }),
  LOGOUT: msg({ message: 'Logout', context: 'activity type' }),
  ADMIN_PROMOTED: msg`Admin promoted`,
  ADMIN_REMOVED: msg`Admin removed`,
  SUBSCRIPTION_UPGRADED: msg`Subscription upgraded`,
  PAYMENT_PROCESSED: msg`Payment processed`,
  DATA_EXPORTED: msg`Data exported`,
  PROFILE_UPDATED: msg`Profile updated`,
  PASSWORD_CHANGED: msg`Password changed`,
  SETTINGS_UPDATED: msg`Settings updated`,
  EMAIL_CHANGED: msg`Email changed`,
  SESSIONS_REVOKED: msg`Sessions revoked`,
  USER_EDITED: msg`User edited`,
  USER_DELETED: msg`User deleted`,
  ACCOUNT_DELETED: msg`Account deleted`,
  ROLE_CHANGED: msg`Role changed`,
  SUBSCRIPTION_OVERRIDDEN: msg`Subscription overridden`,
  PAYMENT_FAILED: msg`Payment failed`,
  ACCOUNT_SUSPENDED: msg`Account suspended`,
  WEBHOOK_FAILED: msg`Webhook failed`,
  API_KEY_CREATED: msg`API key created`,
  API_KEY_UPDATED: msg`API key updated`,
  API_KEY_DELETED: msg`API key deleted`,
  BACKUP_COMPLETED: msg`Backup completed`,
  BACKUP_FAILED: msg`Backup failed`,
  LIFECYCLE_RUN: msg`Subscription lifecycle ran`,
};

/** The admin panel's friendlier names of the original events (the rest as the full log names them). */
const RECENT_LABELS: Partial<Record<ActivityType, MessageDescriptor>> = {
  USER_REGISTERED: msg`New user registered`,
  LOGIN: msg`Signed in`,
  LOGOUT: msg`Signed out`,
  ADMIN_PROMOTED: msg`Admin added`,
};

/** "SUBSCRIPTION_UPGRADED" -> "Subscription upgraded" (a type this build does not know stays in words). */
function inWords(type: string): string {
  const words = type.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of an activity type in the viewer's language. */
export function activityLabel(type: string): string {
  const d = Object.hasOwn(ACTIVITY_LABELS, type) ? ACTIVITY_LABELS[type as ActivityType] : undefined;
  return d ? i18n._(d) : inWords(type);
}

/** The admin panel's name of an activity type. */
export function recentActivityLabel(type: string): string {
  const d = Object.hasOwn(RECENT_LABELS, type) ? RECENT_LABELS[type as ActivityType] : undefined;
  return d ? i18n._(d) : activityLabel(type);
}

export const RECORD_KIND_LABELS: Record<RecordKind, MessageDescriptor> = {
  clients: msg`Clients`,
  employees: msg`Employees`,
  tasks: msg`Tasks`,
  salaries: msg`Salaries`,
  revenues: msg`Revenues`,
  expenses: msg`Expenses`,
};

export const FEATURE_LABELS: Record<keyof Features, MessageDescriptor> = {
  team: msg`Team and tasks`,
  salaries: msg`Salaries`,
  expenses: msg`Expenses`,
  advancedReporting: msg`Advanced reporting`,
};

const PLAN_LABELS: Record<PlanId, MessageDescriptor> = {
  basic: msg({ message: 'Basic', context: 'plan name' }),
  pro: msg({ message: 'Pro', context: 'plan name' }),
  custom: msg({ message: 'Custom', context: 'plan name' }),
};

/** A plan id's name ('Basic', 'Pro', 'Custom'). */
export function planLabel(planId: PlanId): string {
  return i18n._(PLAN_LABELS[planId]);
}

/** The analytics slices and rows: roles, plans and the custom plan shown as 'Enterprise'. */
export const ENTERPRISE = msg({ message: 'Enterprise', context: 'plan name' });

const SLICE_LABELS: Record<string, MessageDescriptor> = {
  Basic: PLAN_LABELS.basic,
  Pro: PLAN_LABELS.pro,
  Enterprise: ENTERPRISE,
};

export function sliceLabel(name: string): string {
  const d = Object.hasOwn(SLICE_LABELS, name) ? SLICE_LABELS[name] : undefined;
  return d ? i18n._(d) : (knownValueLabel(name.toLowerCase()) ?? name);
}

/** A stored role or subscription status in the viewer's language ('trial' -> 'Trial'). */
export function valueLabel(value: string): string {
  return knownValueLabel(value) ?? value;
}

/** '2026-11' as the viewer's language names the month ('Nov 2026' in English), else the domain's label. */
export function monthLabel(key: string, fallback: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  if (!m) return fallback;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15));
  return new Intl.DateTimeFormat(i18n.locale || undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(at);
}
