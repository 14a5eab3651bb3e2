import { Spinner } from './spinner';

/** Covers the page while something app-wide happens: 'Loading...', 'Signing in...', 'Signing out...'. */
export function FullScreenMessage({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6">
      <Spinner className="h-10 w-10" />
      <p className="text-lg font-medium text-fg-body">{message}</p>
    </div>
  );
}
