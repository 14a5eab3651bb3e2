// `npm run emulators -- <firebase emulators args>`: runs firebase-tools with the offline environment.
import { spawn } from 'node:child_process';
import { emulatorEnv, firebaseBin, firebaseConfigArgs, projectId, root } from './emulator-env.mjs';
import { clearPorts } from './port-holder.mjs';

const args = process.argv.slice(2);
if ((args[0] ?? 'emulators:start').startsWith('emulators:') && !args.includes('--config')) {
  const blocked = await clearPorts({ root });
  if (blocked) {
    console.error(blocked);
    process.exit(1);
  }
}
const child = spawn(
  firebaseBin,
  [...(args.length ? args : ['emulators:start']), ...(args.includes('--config') ? [] : firebaseConfigArgs()), '--project', projectId],
  {
    cwd: root,
    env: emulatorEnv(),
    stdio: 'inherit',
  },
);
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
