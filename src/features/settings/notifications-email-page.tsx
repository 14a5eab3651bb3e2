// Email Notifications (/settings/notifications/email): what the app e-mails this user and when.
// Saved to users/{uid}/settings/emailNotifications; the mail functions read it before queueing.
import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { EMAIL_FREQUENCIES, EMAIL_TOGGLES, EMAIL_TOGGLE_TEXT, parseEmailNotificationSettings } from '../../domain/notifications/email-settings';
import type { EmailFrequency, EmailNotificationSettings } from '../../domain/notifications/email-settings';
import {
  QuietHoursFields,
  SAVE_FAILED,
  SettingsFrame,
  TOGGLE_LABELS,
  ToastView,
  ToggleRow,
  useTimeZone,
  useToast,
  useUidAndBackend,
} from './notifications-shared';

const FREQUENCY_LABELS: Record<EmailFrequency, MessageDescriptor> = {
  immediate: msg`Immediately`,
  daily: msg`Daily digest`,
  weekly: msg`Weekly digest`,
  never: msg`Never (security alerts only)`,
};

export function EmailNotificationsPage() {
  const { t } = useLingui();
  const { uid, backend } = useUidAndBackend();
  const zone = useTimeZone();
  const [form, setForm] = useState<EmailNotificationSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const { toast, show, close } = useToast();

  useEffect(() => {
    if (!uid || !backend) return;
    let first = true;
    return backend.notifications.watchEmailSettings(
      uid,
      (s) => {
        if (first) setForm(s); // later snapshots do not overwrite what the user is editing
        first = false;
      },
      () => setLoadError(true),
    );
  }, [uid, backend]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form || !uid || !backend) return;
    const parsed = parseEmailNotificationSettings(form);
    if (!parsed.ok) {
      show({ tone: 'error', text: translateText(parsed.error) });
      return;
    }
    setSaving(true);
    try {
      await backend.notifications.saveEmailSettings(uid, parsed.value);
      show({ tone: 'success', text: t`Email notification settings saved.` });
    } catch {
      show({ tone: 'error', text: t(SAVE_FAILED) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsFrame title={t`Email Notifications`} subtitle={t`Choose what we e-mail you, how often, and when not to.`}>
      {loadError && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          <Trans>Your e-mail settings could not be loaded. Please reload the page.</Trans>
        </p>
      )}
      {!form ? (
        !loadError && <Spinner className="mx-auto h-8 w-8" />
      ) : (
        <form onSubmit={submit} className="space-y-6">
          <Panel title={t`What to e-mail`} titleId="email-kinds">
            <div className="mt-2 divide-y divide-line">
              {EMAIL_TOGGLES.map((k) => (
                <ToggleRow
                  key={k}
                  label={TOGGLE_LABELS[k] ? t(TOGGLE_LABELS[k]) : EMAIL_TOGGLE_TEXT[k].label}
                  hint={translateText(EMAIL_TOGGLE_TEXT[k].hint)}
                  checked={form[k]}
                  onChange={(v) => setForm({ ...form, [k]: v })}
                />
              ))}
            </div>
          </Panel>
          <Panel title={t({ message: 'When', context: 'e-mail timing' })} titleId="email-when">
            <div className="mt-3 space-y-5">
              <label className="block text-sm font-medium text-fg-soft">
                <Trans>Frequency</Trans>
                <select
                  className="mt-1 block w-full max-w-xs rounded-ui border border-line-strong bg-white px-3 py-2 text-fg dark:bg-slate-800"
                  value={form.frequency}
                  onChange={(e) => setForm({ ...form, frequency: e.target.value as EmailFrequency })}
                >
                  {EMAIL_FREQUENCIES.map((f) => (
                    <option key={f} value={f}>
                      {t(FREQUENCY_LABELS[f])}
                    </option>
                  ))}
                </select>
              </label>
              <p className="text-sm text-fg-muted">
                <Trans>A daily digest arrives at 09:00, a weekly one on Mondays at 09:00. Security alerts always arrive at once.</Trans>
              </p>
              <QuietHoursFields value={form} zone={zone ?? t`loading`} onChange={(q) => setForm({ ...form, ...q })} />
            </div>
          </Panel>
          <Button type="submit" disabled={saving}>
            {saving ? t`Saving…` : t`Save Changes`}
          </Button>
        </form>
      )}
      <ToastView toast={toast} onClose={close} />
    </SettingsFrame>
  );
}
