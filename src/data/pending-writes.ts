// Counts the writes the server has not confirmed yet. A Firestore write's promise resolves only
// once the server acknowledges it, so while offline a write stays pending here until the
// connection returns (docs/decisions/0111-pending-writes-and-offline-saves.md).
// No Firebase import: the offline indicator reads this without loading the SDK.
import { DataError } from './contract-common';

/** The code of a write the server has not confirmed within CONFIRM_WAIT_MS (it stays queued). */
export const UNCONFIRMED = 'app/unconfirmed';

/**
 * How long an online save waits for the server to confirm a write before it says it could not
 * (docs/decisions/0179). The emulators confirm a record write in well under a second.
 */
export const CONFIRM_WAIT_MS = 6000;

/** What a write was about, for the message when the server refuses it: a record's kind, name and action. */
export type WriteLabel = { kind: string; name: string; action: 'add' | 'change' | 'delete' };

/** A queued write the server refused: what it was, and why (the reason in English, for translateText). */
export type RefusedWrite = WriteLabel & { reason: string };

/** The reason shown for a queued write the rules refused (the person lost access meanwhile, typically). */
export const REFUSED_PERMISSION = 'You no longer have permission to change this in the account: you may have been removed from it, or your role changed.';

/** At most this many refused writes are kept for the message (the oldest go first). */
const MAX_REFUSED = 20;

export type PendingWrites = {
  /** Writes issued and not yet confirmed by the server. */
  count: number;
  /** The last write the server refused after it had been queued offline (null when none). */
  refused: string | null;
  /** The queued writes the server refused, oldest first, each with what it was (when known). */
  refusedWrites: RefusedWrite[];
  /** Writes queued by an earlier page (before a reload) that the server has not confirmed yet. */
  earlier: boolean;
};

type Listener = (state: PendingWrites) => void;

let state: PendingWrites = { count: 0, refused: null, refusedWrites: [], earlier: false };
const listeners = new Set<Listener>();

function set(next: PendingWrites) {
  state = next;
  for (const listener of listeners) listener(state);
}

export function pendingWrites(): PendingWrites {
  return state;
}

/** Calls `listener` on every change; returns the unsubscribe. */
export function watchPendingWrites(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Takes the state of the data layer's worker (docs/decisions/0163): its writes are counted there,
 * and this page's indicator shows them.
 */
export function mirrorPendingWrites(next: PendingWrites): void {
  set(next);
}

/** Forgets the last refusal (the user has read it). */
export function dismissRefusedWrite() {
  if (state.refused !== null || state.refusedWrites.length > 0) set({ ...state, refused: null, refusedWrites: [] });
}

/** Whether the browser says it is offline (navigator.onLine). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Tracks one write until the server confirms it. Online, waits for it, so a refusal reaches the
 * caller as before, but for `confirmMs` at most: a write the server has not confirmed by then
 * (the connection is gone without the browser knowing, or not back yet) fails with UNCONFIRMED,
 * and stays queued like an offline one. Offline, returns at once: the write is queued in the
 * local cache and already visible to every listener; waiting would keep a form spinning until the
 * connection returns. A queued write the server later refuses is kept in `refused` for the
 * indicator to show.
 */
export async function settleWrite(
  write: Promise<unknown>,
  offline: () => boolean = browserOffline,
  confirmMs = CONFIRM_WAIT_MS,
  label?: WriteLabel,
): Promise<void> {
  set({ ...state, count: state.count + 1 });
  const settled = write.finally(() => set({ ...state, count: Math.max(0, state.count - 1) }));
  let queued = offline();
  const keepRefusal = () =>
    settled.catch((error: unknown) => {
      if (!queued) return;
      const message = error instanceof Error ? error.message : String(error);
      const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
      const reason = code === 'permission-denied' || code === 'firestore/permission-denied' ? REFUSED_PERMISSION : message;
      const refusedWrites = label ? [...state.refusedWrites, { ...label, reason }].slice(-MAX_REFUSED) : state.refusedWrites;
      set({ ...state, refused: reason, refusedWrites });
    });
  if (queued) {
    void keepRefusal();
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      queued = true;
      void keepRefusal();
      reject(new DataError(UNCONFIRMED, 'The server has not confirmed the change yet.'));
    }, confirmMs);
  });
  try {
    await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Follows the writes an earlier page left queued in the persistent cache (their promises died
 * with that page): `wait` is Firestore's waitForPendingWrites. Marked only if it has not settled
 * after `graceMs`, so an empty queue never flickers in the indicator.
 */
export function settleEarlierWrites(wait: Promise<unknown>, graceMs = 300): void {
  let settled = false;
  const timer = setTimeout(() => {
    if (!settled) set({ ...state, earlier: true });
  }, graceMs);
  const done = () => {
    settled = true;
    clearTimeout(timer);
    if (state.earlier) set({ ...state, earlier: false });
  };
  wait.then(done, done);
}
