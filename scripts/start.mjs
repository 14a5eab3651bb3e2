// `npm start`: builds the app and runs it on the Firebase emulators, offline, with data kept
// between runs in .emulator-data/ (ignored by git).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildForEmulators } from './build-all.mjs';
import { emulatorEnv, emulatorPorts, firebaseBin, firebaseConfigArgs, projectId, root } from './emulator-env.mjs';
import { clearPorts } from './port-holder.mjs';

const ports = emulatorPorts();
// An emulator an earlier run left (killed hard, its JVM stayed) is stopped; anything else on
// these ports is named, with an offset whose ports are free.
const blocked = await clearPorts({ root, ports });
if (blocked) {
  console.error(blocked);
  process.exit(1);
}

console.log('Building the functions and the web app...');
buildForEmulators({ quiet: true });

const dataDir = join(root, '.emulator-data');
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
const child = spawn(firebaseBin, args, { cwd: root, env: emulatorEnv(), stdio: ['inherit', 'pipe', 'inherit'] });
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
