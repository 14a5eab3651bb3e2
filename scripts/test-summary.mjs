// The summary at the end of `npm test` (scripts/test.mjs), read from the run's reports: Vitest's
// JSON reports (unit.json, integration.json) with each file's time beside them (*-times.json,
// scripts/file-times-reporter.mjs), and one Playwright JSON report per browser-journey run
// (e2e-<project>.json, scripts/test-in-emulators.mjs). The failed tests are named one per line
// with the first line of their error, so that the last lines of a long log say what failed.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * @param {string} reports the run's reports directory
 * @param {string} root the project's root, to which file names are made relative
 * @returns the counts, the failed tests and the slowest file (RunSummary, test-summary.d.mts)
 */
export function summariseReports(reports, root) {
  let passed = 0;
  let failed = 0;
  const failedTests = [];
  let slowest = null;
  const noteFile = (file, seconds) => {
    if (!slowest || seconds > slowest.seconds) slowest = { file: relative(root, file), seconds };
  };
  const read = (name) => {
    const file = join(reports, name);
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  };

  for (const part of ['unit', 'integration']) {
    const report = read(`${part}.json`);
    if (report) {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      failedTests.push(...vitestFailures(report, root));
    }
    for (const [file, seconds] of Object.entries(read(`${part}-times.json`) ?? {})) noteFile(join(root, file), seconds);
  }
  for (const name of readdirSync(reports)
    .filter((entry) => /^e2e-.+\.json$/.test(entry))
    .sort()) {
    const report = read(name);
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    for (const suite of report.suites ?? []) {
      const file = join(report.config?.rootDir ?? join(root, 'e2e'), suite.file);
      noteFile(file, playwrightSeconds(suite));
      failedTests.push(...playwrightFailures(suite, relative(root, file)));
    }
  }
  return { passed, failed, failedTests, slowest };
}

/** Terminal colour codes, as Vitest and Playwright write them into error messages. */
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const colours = /\u001b\[[0-9;]*m/g;

/** The first line of an error message, without terminal colours, at most 200 characters. */
const firstLine = (text) =>
  String(text ?? '')
    .replace(colours, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

/** A Vitest report's failed tests, and its files that failed before any test ran. */
function vitestFailures(report, root) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name);
    const tests = file.assertionResults ?? [];
    for (const test of tests) {
      if (test.status === 'failed') lines.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
      lines.push(`${name}: ${firstLine(file.message)}`);
    }
  }
  return lines;
}

/** Every test of a Playwright suite with its spec's title, nested suites included. */
function* playwrightTests(suite) {
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { title: spec.title, test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child);
}

/** The tests of a Playwright file that failed (status "unexpected"), with their last attempt's error. */
function playwrightFailures(suite, file) {
  const lines = [];
  for (const { title, test } of playwrightTests(suite)) {
    if (test.status !== 'unexpected') continue;
    const last = test.results?.at(-1);
    lines.push(`${file} › ${title}: ${firstLine(last?.errors?.[0]?.message ?? last?.error?.message)}`);
  }
  return lines;
}

/** The time a Playwright file took: the sum of its tests' attempts. */
function playwrightSeconds(suite) {
  let ms = 0;
  for (const { test } of playwrightTests(suite)) for (const result of test.results ?? []) ms += result.duration ?? 0;
  return ms / 1000;
}
