// Helpers for tests that run inside `firebase emulators:exec` (see scripts/test.mjs).
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

export const projectId = 'demo-crm';
export const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

export function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId });
}
export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());
export async function closeAdmin() {
  await Promise.all(getApps().map((app) => deleteApp(app)));
}

type SignUpResult = { localId: string; idToken: string };

/** Signs a user up through the Auth emulator's REST API, as the browser SDK does. */
export async function signUpWithPassword(email: string, password: string): Promise<SignUpResult> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as SignUpResult & { error?: { message: string } };
  if (!response.ok) throw new Error(body.error?.message ?? `sign-up failed: ${response.status}`);
  return body;
}

/** The claims of an ID token (the emulator's tokens are unsigned JWTs). */
export function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export { uniqueEmail } from './unique';
