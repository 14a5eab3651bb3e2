// What the signed-in shell shows about the app itself: a waiting update and the connection.
// Mounting it registers the service worker (only signed-in users get one).
import { useServiceWorker, useUpdateState } from '../../lib/service-worker';
import { OfflineIndicator } from './offline-indicator';
import { UpdateBanner } from './update-prompt';

export function AppStatus() {
  useServiceWorker();
  const update = useUpdateState();
  return (
    <>
      {update.waiting && update.apply && <UpdateBanner onReload={update.apply} />}
      <OfflineIndicator />
    </>
  );
}
