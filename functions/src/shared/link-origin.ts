// The origin of the links that functions put in e-mails (invitations, undo links): never a
// caller's Origin header, which any client writes, except a loopback one on the emulators.
import { appUrlParam, inEmulator } from '../billing/config';

/** The app's origin for e-mailed links: APP_URL; on the emulators a loopback caller origin; else the Hosting default. */
export function linkOrigin(origin: unknown): string {
  const configured = appUrlParam.value();
  // APP_URL may list several origins (comma-separated): links use the first.
  const first = configured.split(',')[0]?.trim() ?? '';
  if (first) return first.replace(/\/+$/, '');
  if (inEmulator() && typeof origin === 'string' && /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)) return origin;
  const project = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-crm';
  return inEmulator() ? 'http://127.0.0.1:5000' : `https://${project}.web.app`;
}
