// No save waits forever (docs/decisions/0179): a form gives up waiting after SAVE_DEADLINE_MS and
// says so, keeping its input. The data layer's own wait for the server (CONFIRM_WAIT_MS in
// src/data/pending-writes.ts) is shorter and says more; this one covers whatever else could hang
// (the data worker not answering at all).
import { DataError } from '../data/contract';

export const SAVE_DEADLINE_MS = 10_000;

/** `work`, or a DataError 'deadline-exceeded' if it has not settled after `ms`. */
export async function withDeadline<T>(work: Promise<T>, ms = SAVE_DEADLINE_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DataError('deadline-exceeded')), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
