// systemSettings/global (docs/product/admin.md#global): the owner's defaults and switches for the
// whole service. One parser for the owner's form, the functions that enforce it and the rules'
// mirror (firestore.rules). A value out of range or of the wrong type falls back to its default.

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'ja', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

export const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY'] as const;
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'] as const;
export const TIME_FORMATS = ['12', '24'] as const;
export const FIRST_DAYS = ['sunday', 'monday'] as const;
export const COUNTRIES = ['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'ES', 'IT'] as const;
export const BACKUP_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;

export type GlobalSettings = {
  defaultLanguage: Language;
  defaultTimezone: string;
  defaultCurrency: (typeof CURRENCIES)[number];
  dateFormat: (typeof DATE_FORMATS)[number];
  timeFormat: (typeof TIME_FORMATS)[number];
  firstDayOfWeek: (typeof FIRST_DAYS)[number];
  defaultCountry: (typeof COUNTRIES)[number];
  maintenanceMode: boolean;
  maintenanceMessage: string;
  registrationEnabled: boolean;
  maxUsersPerAccount: number;
  /** Minutes of inactivity after which a user is signed out. */
  sessionTimeout: number;
  /** Days the activity log is kept. */
  dataRetentionDays: number;
  backupFrequency: (typeof BACKUP_FREQUENCIES)[number];
  supportEmail: string;
  supportPhone: string;
};

export const GLOBAL_DEFAULTS: GlobalSettings = {
  defaultLanguage: 'en',
  defaultTimezone: 'America/New_York',
  defaultCurrency: 'USD',
  dateFormat: 'MM/DD/YYYY',
  timeFormat: '12',
  firstDayOfWeek: 'sunday',
  defaultCountry: 'US',
  maintenanceMode: false,
  maintenanceMessage: 'System is currently under maintenance. Please check back later.',
  registrationEnabled: true,
  maxUsersPerAccount: 100,
  sessionTimeout: 480,
  dataRetentionDays: 2555,
  backupFrequency: 'daily',
  supportEmail: '',
  supportPhone: '',
};

/** Inclusive ranges of the numeric fields (docs/product/admin.md#global). */
export const GLOBAL_RANGES = {
  maxUsersPerAccount: { min: 1, max: 10000 },
  sessionTimeout: { min: 15, max: 1440 },
  dataRetentionDays: { min: 30, max: 3650 },
} as const;

export const GLOBAL_TEXT_LIMITS = { maintenanceMessage: 500, supportEmail: 320, supportPhone: 40 } as const;

const pick = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
  typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : fallback;

/** A whole number within the range, else the fallback. */
export function numberInRange(v: unknown, range: { min: number; max: number }, fallback: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n)) return fallback;
  const whole = Math.round(n);
  return whole < range.min || whole > range.max ? fallback : whole;
}

const text = (v: unknown, max: number, fallback: string) => (typeof v === 'string' ? v.trim().slice(0, max) : fallback);

/** Reads a stored or submitted document: unknown keys are dropped, bad values fall back. */
export function parseGlobalSettings(input: unknown): GlobalSettings {
  const d = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const g = GLOBAL_DEFAULTS;
  return {
    defaultLanguage: pick(LANGUAGES, d.defaultLanguage, g.defaultLanguage),
    defaultTimezone: pick(TIME_ZONES, d.defaultTimezone, g.defaultTimezone),
    defaultCurrency: pick(CURRENCIES, d.defaultCurrency, g.defaultCurrency),
    dateFormat: pick(DATE_FORMATS, d.dateFormat, g.dateFormat),
    timeFormat: pick(TIME_FORMATS, d.timeFormat, g.timeFormat),
    firstDayOfWeek: pick(FIRST_DAYS, d.firstDayOfWeek, g.firstDayOfWeek),
    defaultCountry: pick(COUNTRIES, d.defaultCountry, g.defaultCountry),
    maintenanceMode: typeof d.maintenanceMode === 'boolean' ? d.maintenanceMode : g.maintenanceMode,
    maintenanceMessage: text(d.maintenanceMessage, GLOBAL_TEXT_LIMITS.maintenanceMessage, g.maintenanceMessage) || g.maintenanceMessage,
    registrationEnabled: typeof d.registrationEnabled === 'boolean' ? d.registrationEnabled : g.registrationEnabled,
    maxUsersPerAccount: numberInRange(d.maxUsersPerAccount, GLOBAL_RANGES.maxUsersPerAccount, g.maxUsersPerAccount),
    sessionTimeout: numberInRange(d.sessionTimeout, GLOBAL_RANGES.sessionTimeout, g.sessionTimeout),
    dataRetentionDays: numberInRange(d.dataRetentionDays, GLOBAL_RANGES.dataRetentionDays, g.dataRetentionDays),
    backupFrequency: pick(BACKUP_FREQUENCIES, d.backupFrequency, g.backupFrequency),
    supportEmail: text(d.supportEmail, GLOBAL_TEXT_LIMITS.supportEmail, g.supportEmail).toLowerCase(),
    supportPhone: text(d.supportPhone, GLOBAL_TEXT_LIMITS.supportPhone, g.supportPhone),
  };
}
