// Pieces the notification settings pages share: Back to Settings, the 5-second toast, a toggle
// row, the quiet-hours fields and a hook that watches and saves one settings document.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import type { Backend } from '../../lib/backend';

export const TOAST_MS = 5000;
export const SAVE_FAILED = msg`Failed to save settings. Please try again.`;

/** The names of the notification kinds (the domain keeps the English; screens show these). */
export const TOGGLE_LABELS: Record<string, MessageDescriptor> = {
  newClients: msg`New clients`,
  mentions: msg`Mentions`,
  paymentReminders: msg`Payment reminders`,
  systemUpdates: msg`System updates`,
  weeklyReports: msg`Weekly reports`,
  securityAlerts: msg`Security alerts`,
  marketingEmails: msg`Marketing e-mails`,
  clientUpdates: msg`Client updates`,
  paymentAlerts: msg`Payment alerts`,
  systemNotifications: msg`System notifications`,
  reminders: msg`Reminders`,
};

export function BackToSettings() {
  return (
    <Link to={paths.settings} className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-300">
      <Trans>← Back to Settings</Trans>
    </Link>
  );
}

export type Toast = { tone: 'success' | 'error' | 'info'; text: string };

/** A toast that disappears after 5 seconds (docs/product/settings.md#settings-page). */
export function useToast() {
  const [toast, setToast] = useState<Toast | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback((t: Toast) => {
    if (timer.current) clearTimeout(timer.current);
    setToast(t);
    timer.current = setTimeout(() => setToast(null), TOAST_MS);
  }, []);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return { toast, show, close: () => setToast(null) };
}

const toneClass = {
  success: 'border-green-300 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-100',
  error: 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
  info: 'border-primary-300 bg-primary-50 text-primary-900 dark:border-primary-700 dark:bg-primary-950 dark:text-primary-100',
};

export function ToastView({ toast, onClose }: { toast: Toast | null; onClose: () => void }) {
  const { t } = useLingui();
  if (!toast) return null;
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      className={`fixed right-4 bottom-4 z-50 flex max-w-sm items-start gap-3 rounded-ui border px-4 py-3 text-sm shadow-lg ${toneClass[toast.tone]}`}
    >
      <span className="flex-1">{toast.text}</span>
      <button type="button" className="font-semibold" aria-label={t`Dismiss`} onClick={onClose}>
        ×
      </button>
    </div>
  );
}

export function ToggleRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex items-start justify-between gap-4 py-3">
      <span>
        <span className="block font-medium text-fg">{label}</span>
        <span className="block text-sm text-fg-muted">{hint}</span>
      </span>
      <input type="checkbox" className="mt-1 h-5 w-5 accent-primary-600" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
    </label>
  );
}

type Quiet = { quietHoursEnabled: boolean; quietHoursStart: string; quietHoursEnd: string };

export function QuietHoursFields({ value, onChange, zone, disabled }: { value: Quiet; onChange: (q: Quiet) => void; zone: string; disabled?: boolean }) {
  const input = 'rounded-ui border border-line-strong bg-white px-3 py-2 text-fg dark:bg-slate-800';
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="font-medium text-fg">
        <Trans>Quiet hours</Trans>
      </legend>
      <label className="flex items-center gap-2 text-fg-soft">
        <input
          type="checkbox"
          className="h-5 w-5 accent-primary-600"
          checked={value.quietHoursEnabled}
          onChange={(e) => onChange({ ...value, quietHoursEnabled: e.target.checked })}
        />
        <Trans>Hold notifications during quiet hours</Trans>
      </label>
      <div className="flex flex-wrap gap-4">
        <label className="text-sm text-fg-body">
          <Trans context="quiet hours start">From</Trans>
          <input
            type="time"
            className={`ml-2 ${input}`}
            value={value.quietHoursStart}
            disabled={!value.quietHoursEnabled}
            onChange={(e) => onChange({ ...value, quietHoursStart: e.target.value })}
          />
        </label>
        <label className="text-sm text-fg-body">
          <Trans context="quiet hours end">To</Trans>
          <input
            type="time"
            className={`ml-2 ${input}`}
            value={value.quietHoursEnd}
            disabled={!value.quietHoursEnabled}
            onChange={(e) => onChange({ ...value, quietHoursEnd: e.target.value })}
          />
        </label>
      </div>
      <p className="text-sm text-fg-muted">
        <Trans>In your time zone ({zone}).</Trans>
      </p>
    </fieldset>
  );
}

/** The signed-in user's id and the data layer, once both are there. */
export function useUidAndBackend(): { uid: string | null; accountId: string | null; backend: Backend | null } {
  const { user, accountId, backend, requestBackend } = useSession();
  useEffect(() => {
    if (!backend) requestBackend();
  }, [backend, requestBackend]);
  return { uid: user?.uid ?? null, accountId, backend };
}

/** The user's time zone as the data layer reports it. */
export function useTimeZone(): string | null {
  const { uid, backend } = useUidAndBackend();
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => (uid && backend ? backend.notifications.watchTimeZone(uid, setZone) : undefined), [uid, backend]);
  return zone;
}

export function SettingsFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>{t`${title} · SmallBiz CRM`}</title>
      <BackToSettings />
      <div>
        <h1 className="text-2xl font-semibold text-fg">{title}</h1>
        <p className="mt-1 text-fg-muted">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}
