import { describe, expect, it } from 'vitest';
import { dueOccurrence, parseReminderInput } from './reminders';
import type { Reminder } from './reminders';

const r = (over: Partial<Reminder> = {}): Reminder => ({
  id: 'r',
  title: 'Call Ann',
  frequency: 'daily',
  time: '09:00',
  enabled: true,
  startDate: '2026-03-02',
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('reminders', () => {
  it('a daily reminder is due once its local time falls inside the window', () => {
    // 09:00 in New York on 2026-03-11 is 13:00 UTC (daylight time).
    expect(dueOccurrence(r(), at('2026-03-11T12:59:00Z'), at('2026-03-11T13:00:10Z'), 'America/New_York')?.toISOString()).toBe('2026-03-11T13:00:00.000Z');
    expect(dueOccurrence(r(), at('2026-03-11T13:00:10Z'), at('2026-03-11T13:00:40Z'), 'America/New_York')).toBeNull();
    expect(dueOccurrence(r(), at('2026-03-11T07:59:00Z'), at('2026-03-11T08:00:10Z'), 'Europe/Paris')).not.toBeNull();
  });

  it('a disabled reminder or one before its start date never fires', () => {
    expect(dueOccurrence(r({ enabled: false }), at('2026-03-11T12:59:00Z'), at('2026-03-11T13:01:00Z'), 'America/New_York')).toBeNull();
    expect(dueOccurrence(r({ startDate: '2026-03-12' }), at('2026-03-11T12:59:00Z'), at('2026-03-11T13:01:00Z'), 'America/New_York')).toBeNull();
  });

  it('weekly fires on the weekday of its start date; monthly on its day, or the last day of a shorter month', () => {
    const weekly = r({ frequency: 'weekly', startDate: '2026-03-02' }); // a Monday
    expect(dueOccurrence(weekly, at('2026-03-09T12:59:00Z'), at('2026-03-09T13:01:00Z'), 'America/New_York')).not.toBeNull();
    expect(dueOccurrence(weekly, at('2026-03-10T12:59:00Z'), at('2026-03-10T13:01:00Z'), 'America/New_York')).toBeNull();
    const monthly = r({ frequency: 'monthly', startDate: '2026-01-31', time: '00:00' });
    expect(dueOccurrence(monthly, at('2026-02-28T04:59:00Z'), at('2026-02-28T05:01:00Z'), 'America/New_York')).not.toBeNull();
    expect(dueOccurrence(monthly, at('2026-03-30T03:59:00Z'), at('2026-03-30T04:01:00Z'), 'America/New_York')).toBeNull();
  });

  it('a window that crosses local midnight still finds a 23:59 reminder', () => {
    expect(dueOccurrence(r({ time: '23:59' }), at('2026-03-12T03:58:30Z'), at('2026-03-12T04:00:30Z'), 'America/New_York')).not.toBeNull();
  });

  it('refuses an empty or long title and a bad time, and trims the title', () => {
    const base = { title: '  Pay rent ', frequency: 'monthly', time: '09:00', enabled: true, startDate: '2026-03-01' };
    expect(parseReminderInput(base)).toEqual({ ok: true, value: { ...base, title: 'Pay rent' } });
    expect(parseReminderInput({ ...base, title: ' ' })).toEqual({ ok: false, error: 'Please enter a title.' });
    expect(parseReminderInput({ ...base, title: 'x'.repeat(101) }).ok).toBe(false);
    expect(parseReminderInput({ ...base, time: '24:00' }).ok).toBe(false);
    expect(parseReminderInput({ ...base, frequency: 'hourly' }).ok).toBe(false);
  });
});
