// What every configuration page shares: the back link to the hub, the title, and the green/red
// message that hides itself after 5 seconds (docs/product/admin.md#admin-area).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { DataError } from '../../data/contract-common';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';

export const FLASH_MS = 5000;

export type Flash = { tone: 'success' | 'error'; text: string } | null;

/** A message that clears itself after FLASH_MS. */
export function useFlash(): [Flash, (tone: 'success' | 'error', text: string) => void] {
  const [flash, setFlash] = useState<Flash>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback((tone: 'success' | 'error', text: string) => {
    window.clearTimeout(timer.current);
    setFlash({ tone, text });
    timer.current = window.setTimeout(() => setFlash(null), FLASH_MS);
  }, []);
  return [flash, show];
}

/**
 * The message for a failed save: the server's own words when it refused the input or asks for
 * a fresh sign-in (step-up), in the viewer's language, else the generic text.
 */
export function saveErrorText(error: unknown, fallback: string): string {
  if (
    error instanceof DataError &&
    [
      'invalid-argument',
      'failed-precondition',
      'functions/invalid-argument',
      'functions/failed-precondition',
      'permission-denied',
      'functions/permission-denied',
    ].includes(error.code)
  ) {
    return error.message ? translateText(error.message) : fallback;
  }
  return fallback;
}

export function ConfigFrame({ title, subtitle, flash, children }: { title: string; subtitle: string; flash: Flash; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl">
      <Link to={paths.adminSettings} className="mb-4 inline-block text-sm font-medium text-primary-700 hover:underline dark:text-primary-300">
        <Trans>← Back to System Configuration</Trans>
      </Link>
      <PageHeader title={title} subtitle={subtitle} />
      {flash && (
        <Alert tone={flash.tone} className="mb-4">
          {flash.text}
        </Alert>
      )}
      {children}
    </div>
  );
}

export const sectionClass = 'rounded-ui-lg border border-line-soft bg-surface p-6 shadow-sm';
export const sectionTitleClass = 'mb-4 text-lg font-semibold text-fg';

/** A labelled on/off switch (a checkbox styled as a toggle). */
export function Toggle({
  label,
  checked,
  onChange,
  hint,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <label className="flex items-start justify-between gap-4 py-2">
      <span>
        <span className="block text-sm font-medium text-fg-soft">{label}</span>
        {hint && <span className="block text-xs text-fg-subtle">{hint}</span>}
      </span>
      <input type="checkbox" className="mt-1 h-5 w-5 accent-primary-600" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
    </label>
  );
}
