// Who may read and save the service's settings in the fake, as the functions' guards
// (functions/src/shared/guards.ts) and the rules on systemSettings/* decide it: the owner saves
// theme, global, security, API and database settings; staff (admins too) save the notification
// settings and read every settings document but the public ones.
import { DataError } from '../../data/contract-common';
import type { Role } from '../../domain/types';

/** The signed-in user's role, null when nobody is signed in; absent: every call is allowed. */
export type CallerRole = (() => Role | null) | undefined;

export const GUARD_TEXTS = {
  signIn: 'Please sign in to continue.',
  staffOnly: "You don't have permission to access the admin panel.",
  ownerOnly: "Access Denied: You don't have permission to access this page.",
} as const;

/** A callable's guard: `functions/unauthenticated` or `functions/permission-denied`, with the function's text. */
export function requireCallerRole(callerRole: CallerRole, roles: readonly Role[]): void {
  if (!callerRole) return;
  const role = callerRole();
  if (role === null) throw new DataError('functions/unauthenticated', GUARD_TEXTS.signIn);
  if (!roles.includes(role)) throw new DataError('functions/permission-denied', roles.includes('admin') ? GUARD_TEXTS.staffOnly : GUARD_TEXTS.ownerOnly);
}

/** A read the rules refuse to anyone but staff: Firestore's `permission-denied`. */
export function requireStaffRead(callerRole: CallerRole): void {
  if (!callerRole) return;
  const role = callerRole();
  if (role !== 'admin' && role !== 'owner') throw new DataError('permission-denied', 'Missing or insufficient permissions.');
}

export const OWNER: readonly Role[] = ['owner'];
export const STAFF: readonly Role[] = ['admin', 'owner'];

/** Leaf values of a settings object by dotted path ({ a: { b: 1 } } -> a.b = 1). */
function leaves(v: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) out.set(prefix, v);
  else for (const [k, x] of Object.entries(v as Record<string, unknown>)) leaves(x, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/**
 * As saveServiceSettings: a submitted value its parser would have to change (a key too many or
 * too few, a wrong type) is refused, with the function's text.
 */
export function refuseUnlessAsParsed(input: unknown, parsed: unknown): void {
  const a = leaves(input);
  const b = leaves(parsed);
  const same = a.size === b.size && [...a].every(([k, v]) => b.has(k) && b.get(k) === v);
  if (!same) throw new DataError('functions/invalid-argument', 'Some settings are not valid. Please check the form and try again.');
}
