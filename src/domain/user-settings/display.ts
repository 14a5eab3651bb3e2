// users/{uid}/settings/display (docs/product/settings.md#display-settings): how this user sees dates,
// times, numbers and amounts. One parser for the pages, the data layer, account creation in
// functions and the rules' mirror (firestore.rules, isValidDisplaySettings).
import { LANGUAGES, parseGlobalSettings } from '../system-settings/global';
import type { Language } from '../system-settings/global';

export { LANGUAGES };
export type { Language };

/** The twelve time zones, New York to Auckland (the global defaults' eight among them). */
export const DISPLAY_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;
export type DisplayTimeZone = (typeof DISPLAY_TIME_ZONES)[number];

export const DISPLAY_DATE_FORMATS = [
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'YYYY-MM-DD',
  'DD.MM.YYYY',
  'DD-MM-YYYY',
  'MMM DD, YYYY',
  'DD MMM YYYY',
  'MMMM DD, YYYY',
] as const;
export type DisplayDateFormat = (typeof DISPLAY_DATE_FORMATS)[number];

export const DISPLAY_TIME_FORMATS = ['12', '24'] as const;
export const NUMBER_FORMATS = ['US', 'EU', 'FR', 'CH'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];
/** The original four, plus the two more the owner may pick as the global default. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
export const FIRST_DAYS_OF_WEEK = ['sunday', 'monday'] as const;

export type DisplaySettings = {
  language: Language;
  timeZone: DisplayTimeZone;
  dateFormat: DisplayDateFormat;
  timeFormat: (typeof DISPLAY_TIME_FORMATS)[number];
  showSeconds: boolean;
  relativeDates: boolean;
  numberFormat: NumberFormat;
  currency: DisplayCurrency;
  firstDayOfWeek: (typeof FIRST_DAYS_OF_WEEK)[number];
};

export const DISPLAY_KEYS = [
  'language',
  'timeZone',
  'dateFormat',
  'timeFormat',
  'showSeconds',
  'relativeDates',
  'numberFormat',
  'currency',
  'firstDayOfWeek',
] as const satisfies readonly (keyof DisplaySettings)[];

/** The product's defaults (language en, New York, MM/DD/YYYY, 12 h, Sunday, US, USD). */
export const DISPLAY_DEFAULTS: DisplaySettings = {
  language: 'en',
  timeZone: 'America/New_York',
  dateFormat: 'MM/DD/YYYY',
  timeFormat: '12',
  showSeconds: false,
  relativeDates: false,
  numberFormat: 'US',
  currency: 'USD',
  firstDayOfWeek: 'sunday',
};

const NUMBER_FORMAT_OF_COUNTRY: Record<string, NumberFormat> = { DE: 'EU', ES: 'EU', IT: 'EU', FR: 'FR' };

const inList = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);

/** A new account's display settings: the owner's global defaults (systemSettings/global), then the product's. */
export function displayDefaultsFrom(globalDoc: unknown): DisplaySettings {
  const g = parseGlobalSettings(globalDoc);
  return {
    ...DISPLAY_DEFAULTS,
    language: g.defaultLanguage,
    timeZone: inList(DISPLAY_TIME_ZONES, g.defaultTimezone) ? g.defaultTimezone : DISPLAY_DEFAULTS.timeZone,
    dateFormat: g.dateFormat,
    timeFormat: g.timeFormat,
    currency: inList(DISPLAY_CURRENCIES, g.defaultCurrency) ? g.defaultCurrency : DISPLAY_DEFAULTS.currency,
    firstDayOfWeek: g.firstDayOfWeek,
    numberFormat: NUMBER_FORMAT_OF_COUNTRY[g.defaultCountry] ?? 'US',
  };
}

/** Reads a stored document: unknown keys dropped, a missing or bad value takes the default. */
export function readDisplaySettings(input: unknown, defaults: DisplaySettings = DISPLAY_DEFAULTS): DisplaySettings {
  const d = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return {
    language: inList(LANGUAGES, d.language) ? d.language : defaults.language,
    timeZone: inList(DISPLAY_TIME_ZONES, d.timeZone) ? d.timeZone : defaults.timeZone,
    dateFormat: inList(DISPLAY_DATE_FORMATS, d.dateFormat) ? d.dateFormat : defaults.dateFormat,
    timeFormat: inList(DISPLAY_TIME_FORMATS, d.timeFormat) ? d.timeFormat : defaults.timeFormat,
    showSeconds: typeof d.showSeconds === 'boolean' ? d.showSeconds : defaults.showSeconds,
    relativeDates: typeof d.relativeDates === 'boolean' ? d.relativeDates : defaults.relativeDates,
    numberFormat: inList(NUMBER_FORMATS, d.numberFormat) ? d.numberFormat : defaults.numberFormat,
    currency: inList(DISPLAY_CURRENCIES, d.currency) ? d.currency : defaults.currency,
    firstDayOfWeek: inList(FIRST_DAYS_OF_WEEK, d.firstDayOfWeek) ? d.firstDayOfWeek : defaults.firstDayOfWeek,
  };
}

export type SettingsParse<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const CHECKS: { [K in keyof DisplaySettings]: (v: unknown) => boolean } = {
  language: (v) => inList(LANGUAGES, v),
  timeZone: (v) => inList(DISPLAY_TIME_ZONES, v),
  dateFormat: (v) => inList(DISPLAY_DATE_FORMATS, v),
  timeFormat: (v) => inList(DISPLAY_TIME_FORMATS, v),
  showSeconds: (v) => typeof v === 'boolean',
  relativeDates: (v) => typeof v === 'boolean',
  numberFormat: (v) => inList(NUMBER_FORMATS, v),
  currency: (v) => inList(DISPLAY_CURRENCIES, v),
  firstDayOfWeek: (v) => inList(FIRST_DAYS_OF_WEEK, v),
};

/** Strict check of changes a page submits: only known keys, each with an allowed value. */
export function parseDisplayChanges(input: unknown): SettingsParse<Partial<DisplaySettings>> {
  const d = (input && typeof input === 'object' && !Array.isArray(input) ? input : null) as Record<string, unknown> | null;
  if (!d) return { ok: false, errors: { form: 'The settings are not valid.' } };
  const errors: Record<string, string> = {};
  const value: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(d)) {
    const check = CHECKS[key as keyof DisplaySettings];
    if (!check) errors[key] = `Unknown setting "${key}".`;
    else if (!check(v)) errors[key] = `Please choose one of the listed options for ${key}.`;
    else value[key] = v;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: value as Partial<DisplaySettings> };
}
