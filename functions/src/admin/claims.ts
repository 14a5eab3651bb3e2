// Role changes (docs/product/architecture.md#privileged-work): the custom claim is what the rules and functions check; the
// users/{uid} document mirrors it and carries `claimsUpdatedAt`, which the signed-in app watches
// (account stream) to refresh its ID token, so the new role reaches an open session without a
// sign-out.
import type { Auth } from 'firebase-admin/auth';
import type { Role } from '../../../src/domain/types';

/** Sets the role claim, keeping any other claims. */
export async function setRoleClaim(auth: Auth, uid: string, role: Role, otherClaims: Record<string, unknown> | undefined): Promise<void> {
  await auth.setCustomUserClaims(uid, { ...(otherClaims ?? {}), role });
}

/** The fields that mirror a role change on users/{uid}. */
export const roleMirror = (role: Role, now: Date) => ({ role, claimsUpdatedAt: now });
