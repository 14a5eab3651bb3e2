// Mounted once in the signed-in shell: fires due reminders (an in-app toast and, when allowed, a
// browser notification) and announces clients and overdue salaries changed on another device,
// respecting the push settings (on, per-kind toggles, quiet hours) and the user's time zone.
import { useEffect, useRef, useState } from 'react';
import type { RemoteChange } from '../../data/contract';
import { pushSettingsOrDefaults } from '../../domain/notifications/push-settings';
import type { PushNotificationSettings, PushToggle } from '../../domain/notifications/push-settings';
import { dueOccurrence } from '../../domain/notifications/reminders';
import type { Reminder } from '../../domain/notifications/reminders';
import { isQuietAt } from '../../domain/notifications/zoned-time';
import { claimOnce, showBrowserNotification } from './notifications-browser';
import { useUidAndBackend } from './notifications-shared';

export const TICK_MS = 15_000;
const MAX_SHOWN = 3;

/** Whether a browser notification of this kind may be shown now. */
export function mayPush(settings: PushNotificationSettings, kind: PushToggle, now: Date, zone: string): boolean {
  if (!settings.enabled || !settings[kind]) return false;
  return !isQuietAt(now, zone, { enabled: settings.quietHoursEnabled, start: settings.quietHoursStart, end: settings.quietHoursEnd });
}

const CHANGE_TEXT: Record<RemoteChange['kind'], { kind: PushToggle; title: string; body: (label: string) => string }> = {
  'client-added': { kind: 'clientUpdates', title: 'New client', body: (l) => `${l || 'A client'} was added on another device.` },
  'client-changed': { kind: 'clientUpdates', title: 'Client updated', body: (l) => `${l || 'A client'} was changed on another device.` },
  'salary-overdue': { kind: 'paymentAlerts', title: 'Salary overdue', body: (l) => `The salary of ${l || 'an employee'} is overdue.` },
  'new-sign-in': { kind: 'securityAlerts', title: 'New sign-in', body: (l) => `Your account was signed in to from another browser${l ? ` (${l.slice(0, 60)})` : ''}.` },
  'password-changed': { kind: 'securityAlerts', title: 'Password changed', body: () => 'The password of your account was changed.' },
};

type Shown = { key: string; title: string };

export function RemindersScheduler() {
  const { uid, backend } = useUidAndBackend();
  const [shown, setShown] = useState<Shown[]>([]);
  const reminders = useRef<Reminder[]>([]);
  const push = useRef<PushNotificationSettings>(pushSettingsOrDefaults(null));
  const zone = useRef<string | null>(null);

  useEffect(() => {
    if (!uid || !backend) return;
    const n = backend.notifications;
    const stops = [
      n.watchReminders(uid, (list) => (reminders.current = list)),
      n.watchPushSettings(uid, (s) => (push.current = s)),
      n.watchTimeZone(uid, (z) => (zone.current = z)),
      n.watchRemoteChanges(uid, new Date(), (change) => {
        const text = CHANGE_TEXT[change.kind];
        const now = new Date();
        if (!zone.current || !mayPush(push.current, text.kind, now, zone.current)) return;
        if (claimOnce(`${change.kind}:${change.id}:${Math.floor(now.getTime() / 60_000)}`)) showBrowserNotification(text.title, text.body(change.label), change.id);
      }),
    ];
    // Reminders due in the minute before the app opened still fire.
    let last = new Date(Date.now() - 60_000);
    const tick = () => {
      const now = new Date();
      const z = zone.current;
      if (!z) return;
      for (const r of reminders.current) {
        const at = dueOccurrence(r, last, now, z);
        if (!at || !claimOnce(`reminder:${uid}:${r.id}:${at.getTime()}`)) continue;
        setShown((s) => [...s, { key: `${r.id}:${at.getTime()}`, title: r.title }].slice(-MAX_SHOWN));
        if (mayPush(push.current, 'reminders', now, z)) showBrowserNotification('Reminder', r.title, `reminder-${r.id}`);
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

  if (shown.length === 0) return null;
  return (
    <div className="fixed right-4 bottom-4 z-50 space-y-2" aria-live="polite">
      {shown.map((s) => (
        <div key={s.key} role="status" className="flex max-w-sm items-start gap-3 rounded-ui border border-primary-300 bg-primary-50 px-4 py-3 text-sm text-primary-900 shadow-lg dark:border-primary-700 dark:bg-primary-950 dark:text-primary-100">
          <span className="flex-1">
            <span className="block font-semibold">Reminder</span>
            {s.title}
          </span>
          <button type="button" className="font-semibold" aria-label={`Dismiss reminder ${s.title}`} onClick={() => setShown((all) => all.filter((x) => x.key !== s.key))}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
