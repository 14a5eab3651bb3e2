// Staff work on other users' accounts (docs/product/admin.md#user-management to #subscription-override; docs/product/architecture.md#privileged-work):
// the requests the admin pages send, checked here once for the forms and again in functions.
import { isIsoDate } from './dates';
import { cleanText } from './sanitize';
import { EMAIL_PATTERN } from './sanitize';
import { PLAN_IDS, ROLES, SUBSCRIPTION_STATUSES } from './types';
import type { IsoDate, PlanId, Role, SubscriptionStatus } from './types';

export const ADMIN_USER_MESSAGES = {
  noId: 'No user ID provided',
  noAccount: 'No account ID provided',
  accountNotFound: 'Account not found',
  notFound: 'User not found',
  loadFailed: 'Failed to load user data',
  displayNameRequired: 'Display name is required',
  ownerEditsOwners: 'Only owners can edit owner accounts',
  ownerAssignsOwner: 'Only owners can assign owner role',
  emailLocked: 'Email cannot be changed for security reasons',
  updated: 'User updated successfully!',
  updateFailed: 'Failed to update user. Please try again.',
  deleted: 'User deleted successfully!',
  deleteFailed: 'Failed to delete user. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this user? This action cannot be undone.',
  ownerOnlyDelete: 'Only owners can delete users',
  ownerNotDeletable: 'Owner accounts cannot be deleted',
  selfNotDeletable: 'You cannot delete your own account here',
  ownRole: 'You cannot change your own role',
  subscriptionUpdated: 'User subscription updated successfully!',
  subscriptionFailed: 'Failed to update user subscription. Please try again.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  emailTaken: 'This email address is already used by another account.',
  trialEndInvalid: 'Trial end must be a date (yyyy-mm-dd)',
  planInvalid: 'Choose a plan: basic, pro or custom',
  statusInvalid: 'Choose a status: active, trial, cancelled or suspended',
  roleInvalid: 'Choose a role: user, admin or owner',
  noUsers: 'No users found',
  noMatches: 'No users match your filters',
} as const;

/** How long the green and red banners of the admin pages stay (5 seconds). */
export const BANNER_MS = 5000;

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const uidOf = (v: unknown) => (typeof v === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(v) ? v : '');

export type EditUserRequest = { uid: string; displayName: string; role: Role };

export function parseEditUser(input: unknown): Parsed<EditUserRequest> {
  const d = obj(input);
  const errors: Record<string, string> = {};
  const uid = uidOf(d.uid);
  if (!uid) errors.uid = ADMIN_USER_MESSAGES.noId;
  const displayName = cleanText(d.displayName);
  if (!displayName) errors.displayName = ADMIN_USER_MESSAGES.displayNameRequired;
  const role = (ROLES as readonly unknown[]).includes(d.role) ? (d.role as Role) : null;
  if (!role) errors.role = ADMIN_USER_MESSAGES.roleInvalid;
  if (Object.keys(errors).length > 0 || !role) return { ok: false, errors };
  return { ok: true, value: { uid, displayName, role } };
}

/**
 * Why `caller` may not give `target` (currently `currentRole`) the role `nextRole`, or null.
 * Only owners edit owner accounts and assign the owner role.
 */
export function roleChangeProblem(caller: Role, currentRole: Role, nextRole: Role, self = false): string | null {
  if (caller !== 'owner' && currentRole === 'owner') return ADMIN_USER_MESSAGES.ownerEditsOwners;
  if (caller !== 'owner' && nextRole === 'owner') return ADMIN_USER_MESSAGES.ownerAssignsOwner;
  if (self && nextRole !== currentRole) return ADMIN_USER_MESSAGES.ownRole;
  return null;
}

/** The activity type of a role change: promotions to and removals from the admin role by name. */
export function roleChangeType(before: Role, after: Role): 'ADMIN_PROMOTED' | 'ADMIN_REMOVED' | 'ROLE_CHANGED' {
  if (before === 'user' && after === 'admin') return 'ADMIN_PROMOTED';
  if (before === 'admin' && after === 'user') return 'ADMIN_REMOVED';
  return 'ROLE_CHANGED';
}

