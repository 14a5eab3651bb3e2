// What the admin handlers work with: the Admin SDK's Firestore and Auth and the time. The
// exported functions pass the real ones; tests pass the emulators' and a clock of their own.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { ADMIN_USER_MESSAGES } from '../../../src/domain/admin-users';
import type { Role } from '../../../src/domain/types';

export type AdminDeps = { db: Firestore; auth: Auth; now?: Date };

/** The parts of a callable request the handlers read (tests build these by hand). */
export type AdminRequest = Pick<CallableRequest, 'auth' | 'data'> & { rawRequest?: CallableRequest['rawRequest'] };

export const roleOf = (v: unknown): Role => (v === 'owner' || v === 'admin' ? v : 'user');

/** A target account: its user document (required) and its Auth record (when it has one). */
export async function loadTarget(deps: AdminDeps, uid: string) {
  const snap = await deps.db.doc(`users/${uid}`).get();
  if (!snap.exists) throw new HttpsError('not-found', ADMIN_USER_MESSAGES.notFound);
  const authUser = await deps.auth.getUser(uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  const data = snap.data() ?? {};
  // The claim is what the rules check; the document mirrors it (a demo account without an Auth
  // record has only the document).
  const role = roleOf(authUser ? (authUser.customClaims?.role ?? data.role) : data.role);
  return {
    ref: snap.ref,
    data,
    authUser,
    role,
    email: typeof data.email === 'string' ? data.email : (authUser?.email ?? ''),
    displayName: typeof data.displayName === 'string' ? data.displayName : '',
  };
}

export type Target = Awaited<ReturnType<typeof loadTarget>>;
