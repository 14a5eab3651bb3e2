// Calls the admin handlers directly with hand-made callable requests (role claim and sign-in
// time of our choosing), against the Firestore and Auth emulators.
// The functions' code and these tests share one copy of firebase-admin (vitest.config.ts).
import type { AdminDeps, AdminRequest } from '../../functions/src/admin/deps';
import { adminAuth, adminDb, authHost, signUpWithPassword, uniqueEmail } from '../support/emulators';

export const MINUTE = 60_000;

export function deps(now = new Date()): AdminDeps {
  return { db: adminDb(), auth: adminAuth(), now };
}

/**
 * A callable request from `uid` with this role claim, signed in `signedInMinutesAgo` ago, its ID
 * token issued `issuedSecondsAgo` ago (the guard reads the caller's Auth record: see
 * `staffAccounts`).
 */
export function asCaller(uid: string, role: 'user' | 'admin' | 'owner', data: unknown, signedInMinutesAgo = 1, issuedSecondsAgo = 0): AdminRequest {
  return {
    auth: {
      uid,
      token: {
        role,
        email: `${uid}@staff.test`,
        auth_time: Math.floor((Date.now() - signedInMinutesAgo * MINUTE) / 1000),
        iat: Math.floor(Date.now() / 1000) - issuedSecondsAgo,
      },
      rawToken: '',
    } as unknown as AdminRequest['auth'],
    data,
  };
}

/**
 * Auth accounts for callers with fixed ids (`adm1`, `own1`...) and this role claim, since the
 * privileged handlers check the caller's current role in Auth, not only the token's claim.
 */
export async function staffAccounts(accounts: Record<string, 'user' | 'admin' | 'owner'>): Promise<void> {
  for (const [uid, role] of Object.entries(accounts)) {
    await adminAuth()
      .createUser({ uid, email: `${uid}@staff.test` })
      .catch((error: { code?: string }) => {
        if (error.code !== 'auth/uid-already-exists') throw error;
      });
    await adminAuth().setCustomUserClaims(uid, { role });
  }
}

/** The error a handler throws, or null when it succeeds. */
export async function refusal(work: Promise<unknown>): Promise<{ code: string; message: string; details: unknown } | null> {
  try {
    await work;
    return null;
  } catch (error) {
    const e = error as { code?: string; message?: string; details?: unknown };
    return { code: e.code ?? 'unknown', message: e.message ?? '', details: e.details };
  }
}

/** A new account through the Auth emulator (the sign-up function writes its documents). */
export async function newUser(prefix: string) {
  const email = uniqueEmail(prefix);
  const { localId: uid } = await signUpWithPassword(email, 'secret123');
  return { uid, email };
}

/** Signs in through the Auth emulator's REST API (as the browser SDK does). */
export async function signInWithPassword(email: string, password: string): Promise<{ idToken: string; localId: string }> {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string; localId: string; error?: { message: string } };
  if (!response.ok) throw new Error(body.error?.message ?? `sign-in failed: ${response.status}`);
  return body;
}

/** Activity entries about a user, newest first. */
export async function activityOf(uid: string) {
  const snap = await adminDb().collection('systemActivity').where('targetUid', '==', uid).get();
  return snap.docs.map((d) => d.data()).sort((a, b) => (b.createdAt?.toMillis?.() ?? 0) - (a.createdAt?.toMillis?.() ?? 0));
}
