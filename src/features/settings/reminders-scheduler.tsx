// Mounted once in the signed-in shell: fires due reminders (an in-app toast and, when allowed, a
// browser notification) and announces clients and overdue salaries changed on another device,
// respecting the push settings (on, per-kind toggles, quiet hours) and the user's time zone.
import { useEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '../../lib/i18n';
import type { RemoteChange, RemoteWatch } from '../../data/contract';
import { pushSettingsOrDefaults } from '../../domain/notifications/push-settings';
import type { PushNotificationSettings, PushToggle } from '../../domain/notifications/push-settings';
import { dueOccurrence } from '../../domain/notifications/reminders';
import type { Reminder } from '../../domain/notifications/reminders';
import { isQuietAt } from '../../domain/notifications/zoned-time';
import { claimOnce, showBrowserNotification } from './notifications-browser';
import { useUidAndBackend } from './notifications-shared';

export const TICK_MS = 15_000;
const MAX_SHOWN = 3;

/**
 * The remote changes worth watching under these settings. Each watched part is a live query that
 * downloads every matching write, this tab's own included (a 1,000-row clients import wrote 19
 * rows/s with the clients one open, 32 without, on the emulator), so with push off nothing is
 * watched, and a kind switched off is not watched either.
 */
export function remoteWatchOf(settings: PushNotificationSettings): RemoteWatch {
  const on = settings.enabled;
  return { clients: on && settings.clientUpdates, salaries: on && settings.paymentAlerts, security: on && settings.securityAlerts };
}

/** Whether a browser notification of this kind may be shown now. */
export function mayPush(settings: PushNotificationSettings, kind: PushToggle, now: Date, zone: string): boolean {
  if (!settings.enabled || !settings[kind]) return false;
  return !isQuietAt(now, zone, { enabled: settings.quietHoursEnabled, start: settings.quietHoursStart, end: settings.quietHoursEnd });
}

// Browser notification texts, built in the interface language when the change arrives.
const CHANGE_TEXT: Record<RemoteChange['kind'], { kind: PushToggle; title: MessageDescriptor; body: (label: string) => MessageDescriptor }> = {
  'client-added': {
    kind: 'clientUpdates',
    title: msg`New client`,
    body: (name) => (name ? msg`${name} was added on another device.` : msg`A client was added on another device.`),
  },
  'client-changed': {
    kind: 'clientUpdates',
    title: msg`Client updated`,
    body: (name) => (name ? msg`${name} was changed on another device.` : msg`A client was changed on another device.`),
  },
  'salary-overdue': {
    kind: 'paymentAlerts',
    title: msg`Salary overdue`,
    body: (name) => (name ? msg`The salary of ${name} is overdue.` : msg`The salary of an employee is overdue.`),
  },
  'new-sign-in': {
    kind: 'securityAlerts',
    title: msg`New sign-in`,
    body: (l) => {
      const browser = l.slice(0, 60);
      return browser ? msg`Your account was signed in to from another browser (${browser}).` : msg`Your account was signed in to from another browser.`;
    },
  },
  'password-changed': { kind: 'securityAlerts', title: msg`Password changed`, body: () => msg`The password of your account was changed.` },
};

type Shown = { key: string; title: string };

export function RemindersScheduler() {
  const { t } = useLingui();
  const { uid, accountId, backend } = useUidAndBackend();
  const [shown, setShown] = useState<Shown[]>([]);
  const push = useRef<PushNotificationSettings>(pushSettingsOrDefaults(null));
  const zone = useRef<string | null>(null);
  const [watch, setWatch] = useState<RemoteWatch>(() => remoteWatchOf(pushSettingsOrDefaults(null)));

  useEffect(() => {
    if (!uid || !backend) return;
    const n = backend.notifications;
    // null until the list has arrived: a look before then would pass over what fell due meanwhile.
    let reminders: Reminder[] | null = null;
    zone.current = null;
    const stops = [
      n.watchReminders(uid, (list) => (reminders = list)),
      n.watchPushSettings(uid, (s) => {
        push.current = s;
        setWatch(remoteWatchOf(s));
      }),
      n.watchTimeZone(uid, (z) => (zone.current = z)),
    ];
    // Reminders due in the minute before the app opened still fire. Until the reminders and the
    // time zone are known, a look does not count: it would move `last` past a reminder that fell
    // due before the list arrived, and that reminder would never fire.
    let last = new Date(Date.now() - 60_000);
    const tick = () => {
      const now = new Date();
      const z = zone.current;
      if (!z || !reminders) return;
      for (const r of reminders) {
        const at = dueOccurrence(r, last, now, z);
        if (!at || !claimOnce(`reminder:${uid}:${r.id}:${at.getTime()}`)) continue;
        setShown((s) => [...s, { key: `${r.id}:${at.getTime()}`, title: r.title }].slice(-MAX_SHOWN));
        if (mayPush(push.current, 'reminders', now, z)) showBrowserNotification(i18n._(msg`Reminder`), r.title, `reminder-${r.id}`);
      }
      last = now;
    };
    const timer = setInterval(tick, TICK_MS);
    const first = setTimeout(tick, 1000);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
      stops.forEach((stop) => stop());
    };
  }, [uid, backend]);

  // Changes made elsewhere, from the moment the settings ask for them. The effect depends on the
  // three parts, not on the object, which every settings snapshot makes anew.
  const { clients, salaries, security } = watch;
  useEffect(() => {
    if (!uid || !accountId || !backend || !(clients || salaries || security)) return;
    return backend.notifications.watchRemoteChanges(uid, accountId, new Date(), { clients, salaries, security }, (change) => {
      const text = CHANGE_TEXT[change.kind];
      const now = new Date();
      if (!zone.current || !mayPush(push.current, text.kind, now, zone.current)) return;
      if (claimOnce(`${change.kind}:${change.id}:${Math.floor(now.getTime() / 60_000)}`))
        showBrowserNotification(i18n._(text.title), i18n._(text.body(change.label)), change.id);
    });
  }, [uid, accountId, backend, clients, salaries, security]);

  if (shown.length === 0) return null;
  return (
    <div className="fixed right-4 bottom-4 z-50 space-y-2" aria-live="polite">
      {shown.map((s) => {
        const title = s.title;
        return (
          <div
            key={s.key}
            role="status"
            className="flex max-w-sm items-start gap-3 rounded-ui border border-primary-300 bg-primary-50 px-4 py-3 text-sm text-primary-900 shadow-lg dark:border-primary-700 dark:bg-primary-950 dark:text-primary-100"
          >
            <span className="flex-1">
              <span className="block font-semibold">
                <Trans>Reminder</Trans>
              </span>
              {s.title}
            </span>
            <button
              type="button"
              className="font-semibold"
              aria-label={t`Dismiss reminder ${title}`}
              onClick={() => setShown((all) => all.filter((x) => x.key !== s.key))}
            >
              ×
            </button>
          </div>
        );
      })}
    </div>
  );
}
