// Environment for the Firebase emulators on a machine without network access.
// firebase-tools downloads the Firestore emulator jar on first use; when the Google Cloud CLI's
// Firestore emulator is installed we point firebase-tools at it through a tiny launcher jar
// (see docs/decisions/0002-offline-emulators.md). Elsewhere firebase-tools downloads as usual.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorPorts } from './ports.mjs';
import { withSecurityHeaders } from './security-headers.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const projectId = 'demo-crm';

function quiet(cmd, args) {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

function findFirestoreJar() {
  const candidates = [];
  const sdkRoot = quiet('gcloud', ['info', '--format=value(installation.sdk_root)']);
  if (sdkRoot) candidates.push(sdkRoot);
  candidates.push('/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk');
  for (const sdk of candidates) {
    const jar = join(sdk, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(jar)) return jar;
  }
  return null;
}

export function buildFirestoreLauncher() {
  const target = join(root, '.cache', 'firestore-launcher.jar');
  const sdkJar = findFirestoreJar();
  if (!sdkJar) return null;
  if (existsSync(target)) return target;
  const work = join(root, '.cache', 'launcher');
  mkdirSync(work, { recursive: true });
  const manifest = join(work, 'MANIFEST.MF');
  // The Class-Path of a manifest is a space-separated list of URLs; an absolute file URL works.
  writeFileSync(manifest, `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: file://${sdkJar}\n`);
  execFileSync('jar', ['cfm', target, manifest], { cwd: work, stdio: 'inherit' });
  return target;
}

export function emulatorEnv(base = process.env) {
  const env = { ...base, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' };
  // The Firestore emulator's JVM compiles with its quick compiler only. A fresh emulator then
  // serves its first big queries about a fifth sooner (10,000 clients after a fresh start: all
  // loaded in 11.5 s instead of 14.2-15.6 s), and on two cores the optimising compiler's own work
  // competed with the requests it was meant to speed up (docs/decisions/0168).
  if (!/TieredStopAtLevel/.test(env.JAVA_TOOL_OPTIONS ?? '')) {
    env.JAVA_TOOL_OPTIONS = [env.JAVA_TOOL_OPTIONS, '-XX:TieredStopAtLevel=1'].filter(Boolean).join(' ');
  }
  if (!env.FIRESTORE_EMULATOR_BINARY_PATH) {
    const launcher = buildFirestoreLauncher();
    if (launcher) env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
  }
  return env;
}

export const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');

export { emulatorPorts } from './ports.mjs';

/**
 * The firebase-tools --config to use: a copy of firebase.json with this run's ports (shifted by
 * CRM_PORT_OFFSET) and the emulators' variant of the security headers, whose
 * Content-Security-Policy names the local emulators instead of Firebase's servers
 * (scripts/security-headers.mjs). Written as firebase.offset-<N>.json (ignored by git).
 */
export function firebaseConfigArgs(ports = emulatorPorts()) {
  const base = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  if (ports.offset) {
    const host = '127.0.0.1';
    base.emulators = {
      ...base.emulators,
      auth: { host, port: ports.auth },
      firestore: { host, port: ports.firestore, websocketPort: ports.firestoreWebsocket },
      functions: { host, port: ports.functions },
      hosting: { host, port: ports.hosting },
      hub: { host, port: ports.hub },
      logging: { host, port: ports.logging },
      eventarc: { host, port: ports.eventarc },
      tasks: { host, port: ports.tasks },
    };
    base.hosting = { ...base.hosting, public: distDir(ports) };
  }
  const config = withSecurityHeaders(base, { emulators: ports });
  const file = join(root, `firebase.offset-${ports.offset}.json`);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return ['--config', file];
}

/** Variables the emulator build of the SPA and the browser tests need for these ports. */
export function clientPortEnv(ports = emulatorPorts()) {
  return {
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
    E2E_BASE_URL: `http://127.0.0.1:${ports.hosting}`,
  };
}

/** Where the emulator build of the SPA goes (per port offset, so parallel runs don't clash). */
export function distDir(ports = emulatorPorts()) {
  return ports.offset ? `.cache/dist-${ports.offset}` : 'dist';
}

/** Where test reports go (per port offset). */
export function reportsDir(ports = emulatorPorts()) {
  return join(root, '.cache', ports.offset ? `reports-${ports.offset}` : 'reports');
}
