// `npm run emulators -- <firebase emulators args>`: runs firebase-tools with the offline environment.
import { spawn } from 'node:child_process';
import { emulatorEnv, firebaseBin, firebaseConfigArgs, projectId, root } from './emulator-env.mjs';

const args = process.argv.slice(2);
const child = spawn(firebaseBin, [...(args.length ? args : ['emulators:start']), ...(args.includes('--config') ? [] : firebaseConfigArgs()), '--project', projectId], {
  cwd: root,
  env: emulatorEnv(),
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
