// The bench's timed parts share this machine with the emulators, whose background functions (the
// dashboard summary, user search fields, notices) run after every seeded or imported record. On a
// deployed service that work runs on Google's servers, not beside the user's browser; here it
// can keep most of a core busy for minutes after a part has written thousands of records, and a
// timed part that starts then measures the emulators as much as the app. So:
// - seeding that only sets up a measurement pauses the triggers (`withTriggersPaused`);
// - each emulator part starts once the machine has gone quiet (`waitForQuiet`), and says how long
//   it waited.
import { existsSync, readFileSync } from 'node:fs';
import { withoutTriggers } from '../scripts/emulator-triggers.mjs';

/** Runs `work` with the background triggers paused (when the emulators' hub is known), and resumes them whatever happens. */
export const withTriggersPaused = (work) => withoutTriggers(work, { optional: true });

/** Busy and total CPU time of the whole machine so far (Linux's /proc/stat), or null elsewhere. */
export function cpuTimes(stat = existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8') : null) {
  const line = stat?.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return { busy: total - idle - iowait, total };
}

/** The share of the machine's CPU (0..1) that was busy between two `cpuTimes` readings. */
export function busyShare(before, after) {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the machine has been quiet (under `below` of its CPU busy) for `quietSeconds`
 * consecutive seconds, or until `maxMs` has passed. Returns how long it waited and the last
 * second's busy share, or null where the CPU cannot be read (no /proc/stat: not Linux).
 */
export async function waitForQuiet({ below = 0.15, quietSeconds = 3, maxMs = 300_000, read = cpuTimes, pause = sleep } = {}) {
  let last = read();
  if (!last) return null;
  let waited = 0;
  let quiet = 0;
  let share = 0;
  while (quiet < quietSeconds && waited < maxMs) {
    await pause(1000);
    waited += 1000;
    const now = read();
    share = busyShare(last, now);
    last = now;
    quiet = share < below ? quiet + 1 : 0;
  }
  return { waitedMs: waited, busy: share, quiet: quiet >= quietSeconds };
}
