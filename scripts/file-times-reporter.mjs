// Vitest reporter: how long each test file took (its tests and hooks, the figure Vitest prints
// beside the file), written as { "path": seconds } to the file named by CRM_FILE_TIMES.
// scripts/test.mjs reads it to name the slowest test file of the run.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FileTimesReporter {
  root = process.cwd();
  times = {};

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleEnd(testModule) {
    this.times[relative(this.root, testModule.moduleId)] = testModule.diagnostic().duration / 1000;
  }

  onTestRunEnd() {
    if (process.env.CRM_FILE_TIMES) writeFileSync(process.env.CRM_FILE_TIMES, `${JSON.stringify(this.times, null, 2)}\n`);
  }
}
