// What the signed-in shell shows about the app itself: a waiting update and the connection.
// Mounting it registers the service worker (only signed-in users get one) and loads what a save
// needs offline (src/lib/offline-ready.ts).
import { useEffect } from 'react';
import { prepareOfflineWhenIdle } from '../../lib/offline-ready';
import { useServiceWorker, useUpdateState } from '../../lib/service-worker';
import { useSession } from '../../lib/session';
import { OfflineIndicator } from './offline-indicator';
import { UpdateBanner } from './update-prompt';

export function AppStatus() {
  useServiceWorker();
  const update = useUpdateState();
  // What a save needs, loaded before the offline banner says changes will sync.
  const { backend } = useSession();
  useEffect(() => (backend ? prepareOfflineWhenIdle(backend.records) : undefined), [backend]);
  return (
    <>
      {update.waiting && update.apply && <UpdateBanner onReload={update.apply} />}
      <OfflineIndicator />
    </>
  );
}
