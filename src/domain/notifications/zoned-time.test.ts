import { describe, expect, it } from 'vitest';
import { afterQuietHours, inQuietWindow, isQuietAt, localParts, nextLocalTime, zonedInstant } from './zoned-time';

const quiet = { enabled: true, start: '22:00', end: '08:00' };

describe('wall-clock time in a zone', () => {
  it('reads the local date, time and weekday of an instant', () => {
    expect(localParts(new Date('2026-01-15T14:00:00Z'), 'Asia/Tokyo')).toEqual({ year: 2026, month: 1, day: 15, hour: 23, minute: 0, weekday: 4 });
    expect(localParts(new Date('2026-01-15T03:30:00Z'), 'America/New_York')).toMatchObject({ day: 14, hour: 22, minute: 30 });
  });

  it('finds the instant of a local time on both sides of a daylight-saving change', () => {
    expect(zonedInstant(2026, 3, 7, 9, 0, 'America/New_York').toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(zonedInstant(2026, 3, 9, 9, 0, 'America/New_York').toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(zonedInstant(2026, 7, 1, 0, 0, 'Asia/Kolkata').toISOString()).toBe('2026-06-30T18:30:00.000Z');
  });

  it('next local time is strictly after, and can be pinned to a weekday', () => {
    const now = new Date('2026-03-11T08:00:00Z'); // 09:00 in Paris, a Wednesday
    expect(nextLocalTime(now, 'Europe/Paris', '09:00').toISOString()).toBe('2026-03-12T08:00:00.000Z');
    expect(nextLocalTime(now, 'Europe/Paris', '09:01').toISOString()).toBe('2026-03-11T08:01:00.000Z');
    expect(nextLocalTime(now, 'Europe/Paris', '09:00', 1).toISOString()).toBe('2026-03-16T08:00:00.000Z');
  });

  it('quiet hours wrap midnight, and a window with equal ends or switched off is never quiet', () => {
    expect(inQuietWindow(23 * 60, quiet)).toBe(true);
    expect(inQuietWindow(7 * 60 + 59, quiet)).toBe(true);
    expect(inQuietWindow(8 * 60, quiet)).toBe(false);
    expect(inQuietWindow(21 * 60 + 59, quiet)).toBe(false);
    expect(inQuietWindow(13 * 60, { enabled: true, start: '12:00', end: '14:00' })).toBe(true);
    expect(inQuietWindow(23 * 60, { ...quiet, enabled: false })).toBe(false);
    expect(inQuietWindow(23 * 60, { enabled: true, start: '10:00', end: '10:00' })).toBe(false);
  });

  it('the same instant is quiet in Tokyo and not in New York, and waits for the Tokyo morning', () => {
    const now = new Date('2026-01-15T14:00:00Z');
    expect(isQuietAt(now, 'Asia/Tokyo', quiet)).toBe(true);
    expect(isQuietAt(now, 'America/New_York', quiet)).toBe(false);
    expect(afterQuietHours(now, 'Asia/Tokyo', quiet).toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(afterQuietHours(now, 'America/New_York', quiet)).toBe(now);
  });
});