/** Why `caller` (uid `callerUid`) may not delete `target`, or null. */
export function deleteProblem(caller: { uid: string; role: Role }, target: { uid: string; role: Role }): string | null {
  if (caller.role !== 'owner') return ADMIN_USER_MESSAGES.ownerOnlyDelete;
  if (target.role === 'owner') return ADMIN_USER_MESSAGES.ownerNotDeletable;
  if (target.uid === caller.uid) return ADMIN_USER_MESSAGES.selfNotDeletable;
  return null;
}

export type SubscriptionEditRequest = { uid: string; displayName: string; email: string; trialEndsAt: IsoDate | null };

function trialEnd(v: unknown, errors: Record<string, string>): IsoDate | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'string' && isIsoDate(v.trim())) return v.trim();
  errors.trialEndsAt = ADMIN_USER_MESSAGES.trialEndInvalid;
  return null;
}

export function parseSubscriptionEdit(input: unknown): Parsed<SubscriptionEditRequest> {
  const d = obj(input);
  const errors: Record<string, string> = {};
  const uid = uidOf(d.uid);
  if (!uid) errors.uid = ADMIN_USER_MESSAGES.noId;
  const displayName = cleanText(d.displayName);
  if (!displayName) errors.displayName = ADMIN_USER_MESSAGES.displayNameRequired;
  const email = cleanText(d.email).toLowerCase();
  if (!email) errors.email = ADMIN_USER_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email) || email.length > 320) errors.email = ADMIN_USER_MESSAGES.emailInvalid;
  const trialEndsAt = trialEnd(d.trialEndsAt, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { uid, displayName, email, trialEndsAt } };
}

/** An override of one account's subscription (the account's id; `uid` from an older app is the same id). */
export type SubscriptionOverrideRequest = { accountId: string; planId: PlanId; status: SubscriptionStatus; trialEndsAt: IsoDate | null };

export function parseSubscriptionOverride(input: unknown): Parsed<SubscriptionOverrideRequest> {
  const d = obj(input);
  const errors: Record<string, string> = {};
  const accountId = uidOf(d.accountId ?? d.uid);
  if (!accountId) errors.accountId = ADMIN_USER_MESSAGES.noAccount;
  const planId = (PLAN_IDS as readonly unknown[]).includes(d.planId) ? (d.planId as PlanId) : null;
  if (!planId) errors.planId = ADMIN_USER_MESSAGES.planInvalid;
  const status = (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(d.status) ? (d.status as SubscriptionStatus) : null;
  if (!status) errors.status = ADMIN_USER_MESSAGES.statusInvalid;
  const trialEndsAt = trialEnd(d.trialEndsAt, errors);
  if (Object.keys(errors).length > 0 || !planId || !status) return { ok: false, errors };
  return { ok: true, value: { accountId, planId, status, trialEndsAt } };
}

export function parseUid(input: unknown): Parsed<{ uid: string }> {
  const uid = uidOf(obj(input).uid);
  return uid ? { ok: true, value: { uid } } : { ok: false, errors: { uid: ADMIN_USER_MESSAGES.noId } };
}

/** A trial end picked as a date: the end of that day (UTC), so the whole day is included. */
export function trialEndDate(iso: IsoDate): Date {
  return new Date(`${iso}T23:59:59.999Z`);
}

/** The date part of a stored trial end, for the date field ('' when none). */
export function trialEndIso(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  return date.toISOString().slice(0, 10);
}

// ------------------------------------------------------------------------------- the list

export type UserListFilters = {
  /** E-mail or name prefix (lower-cased on the server). */
  search: string;
  role: Role | 'all';
  planId: PlanId | 'all';
  status: SubscriptionStatus | 'all';
};

export const NO_USER_FILTERS: UserListFilters = { search: '', role: 'all', planId: 'all', status: 'all' };

export const hasUserFilters = (f: UserListFilters) => f.search.trim() !== '' || f.role !== 'all' || f.planId !== 'all' || f.status !== 'all';

/** Users per page of the admin lists. */
export const USER_PAGE_SIZE = 25;
/** Search answers at most this many matches (by e-mail prefix and by name prefix). */
export const USER_SEARCH_LIMIT = 50;

/** The lower-cased search key kept on users/{uid} for name search (functions maintain it). */
export const searchKey = (v: unknown) => cleanText(v).toLowerCase();
