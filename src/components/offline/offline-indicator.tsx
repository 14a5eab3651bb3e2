// The app shell's connection banner: offline with the number of changes waiting, then syncing
// until the server has confirmed every one of them (docs/decisions/0111).
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useOfflineReady } from '../../lib/offline-ready';
import { useOnline } from '../../lib/online';
import { RefusedWrites } from './refused-writes';
import { usePendingWrites } from './use-pending-writes';

/** The waiting changes as a sentence of the offline banner (whole sentences, for translation). */
function waitingSentence(count: number, earlier: boolean): MessageDescriptor {
  if (earlier && count === 0) return msg`Changes from before the reload waiting.`;
  if (earlier)
    return msg`${plural(count, { one: '# change waiting, plus changes from before the reload.', other: '# changes waiting, plus changes from before the reload.' })}`;
  return msg`${plural(count, { one: '# change waiting.', other: '# changes waiting.' })}`;
}

/** The "back online" banner while the waiting changes are being confirmed. */
function syncingSentence(count: number, earlier: boolean): MessageDescriptor {
  if (earlier && count === 0) return msg`Back online: syncing changes from before the reload waiting…`;
  if (earlier)
    return msg`${plural(count, { one: 'Back online: syncing # change waiting, plus changes from before the reload…', other: 'Back online: syncing # changes waiting, plus changes from before the reload…' })}`;
  return msg`${plural(count, { one: 'Back online: syncing # change waiting…', other: 'Back online: syncing # changes waiting…' })}`;
}

export function OfflineIndicator() {
  const { t } = useLingui();
  const online = useOnline();
  const ready = useOfflineReady();
  const { count, earlier } = usePendingWrites();
  const waiting = count > 0 || earlier;
  // After an offline spell, stay up while the queued changes are being confirmed.
  const [syncing, setSyncing] = useState(false);
  if (!online && !syncing) setSyncing(true);
  if (online && !waiting && syncing) setSyncing(false);

  const base = 'border-b px-4 py-2 text-sm';
  return (
    <>
      {!online && (
        <div
          role="status"
          data-testid="offline-indicator"
          className={`${base} border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100`}
        >
          <strong className="font-semibold">
            {/* Only once what a save needs is in this tab (src/lib/offline-ready.ts). */}
            {ready ? (
              <Trans>Offline: changes will sync when you reconnect.</Trans>
            ) : (
              <Trans>Offline: saving needs a connection until the app has finished downloading.</Trans>
            )}
          </strong>{' '}
          {waiting && <span>{t(waitingSentence(count, earlier))}</span>}
        </div>
      )}
      {online && syncing && waiting && (
        <div
          role="status"
          data-testid="offline-indicator"
          className={`${base} border-primary-300 bg-primary-50 text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100`}
        >
          {t(syncingSentence(count, earlier))}
        </div>
      )}
      <RefusedWrites className="border-b" />
    </>
  );
}
