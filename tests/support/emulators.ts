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

// Pausing the background triggers (one implementation with the bench's): setBackgroundTriggers and
// withoutTriggers. The test files that use them run one at a time, so no other test's triggers
// are lost.
export { setBackgroundTriggers, withoutTriggers } from '../../scripts/emulator-triggers.mjs';

type SignUpResult = { localId: string; idToken: string };

/** Signs a user up through the Auth emulator's REST API, as the browser SDK does. */
export async function signUpWithPassword(email: string, password: string): Promise<SignUpResult> {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
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

async function identityToolkit<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const result = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(result.error?.message ?? `${method} failed: ${response.status}`);
  return result;
}

/** Signs in with a password through the Auth emulator (runs the beforeUserSignedIn function). */
export async function signInWithPassword(email: string, password: string): Promise<SignUpResult> {
  return identityToolkit<SignUpResult>('signInWithPassword', { email, password, returnSecureToken: true });
}

/**
 * Verifies a signed-in user's e-mail as a person would: asks for the verification e-mail, reads
 * the link's code from the Auth emulator (no e-mail is sent) and applies it.
 */
export async function verifyEmailByLink(idToken: string, email: string): Promise<void> {
  await identityToolkit('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: { email: string; requestType: string; oobCode: string }[] };
  const code = oobCodes.filter((c) => c.email === email.toLowerCase() && c.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`no verification code for ${email}`);
  await identityToolkit('update', { oobCode: code.oobCode });
}

/** Deletes the Auth user with this e-mail (with its user document, its own account and subscription), if any. */
export async function deleteUserByEmail(email: string): Promise<void> {
  const existing = await adminAuth()
    .getUserByEmail(email)
    .catch(() => null);
  if (!existing) return;
  await adminAuth().deleteUser(existing.uid);
  await adminDb().recursiveDelete(adminDb().doc(`users/${existing.uid}`));
  await adminDb().recursiveDelete(adminDb().doc(`accounts/${existing.uid}`));
  await adminDb().doc(`subscriptions/${existing.uid}`).delete();
}
