import { describe, expect, it } from 'vitest';
import { adminDayEnd, adminDayStart, formatAdminDate, formatAdminDateTime } from './format-date';

describe('admin dates', () => {
  it('shows en-US dates in New York time, with the seed words for missing and bad dates', () => {
    expect(formatAdminDate(new Date('2026-01-30T01:00:00Z'))).toBe('Jan 29, 2026');
    expect(formatAdminDateTime(new Date('2026-07-04T16:05:00Z'))).toBe('Jul 4, 2026, 12:05 PM');
    expect(formatAdminDate(null)).toBe('Unknown');
    expect(formatAdminDate(undefined, 'N/A')).toBe('N/A');
    expect(formatAdminDate('not a date')).toBe('Invalid Date');
    expect(formatAdminDate(new Date(Number.NaN), 'Never')).toBe('Invalid Date');
  });

  it('turns a picked day into New York midnight, across daylight saving changes', () => {
    expect(adminDayStart('2026-01-15')?.toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(adminDayStart('2026-07-15')?.toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(adminDayEnd('2026-03-07')?.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(adminDayEnd('2026-03-08')?.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(adminDayEnd('2026-12-31')?.toISOString()).toBe('2027-01-01T05:00:00.000Z');
    expect(adminDayStart('31/12/2026')).toBeNull();
  });
});
