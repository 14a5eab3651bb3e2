// Where checkout and the customer portal send the payer back (docs/decisions/0181): only to an
// origin the configuration names, never to one a caller makes up. APP_URL names the deployed app
// (several, comma-separated, when it is served from more than one address; the first is the
// default). On the emulators, without APP_URL, the app is wherever the Hosting emulator serves it
// (localhost or 127.0.0.1 at its port) or the development server (port 5173). A call whose Origin
// header is none of these is refused; a call without one returns to the first.
import { HttpsError } from 'firebase-functions/v2/https';
import { appUrlParam, inEmulator } from './config';

export const RETURN_MESSAGES = {
  notConfigured: 'Payment system configuration error: the app URL (APP_URL) is not configured.',
  foreignOrigin: 'Checkout can only return to this app. Open the app at its own address and try again.',
} as const;

/** The development server of `npm run dev` (vite.config.ts). */
const DEV_SERVER_PORT = 5173;

const normalise = (origin: string) => origin.trim().replace(/\/+$/, '');
const isOrigin = (v: string) => /^https?:\/\/[^/\s?#]+$/.test(v);

/** The origins of APP_URL, in order; invalid entries are left out. */
export function configuredOrigins(appUrl: string): string[] {
  return appUrl.split(',').map(normalise).filter(isOrigin);
}

/** The Hosting emulator's address, from the emulator hub (null when it does not answer). */
async function hostingEmulatorPort(): Promise<number | null> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) return null;
  try {
    const list = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<string, { port?: number } | undefined>;
    return typeof list.hosting?.port === 'number' ? list.hosting.port : null;
  } catch {
    return null;
  }
}

/** Every origin the payer may return to, the default first. */
export async function allowedReturnOrigins(): Promise<string[]> {
  const configured = configuredOrigins(appUrlParam.value());
  if (configured.length > 0 || !inEmulator()) return configured;
  const port = await hostingEmulatorPort();
  const ports = port === null ? [DEV_SERVER_PORT] : [port, DEV_SERVER_PORT];
  return ports.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

/** The return origin for a call with this Origin header (pure: the tests cover every case). */
export function pickReturnOrigin(allowed: readonly string[], origin: string | undefined): string {
  const first = allowed[0];
  if (first === undefined) throw new HttpsError('failed-precondition', RETURN_MESSAGES.notConfigured);
  if (origin === undefined || origin === '') return first;
  const asked = normalise(origin);
  if (allowed.includes(asked)) return asked;
  throw new HttpsError('permission-denied', RETURN_MESSAGES.foreignOrigin);
}

export async function returnOrigin(origin: string | undefined): Promise<string> {
  return pickReturnOrigin(await allowedReturnOrigins(), origin);
}
