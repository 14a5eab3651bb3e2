// `npm test`: the whole suite. Lint and type-check, unit and component tests, then — with the
// Firebase emulators started and stopped by firebase-tools — the rules and functions tests and
// the browser journeys in Chromium. Ends with one summary line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildForEmulators } from './build-all.mjs';
import { clientPortEnv, emulatorEnv, firebaseBin, firebaseConfigArgs, projectId, reportsDir, root } from './emulator-env.mjs';

const reports = reportsDir();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2); // optional: any of lint, unit, integration, e2e
const wants = (step) => only.length === 0 || only.includes(step);
const failures = [];

function run(label, cmd, args, options = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failures.push(label);
    console.log(`--- ${label}: FAILED (${seconds} s)`);
  } else {
    console.log(`--- ${label}: ok (${seconds} s)`);
  }
}

const npx = (bin) => join(root, 'node_modules', '.bin', bin);

if (wants('lint')) {
  run('lint', npx('eslint'), ['--max-warnings', '0', '.']);
  run('typecheck (app)', npx('tsc'), ['-b']);
  run('typecheck (functions)', npx('tsc'), ['-p', 'functions/tsconfig.json']);
}

if (wants('unit')) {
  run('unit and component tests', npx('vitest'), [
    'run',
    '--project',
    'unit',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'unit.json')}`,
  ]);
}

if (wants('integration') || wants('e2e')) {
  console.log('\n=== build for the emulators ===');
  buildForEmulators({ quiet: true });
  const inner = ['node', 'scripts/test-in-emulators.mjs', ...only.filter((s) => s === 'integration' || s === 'e2e')];
  run('emulator suites (rules, functions, browser journeys)', firebaseBin, [
    'emulators:exec',
    ...firebaseConfigArgs(),
    '--project',
    projectId,
    '--only',
    'auth,firestore,functions,hosting',
    inner.join(' '),
  ], { env: { ...emulatorEnv(), ...clientPortEnv() } });
}

// Count the tests of every report.
let passed = 0;
let failed = 0;
const read = (name) => {
  const file = join(reports, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};
for (const name of ['unit.json', 'integration.json']) {
  const report = read(name);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
}
const e2e = read('e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
}
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failures.length && failed === 0) failed = failures.length; // a failed step with no test report still fails
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
