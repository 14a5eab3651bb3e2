// `npm test`: the whole suite. Lint and type-check, unit and component tests, then — with the
// Firebase emulators started and stopped by firebase-tools — the rules and functions tests, the
// data-layer tests in Chromium and the browser journeys in Chromium. Ends with the failed steps,
// the failed tests by name (so a log's tail names them), the slowest test file of the run, then
// one summary line: "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildForEmulators } from './build-all.mjs';
import { clearPorts } from './port-holder.mjs';
import { summariseReports } from './test-summary.mjs';
import { clientPortEnv, emulatorEnv, firebaseBin, firebaseConfigArgs, projectId, reportsDir, root } from './emulator-env.mjs';

const reports = reportsDir();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2); // optional: any of lint, unit, integration, e2e
const wants = (step) => only.length === 0 || only.includes(step);

// One pool of function workers shared by every function, running invocations side by side (a
// patch of firebase-tools applied on install, patches/), instead of the emulator's default of a
// pool per function: a run then starts a handful of workers rather than about 125, at about 2 s of
// CPU each. CRM_SHARED_FUNCTION_WORKERS=0 keeps the default mode. Decision 0154.
const sharedWorkersEnv = () => (process.env.CRM_SHARED_FUNCTION_WORKERS === '0' ? {} : { FUNCTIONS_EMULATOR_SHARED_POOL: 'true' });
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

/** Like run, in the background: the output is kept and printed whole when the step ends. */
function runQuietly(label, cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n=== ${label} ===`);
      if (output.length) process.stdout.write(Buffer.concat(output));
      if (code !== 0) failures.push(label);
      console.log(`--- ${label}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      resolve();
    });
  });
}

const npx = (bin) => join(root, 'node_modules', '.bin', bin);

if (wants('lint')) {
  // The layout Prettier gives (prettier.config.js): a few seconds, so it goes first.
  run('format check', npx('prettier'), ['--check', '.', '--log-level', 'warn']);
  // ESLint and tsc each use one core: side by side on two lanes, they take about half the time
  // they took one after the other.
  await Promise.all([
    runQuietly('lint', npx('eslint'), ['--max-warnings', '0', '.']),
    (async () => {
      await runQuietly('typecheck (app)', npx('tsc'), ['-b']);
      await runQuietly('typecheck (functions)', npx('tsc'), ['-p', 'functions/tsconfig.json']);
    })(),
  ]);
}

if (wants('unit')) {
  run(
    'unit and component tests',
    npx('vitest'),
    [
      'run',
      '--project',
      'unit',
      '--project',
      'unit-isolated',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/file-times-reporter.mjs',
      `--outputFile.json=${join(reports, 'unit.json')}`,
    ],
    { env: { ...process.env, CRM_FILE_TIMES: join(reports, 'unit-times.json') } },
  );
  // Every language's catalogue against the messages in the code (docs/decisions/0120).
  run('catalogue check', process.execPath, [join(root, 'scripts', 'i18n.mjs'), 'check']);
}

if (wants('integration') || wants('e2e')) {
  // An emulator left by an earlier run (a CI timeout, kill -9) is stopped; other holders are named.
  const blocked = await clearPorts({ root });
  if (blocked) {
    console.error(blocked);
    process.exit(1);
  }
  console.log('\n=== build for the emulators ===');
  buildForEmulators({ quiet: true });
  const inner = ['node', 'scripts/test-in-emulators.mjs', ...only.filter((s) => s === 'integration' || s === 'e2e')];
  run(
    'emulator suites (rules, functions, data layer, browser journeys)',
    firebaseBin,
    ['emulators:exec', ...firebaseConfigArgs(), '--project', projectId, '--only', 'auth,firestore,functions,hosting', inner.join(' ')],
    { env: { ...emulatorEnv(), ...clientPortEnv(), ...sharedWorkersEnv() } },
  );
}

// Count the tests of every report, name the failed ones and find the slowest test file.
const { passed, failed: failedInReports, failedTests, slowest } = summariseReports(reports, root);
// A failed step with no failed test in a report (a lint error, a crash) still counts as failures.
const failed = failedInReports === 0 ? failures.length : failedInReports;
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
if (slowest) console.log(`\nslowest test file: ${slowest.file} (${slowest.seconds.toFixed(1)} s)`);
console.log(`${slowest ? '' : '\n'}tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
