// Checks at the top of every privileged callable (DESIGN section 7): who is calling, with which
// role claim, how recently they signed in, and whether the request has the expected shape.
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { Role } from '../../../src/domain/types';

export type Caller = { uid: string; email: string; role: Role; authTime: Date };

/** A sign-in older than this must be repeated before an admin action (the step-up). */
export const STEP_UP_MAX_AGE_MS = 15 * 60 * 1000;

export const GUARD_MESSAGES = {
  signIn: 'Please sign in to continue.',
  staffOnly: "You don't have permission to access the admin panel.",
  ownerOnly: "Access Denied: You don't have permission to access this page.",
  stale: 'For your security, please enter your password again: admin actions need a sign-in from the last 15 minutes.',
} as const;

const roleOf = (v: unknown): Role => (v === 'owner' || v === 'admin' ? v : 'user');

/** The signed-in caller, or `unauthenticated`. */
export function requireSignedIn(request: CallableRequest): Caller {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', GUARD_MESSAGES.signIn);
  const token = auth.token;
  return {
    uid: auth.uid,
    email: typeof token.email === 'string' ? token.email : '',
    role: roleOf(token.role),
    authTime: new Date((typeof token.auth_time === 'number' ? token.auth_time : 0) * 1000),
  };
}

/**
 * The caller when their role claim is one of `roles` and (unless `stepUp` is false) their last
 * sign-in is recent; `permission-denied` or `failed-precondition` (details.reason
 * 'recent-sign-in-required', so the app can ask for the password again) otherwise.
 */
export function requireRole(
  request: CallableRequest,
  roles: readonly Role[],
  { stepUp = true, now = new Date() }: { stepUp?: boolean; now?: Date } = {},
): Caller {
  const caller = requireSignedIn(request);
  if (!roles.includes(caller.role)) {
    throw new HttpsError('permission-denied', roles.includes('admin') ? GUARD_MESSAGES.staffOnly : GUARD_MESSAGES.ownerOnly);
  }
  if (stepUp && now.getTime() - caller.authTime.getTime() > STEP_UP_MAX_AGE_MS) {
    throw new HttpsError('failed-precondition', GUARD_MESSAGES.stale, { reason: 'recent-sign-in-required' });
  }
  return caller;
}

export const requireStaff = (request: CallableRequest, options?: { stepUp?: boolean; now?: Date }) =>
  requireRole(request, ['admin', 'owner'], options);

export const requireOwner = (request: CallableRequest, options?: { stepUp?: boolean; now?: Date }) =>
  requireRole(request, ['owner'], options);

/** A plain object of request data, or `invalid-argument`. */
export function requestData(request: CallableRequest): Record<string, unknown> {
  const data: unknown = request.data;
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new HttpsError('invalid-argument', 'The request is not valid.');
  return data as Record<string, unknown>;
}

/**
 * Runs a domain parser that answers `{ ok: true, value }` or `{ ok: false, errors }` and turns
 * its first message into `invalid-argument` (never `internal`).
 */
export function parseOrRefuse<T>(
  result: { ok: true; value: T } | { ok: false; errors: Record<string, string | undefined> },
): T {
  if (result.ok) return result.value;
  const first = Object.values(result.errors).find((m): m is string => typeof m === 'string' && m.length > 0);
  throw new HttpsError('invalid-argument', first ?? 'The request is not valid.', { errors: result.errors });
}
