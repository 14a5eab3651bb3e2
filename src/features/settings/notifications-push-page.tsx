// Push Notifications (/settings/notifications/push): browser notifications while the app is
// open in a tab. Enable asks the browser's permission; settings live in
// users/{uid}/settings/pushNotifications and reminders-scheduler.tsx honours them.
import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import { Button } from '../../components/ui/button';
import { Card, Panel } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { parsePushNotificationSettings, PUSH_TOGGLES, PUSH_TOGGLE_TEXT } from '../../domain/notifications/push-settings';
import type { PushNotificationSettings } from '../../domain/notifications/push-settings';
import { notificationPermission, requestNotificationPermission, showBrowserNotification } from './notifications-browser';
import type { PermissionState } from './notifications-browser';
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

export const BLOCKED_HELP = msg`Notifications are blocked for this site. To allow them, click the icon at the left of the address bar (a lock or sliders), open Site settings or Permissions, set Notifications to Allow, then reload this page.`;

export function PushNotificationsPage() {
  const { t } = useLingui();
  const { uid, backend } = useUidAndBackend();
  const zone = useTimeZone();
  const [form, setForm] = useState<PushNotificationSettings | null>(null);
  const [permission, setPermission] = useState<PermissionState>(notificationPermission);
  const [saving, setSaving] = useState(false);
  const { toast, show, close } = useToast();

  useEffect(() => {
    if (!uid || !backend) return;
    let first = true;
    return backend.notifications.watchPushSettings(uid, (s) => {
      if (first) setForm(s);
      first = false;
    });
  }, [uid, backend]);

  const save = async (next: PushNotificationSettings, done: string) => {
    if (!uid || !backend) return;
    const parsed = parsePushNotificationSettings(next);
    if (!parsed.ok) {
      show({ tone: 'error', text: translateText(parsed.error) });
      return;
    }
    setSaving(true);
    try {
      await backend.notifications.savePushSettings(uid, parsed.value);
      setForm(parsed.value);
      show({ tone: 'success', text: done });
    } catch {
      show({ tone: 'error', text: t(SAVE_FAILED) });
    } finally {
      setSaving(false);
    }
  };

  const enable = async () => {
    if (!form) return;
    const answer = await requestNotificationPermission();
    setPermission(answer);
    if (answer === 'granted') await save({ ...form, enabled: true }, t`Push notifications enabled.`);
    else if (answer === 'denied') show({ tone: 'error', text: t`Notification permission was denied.` });
  };

  const active = !!form?.enabled && permission === 'granted';

  return (
    <SettingsFrame title={t`Push Notifications`} subtitle={t`Browser notifications for reminders, payments and client changes while the app is open.`}>
      {!form ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : (
        <>
          <Card className="space-y-3">
            {permission === 'unsupported' ? (
              <p className="text-fg-body">
                <Trans>This browser does not support notifications.</Trans>
              </p>
            ) : permission === 'denied' ? (
              <p role="alert" className="text-red-800 dark:text-red-200">
                {t(BLOCKED_HELP)}
              </p>
            ) : active ? (
              <div className="flex flex-wrap items-center gap-3">
                <p className="flex-1 font-medium text-green-800 dark:text-green-200">
                  <Trans>Push notifications are on in this browser.</Trans>
                </p>
                <Button variant="secondary" size="sm" onClick={() => showBrowserNotification(t`SmallBiz CRM`, t`Notifications work in this browser.`, 'test')}>
                  <Trans>Send a test notification</Trans>
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={saving}
                  onClick={() => void save({ ...form, enabled: false }, t`Push notifications turned off.`)}
                >
                  <Trans>Turn Off</Trans>
                </Button>
              </div>
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <p className="flex-1 text-fg-body">
                  <Trans>Push notifications are off.</Trans>
                </p>
                <Button disabled={saving} onClick={() => void enable()}>
                  <Trans>Enable Push Notifications</Trans>
                </Button>
              </div>
            )}
            <p className="text-sm text-fg-muted">
              <Trans>
                Notifications appear while the app is open in any tab. Notifications with the app closed need Firebase Cloud Messaging (a web push key and a
                service worker), which this installation has not set up.
              </Trans>
            </p>
          </Card>
          <form
            className="space-y-6"
            onSubmit={(e) => {
              e.preventDefault();
              void save(form, t`Push notification settings saved.`);
            }}
          >
            <Panel title={t`What to notify`} titleId="push-kinds">
              <div className="mt-2 divide-y divide-line">
                {PUSH_TOGGLES.map((k) => (
                  <ToggleRow
                    key={k}
                    label={TOGGLE_LABELS[k] ? t(TOGGLE_LABELS[k]) : PUSH_TOGGLE_TEXT[k].label}
                    hint={translateText(PUSH_TOGGLE_TEXT[k].hint)}
                    checked={active && form[k]}
                    disabled={!active}
                    onChange={(v) => setForm({ ...form, [k]: v })}
                  />
                ))}
              </div>
            </Panel>
            <Panel title={t`Quiet hours`} titleId="push-quiet">
              <div className="mt-3">
                <QuietHoursFields value={form} zone={zone ?? t`loading`} disabled={!active} onChange={(q) => setForm({ ...form, ...q })} />
              </div>
            </Panel>
            <Button type="submit" disabled={saving || !active}>
              {saving ? t`Saving…` : t`Save Changes`}
            </Button>
          </form>
        </>
      )}
      <ToastView toast={toast} onClose={close} />
    </SettingsFrame>
  );
}
