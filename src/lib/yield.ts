// Gives the browser its turn between two pieces of one piece of work: input, drawing and the
// network's answers run before the rest, and no single task blocks the page for long. Chrome's
// scheduler.yield() puts the rest at the front of the queue; elsewhere a zero timeout.
type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `yieldToPage()` where the browser has scheduler.yield(); elsewhere nothing (a resolved promise):
 * for steps that need no timer's delay where the browser cannot yield cheaply.
 */
export function yieldIfCheap(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}
