// Who may open the admin area and when they must sign in again (docs/product/architecture.md#roles-and-entitlements, #privileged-work). The
// role claim decides; the step-up asks for the password when the last sign-in is too old.
import type { Role } from './types';

/** A sign-in older than this must be repeated before an admin page or action (the step-up). */
export const STEP_UP_MAX_AGE_MS = 15 * 60 * 1000;

export const ACCESS_MESSAGES = {
  staffOnly: "You don't have permission to access the admin panel.",
  ownerOnly: "Access Denied: You don't have permission to access this page.",
  stepUpTitle: 'Confirm your password',
  stepUpText: 'For your security, please enter your password again: admin pages need a sign-in from the last 15 minutes.',
  wrongPassword: 'Incorrect password. Please try again.',
  passwordRequired: 'Please enter your password.',
} as const;

/** The reason functions give (details.reason) when a privileged call needs a fresh sign-in. */
export const RECENT_SIGN_IN_REQUIRED = 'recent-sign-in-required';

export const isStaffRole = (role: Role | null | undefined): boolean => role === 'admin' || role === 'owner';

/** Whether a sign-in at `authTime` is too old for admin pages and actions at `now`. */
export function needsStepUp(authTime: Date | null | undefined, now: Date): boolean {
  if (!authTime || Number.isNaN(authTime.getTime())) return true;
  return now.getTime() - authTime.getTime() > STEP_UP_MAX_AGE_MS;
}

/** Whether an error from a callable says the caller must sign in again (the step-up). */
export function isRecentSignInRequired(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, details } = error as { code?: unknown; details?: unknown };
  const reason = typeof details === 'object' && details !== null ? (details as { reason?: unknown }).reason : undefined;
  return typeof code === 'string' && code.endsWith('failed-precondition') && reason === RECENT_SIGN_IN_REQUIRED;
}
