// `npm start`: builds the app and runs it on the Firebase emulators, offline, with data kept
// between runs in .emulator-data/ (ignored by git).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildForEmulators } from './build-all.mjs';
import { emulatorEnv, emulatorPorts, firebaseBin, firebaseConfigArgs, projectId, root } from './emulator-env.mjs';

console.log('Building the functions and the web app...');
buildForEmulators({ quiet: true });

const dataDir = join(root, '.emulator-data');
const ports = emulatorPorts();
const args = [
  'emulators:start',
  ...firebaseConfigArgs(ports),
  '--project',
  projectId,
  '--only',
  'auth,firestore,functions,hosting',
  '--export-on-exit',
  dataDir,
];
if (existsSync(join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);

console.log('Starting the emulators (about 20 s)...');
// The Firestore emulator's JVM compiles with its quick compiler only: a fresh emulator then serves
// its first big queries about a fifth sooner (10,000 clients on a fresh start: 11.5 s instead of
// 14.2-15.6 s to all loaded), and an app run by hand rarely stays up long enough for the slower
// optimising compiler to pay back (docs/decisions/0168). The test suite keeps the JVM's default.
const javaOptions = [process.env.JAVA_TOOL_OPTIONS, '-XX:TieredStopAtLevel=1'].filter(Boolean).join(' ');
const child = spawn(firebaseBin, args, { cwd: root, env: { ...emulatorEnv(), JAVA_TOOL_OPTIONS: javaOptions }, stdio: ['inherit', 'pipe', 'inherit'] });
child.stdout.on('data', (chunk) => {
  const text = chunk.toString();
  process.stdout.write(text);
  if (text.includes('All emulators ready')) {
    console.log(`\n  The app is running at  http://localhost:${ports.hosting}`);
    console.log('  Demo accounts:          npm run demo   (in another terminal; prints the logins)');
    console.log('  Stop with Ctrl+C (data is saved to .emulator-data/).\n');
  }
});
// Ctrl+C in a terminal reaches the emulators directly (same process group); a second SIGINT
// would make firebase-tools skip the data export, so only forward signals that it did not get.
process.on('SIGINT', () => {
  if (!process.stdin.isTTY) child.kill('SIGINT');
});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
