// Strict checks of what the owner submits on the configuration pages (the form shows the
// message; the saving callable refuses the same input with it). Stored documents are read with
// the lenient parsers, which fall back to the defaults.
import {
  BACKUP_FREQUENCIES,
  COUNTRIES,
  CURRENCIES,
  DATE_FORMATS,
  FIRST_DAYS,
  GLOBAL_RANGES,
  GLOBAL_TEXT_LIMITS,
  LANGUAGES,
  TIME_FORMATS,
  TIME_ZONES,
} from './global';
import type { GlobalSettings } from './global';
import { SECURITY_RANGES } from './security';
import type { SecuritySettings } from './security';
import { PRIMARY_COLORS, THEME_MODES, UI_STYLES } from './theme';

type Input = Record<string, unknown>;

const isWhole = (v: unknown, r: { min: number; max: number }) => typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max;
const oneOf = (list: readonly string[], v: unknown) => typeof v === 'string' && list.includes(v);
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function unknownKey(input: Input, known: readonly string[]): string | null {
  const extra = Object.keys(input).find((k) => !known.includes(k));
  return extra ? `Unknown setting: ${extra}` : null;
}

export const GLOBAL_FIELD_LABELS: Record<keyof GlobalSettings, string> = {
  defaultLanguage: 'Default language',
  defaultTimezone: 'Default time zone',
  defaultCurrency: 'Default currency',
  dateFormat: 'Date format',
  timeFormat: 'Time format',
  firstDayOfWeek: 'First day of the week',
  defaultCountry: 'Default country',
  maintenanceMode: 'Maintenance mode',
  maintenanceMessage: 'Maintenance message',
  registrationEnabled: 'Registration',
  maxUsersPerAccount: 'Max users per account',
  sessionTimeout: 'Session timeout',
  dataRetentionDays: 'Data retention',
  backupFrequency: 'Backup frequency',
  supportEmail: 'Support email',
  supportPhone: 'Support phone',
};

/** The first problem with a submitted global settings form, or null. */
export function globalSettingsProblem(input: Input): string | null {
  const extra = unknownKey(input, Object.keys(GLOBAL_FIELD_LABELS));
  if (extra) return extra;
  const lists: [keyof GlobalSettings, readonly string[]][] = [
    ['defaultLanguage', LANGUAGES],
    ['defaultTimezone', TIME_ZONES],
    ['defaultCurrency', CURRENCIES],
    ['dateFormat', DATE_FORMATS],
    ['timeFormat', TIME_FORMATS],
    ['firstDayOfWeek', FIRST_DAYS],
    ['defaultCountry', COUNTRIES],
    ['backupFrequency', BACKUP_FREQUENCIES],
  ];
  for (const [key, list] of lists) if (!oneOf(list, input[key])) return `${GLOBAL_FIELD_LABELS[key]}: choose one of the listed options.`;
  if (typeof input.maintenanceMode !== 'boolean') return 'Maintenance mode must be on or off.';
  if (typeof input.registrationEnabled !== 'boolean') return 'Registration must be on or off.';
  if (!isWhole(input.maxUsersPerAccount, GLOBAL_RANGES.maxUsersPerAccount)) return 'Max users per account must be a whole number from 1 to 10000.';
  if (!isWhole(input.sessionTimeout, GLOBAL_RANGES.sessionTimeout)) return 'Session timeout must be a whole number of minutes from 15 to 1440.';
  if (!isWhole(input.dataRetentionDays, GLOBAL_RANGES.dataRetentionDays)) return 'Data retention must be a whole number of days from 30 to 3650.';
  const message = input.maintenanceMessage;
  if (typeof message !== 'string' || message.trim() === '') return 'Please enter a maintenance message.';
  if (message.length > GLOBAL_TEXT_LIMITS.maintenanceMessage) return 'The maintenance message must be 500 characters or fewer.';
  const email = input.supportEmail;
  if (typeof email !== 'string' || email.length > GLOBAL_TEXT_LIMITS.supportEmail) return 'Please enter a valid email address.';
  if (email.trim() !== '' && !SIMPLE_EMAIL.test(email.trim())) return 'Please enter a valid email address.';
  const phone = input.supportPhone;
  if (typeof phone !== 'string' || phone.length > GLOBAL_TEXT_LIMITS.supportPhone) return 'The support phone must be 40 characters or fewer.';
  if (phone.trim() !== '' && !/^[0-9+()./\-\s]+$/.test(phone.trim())) return 'The support phone may contain only digits, spaces and + ( ) - . /';
  return null;
}

/** The first problem with a submitted security settings form, or null. */
export function securitySettingsProblem(input: Input): string | null {
  const known: (keyof SecuritySettings)[] = ['authMethod', 'passwordMinLength', 'requireNumbers', 'requireSymbols', 'sessionTimeout'];
  const extra = unknownKey(input, known);
  if (extra) return extra;
  if (input.authMethod !== 'email-password') return 'Only email and password sign-in can be enabled.';
  if (!isWhole(input.passwordMinLength, SECURITY_RANGES.passwordMinLength)) return 'Minimum password length must be a whole number from 6 to 32.';
  if (typeof input.requireNumbers !== 'boolean' || typeof input.requireSymbols !== 'boolean') return 'Password rules must be on or off.';
  if (!isWhole(input.sessionTimeout, SECURITY_RANGES.sessionTimeout)) return 'Session timeout must be a whole number of minutes from 5 to 1440.';
  return null;
}

/** The first problem with the colour, style and mode of a submitted theme, or null. */
export function themeSettingsProblem(input: Input): string | null {
  if (!oneOf(PRIMARY_COLORS, input.primaryColor)) return 'Choose one of the listed primary colours.';
  if (!oneOf(UI_STYLES, input.uiStyle)) return 'UI style must be rounded or sharp.';
  if (!oneOf(THEME_MODES, input.themeMode)) return 'Default mode must be light or dark.';
  return null;
}
