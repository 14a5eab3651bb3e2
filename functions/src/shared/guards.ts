// Checks at the top of every privileged callable (docs/product/architecture.md#privileged-work): who is calling, with which
// role claim, how recently they signed in, and whether the request has the expected shape.
// A privileged call also reads the caller's Auth record, where the role is kept: an ID token
// lives up to an hour, so its claim alone would let a demoted, deleted or disabled staff member,
// or a session signed out by a password change, keep staff powers until it expires.
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
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

export type GuardOptions = {
  stepUp?: boolean;
  now?: Date;
  /** Where the caller's current role is read (the default app's Auth; tests pass the emulator's). */
  auth?: Auth;
};

/** Seconds of a numeric token claim, or null. */
const seconds = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The caller's role as their Auth record holds it now, or null when the account was deleted or
 * disabled, or the token was issued before its sessions were revoked (a password change or "sign
 * out of all other devices"; the check of `verifyIdToken(token, true)`).
 */
export async function currentRole(auth: Auth, uid: string, token: Record<string, unknown>): Promise<Role | null> {
  const user = await auth.getUser(uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  if (!user || user.disabled) return null;
  const validSince = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : NaN;
  const issued = seconds(token.iat) ?? seconds(token.auth_time);
  if (Number.isFinite(validSince) && issued !== null && issued * 1000 < validSince) return null;
  return roleOf(user.customClaims?.role);
}

const refusalFor = (roles: readonly Role[]) =>
  new HttpsError('permission-denied', roles.includes('admin') ? GUARD_MESSAGES.staffOnly : GUARD_MESSAGES.ownerOnly);

/**
 * The caller when their role claim is one of `roles`, their Auth record still gives them such a
 * role (not deleted, not disabled, not demoted, sessions not revoked since the token was issued)
 * and (unless `stepUp` is false) their last sign-in is recent; `permission-denied`,
 * `unauthenticated` or `failed-precondition` (details.reason 'recent-sign-in-required', so the
 * app can ask for the password again) otherwise.
 */
export async function requireRole(
  request: CallableRequest,
  roles: readonly Role[],
  { stepUp = true, now = new Date(), auth }: GuardOptions = {},
): Promise<Caller> {
  const caller = requireSignedIn(request);
  if (!roles.includes(caller.role)) throw refusalFor(roles);
  const role = await currentRole(auth ?? getAuth(), caller.uid, request.auth!.token as unknown as Record<string, unknown>);
  if (role === null) throw new HttpsError('unauthenticated', GUARD_MESSAGES.signIn);
  if (!roles.includes(role)) throw refusalFor(roles);
  if (stepUp && now.getTime() - caller.authTime.getTime() > STEP_UP_MAX_AGE_MS) {
    throw new HttpsError('failed-precondition', GUARD_MESSAGES.stale, { reason: 'recent-sign-in-required' });
  }
  return { ...caller, role };
}

export const requireStaff = (request: CallableRequest, options?: GuardOptions) => requireRole(request, ['admin', 'owner'], options);

export const requireOwner = (request: CallableRequest, options?: GuardOptions) => requireRole(request, ['owner'], options);

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
export function parseOrRefuse<T>(result: { ok: true; value: T } | { ok: false; errors: Record<string, string | undefined> }): T {
  if (result.ok) return result.value;
  const first = Object.values(result.errors).find((m): m is string => typeof m === 'string' && m.length > 0);
  throw new HttpsError('invalid-argument', first ?? 'The request is not valid.', { errors: result.errors });
}
