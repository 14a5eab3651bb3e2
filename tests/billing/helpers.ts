// Calls the billing functions through the Functions emulator as the browser SDK does (HTTP
// callable protocol), plus the test checkout page.
import { adminDb } from '../support/emulators';

let base: string | null = null;

/** The Functions emulator's base URL, asked of the emulator hub (whatever the port offset). */
export async function functionsUrl(): Promise<string> {
  if (base) return base;
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  const list = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<string, { host: string; port: number }>;
  const f = list.functions;
  if (!f) throw new Error('The Functions emulator is not running');
  base = `http://${f.host}:${f.port}/demo-crm/us-central1`;
  return base;
}
let origin: string | null = null;

/**
 * The app's address on the emulators, the Hosting emulator's: the only origin (with its localhost
 * spelling and the development server's) that checkout returns to without APP_URL.
 */
export async function appOrigin(): Promise<string> {
  if (origin) return origin;
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  const list = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<string, { host: string; port: number }>;
  const hosting = list.hosting;
  if (!hosting) throw new Error('The Hosting emulator is not running');
  origin = `http://127.0.0.1:${hosting.port}`;
  return origin;
}

export type CallResult<T> = { ok: true; data: T } | { ok: false; status: string; message: string };

export async function callFn<T = Record<string, unknown>>(name: string, data: unknown, idToken?: string): Promise<CallResult<T>> {
  const response = await fetch(`${await functionsUrl()}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: await appOrigin(),
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { status: string; message: string } };
  if (body.error) return { ok: false, status: body.error.status, message: body.error.message };
  return { ok: true, data: body.result as T };
}

export async function callOk<T = Record<string, unknown>>(name: string, data: unknown, idToken?: string): Promise<T> {
  const r = await callFn<T>(name, data, idToken);
  if (!r.ok) throw new Error(`${name} failed: ${r.status} ${r.message}`);
  return r.data;
}

/** Submits the test checkout page's form; answers the status, Location and HTML. */
export async function payOnTestPage(url: string, form: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

export async function subscriptionOf(uid: string) {
  return (await adminDb().doc(`subscriptions/${uid}`).get()).data() ?? {};
}
export async function userOf(uid: string) {
  return (await adminDb().doc(`users/${uid}`).get()).data() ?? {};
}
export const sessionIdOf = (url: string) => new URL(url).searchParams.get('session') ?? '';
