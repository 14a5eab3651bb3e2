// Error texts of the admin overview pages' actions (dates: `useAdminDates` in src/lib/admin-dates.ts).
import { DataError } from '../../data/contract';
import { translateText } from '../../lib/known-texts';

const SHOWN_CODES = ['requires-recent-login', 'invalid-argument', 'failed-precondition', 'already-exists', 'not-found', 'permission-denied', 'unauthenticated'];

/** A callable's own message for the user's mistakes (bad input, refused, stale sign-in), else `fallback`; in the viewer's language. */
export function overviewErrorText(error: unknown, fallback: string): string {
  if (error instanceof DataError && SHOWN_CODES.some((c) => error.code.endsWith(c)) && error.message) return translateText(error.message);
  return translateText(fallback);
}

/** Functions refused the action because the last sign-in is older than 15 minutes. */
export function needsRecentSignIn(error: unknown): boolean {
  return error instanceof DataError && error.code === 'auth/requires-recent-login';
}
