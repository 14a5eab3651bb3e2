import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS, addDays, currentMonth, formatIsoDate, isIsoDate, localDateFromIso, monthOf, parseIsoDate, todayIso } from './dates';
import { cleanDate } from './sanitize';
import { parsePatch, parseRecord } from './schemas';

describe('business dates', () => {
  it('formats the local calendar date of a Date as yyyy-mm-dd', () => {
    expect(todayIso(new Date(2024, 2, 5, 12))).toBe('2024-03-05');
    expect(todayIso(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31');
    expect(todayIso(new Date(2024, 0, 1, 0, 0, 0))).toBe('2024-01-01');
  });

  it('accepts only real calendar dates in yyyy-mm-dd form', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-00-10')).toBe(false);
    expect(isIsoDate('2024-01-00')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('2024-1-5')).toBe(false);
    expect(isIsoDate('03/15/2024')).toBe(false);
    expect(isIsoDate('2024-03-15T00:00:00Z')).toBe(false);
    expect(isIsoDate(20240315)).toBe(false);
    expect(parseIsoDate('2024-03-15')).toEqual({ year: 2024, month: 3, day: 15 });
    expect(parseIsoDate('nope')).toBeNull();
  });

  it('takes the month of a business date and of a clock', () => {
    expect(monthOf('2024-03-15')).toBe('2024-03');
    expect(monthOf('2024-03')).toBe('');
    expect(monthOf('')).toBe('');
    expect(currentMonth(new Date(2025, 6, 31, 23, 30))).toBe('2025-07');
  });

  it('adds whole days of 24 hours to a timestamp', () => {
    const start = new Date(Date.UTC(2024, 0, 1, 12));
    expect(addDays(start, 7).getTime() - start.getTime()).toBe(7 * DAY_MS);
    expect(addDays(start, -1).toISOString()).toBe('2023-12-31T12:00:00.000Z');
    expect(DAY_MS).toBe(86_400_000);
  });

  it('turns a business date into local midnight and a display text', () => {
    const d = localDateFromIso('2024-03-10');
    expect(d && [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2024, 2, 10, 0]);
    expect(localDateFromIso('0042-01-02')?.getFullYear()).toBe(42);
    expect(localDateFromIso('2024-02-30')).toBeNull();
    expect(formatIsoDate('2024-03-10')).toBe('Mar 10, 2024');
    expect(formatIsoDate('2024-12-01')).toBe('Dec 1, 2024');
    expect(formatIsoDate('')).toBe('');
  });
});

// The app tsconfig has no Node types; Node re-reads the zone when process.env.TZ is assigned.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

describe('a picked date round-trips unchanged in every time zone', () => {
  const originalTz = env.TZ;
  afterAll(() => {
    if (originalTz === undefined) delete env.TZ;
    else env.TZ = originalTz;
  });

  const picked = ['2024-03-10', '2024-01-01', '2024-12-31', '2024-02-29', '2024-11-03'];

  function roundTrips(zone: string): number {
    env.TZ = zone;
    for (const iso of picked) {
      expect(cleanDate(iso)).toBe(iso);
      const revenue = parseRecord('revenues', { source: 'Shop', amount: 10, date: iso });
      expect(revenue.ok && revenue.value.date).toBe(iso);
      const salary = parseRecord('salaries', { employeeName: 'Ann', amount: 10, payDate: iso });
      expect(salary.ok && salary.value.payDate).toBe(iso);
      const patch = parsePatch('tasks', { deadline: iso });
      expect(patch.ok && patch.value.deadline).toBe(iso);
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      // The first and last moment of that local day are both that day.
      expect(todayIso(new Date(y, m - 1, d, 0, 0, 0))).toBe(iso);
      expect(todayIso(new Date(y, m - 1, d, 23, 59, 59))).toBe(iso);
      const local = localDateFromIso(iso);
      expect(local && todayIso(local)).toBe(iso);
    }
    expect(formatIsoDate('2024-03-10')).toBe('Mar 10, 2024');
    // A blank date defaults to the local today of the given clock, not tomorrow.
    const now = new Date(2024, 5, 30, 23, 30);
    const blank = parseRecord('expenses', { description: 'Rent', amount: 5, category: 'office' }, now);
    expect(blank.ok && blank.value.date).toBe('2024-06-30');
    return new Date(2024, 0, 1).getTimezoneOffset();
  }

  it('holds in America/New_York and Asia/Tokyo (whose offsets really differ)', () => {
    const newYork = roundTrips('America/New_York');
    // The trap these helpers avoid: a date string parsed as UTC shows the day before in New York.
    expect(new Date('2024-03-10').getDate()).toBe(9);
    const tokyo = roundTrips('Asia/Tokyo');
    expect(newYork).toBe(300);
    expect(tokyo).toBe(-540);
    expect(newYork).not.toBe(tokyo);
  });
});
