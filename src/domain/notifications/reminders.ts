// Reminders (docs/product/settings.md#reminders): users/{uid}/reminders/{id}. Each fires at its time in the
// user's time zone: daily, weekly on the weekday of its start date, or monthly on that day of
// the month (the month's last day when it is shorter).
import { addLocalDays, isHhMm, localParts, minutesOf, zonedInstant } from './zoned-time';
import type { ParseResult } from './email-settings';

export const REMINDER_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];
export const REMINDER_TITLE_MAX = 100;
export const REMINDERS_MAX = 50;
export const DEFAULT_REMINDER_TIME = '09:00';

export type ReminderInput = { title: string; frequency: ReminderFrequency; time: string; enabled: boolean; startDate: string };
export type Reminder = ReminderInput & { id: string };

/** Offered as one-click suggestions when the list is empty (never preloaded). */
export const SAMPLE_REMINDERS: readonly Omit<ReminderInput, 'startDate' | 'enabled'>[] = [
  { title: 'Follow up with clients', frequency: 'weekly', time: '09:00' },
  { title: 'Review pending payments', frequency: 'daily', time: '09:00' },
  { title: 'Monthly revenue review', frequency: 'monthly', time: '09:00' },
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseReminderInput(input: unknown): ParseResult<ReminderInput> {
  if (typeof input !== 'object' || input === null) return { ok: false, error: 'The reminder is missing.' };
  const d = input as Record<string, unknown>;
  const title = typeof d.title === 'string' ? d.title.trim() : '';
  if (!title) return { ok: false, error: 'Please enter a title.' };
  if (title.length > REMINDER_TITLE_MAX) return { ok: false, error: `The title can be at most ${REMINDER_TITLE_MAX} characters.` };
  if (!REMINDER_FREQUENCIES.includes(d.frequency as ReminderFrequency)) return { ok: false, error: 'Choose daily, weekly or monthly.' };
  if (!isHhMm(d.time)) return { ok: false, error: 'Please enter a time (HH:MM).' };
  if (typeof d.enabled !== 'boolean') return { ok: false, error: 'Enabled must be on or off.' };
  if (typeof d.startDate !== 'string' || !ISO_DATE.test(d.startDate)) return { ok: false, error: 'The start date is not valid.' };
  return { ok: true, value: { title, frequency: d.frequency as ReminderFrequency, time: d.time, enabled: d.enabled, startDate: d.startDate } };
}

/** Today's date (yyyy-mm-dd) in a zone. */
export function localIsoDate(instant: Date, zone: string): string {
  const p = localParts(instant, zone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function occursOn(r: Reminder, d: { year: number; month: number; day: number; weekday: number }): boolean {
  const [sy, sm, sd] = r.startDate.split('-').map(Number) as [number, number, number];
  if (Date.UTC(d.year, d.month - 1, d.day) < Date.UTC(sy, sm - 1, sd)) return false;
  if (r.frequency === 'daily') return true;
  if (r.frequency === 'weekly') return new Date(Date.UTC(sy, sm - 1, sd)).getUTCDay() === d.weekday;
  return d.day === Math.min(sd, daysInMonth(d.year, d.month));
}

/**
 * The occurrence of an enabled reminder inside (from, to], if any (the latest one). Looks at the
 * local days of both ends, so a window that crosses midnight is covered.
 */
export function dueOccurrence(r: Reminder, from: Date, to: Date, zone: string): Date | null {
  if (!r.enabled || to.getTime() <= from.getTime()) return null;
  const minutes = minutesOf(r.time);
  const end = localParts(to, zone);
  for (let i = 0; i >= -1; i -= 1) {
    const d = addLocalDays(end, i);
    if (!occursOn(r, d)) continue;
    const at = zonedInstant(d.year, d.month, d.day, Math.floor(minutes / 60), minutes % 60, zone);
    if (at.getTime() > from.getTime() && at.getTime() <= to.getTime()) return at;
  }
  return null;
}
