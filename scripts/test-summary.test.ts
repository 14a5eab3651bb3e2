import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { summariseReports } from './test-summary.mjs';

const root = '/project';
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function reports(files: Record<string, unknown>) {
  dir = mkdtempSync(join(tmpdir(), 'crm-reports-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(content));
  return dir;
}

const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  testResults: [
    {
      name: '/project/src/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'a works', status: 'passed' },
        { fullName: 'a sums', status: 'failed', failureMessages: ['AssertionError: expected 1 to be 2\n    at a.test.ts:3'] },
      ],
    },
    { name: '/project/src/b.test.ts', status: 'failed', message: 'Failed to load ./missing', assertionResults: [] },
    { name: '/project/src/c.test.ts', status: 'passed', message: '', assertionResults: [{ fullName: 'c', status: 'passed' }] },
  ],
};

const playwrightReport = (status: string, error: string) => ({
  config: { rootDir: '/project/e2e' },
  stats: { expected: 1, flaky: 1, unexpected: status === 'unexpected' ? 1 : 0 },
  suites: [
    {
      file: 'journey.spec.ts',
      specs: [
        { title: 'signs in', tests: [{ status: 'expected', results: [{ duration: 4000 }] }] },
        { title: 'retries once', tests: [{ status: 'flaky', results: [{ duration: 1000 }, { duration: 2000 }] }] },
      ],
      suites: [
        {
          file: 'journey.spec.ts',
          specs: [
            {
              title: 'imports a file',
              tests: [{ status, results: [{ duration: 30000, errors: [{ message: `\u001b[31m${error}\u001b[39m\n\nCall log:` }] }] }],
            },
          ],
        },
      ],
    },
  ],
});

describe('the summary of a run', () => {
  test('names every failed test with the first line of its error, and counts them', () => {
    const summary = summariseReports(
      reports({
        'unit.json': vitestReport,
        'unit-times.json': { 'src/a.test.ts': 2.5 },
        'e2e-journeys.json': playwrightReport('unexpected', 'Error: expect(locator).toBeVisible() failed'),
      }),
      root,
    );
    expect(summary.passed).toBe(3 + 2);
    expect(summary.failed).toBe(1 + 1);
    expect(summary.failedTests).toEqual([
      'src/a.test.ts › a sums: AssertionError: expected 1 to be 2',
      'src/b.test.ts: Failed to load ./missing',
      'e2e/journey.spec.ts › imports a file: Error: expect(locator).toBeVisible() failed',
    ]);
    expect(summary.slowest).toEqual({ file: 'e2e/journey.spec.ts', seconds: 37 });
  });

  test('a green run names no test, and every e2e report counts', () => {
    const summary = summariseReports(
      reports({
        'integration.json': { numPassedTests: 7, numFailedTests: 0, testResults: [] },
        'integration-times.json': { 'tests/rules.test.ts': 90 },
        'e2e-journeys.json': playwrightReport('expected', ''),
        'e2e-system-wide.json': playwrightReport('expected', ''),
      }),
      root,
    );
    expect(summary).toEqual({
      passed: 7 + 2 + 2, // expected and flaky of each e2e report
      failed: 0,
      failedTests: [],
      slowest: { file: 'tests/rules.test.ts', seconds: 90 },
    });
  });
});
