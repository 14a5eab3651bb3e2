// Runs inside `firebase emulators:exec` (which sets FIRESTORE_EMULATOR_HOST and friends).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './emulator-env.mjs';

const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);
const reports = join(root, '.cache', 'reports');
let status = 0;
const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) status = 1;
};

if (wants('integration')) {
  run('rules and functions tests', join(root, 'node_modules', '.bin', 'vitest'), [
    'run',
    '--project',
    'integration',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'integration.json')}`,
  ]);
}
if (wants('e2e')) {
  run('browser journeys (Chromium)', join(root, 'node_modules', '.bin', 'playwright'), ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json'),
  });
}
process.exit(status);
