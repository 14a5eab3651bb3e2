// What every settings sub-page shares: "Back to Settings", the title, and the page's toast
// (settings toasts disappear after 5 seconds: docs/product/settings.md#settings-page).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../lib/paths';

export const TOAST_MS = 5000;

export type Toast = { tone: 'success' | 'error'; text: string };

/** A toast that hides itself after 5 seconds; a new message restarts the time. */
export function useToast() {
  const [toast, setToast] = useState<Toast | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback((next: Toast) => {
    if (timer.current) clearTimeout(timer.current);
    setToast(next);
    timer.current = setTimeout(() => setToast(null), TOAST_MS);
  }, []);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return { toast, show, clear: () => setToast(null) };
}

export function SettingsFrame({ title, subtitle, toast, children }: { title: string; subtitle?: string; toast?: Toast | null; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to={paths.settings} className="inline-block text-sm font-medium text-primary-700 hover:underline dark:text-primary-300">
        <Trans>← Back to Settings</Trans>
      </Link>
      <PageHeader title={title} subtitle={subtitle} />
      {toast && (
        <div className="fixed right-4 bottom-4 z-50 max-w-sm shadow-lg">
          <Alert tone={toast.tone}>{toast.text}</Alert>
        </div>
      )}
      {children}
    </div>
  );
}

export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-ui-lg border border-line bg-surface p-6">
      <h2 className="mb-4 text-lg font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}

export const SAVE_FAILED = msg`Failed to save your settings. Please try again.`;
export const SAVED = msg`Settings saved successfully!`;
