// The one formatting module (docs/product/architecture.md#formatting): every date, time, number and amount a screen
// shows goes through a Formatter made from the user's display settings, with native Intl.
// Business dates ('yyyy-mm-dd') are calendar days: they are formatted from their parts, never
// through a Date, so they show the same day in every time zone. Timestamps (Date) are shown in
// the user's time zone. Exported files do not use this module (CSV and JSON keep ISO dates and
// plain numbers).
import { parseIsoDate } from './dates';
import { roundCents } from './money';
import { DISPLAY_DEFAULTS } from './user-settings/display';
import type { DisplaySettings, NumberFormat } from './user-settings/display';

/** The formatting locale of each interface language. */
export const LOCALE_OF_LANGUAGE: Record<DisplaySettings['language'], string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-BR',
  ru: 'ru-RU',
  zh: 'zh-CN',
  ja: 'ja-JP',
  ko: 'ko-KR',
};

/** Digit grouping and decimal mark: US 1,234.56 · EU 1.234,56 · FR 1 234,56 · CH 1’234.56. */
export const LOCALE_OF_NUMBER_FORMAT: Record<NumberFormat, string> = {
  US: 'en-US',
  EU: 'de-DE',
  FR: 'fr-FR',
  CH: 'de-CH',
};

export type MoneyOptions = {
  /** false: whole units ('$1,235'), as averages are shown. Default true. */
  cents?: boolean;
};

export type Formatter = {
  readonly settings: DisplaySettings;
  /** A business date 'yyyy-mm-dd' in the chosen date format; '' when not a valid date. */
  date(iso: string): string;
  /** The calendar day of a moment in the user's time zone, in the chosen date format. */
  day(at: Date | null | undefined): string;
  /** The time of day of a moment in the user's time zone (12/24 h, seconds if chosen). */
  time(at: Date | null | undefined): string;
  /** Day and time of a moment; "5 minutes ago" style when relative dates are on and it is recent. */
  dateTime(at: Date | null | undefined): string;
  /** A plain number in the chosen number format. */
  number(n: number, options?: { maximumFractionDigits?: number; minimumFractionDigits?: number }): string;
  /** An amount in the chosen currency (symbol and format only, no conversion). */
  money(n: number, options?: MoneyOptions): string;
  /** The chosen currency's symbol ('$', '€', '£', '¥'), for labels of amount fields. */
  readonly currencySymbol: string;
  /** Today's calendar date 'yyyy-mm-dd' in the user's time zone. */
  today(): string;
  /** This month 'yyyy-mm' in the user's time zone. */
  currentMonth(): string;
  /** Month names of a 'yyyy-mm' month ('March 2024'). */
  month(yyyyMm: string): string;
  /** Names of the weekdays, starting on the chosen first day of the week. */
  weekdays(): string[];
};

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const DAY_MS = 86_400_000;
const partsCache = new Map<string, Intl.DateTimeFormat>();

/** The calendar date 'yyyy-mm-dd' of `at` in `timeZone`. */
export function isoDateInZone(at: Date, timeZone: string): string {
  let f = partsCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    partsCache.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return `${pad(Number(parts.year), 4)}-${parts.month}-${parts.day}`;
}

