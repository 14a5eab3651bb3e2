import { describe, expect, it } from 'vitest';
import { createFormatter } from '../domain/format';
import { adminDates, adminDayEnd, adminDayStart, serviceDollars } from './admin-dates';

describe('admin dates', () => {
  it('shows days and times in the default MM/DD/YYYY, 12 h format, with the words of the seed for missing and bad values', () => {
    const dates = adminDates(createFormatter({ timeZone: 'America/New_York' }));
    expect(dates.date(new Date('2026-01-30T01:00:00Z'))).toBe('01/29/2026');
    expect(dates.dateTime(new Date('2026-07-04T16:05:00Z'))).toBe('07/04/2026 12:05 PM');
    expect(dates.date(null)).toBe('Unknown');
    expect(dates.date(undefined, 'N/A')).toBe('N/A');
    expect(dates.dateTime(null, 'Never')).toBe('Never');
    expect(dates.date(new Date(Number.NaN), 'Never')).toBe('Invalid Date');
    expect(dates.dateTime(new Date('not a date'))).toBe('Invalid Date');
    expect(dates.timeZone).toBe('America/New_York');
  });

  it("follows the formatter's zone, date format and 24 h clock", () => {
    const dates = adminDates(createFormatter({ timeZone: 'Europe/Paris', dateFormat: 'DD/MM/YYYY', timeFormat: '24' }));
    expect(dates.date(new Date('2026-01-29T23:30:00Z'))).toBe('30/01/2026');
    expect(dates.dateTime(new Date('2026-07-04T16:05:00Z'))).toBe('04/07/2026 18:05');
    expect(dates.timeZone).toBe('Europe/Paris');
  });

  it('turns a picked day into New York midnight, across daylight saving changes', () => {
    const ny = 'America/New_York';
    expect(adminDayStart('2026-01-15', ny)?.toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(adminDayStart('2026-07-15', ny)?.toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(adminDayEnd('2026-03-07', ny)?.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(adminDayEnd('2026-03-08', ny)?.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(adminDayEnd('2026-12-31', ny)?.toISOString()).toBe('2027-01-01T05:00:00.000Z');
    expect(adminDayStart('31/12/2026', ny)).toBeNull();
  });

  it("turns a picked day into midnight of the viewer's own zone", () => {
    expect(adminDayStart('2026-01-15', 'Europe/Paris')?.toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(adminDayEnd('2026-03-28', 'Europe/Paris')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(adminDayStart('2026-01-15', 'Asia/Tokyo')?.toISOString()).toBe('2026-01-14T15:00:00.000Z');
  });
});

describe("the service's dollars", () => {
  it("puts a literal dollar sign before the amount in the viewer's number format, cents only when there are some", () => {
    expect(serviceDollars(createFormatter({ numberFormat: 'US', currency: 'EUR' }), 12345)).toBe('$12,345');
    expect(serviceDollars(createFormatter({ numberFormat: 'EU' }), 1234.5)).toBe('$1.234,50');
    expect(serviceDollars(createFormatter({ numberFormat: 'US' }), 29, { cents: true })).toBe('$29.00');
    expect(serviceDollars(createFormatter({ numberFormat: 'US' }), -5.5)).toBe('-$5.50');
  });
});
