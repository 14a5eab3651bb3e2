// The app shell's connection banner: offline with the number of changes waiting, then syncing
// until the server has confirmed every one of them (docs/decisions/0111).
import { useState } from 'react';
import { dismissRefusedWrite } from '../../data/pending-writes';
import { useOnline } from '../../lib/online';
import { usePendingWrites } from './use-pending-writes';

export function pendingLabel(count: number, earlier = false): string {
  const now = count === 1 ? '1 change waiting' : `${count} changes waiting`;
  if (!earlier) return now;
  return count === 0 ? 'changes from before the reload waiting' : `${now}, plus changes from before the reload`;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function OfflineIndicator() {
  const online = useOnline();
  const { count, refused, earlier } = usePendingWrites();
  const waiting = count > 0 || earlier;
  // After an offline spell, stay up while the queued changes are being confirmed.
  const [syncing, setSyncing] = useState(false);
  if (!online && !syncing) setSyncing(true);
  if (online && !waiting && syncing) setSyncing(false);

  const base = 'border-b px-4 py-2 text-sm';
  return (
    <>
      {!online && (
        <div role="status" data-testid="offline-indicator" className={`${base} border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100`}>
          <strong className="font-semibold">Offline: changes will sync when you reconnect.</strong>{' '}
          {waiting && <span>{upperFirst(pendingLabel(count, earlier))}.</span>}
        </div>
      )}
      {online && syncing && waiting && (
        <div role="status" data-testid="offline-indicator" className={`${base} border-primary-300 bg-primary-50 text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100`}>
          Back online: syncing {pendingLabel(count, earlier)}…
        </div>
      )}
      {refused && (
        <div role="alert" className={`${base} flex items-center justify-between gap-3 border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200`}>
          <span>A change made offline was not saved: {refused}</span>
          <button type="button" className="font-medium underline" onClick={dismissRefusedWrite}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );
}
