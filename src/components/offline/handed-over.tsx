// Covers the app in a tab whose data worker handed this browser's copy of the records to another
// tab that started offline (docs/decisions/0179): nothing here is live or can be saved any more.
// Nothing reloads by itself; Reload gives the tab a data layer again.
import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { cacheHandedOver, watchCacheHandover } from '../../data/cache-handover';
import { Button } from '../ui/button';

export function useCacheHandedOver(): boolean {
  return useSyncExternalStore(watchCacheHandover, cacheHandedOver, cacheHandedOver);
}

export function HandedOverCover() {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="handed-over-title"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-6"
    >
      <div className="max-w-md space-y-4 rounded-ui-lg bg-surface p-6 shadow-xl dark:ring-1 dark:ring-slate-700">
        <h2 id="handed-over-title" className="text-lg font-semibold text-fg">
          <Trans>The app is now open in another tab.</Trans>
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <Trans>
            That tab started offline and took this browser's copy of your records, so this tab no longer shows or saves changes. Reload it to use it here.
          </Trans>
        </p>
        <div className="flex justify-end">
          <Button onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