/** `make()` on the first call, its result after. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const isValidDate = (d: Date | null | undefined): d is Date => d instanceof Date && Number.isFinite(d.getTime());

export function createFormatter(input: Partial<DisplaySettings> = {}, clock: () => Date = () => new Date()): Formatter {
  const settings: DisplaySettings = { ...DISPLAY_DEFAULTS, ...input };
  const locale = LOCALE_OF_LANGUAGE[settings.language] ?? 'en-US';
  const numberLocale = LOCALE_OF_NUMBER_FORMAT[settings.numberFormat] ?? 'en-US';
  const { timeZone } = settings;
  // Month names come from the language; the UTC zone keeps the named day as given. Each Intl
  // object is built on first use: building one costs a few milliseconds (more for the first of a
  // locale), and a page load builds formatters two or three times while the settings arrive, most
  // of whose parts it never uses (docs/decisions/0157).
  const monthShort = once(() => new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }));
  const monthLong = once(() => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }));
  const monthYear = once(() => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
  const weekday = once(() => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }));
  const timeFmt = once(
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        ...(settings.showSeconds ? { second: '2-digit' } : {}),
        hourCycle: settings.timeFormat === '24' ? 'h23' : 'h12',
      }),
  );
  const relative = once(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const moneyFmt = once(() => new Intl.NumberFormat(numberLocale, { style: 'currency', currency: settings.currency }));
  const wholeMoneyFmt = once(
    () =>
      new Intl.NumberFormat(numberLocale, {
        style: 'currency',
        currency: settings.currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
  );
  const currencySymbol = once(
    () =>
      moneyFmt()
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value ?? settings.currency,
  );
  const numberFmts = new Map<string, Intl.NumberFormat>();

  function utcNoon(y: number, m: number, d: number): Date {
    const at = new Date(Date.UTC(2000, m - 1, d, 12));
    at.setUTCFullYear(y);
    return at;
  }

  function calendar(iso: string): string {
    const p = parseIsoDate(iso);
    if (!p) return '';
    const { year, month, day } = p;
    const y = pad(year, 4);
    switch (settings.dateFormat) {
      case 'MM/DD/YYYY':
        return `${pad(month)}/${pad(day)}/${y}`;
      case 'DD/MM/YYYY':
        return `${pad(day)}/${pad(month)}/${y}`;
      case 'YYYY-MM-DD':
        return `${y}-${pad(month)}-${pad(day)}`;
      case 'DD.MM.YYYY':
        return `${pad(day)}.${pad(month)}.${y}`;
      case 'DD-MM-YYYY':
        return `${pad(day)}-${pad(month)}-${y}`;
      case 'MMM DD, YYYY':
        return `${monthShort().format(utcNoon(year, month, 15))} ${pad(day)}, ${y}`;
      case 'DD MMM YYYY':
        return `${pad(day)} ${monthShort().format(utcNoon(year, month, 15))} ${y}`;
      case 'MMMM DD, YYYY':
        return `${monthLong().format(utcNoon(year, month, 15))} ${pad(day)}, ${y}`;
    }
  }

  function dayDiff(iso: string): number | null {
    const a = parseIsoDate(iso);
    const b = parseIsoDate(isoDateInZone(clock(), timeZone));
    if (!a || !b) return null;
    return Math.round((Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day)) / DAY_MS);
  }

  const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase(locale) + s.slice(1);

  const f: Formatter = {
    settings,
    get currencySymbol() {
      return currencySymbol();
    },
    date(iso) {
      if (settings.relativeDates) {
        const diff = dayDiff(iso);
        if (diff !== null && Math.abs(diff) <= 1) return capitalise(relative().format(diff, 'day'));
      }
      return calendar(iso);
    },
    day(at) {
      return isValidDate(at) ? f.date(isoDateInZone(at, timeZone)) : '';
    },
    time(at) {
      return isValidDate(at) ? timeFmt().format(at) : '';
    },
    dateTime(at) {
      if (!isValidDate(at)) return '';
      if (settings.relativeDates) {
        const seconds = Math.round((at.getTime() - clock().getTime()) / 1000);
        const abs = Math.abs(seconds);
        if (abs < 60) return capitalise(relative().format(0, 'second'));
        if (abs < 3600) return relative().format(Math.trunc(seconds / 60), 'minute');
        if (abs < DAY_MS / 1000) return relative().format(Math.trunc(seconds / 3600), 'hour');
      }
      return `${f.day(at)} ${timeFmt().format(at)}`;
    },
    number(n, { maximumFractionDigits = 2, minimumFractionDigits = 0 } = {}) {
      const min = Math.min(minimumFractionDigits, maximumFractionDigits);
      const key = `${min}:${maximumFractionDigits}`;
      let fmt = numberFmts.get(key);
      if (!fmt) {
        fmt = new Intl.NumberFormat(numberLocale, { minimumFractionDigits: min, maximumFractionDigits });
        numberFmts.set(key, fmt);
      }
      return fmt.format(Number.isFinite(n) ? n : 0);
    },
    money(n, { cents = true } = {}) {
      const value = Number.isFinite(n) ? n : 0;
      if (!cents) return wholeMoneyFmt().format(Math.round(value) || 0);
      return moneyFmt().format(roundCents(value));
    },
    today() {
      return isoDateInZone(clock(), timeZone);
    },
    currentMonth() {
      return f.today().slice(0, 7);
    },
    month(yyyyMm) {
      const p = parseIsoDate(`${yyyyMm}-01`);
      return p ? monthYear().format(utcNoon(p.year, p.month, 15)) : '';
    },
    weekdays() {
      // 2024-01-07 was a Sunday.
      const start = settings.firstDayOfWeek === 'monday' ? 1 : 0;
      return Array.from({ length: 7 }, (_, i) => weekday().format(new Date(Date.UTC(2024, 0, 7 + start + i, 12))));
    },
  };
  return f;
}

/** The formatter with the product's defaults (en-US, New York, USD). */
export const defaultFormatter: Formatter = createFormatter();
