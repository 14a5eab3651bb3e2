// Builds what the emulators serve: the functions bundle and the SPA in emulator mode.
import { execFileSync } from 'node:child_process';
import { clientPortEnv, distDir, root } from './emulator-env.mjs';

export function buildForEmulators({ quiet = false } = {}) {
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  execFileSync('node', ['functions/build.mjs'], { cwd: root, stdio });
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--mode', 'emulator', '--outDir', distDir(), '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio,
      env: { ...process.env, ...clientPortEnv() },
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) buildForEmulators();
