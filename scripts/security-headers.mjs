// The security headers Firebase Hosting sends with every response (docs/decisions/0182): a
// Content-Security-Policy that allows what the app loads and nothing else, no framing, no MIME
// sniffing, a referrer without paths to other sites, and HSTS on the deployed site.
//
// Two variants of one policy: the deployed one, which firebase.json carries (a unit test,
// scripts/security-headers.test.ts, keeps the two equal), and the emulators' one, with the local
// emulators' addresses for this run's ports, which firebaseConfigArgs() writes into the
// generated config that `npm start` and `npm test` use.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The sha256 sources of the inline scripts of a page (index.html has one: the theme script). */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
  );
}

const indexHtml = () => readFileSync(join(root, 'index.html'), 'utf8');

// Firebase's endpoints the web SDKs call on a deployed project: Auth (sign-in, token refresh,
// password policy), Firestore (WebChannel and REST) and the callable functions
// (https://<region>-<project>.cloudfunctions.net), and App Check when the build sets a site key.
const FIREBASE = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://*.cloudfunctions.net',
  'https://content-firebaseappcheck.googleapis.com',
];
// reCAPTCHA Enterprise, App Check's provider (only loaded by a build with
// VITE_RECAPTCHA_ENTERPRISE_SITE_KEY): its script and its frame.
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * The Content-Security-Policy. `emulators`: the ports of the local emulators the emulator build
 * talks to (on the page's own host name, 127.0.0.1 or localhost); absent, the deployed policy.
 */
export function contentSecurityPolicy({ emulators, html = indexHtml() } = {}) {
  const local = emulators
    ? [emulators.auth, emulators.firestore, emulators.functions].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`])
    : [];
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScriptHashes(html), ...(emulators ? [] : RECAPTCHA_SCRIPTS)]],
    // Stylesheets only from the app; style="" attributes allowed (decision 0182: prerendered
    // pages carry them; an attribute can neither run script nor load from outside img-src).
    ['style-src', ["'self'"]],
    ['style-src-attr', ["'unsafe-inline'"]],
    // The owner's logo and favicon are stored as data: URLs.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(emulators ? local : FIREBASE)]],
    // The service worker and the data and import workers, all from the app's origin.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', emulators ? ["'none'"] : RECAPTCHA_FRAMES],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The headers of every response, as firebase.json's hosting.headers entries take them. */
export function securityHeaders({ emulators, html } = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ emulators, html }) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // HTTPS only, for two years, on the deployed site (a browser ignores it over plain HTTP, and
    // the emulators serve plain HTTP on localhost, where it would outlive the run).
    ...(emulators ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]),
  ];
}

export const SECURITY_SOURCE = '**';

/** A firebase.json object with its security headers entry set to this variant. */
export function withSecurityHeaders(config, options = {}) {
  const others = (config.hosting?.headers ?? []).filter((entry) => entry.source !== SECURITY_SOURCE);
  return {
    ...config,
    hosting: { ...config.hosting, headers: [{ source: SECURITY_SOURCE, headers: securityHeaders(options) }, ...others] },
  };
}
