// A plain message where something needs the server while the browser is offline
// (sign-in, sign-up, checkout, the import's write phase, the admin pages).
import { needsConnectionMessage, useOnline } from '../../lib/online';
import { Alert } from '../ui/alert';

/** `what` completes "… needs a connection", e.g. "Signing in". Renders nothing while online. */
export function NeedsConnection({ what, className = 'mb-4' }: { what: string; className?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert tone="error" className={className}>
      {needsConnectionMessage(what)}
    </Alert>
  );
}
