// Builds what the emulators serve: the functions bundle and the SPA in emulator mode.
import { execFileSync } from 'node:child_process';
import { clientPortEnv, distDir, emulatorPorts, root } from './emulator-env.mjs';

/** Builds both; `ports` is the emulator block the SPA will talk to (this run's by default). */
export function buildForEmulators({ quiet = false, ports = emulatorPorts() } = {}) {
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  execFileSync('node', ['functions/build.mjs'], { cwd: root, stdio });
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'emulator', '--outDir', distDir(ports), '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio,
    env: { ...process.env, ...clientPortEnv(ports) },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) buildForEmulators();
