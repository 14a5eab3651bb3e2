// "A new version is available": shown when a new deployment's service worker is waiting. Nothing
// reloads by itself, so a form being filled in is never lost (docs/decisions/0112).
import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/button';

export function UpdateBanner({ onReload }: { onReload: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 border-b border-primary-300 bg-primary-50 px-4 py-2 text-sm text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100"
    >
      <span>
        <Trans>
          <strong className="font-semibold">A new version is available.</strong> Save what you are editing, then reload to use it.
        </Trans>
      </span>
      <Button size="sm" onClick={onReload}>
        <Trans>Reload</Trans>
      </Button>
    </div>
  );
}
