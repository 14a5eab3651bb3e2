// What the public layout and the signed-in shell both put around their pages.
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/ui/spinner';

/** The first thing Tab reaches: jumps past the navigation to `#main`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}

/** The current page, with a spinner while its lazy chunk loads. */
export function PageOutlet() {
  return (
    <Suspense
      fallback={
        <div role="status" className="flex justify-center py-24">
          <Spinner className="h-8 w-8" />
          <span className="sr-only">
            <Trans>Loading...</Trans>
          </span>
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
