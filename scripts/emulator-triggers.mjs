// Pausing the functions emulator's background triggers through the emulator hub, for the tests
// (tests/support/emulators.ts) and the bench (bench/quiet.mjs). Paused, a write's event reaches no
// function: for fixtures of thousands of records, or measurements of other things, whose
// triggers (dashboard summary, new-client notices, search fields) nobody checks; on the emulators
// each invocation costs tens of milliseconds of CPU. Resuming reloads every function, so the
// next call of each starts a new worker (docs/decisions/0168, 0177).

/**
 * Pauses (false) or resumes (true) the background triggers. Inside `firebase emulators:exec`
 * (FIREBASE_EMULATOR_HUB set) a refusal throws. With `optional`, for the bench, which may also
 * run against emulators it did not start: no hub does nothing and a refusal is ignored.
 */
export async function setBackgroundTriggers(enabled, { optional = false } = {}) {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) {
    if (optional) return;
    throw new Error('FIREBASE_EMULATOR_HUB is not set: run the tests inside the emulators (npm test).');
  }
  const what = enabled ? 'enable' : 'disable';
  const res = await fetch(`http://${hub}/functions/${what}BackgroundTriggers`, { method: 'PUT' });
  if (!res.ok && !optional) throw new Error(`could not ${what} the background functions: ${res.status}`);
}

/** Runs `work` with the background triggers paused, and resumes them whatever happens. */
export async function withoutTriggers(work, options) {
  await setBackgroundTriggers(false, options);
  try {
    return await work();
  } finally {
    await setBackgroundTriggers(true, options);
  }
}
