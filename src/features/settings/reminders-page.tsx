// Reminders (/settings/notifications/reminders): add, switch on or off, delete. Saved in
// users/{uid}/reminders; the signed-in shell fires them (reminders-scheduler.tsx).
import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '../../lib/i18n';
import { translateText } from '../../lib/known-texts';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card, Panel } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import {
  DEFAULT_REMINDER_TIME,
  localIsoDate,
  parseReminderInput,
  REMINDER_FREQUENCIES,
  REMINDERS_MAX,
  REMINDER_TITLE_MAX,
  SAMPLE_REMINDERS,
} from '../../domain/notifications/reminders';
import type { Reminder, ReminderFrequency, ReminderInput } from '../../domain/notifications/reminders';
import { SettingsFrame, ToastView, useTimeZone, useToast, useUidAndBackend } from './notifications-shared';

const FREQ_LABEL: Record<ReminderFrequency, MessageDescriptor> = {
  daily: msg({ message: 'Daily', context: 'reminder frequency' }),
  weekly: msg({ message: 'Weekly', context: 'reminder frequency' }),
  monthly: msg({ message: 'Monthly', context: 'reminder frequency' }),
};
// The same inside a sentence ("Add "Follow up with clients" (weekly, 09:00)").
const FREQ_IN_SENTENCE: Record<ReminderFrequency, MessageDescriptor> = {
  daily: msg({ message: 'daily', context: 'reminder frequency inside a sentence' }),
  weekly: msg({ message: 'weekly', context: 'reminder frequency inside a sentence' }),
  monthly: msg({ message: 'monthly', context: 'reminder frequency inside a sentence' }),
};

