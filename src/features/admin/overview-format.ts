// Dates of the admin overview pages: en-US in New York time (seed 002 section 9). One helper, so
// the viewer's own display settings can replace it in one place.
import { ADMIN_TIME_ZONE } from '../../domain/admin-analytics';
import { DataError } from '../../data/contract';

/** 'Nov 23, 2026'; 'Unknown' when missing, 'Invalid Date' when not a date. */
export function formatAdminDate(value: Date | null | undefined, missing = 'Unknown'): string {
  if (!value) return missing;
  if (Number.isNaN(value.getTime())) return 'Invalid Date';
  return new Intl.DateTimeFormat('en-US', { timeZone: ADMIN_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' }).format(value);
}

/** 'Nov 23, 2026, 2:05 PM'; 'Never' (or `missing`) when missing. */
export function formatAdminDateTime(value: Date | null | undefined, missing = 'Never'): string {
  if (!value) return missing;
  if (Number.isNaN(value.getTime())) return 'Invalid Date';
  return new Intl.DateTimeFormat('en-US', {
    timeZone: ADMIN_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(value);
}

const SHOWN_CODES = ['requires-recent-login', 'invalid-argument', 'failed-precondition', 'already-exists', 'not-found', 'permission-denied', 'unauthenticated'];

/** A callable's own message for the user's mistakes (bad input, refused, stale sign-in), else `fallback`. */
export function overviewErrorText(error: unknown, fallback: string): string {
  if (error instanceof DataError && SHOWN_CODES.some((c) => error.code.endsWith(c)) && error.message) return error.message;
  return fallback;
}

/** Functions refused the action because the last sign-in is older than 15 minutes. */
export function needsRecentSignIn(error: unknown): boolean {
  return error instanceof DataError && error.code === 'auth/requires-recent-login';
}
