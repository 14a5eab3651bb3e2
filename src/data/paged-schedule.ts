// When a big list's background reads may run (src/data/paged.ts): its one-off snapshot waits its
// turn behind the lists watched before it, and its later live pages wait for a quiet moment.
import { lastInputAt } from './page-context';

// Big lists' snapshots are read one at a time, in the order the lists were watched. A page that
// watches several (the clients page: clients, then the revenues and expenses behind each card's
// profit) gets the list it shows whole first, instead of every snapshot sharing the network, the
// server and the page's thread (docs/decisions/0161). A turn that is not given back within
// SNAPSHOT_TURN_MS (a request that hangs) stops holding the next one up.
let lastSnapshotTurn: Promise<void> = Promise.resolve();
export const SNAPSHOT_TURN_MS = 20_000;

/** A place in the snapshot queue: `ready` once every earlier turn is given back; `release` gives this one back. */
export function takeSnapshotTurn(): { ready: Promise<void>; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = Promise.race([lastSnapshotTurn, new Promise<void>((resolve) => (timer = setTimeout(resolve, SNAPSHOT_TURN_MS)))]).finally(() =>
    clearTimeout(timer),
  );
  lastSnapshotTurn = ready.then(() => released);
  return { ready, release };
}

/** Background pages open after this long without input, once the browser is idle. */
export const QUIET_MS = 1500;

/**
 * Resolves once the user has left the page alone for QUIET_MS (and QUIET_MS have passed since
 * `since`) and the browser is idle.
 */
export async function whenQuiet(since = 0): Promise<void> {
  for (;;) {
    const wait = Math.max(lastInputAt(), since) + QUIET_MS - performance.now();
    if (wait <= 0) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  if (typeof requestIdleCallback === 'function') await new Promise((resolve) => requestIdleCallback(resolve, { timeout: QUIET_MS }));
}
