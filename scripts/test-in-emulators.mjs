// Runs inside `firebase emulators:exec` (which sets FIRESTORE_EMULATOR_HOST and friends).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { reportsDir, root } from './emulator-env.mjs';

const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);
const reports = reportsDir();
let status = 0;
// Optional filters while developing (space- or comma-separated): CRM_VITEST_FILES="tests/data" CRM_E2E_FILES="e2e/clients".
const files = (name) => (process.env[name] ?? '').split(/[\s,]+/).filter(Boolean);
const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) status = 1;
};

if (wants('integration')) {
  // One Vitest run, one report: rules and functions tests in Node, data-layer tests in Chromium.
  run('rules and functions tests (Node), data layer tests (Chromium)', join(root, 'node_modules', '.bin', 'vitest'), [
    'run',
    '--project',
    'integration',
    '--project',
    'browser',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/file-times-reporter.mjs',
    `--outputFile.json=${join(reports, 'integration.json')}`,
    ...files('CRM_VITEST_FILES'),
  ], { CRM_FILE_TIMES: join(reports, 'integration-times.json') });
}
if (wants('e2e')) {
  run('browser journeys (Chromium)', join(root, 'node_modules', '.bin', 'playwright'), ['test', ...files('CRM_E2E_FILES')], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json'),
  });
}
process.exit(status);
