import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Backend } from '../lib/backend';
import { BackendProvider } from '../lib/backend-context';
import { AppErrorBoundary } from './route-error';
import { SessionProvider } from '../lib/session';
import { FormatProvider } from '../lib/use-format';
import { i18n } from '../lib/i18n';

/** Everything the screens need around them; tests pass an in-memory `backend`. */
export function AppProvider({ backend, children }: { backend?: Backend; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <BackendProvider backend={backend}>
          <SessionProvider>
            <FormatProvider>{children}</FormatProvider>
          </SessionProvider>
        </BackendProvider>
      </AppErrorBoundary>
    </I18nProvider>
  );
}
