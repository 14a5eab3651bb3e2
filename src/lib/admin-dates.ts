// Dates on the admin pages (docs/product/admin.md#admin-area) go through the viewer's own formatter
// (users/{uid}/settings/display): their date format, 12/24 h and time zone, with New York as the
// zone while the viewer has chosen none, as the admin pages show them. A missing value shows the
// caller's word ("Unknown", "N/A", "Never"), a value that is not a date "Invalid Date".
import { i18n } from './i18n';
import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { ADMIN_TIME_ZONE, zoneOffsetMs } from '../domain/admin-analytics';
import type { Formatter } from '../domain/format';
import { useFormat } from './use-format';

export type AdminDateValue = Date | null | undefined;

export type AdminDates = {
  /** The calendar day of a moment in the effective zone ('01/29/2026' by default). */
  date(value: AdminDateValue, missing?: string): string;
  /** Day and time of a moment in the effective zone ('07/04/2026 12:05 PM' by default). */
  dateTime(value: AdminDateValue, missing?: string): string;
  /** The effective time zone: the viewer's own, else New York. */
  readonly timeZone: string;
};

/** The admin pages' date texts made from a formatter (pure; `useAdminDates` supplies the viewer's). */
export function adminDates(formatter: Formatter): AdminDates {
  const text = (value: AdminDateValue, missing: string, shown: (at: Date) => string) => {
    if (value === null || value === undefined) return missing;
    if (!(value instanceof Date) || Number.isNaN(value.getTime())) return i18n._(msg`Invalid Date`);
    return shown(value);
  };
  return {
    date: (value, missing = i18n._(msg({ message: 'Unknown', context: 'missing date' }))) => text(value, missing, (at) => formatter.day(at)),
    dateTime: (value, missing = i18n._(msg({ message: 'Unknown', context: 'missing date' }))) => text(value, missing, (at) => formatter.dateTime(at)),
    timeZone: formatter.settings.timeZone,
  };
}

/** The signed-in admin's date texts: their display settings, New York until they choose a zone. */
export function useAdminDates(): AdminDates {
  const formatter = useAdminFormat();
  return useMemo(() => adminDates(formatter), [formatter]);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a 'yyyy-mm-dd' day starts in `timeZone` (null for a bad date). */
export function adminDayStart(iso: string, timeZone: string): Date | null {
  const m = ISO_DAY.exec(iso);
  if (!m) return null;
  const utcMidnight = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const guess = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  return new Date(utcMidnight - zoneOffsetMs(new Date(guess), timeZone));
}

/** The instant the day after a 'yyyy-mm-dd' day starts in `timeZone` (an exclusive end). */
export function adminDayEnd(iso: string, timeZone: string): Date | null {
  const m = ISO_DAY.exec(iso);
  if (!m) return null;
  const next = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1)).toISOString().slice(0, 10);
  return adminDayStart(next, timeZone);
}

/** The signed-in admin's formatter for numbers on the admin pages (New York until they choose a zone). */
export function useAdminFormat(): Formatter {
  return useFormat({ defaultTimeZone: ADMIN_TIME_ZONE });
}

/**
 * The service's own revenue in dollars: the service bills in USD whatever the viewer's account
 * currency, so a literal '$' before the amount in the viewer's number format (cents only when
 * the amount has them, or `cents` forces two decimals).
 */
export function serviceDollars(formatter: Formatter, n: number, { cents = false } = {}): string {
  const value = Number.isFinite(n) ? n : 0;
  const digits = cents || !Number.isInteger(value) ? 2 : 0;
  const text = formatter.number(Math.abs(value), { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${value < 0 ? '-' : ''}$${text}`;
}
