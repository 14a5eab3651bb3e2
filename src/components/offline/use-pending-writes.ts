import { useSyncExternalStore } from 'react';
import { pendingWrites, watchPendingWrites } from '../../data/pending-writes';
import type { PendingWrites } from '../../data/pending-writes';

/** The writes the server has not confirmed yet, live. */
export function usePendingWrites(): PendingWrites {
  return useSyncExternalStore(watchPendingWrites, pendingWrites, pendingWrites);
}