/** "Every Monday at 09:00" and the like, in the interface language at call time. */
export function describeReminder(r: Pick<Reminder, 'frequency' | 'time' | 'startDate'>): string {
  const [y, m, d] = r.startDate.split('-').map(Number) as [number, number, number];
  const time = r.time;
  if (r.frequency === 'daily') return i18n._(msg`Every day at ${time}`);
  if (r.frequency === 'weekly') {
    const weekly = [
      msg`Every Sunday at ${time}`,
      msg`Every Monday at ${time}`,
      msg`Every Tuesday at ${time}`,
      msg`Every Wednesday at ${time}`,
      msg`Every Thursday at ${time}`,
      msg`Every Friday at ${time}`,
      msg`Every Saturday at ${time}`,
    ];
    return i18n._(weekly[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? weekly[0]!);
  }
  const day = d;
  return i18n._(msg`Monthly on day ${day} at ${time}`);
}

const field = 'mt-1 block w-full rounded-ui border border-line-strong bg-white px-3 py-2 text-fg dark:bg-slate-800';

export function RemindersPage() {
  const { t } = useLingui();
  const { uid, backend } = useUidAndBackend();
  const zone = useTimeZone();
  const [list, setList] = useState<Reminder[] | null>(null);
  const [title, setTitle] = useState('');
  const [frequency, setFrequency] = useState<ReminderFrequency>('daily');
  const [time, setTime] = useState(DEFAULT_REMINDER_TIME);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast, show, close } = useToast();

  useEffect(
    () =>
      uid && backend
        ? backend.notifications.watchReminders(uid, setList, () => show({ tone: 'error', text: t`Your reminders could not be loaded.` }))
        : undefined,
    [uid, backend, show, t],
  );

  const add = async (input: Omit<ReminderInput, 'startDate' | 'enabled'>) => {
    if (!uid || !backend || !zone) return false;
    if ((list?.length ?? 0) >= REMINDERS_MAX) {
      const max = REMINDERS_MAX;
      setError(t`You can keep up to ${max} reminders.`);
      return false;
    }
    const parsed = parseReminderInput({ ...input, enabled: true, startDate: localIsoDate(new Date(), zone) });
    if (!parsed.ok) {
      setError(translateText(parsed.error));
      return false;
    }
    setError(null);
    setBusy(true);
    try {
      await backend.notifications.addReminder(uid, parsed.value);
      show({ tone: 'success', text: t`Reminder added.` });
      return true;
    } catch {
      show({ tone: 'error', text: t`Failed to add the reminder. Please try again.` });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await add({ title, frequency, time })) {
      setTitle('');
      setTime(DEFAULT_REMINDER_TIME);
    }
  };

  const act = async (work: () => Promise<void>, done: string, failed: string) => {
    try {
      await work();
      show({ tone: 'success', text: done });
    } catch {
      show({ tone: 'error', text: failed });
    }
  };

  return (
    <SettingsFrame
      title={t`Reminders`}
      subtitle={
        zone
          ? t`Recurring reminders, shown in the app (and as browser notifications when allowed) at their time in ${zone}.`
          : t`Recurring reminders, shown in the app (and as browser notifications when allowed) at their time.`
      }
    >
      <Panel title={t`Add a reminder`} titleId="add-reminder">
        <form onSubmit={submit} noValidate className="mt-3 grid gap-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
          <label className="text-sm font-medium text-fg-soft">
            <Trans context="reminder title">Title</Trans>
            <input
              className={field}
              value={title}
              maxLength={REMINDER_TITLE_MAX + 20}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </label>
          <label className="text-sm font-medium text-fg-soft">
            <Trans>Frequency</Trans>
            <select className={field} value={frequency} onChange={(e) => setFrequency(e.target.value as ReminderFrequency)}>
              {REMINDER_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {t(FREQ_LABEL[f])}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-fg-soft">
            <Trans context="time of day">Time</Trans>
            <input type="time" className={field} value={time} onChange={(e) => setTime(e.target.value)} />
          </label>
          <Button type="submit" disabled={busy || !zone}>
            <Trans>Add Reminder</Trans>
          </Button>
        </form>
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </Panel>

      {!list ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : list.length === 0 ? (
        <Card>
          <p className="text-fg-body">
            <Trans>No reminders yet. Start with a suggestion:</Trans>
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {SAMPLE_REMINDERS.map((s) => {
              // The suggestion is added in the language it is shown in: it becomes the user's own title.
              const title = translateText(s.title);
              const frequency = t(FREQ_IN_SENTENCE[s.frequency]);
              const time = s.time;
              return (
                <li key={s.title}>
                  <Button variant="secondary" size="sm" disabled={busy || !zone} onClick={() => void add({ ...s, title })}>
                    {t`Add "${title}" (${frequency}, ${time})`}
                  </Button>
                </li>
              );
            })}
          </ul>
        </Card>
      ) : (
        <Card as="section" aria-label={t`Your reminders`} padding="none">
          <ul className="divide-y divide-line">
            {list.map((r) => {
              const title = r.title;
              return (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
                  <div>
                    <p className={`font-medium ${r.enabled ? 'text-fg' : 'text-fg-subtle line-through'}`}>{r.title}</p>
                    <p className="text-sm text-fg-muted">{describeReminder(r)}</p>
                  </div>
                  <div className="flex items-center gap-3">
                    <label className="flex items-center gap-2 text-sm text-fg-body">
                      <input
                        type="checkbox"
                        className="h-5 w-5 accent-primary-600"
                        checked={r.enabled}
                        aria-label={t`${title} enabled`}
                        onChange={(e) =>
                          uid &&
                          backend &&
                          void act(
                            () => backend.notifications.setReminderEnabled(uid, r.id, e.target.checked),
                            e.target.checked ? t`Reminder enabled.` : t`Reminder disabled.`,
                            t`Failed to update the reminder. Please try again.`,
                          )
                        }
                      />
                      <Trans context="reminder switched on">Enabled</Trans>
                    </label>
                    <Button
                      variant="danger"
                      size="sm"
                      aria-label={t`Delete ${title}`}
                      onClick={() =>
                        uid &&
                        backend &&
                        void act(
                          () => backend.notifications.deleteReminder(uid, r.id),
                          t`Reminder deleted.`,
                          t`Failed to delete the reminder. Please try again.`,
                        )
                      }
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      <ToastView toast={toast} onClose={close} />
    </SettingsFrame>
  );
}
