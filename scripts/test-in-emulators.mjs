// Runs inside `firebase emulators:exec` (which sets FIRESTORE_EMULATOR_HOST and friends).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { projectId, reportsDir, root } from './emulator-env.mjs';
import { withoutTriggers } from './emulator-triggers.mjs';

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
  run(
    'rules and functions tests (Node), data layer tests (Chromium)',
    join(root, 'node_modules', '.bin', 'vitest'),
    [
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
    ],
    { CRM_FILE_TIMES: join(reports, 'integration-times.json') },
  );
}
if (wants('e2e')) {
  // The journeys start from an empty database: what the Vitest suites left (thousands of
  // records, users with clocks moved forward by the billing tests) is no journey's fixture, and a
  // users/{uid} document dated in the future would hold the admin panel's "newest change"
  // listener still. Users in the Auth emulator stay.
  // The background triggers are paused meanwhile: no delete of what is cleared may queue work for
  // the functions (the summaries', the history's) that the first journeys would wait behind.
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (host) {
    await withoutTriggers(async () => {
      const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
      if (!res.ok) console.log(`could not clear the Firestore emulator before the journeys: ${res.status}`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    });
  }
  // The journeys two at a time, then the system-wide ones alone (playwright.config.ts), as two
  // runs: in one run with the second project depending on the first, a failed journey would skip
  // every system-wide one unseen. Each run writes its own report, e2e-<project>.json, and
  // scripts/test.mjs counts every e2e-*.json.
  for (const project of ['journeys', 'system-wide']) {
    run(
      `browser journeys (Chromium): ${project}`,
      join(root, 'node_modules', '.bin', 'playwright'),
      ['test', '--project', project, '--no-deps', '--pass-with-no-tests', ...files('CRM_E2E_FILES')],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, `e2e-${project}.json`),
      },
    );
  }
}
process.exit(status);
