// Helpers for the REST API tests: accounts on a plan, keys made through the callable, and
// requests to the API function on the Functions emulator.
import { Timestamp } from 'firebase-admin/firestore';
import { callOk, functionsUrl } from '../billing/helpers';
import { adminDb, signUpWithPassword, uniqueEmail } from '../support/emulators';

export type Plan = 'basic' | 'pro';
export type Account = { uid: string; email: string; idToken: string };

export async function accountOn(plan: Plan, prefix = 'api'): Promise<Account> {
  const email = uniqueEmail(prefix);
  const { localId: uid, idToken } = await signUpWithPassword(email, 'secret123');
  await setPlan(uid, plan);
  return { uid, email, idToken };
}

/** What checkout or the lifecycle would write (the API reads the same documents). */
export async function setPlan(uid: string, plan: Plan, extra: Record<string, unknown> = {}) {
  const end = Timestamp.fromMillis(Date.now() + 30 * 24 * 3600 * 1000);
  await adminDb()
    .doc(`subscriptions/${uid}`)
    .set({ planId: plan, status: 'active', trialEndsAt: end, currentPeriodEnd: end, paymentFailedAt: null, accountLocked: false, ...extra }, { merge: true });
  await adminDb().doc(`users/${uid}`).set({ planId: plan, subscriptionStatus: 'active' }, { merge: true });
}

export type Created = { id: string; key: string; masked: string; name: string };

export const createKey = (account: Account, name = 'Test key') => callOk<Created>('createApiKey', { name }, account.idToken);

export async function apiUrl(path: string): Promise<string> {
  return `${await functionsUrl()}/api${path}`;
}

export type ApiResponse = { status: number; headers: Headers; body: Record<string, unknown> | null };

function jsonOrNull(text: string): Record<string, unknown> | null {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function request(method: string, path: string, key: string | null, body?: unknown, contentType = 'application/json'): Promise<ApiResponse> {
  const response = await fetch(await apiUrl(path), {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body !== undefined ? { 'content-type': contentType } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: jsonOrNull(text) };
}

export const errorOf = (r: ApiResponse) => (r.body?.error ?? {}) as { status?: number; code?: string; message?: string; fields?: Record<string, string> };

export async function setApiSettings(value: Record<string, unknown> | null) {
  const ref = adminDb().doc('systemSettings/api');
  if (value === null) await ref.delete();
  else await ref.set(value);
}
