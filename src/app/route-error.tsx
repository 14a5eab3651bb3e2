import { t } from '@lingui/core/macro';
import { Component, useEffect } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { paths } from '../lib/paths';
import { Card } from '../components/ui/card';

/** Delay before an authentication error sends the user back to sign in. */
export const AUTH_ERROR_REDIRECT_MS = 3000;

/** True for errors whose code comes from authentication ('auth/...'). */
export function isAuthError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && code.startsWith('auth/');
}

// The global i18n (not the React context): this view also shows when the providers themselves failed.
function ErrorFallbackView({ error, onTryAgain }: { error: unknown; onTryAgain: () => void }) {
  const auth = isAuthError(error);
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <Card role="alert" padding="xl" shadow className="w-full max-w-md text-center">
        <h1 className="text-xl font-semibold text-fg">{auth ? t`Authentication Error` : t`Something went wrong`}</h1>
        <p className="mt-3 text-fg-muted">
          {auth
            ? t`Your session could not be verified. Taking you back to sign in...`
            : t`An unexpected error stopped this page. You can try again or reload the page.`}
        </p>
        {import.meta.env.DEV && error instanceof Error && (
          <pre className="mt-4 overflow-auto rounded bg-surface-muted p-3 text-left text-xs text-fg-body">{error.message}</pre>
        )}
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t`Reload Page`}</Button>
          <Button variant="secondary" onClick={onTryAgain}>
            {t`Try Again`}
          </Button>
        </div>
      </Card>
    </main>
  );
}

/** errorElement of the root route. */
export function RouteErrorFallback() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const auth = isAuthError(error);

  useEffect(() => {
    if (!auth) return;
    const id = setTimeout(() => navigate(paths.auth, { replace: true }), AUTH_ERROR_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [auth, navigate]);

  // Navigating to where we are clears the router's error and renders the route again.
  const tryAgain = () => navigate(location, { replace: true });
  return <ErrorFallbackView error={error} onTryAgain={tryAgain} />;
}

type BoundaryState = { error: unknown; failed: boolean };

/** The last line of defence around the whole app (providers and router included). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, failed: false };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
    if (isAuthError(error)) {
      this.timer = setTimeout(() => window.location.assign(paths.auth), AUTH_ERROR_REDIRECT_MS);
    }
  }

  componentWillUnmount() {
    clearTimeout(this.timer);
  }

  private reset = () => {
    clearTimeout(this.timer);
    this.setState({ error: null, failed: false });
  };

  render() {
    if (this.state.failed) return <ErrorFallbackView error={this.state.error} onTryAgain={this.reset} />;
    return this.props.children;
  }
}
