// Types for scripts/test-summary.mjs, which scripts/test.mjs runs as plain Node.
export interface RunSummary {
  passed: number;
  failed: number;
  /** "file › test: first line of the error", one per failed test or unloadable file. */
  failedTests: string[];
  slowest: { file: string; seconds: number } | null;
}
export function summariseReports(reports: string, root: string): RunSummary;
