// Gives the browser its turn between two pieces of one piece of work: input, drawing and the
// network's answers run before the rest, and no single task blocks the page for long.
type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/** Chrome's scheduler.yield(), which puts the rest at the front of the queue; null elsewhere. */
function schedulerYield(): Promise<void> | null {
  const scheduler = (globalThis as WithScheduler).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : null;
}

/** A new task after the ones already queued (a zero timeout): the page draws in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** scheduler.yield() where the browser has it; elsewhere a zero timeout. */
export function yieldToPage(): Promise<void> {
  return schedulerYield() ?? nextTask();
}

/**
 * `yieldToPage()` where the browser has scheduler.yield(); elsewhere nothing (a resolved promise):
 * for steps that need no timer's delay where the browser cannot yield cheaply.
 */
export function yieldIfCheap(): Promise<void> {
  return schedulerYield() ?? Promise.resolve();
}
